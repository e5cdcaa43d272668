// Facts of the site's specification (the brief it was built to, which is not in the repository),
// written out by hand, so that tests do not share a source of truth with the code they check.
export const SPEC_CATEGORY_ROUTES = [
  '/services/security-solutions',
  '/services/it-productivity',
  '/services/finance-accounting',
  '/services/hr-people',
  '/services/ecommerce-marketing',
  '/services/crm-sales',
  '/services/cloud-infrastructure',
];

export const SPEC_VENDOR_SLUGS =
  `stronglink okta duo crowdstrike barracuda google-workspace m365 slack zoom atlassian quickbooks
  xero freshbooks bill-com expensify gusto bamboohr deel workday greenhouse shopify bigcommerce klaviyo
  hubspot-marketing mailchimp salesforce hubspot-crm pipedrive zoho-crm monday aws azure gcp dropbox box`.split(/\s+/);

export const SPEC_POST_IDS = [1, 2, 3, 4, 5, 6];

/** The route table of the specification's section 2. */
export const SPEC_ROUTES = [
  '/',
  '/about',
  '/contact',
  '/services',
  '/blog',
  ...SPEC_POST_IDS.map((id) => `/blog/${id}`),
  ...SPEC_CATEGORY_ROUTES,
  ...SPEC_VENDOR_SLUGS.map((slug) => `/services/${slug}`),
  '/privacy',
  '/terms',
  '/cookies',
];

/**
 * The spec's routes as far as the content still has their posts and vendors. Editors may take a post
 * or a vendor down, by their own choice, and add others: the tests hold what the spec says of those
 * the content has, never that all are still there, nor that there are no others.
 */
export function specRoutesIn(content: { posts: { id: number }[]; vendors: { slug: string }[] }): string[] {
  const routed = new Set([
    ...content.posts.map((post) => `/blog/${post.id}`),
    ...content.vendors.map((vendor) => `/services/${vendor.slug}`),
  ]);
  const removable = /^\/blog\/\d+$|^\/services\/[^/]+$/;
  return SPEC_ROUTES.filter(
    (route) => !removable.test(route) || SPEC_CATEGORY_ROUTES.includes(route) || routed.has(route),
  );
}
