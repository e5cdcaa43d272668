// The route table: every page of the site, in the order spec.md lists them, built from content. It
// alone decides addresses (PATHS; templates ask for them through usePaths()), and it knows what each
// page is made from, so `site serve` re-renders only the pages an edit touches. Adding a content file
// (a blog post, a vendor) adds its route without editing this module.
import type { ReactElement } from 'react';
import { pageFile, type Content } from './model/collections.ts';
import type { PageMeta } from '../templates/Document.tsx';
import type { PagePaths } from '../templates/site-context.ts';
import type { BackendConfig } from '../client/contact-backend.ts';
import { newestFirst, unpublishedReason } from './model/publishing.ts';
import { AboutPage } from '../templates/pages/AboutPage.tsx';
import { BlogListPage, BlogPostPage } from '../templates/pages/BlogPages.tsx';
import { CategoryPage } from '../templates/pages/CategoryPage.tsx';
import { ContactPage } from '../templates/pages/ContactPage.tsx';
import { HomePage } from '../templates/pages/HomePage.tsx';
import { LegalPage } from '../templates/pages/LegalPage.tsx';
import { NotFoundPage } from '../templates/pages/NotFoundPage.tsx';
import { ServicesPage } from '../templates/pages/ServicesPage.tsx';
import { VendorPage } from '../templates/pages/VendorPage.tsx';

export interface Route {
  path: string;
  meta: PageMeta;
  element: ReactElement;
  jsonLd?: object;
  /** The content files the page shows, besides content/site.yaml (which every page shows). */
  sources: string[];
}

export const PATHS: PagePaths = {
  category: (category) => `/services/${category.slug}`,
  vendor: (vendor) => `/services/${vendor.slug}`,
  post: (post) => `/blog/${post.id}`,
  blogPage: (page) => (page === 1 ? '/blog' : `/blog/page/${page}`),
};

/** Posts on each page of the blog listing, newest first. */
export const POSTS_PER_PAGE = 12;
const legalPath = (page: { slug: string }) => `/${page.slug}`;

export interface RouteContext {
  content: Content;
  /** YYYY-MM-DD: the legal pages' 'Last updated'. */
  buildDate: string;
  /** Where the forms send their data. */
  backend: BackendConfig;
}

export function routeTable({ content, buildDate, backend }: RouteContext): Route[] {
  const { site, pages, categories, vendors, posts, legal } = content;
  const catalogue = [...filesOf(categories), ...filesOf(vendors)];
  return [
    { path: '/', meta: pages.home, element: <HomePage page={pages.home} categories={categories} />, jsonLd: organizationJsonLd(content), sources: [pageFile('home'), ...catalogue] },
    { path: '/about', meta: pages.about, element: <AboutPage page={pages.about} />, sources: [pageFile('about')] },
    { path: '/contact', meta: pages.contact, element: <ContactPage page={pages.contact} site={site} backend={backend} />, sources: [pageFile('contact')] },
    { path: '/services', meta: pages.services, element: <ServicesPage page={pages.services} categories={categories} />, sources: [pageFile('services'), ...catalogue] },
    ...blogListing(content, backend),
    ...posts.map((post) => ({
      path: PATHS.post(post),
      meta: { title: `${post.title} | ${site.brand}`, description: post.description, type: 'article' as const },
      element: <BlogPostPage post={post} status={unpublishedReason(post, buildDate)} />,
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: post.title,
        description: post.description,
        datePublished: post.date,
        author: { '@type': 'Person', name: post.author.name, jobTitle: post.author.role },
        publisher: { '@type': 'Organization', name: site.brand },
      },
      sources: [post.file, post.author.file],
    })),
    ...categories.map((category) => ({
      path: PATHS.category(category),
      meta: category.meta,
      element: <CategoryPage category={category} labels={pages.services} />,
      sources: [pageFile('services'), category.file, ...filesOf(category.vendors)],
    })),
    ...vendors.map((vendor) => ({
      path: PATHS.vendor(vendor),
      meta: vendor.meta,
      element: <VendorPage vendor={vendor} hubCaption={pages.services.hubCaption} />,
      sources: [pageFile('services'), vendor.category.file, ...filesOf(vendor.category.vendors)],
    })),
    ...legal.map((page) => ({ path: legalPath(page), meta: page, element: <LegalPage page={page} buildDate={buildDate} />, sources: [page.file] })),
  ];
}

/** The listing, POSTS_PER_PAGE posts a page, newest first; its hero shows the three newest. */
function blogListing({ pages, posts, authors }: Content, backend: RouteContext['backend']): Route[] {
  const ordered = newestFirst(posts);
  const pageCount = Math.max(1, Math.ceil(ordered.length / POSTS_PER_PAGE));
  return Array.from({ length: pageCount }, (_, index) => {
    const number = index + 1;
    const onPage = ordered.slice(index * POSTS_PER_PAGE, number * POSTS_PER_PAGE);
    const newest = ordered.slice(0, 3);
    return {
      path: PATHS.blogPage(number),
      meta: {
        description: pages.blog.description,
        title: number === 1 ? pages.blog.title : `${pages.blog.title} (page ${number} of ${pageCount})`,
        previous: number > 1 ? PATHS.blogPage(number - 1) : undefined,
        next: number < pageCount ? PATHS.blogPage(number + 1) : undefined,
      },
      element: <BlogListPage page={pages.blog} posts={onPage} newest={newest} pagination={{ current: number, count: pageCount }} backend={backend} />,
      sources: [pageFile('blog'), ...filesOf(authors), ...new Set([...filesOf(newest), ...filesOf(onPage)])],
    };
  });
}

const filesOf = (entries: { file: string }[]) => entries.map((entry) => entry.file);

/** Any other path: written once as 404.html, which static hosts serve with status 404. */
export function notFoundRoute({ content }: RouteContext): Route {
  return {
    path: '/404',
    meta: content.pages.notFound,
    element: <NotFoundPage page={content.pages.notFound} />,
    sources: [pageFile('not-found')],
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
