// One page of every type the site has, for checks that go through each kind of page once: home, about,
// the catalogue, a category, the flagship, a rich vendor, a minimal vendor (hero only), contact, the
// blog, an article, a legal page.
export const PAGE_TYPES = [
  '/',
  '/about',
  '/services',
  '/services/security-solutions',
  '/services/stronglink',
  '/services/crowdstrike',
  '/services/atlassian',
  '/contact',
  '/blog',
  '/blog/1',
  '/privacy',
] as const;
