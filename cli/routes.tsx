// The route table: every page of the site, in the order spec.md lists them, built from content.
// Adding a content file (a blog post, a vendor) adds its route here without editing this module.
import type { ReactElement } from 'react';
import type { Content } from './content/load.ts';
import type { PageMeta } from '../templates/Document.tsx';
import type { BackendConfig } from '../templates/islands/contact-backend.ts';
import { AboutPage } from '../templates/pages/AboutPage.tsx';
import { BlogListPage, BlogPostPage } from '../templates/pages/BlogPages.tsx';
import { CategoryPage } from '../templates/pages/CategoryPage.tsx';
import { ContactPage } from '../templates/pages/ContactPage.tsx';
import { HomePage } from '../templates/pages/HomePage.tsx';
import { LegalPage } from '../templates/pages/LegalPage.tsx';
import { NotFoundPage } from '../templates/pages/NotFoundPage.tsx';
import { ServicesPage } from '../templates/pages/ServicesPage.tsx';
import { VendorPage } from '../templates/pages/VendorPage.tsx';

/**
 * The browser code of a page: one entry per set of islands (client/entries/<name>.ts). Every page has
 * the menu; the home page adds the carousel, the contact page the form and its toasts, the blog the
 * newsletter form and its toasts.
 */
export type ClientEntry = 'site' | 'home' | 'contact' | 'blog' | 'not-found';

export interface Route {
  path: string;
  meta: PageMeta;
  element: ReactElement;
  /** Defaults to 'site' (the menu only). */
  entry?: ClientEntry;
  jsonLd?: object;
}

export interface RouteContext {
  content: Content;
  /** YYYY-MM-DD: the legal pages' 'Last updated'. */
  buildDate: string;
  /** Where the forms send their data. */
  backend: BackendConfig;
}

export function routeTable({ content, buildDate, backend }: RouteContext): Route[] {
  const { site, pages, categories, vendors, posts, legal } = content;
  const categoryBySlug = new Map(categories.map((category) => [category.slug, category]));
  return [
    { path: '/', meta: pages.home, element: <HomePage page={pages.home} categories={categories} />, entry: 'home', jsonLd: organizationJsonLd(content) },
    { path: '/about', meta: pages.about, element: <AboutPage page={pages.about} /> },
    { path: '/contact', meta: pages.contact, element: <ContactPage page={pages.contact} site={site} backend={backend} />, entry: 'contact' },
    { path: '/services', meta: pages.services, element: <ServicesPage page={pages.services} categories={categories} /> },
    { path: '/blog', meta: pages.blog, element: <BlogListPage page={pages.blog} posts={posts} backend={backend} />, entry: 'blog' },
    ...posts.map((post) => ({
      path: post.href,
      meta: { title: `${post.title} | ${site.brand}`, description: post.description, type: 'article' as const },
      element: <BlogPostPage post={post} />,
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: post.title,
        description: post.description,
        datePublished: post.date,
        author: { '@type': 'Person', name: post.author, jobTitle: post.authorRole },
        publisher: { '@type': 'Organization', name: site.brand },
      },
    })),
    ...categories.map((category) => ({
      path: category.href,
      meta: category.meta,
      element: <CategoryPage category={category} labels={pages.services} />,
    })),
    ...vendors.map((vendor) => ({
      path: vendor.href,
      meta: vendor.meta,
      element: <VendorPage vendor={vendor} category={categoryBySlug.get(vendor.category)!} hubCaption={pages.services.hubCaption} />,
    })),
    ...legal.map((page) => ({ path: page.href, meta: page, element: <LegalPage page={page} buildDate={buildDate} /> })),
  ];
}

/** Any other path: written once as 404.html, which static hosts serve with status 404. */
export function notFoundRoute({ content }: RouteContext): Route {
  return {
    path: '/404',
    meta: content.pages.notFound,
    element: <NotFoundPage page={content.pages.notFound} />,
    entry: 'not-found',
  };
}

function organizationJsonLd({ site }: Content): object {
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
