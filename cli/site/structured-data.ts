// What a page tells search engines about itself, as schema.org JSON-LD in its head, declared by the
// route table (cli/site/routes.tsx): the company on the home page, an article on each post's page.
import type { BlogPost } from '../model/collections.ts';
import type { Site } from '../model/schemas.ts';

/** One schema.org description, as a page's head carries it. */
export interface JsonLd {
  '@context': 'https://schema.org';
  '@type': string;
  [property: string]: unknown;
}

/** The company: what it does, how to reach it, and its offices. */
export function organizationJsonLd(site: Site): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    name: site.brand,
    description: site.description,
    email: site.contact.email,
    telephone: site.contact.phone,
    foundingDate: String(site.foundedYear),
    areaServed: { '@type': 'State', name: 'Texas' },
    address: site.offices.map((office) => ({
      '@type': 'PostalAddress',
      streetAddress: office.address,
      addressLocality: office.city,
      addressRegion: 'TX',
      postalCode: office.zipcode.match(/\d{5}/)?.[0],
      addressCountry: 'US',
    })),
  };
}

/** An article: its headline, its date, and who wrote it for which company. */
export function blogPostingJsonLd(post: BlogPost, site: Pick<Site, 'brand'>): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    datePublished: post.date,
    author: { '@type': 'Person', name: post.author.name, jobTitle: post.author.role },
    publisher: { '@type': 'Organization', name: site.brand },
  };
}
