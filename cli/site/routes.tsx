// The route table: every page of the site, built from content. It alone decides addresses (PATHS) and
// each page's social card and structured data. A page is made only when it renders, so that what it
// reads is recorded (cli/model/reads.ts) and `site serve` re-renders only the pages an edit touches.
import type { ReactElement } from 'react';
import type { CardContent } from '../artwork/social-card.tsx';
import { pageFile, type BlogPost, type Content } from '../model/collections.ts';
import { postCoverSpec } from '../model/cover-spec.ts';
import { ContentError, type ContentProblem } from '../model/errors.ts';
import { sharedWithReads, type Reads } from '../model/reads.ts';
import type { Site } from '../model/schemas.ts';
import { blogPostingJsonLd, organizationJsonLd, type JsonLd } from './structured-data.ts';
import type { PageMeta } from '../../templates/Document.tsx';
import type { PagePaths } from '../../templates/site-context.ts';
import type { BackendConfig } from '../../client/contact-backend.ts';
import { CONTACT_FORM, NEWSLETTER_FORM } from '../../supabase/functions/_shared/form-outcomes.ts';
import { newestFirst, relatedPosts, relatedToEach, unpublishedReason } from '../model/publishing.ts';
import { AboutPage } from '../../templates/pages/AboutPage.tsx';
import { BlogListPage, BlogPostPage } from '../../templates/pages/BlogPages.tsx';
import { CategoryPage } from '../../templates/pages/CategoryPage.tsx';
import { ContactPage } from '../../templates/pages/ContactPage.tsx';
import { HomePage } from '../../templates/pages/HomePage.tsx';
import { LegalPage } from '../../templates/pages/LegalPage.tsx';
import { NotFoundPage } from '../../templates/pages/NotFoundPage.tsx';
import { PlainPage } from '../../templates/pages/PlainPage.tsx';
import { ServicesPage } from '../../templates/pages/ServicesPage.tsx';
import { VendorPage } from '../../templates/pages/VendorPage.tsx';

/** One address of the site, and how to make its page. */
export interface Route {
  path: string;
  /** The content file the page is made from: named to the editor when another page claims its address. */
  file: string;
  /** Made when the page renders, so that what it reads is recorded as its dependencies: the route
   *  table itself reads only what decides addresses. */
  page: () => Page;
  /** YYYY-MM-DD: when the page's content last changed, for the sitemap, where the content says so
   *  (a post's date; the listing's newest post's); left out, never guessed. */
  lastModified?: string;
}

export interface Page {
  meta: PageMeta;
  element: ReactElement;
  /** Its social card. Required, as the structured data is: a new kind of page says what its card shows
   *  rather than falling back on another kind's. */
  card: PageCard;
  /** What it tells search engines, or null for nothing. */
  jsonLd: JsonLd | null;
}

/** What a page's card says; the build adds the brand and the offices. */
export interface PageCard extends Pick<CardContent, 'kind' | 'title'> {
  /** Its picture: an article's own cover. A page without one gets a field drawn from its title. */
  cover?: CardContent['cover'];
}

/**
 * The page of an address that is not an article, telling search engines nothing: its card gives its
 * kind, and its name as its title says it ("Atlassian Jira and Confluence | Bluebonnet Cyber" ->
 * "Atlassian Jira and Confluence"; the home page's "Bluebonnet Cyber | AI-Powered ..." -> "AI-Powered ...").
 */
function namedPage(kind: string, meta: PageMeta, element: ReactElement, { brand }: Pick<Site, 'brand'>): Page {
  const name = meta.title.split(' | ').find((part) => !part.startsWith(brand)) ?? meta.title;
  return { meta, element, card: { kind, title: name }, jsonLd: null };
}

/** The blog's listing, each of whose pages holds the newsletter form; the articles live under it. */
const BLOG = NEWSLETTER_FORM.page;

/** The addresses of the pages. A form's page is where its function, which Deno runs without this
 *  module, sends a visitor back to: the contact page's address and the blog's come from the functions'
 *  shared code. */
export const PATHS: PagePaths = {
  home: '/',
  about: '/about',
  contact: CONTACT_FORM.page,
  services: '/services',
  category: (category) => `${PATHS.services}/${category.slug}`,
  vendor: (vendor) => `${PATHS.services}/${vendor.slug}`,
  post: (post) => `${BLOG}/${post.id}`,
  blogPage: (page) => (page === 1 ? BLOG : `${BLOG}/page/${page}`),
};

/** Posts on each page of the blog listing, newest first. */
export const POSTS_PER_PAGE = 12;
/** A legal page's or a plain page's address: its file's name, at the top of the site. */
const topLevelPath = (page: { slug: string }) => `/${page.slug}`;

export interface RouteContext {
  content: Content;
  /** YYYY-MM-DD: the legal pages' 'Last updated'. */
  buildDate: string;
  /** Where the forms send their data; null for a site built without forms (`site build --no-forms`). */
  backend: BackendConfig | null;
}

/** Every page but the not-found one, each at an address of its own. */
export function routeTable(context: RouteContext): Route[] {
  const routes = routesOf(context);
  // The not-found page first: its file cannot be renamed, so a legal page named 404 is the one reported.
  refuseSharedAddresses([notFoundRoute(context), ...routes]);
  return routes;
}

/**
 * Two pages at one address would be written to one file, the second silently replacing the first:
 * the build stops instead, reporting each page that claims an address taken before it. The fixed pages
 * come first in the table, so the file reported is one whose name makes its address, the one to rename.
 */
function refuseSharedAddresses(routes: readonly Route[]): void {
  const claimed = new Map<string, Route>();
  const problems: ContentProblem[] = [];
  for (const route of routes) {
    // The home page is written as index.html, as a page at /index would be.
    const page = route.path === '/' ? '/index' : route.path;
    const first = claimed.get(page);
    if (!first) claimed.set(page, route);
    else
      problems.push({
        file: route.file,
        field: '',
        message: `Duplicate page address ${route.path}, also made by ${first.file}: rename this file, since its name makes the address`,
      });
  }
  if (problems.length > 0) throw new ContentError(problems);
}

function routesOf({ content, buildDate, backend }: RouteContext): Route[] {
  const { site, pages, categories, vendors, posts, legal, plainPages } = content;
  return [
    {
      path: PATHS.home,
      file: pageFile('home'),
      page: () => ({
        ...namedPage(site.tagline, pages.home, <HomePage page={pages.home} categories={categories} />, site),
        jsonLd: organizationJsonLd(site),
      }),
    },
    {
      path: PATHS.about,
      file: pageFile('about'),
      page: () => namedPage('Company', pages.about, <AboutPage page={pages.about} />, site),
    },
    {
      path: PATHS.contact,
      file: pageFile('contact'),
      page: () =>
        namedPage('Contact', pages.contact, <ContactPage page={pages.contact} site={site} backend={backend} />, site),
    },
    {
      path: PATHS.services,
      file: pageFile('services'),
      page: () =>
        namedPage('Services', pages.services, <ServicesPage page={pages.services} categories={categories} />, site),
    },
    ...blogListing(content, backend),
    ...posts.map((post) => ({
      path: PATHS.post(post),
      file: post.file,
      lastModified: post.date,
      page: () => ({
        meta: { title: `${post.title} | ${site.brand}`, description: post.description, type: 'article' as const },
        element: (
          <BlogPostPage
            post={post}
            contentsTitle={pages.blog.contentsTitle}
            status={unpublishedReason(post, buildDate)}
            related={suggestedAfter(post, posts, buildDate)}
          />
        ),
        card: { kind: `Article · ${post.category}`, title: post.title, cover: postCoverSpec(post) },
        jsonLd: blogPostingJsonLd(post, site),
      }),
    })),
    ...categories.map((category) => ({
      path: PATHS.category(category),
      file: category.file,
      page: () =>
        namedPage('Services', category.meta, <CategoryPage category={category} labels={pages.services} />, site),
    })),
    ...vendors.map((vendor) => ({
      path: PATHS.vendor(vendor),
      file: vendor.file,
      page: () => {
        const status = unpublishedReason(vendor, buildDate);
        const element = <VendorPage vendor={vendor} hubCaption={pages.services.hubCaption} status={status} />;
        return namedPage(vendor.category.title, vendor.meta, element, site);
      },
    })),
    ...legal.map((page) => ({
      path: topLevelPath(page),
      file: page.file,
      page: () => namedPage('Legal', page, <LegalPage page={page} buildDate={buildDate} />, site),
    })),
    // Last: a plain page at an address taken before it is the one reported, its file the one to rename.
    ...plainPages.map((page) => ({
      path: topLevelPath(page),
      file: page.file,
      page: () => ({
        meta: { title: `${page.title} | ${site.brand}`, description: page.description },
        element: <PlainPage page={page} />,
        card: { kind: page.eyebrow ?? site.tagline, title: page.title },
        jsonLd: null,
      }),
    })),
  ];
}

/** What is made once from all the posts, with the reads it took (sharedWithReads). */
type MadeOnce<T> = WeakMap<readonly BlogPost[], { value: T; reads: Reads }>;
const postOrders: MadeOnce<BlogPost[]> = new WeakMap();
const suggestions: MadeOnce<{ ordered: BlogPost[]; related: Map<number, BlogPost[]> }> = new WeakMap();

/** What an article suggests reading next, among the public posts (under `site serve`, a draft is
 *  shown at its own address but never suggested): made once for all the articles. */
function suggestedAfter(post: BlogPost, posts: readonly BlogPost[], buildDate: string): BlogPost[] {
  const { ordered, related } = sharedWithReads(suggestions, posts, () => {
    const published = newestFirst(posts).filter((each) => !unpublishedReason(each, buildDate));
    return { ordered: published, related: relatedToEach(published) };
  });
  // A draft is not among them: its own suggestions, looking at every post.
  return related.get(post.id) ?? relatedPosts(post, ordered);
}

/** The listing, POSTS_PER_PAGE posts a page, newest first; its hero shows the three newest. */
function blogListing({ site, pages, posts }: Content, backend: RouteContext['backend']): Route[] {
  const pageCount = Math.max(1, Math.ceil(posts.length / POSTS_PER_PAGE));
  // A new post moves every page of the listing along: each changed when the newest post came.
  const newestDate = posts
    .map((post) => post.date)
    .sort()
    .at(-1);
  return Array.from({ length: pageCount }, (_, index) => {
    const number = index + 1;
    return {
      path: PATHS.blogPage(number),
      file: pageFile('blog'),
      lastModified: newestDate,
      page: () => {
        // Which posts a page shows depends on every post's date: each page reads the order, made once.
        const ordered = sharedWithReads(postOrders, posts, () => newestFirst(posts));
        const meta: PageMeta = {
          description: pages.blog.description,
          title: number === 1 ? pages.blog.title : `${pages.blog.title} (page ${number} of ${pageCount})`,
          previous: number > 1 ? PATHS.blogPage(number - 1) : undefined,
          next: number < pageCount ? PATHS.blogPage(number + 1) : undefined,
        };
        const element = (
          <BlogListPage
            page={pages.blog}
            posts={ordered.slice(index * POSTS_PER_PAGE, number * POSTS_PER_PAGE)}
            newest={ordered.slice(0, 3)}
            pagination={{ current: number, count: pageCount }}
            backend={backend}
          />
        );
        return namedPage('Blog', meta, element, site);
      },
    };
  });
}

/** Any other path: written once as 404.html, which static hosts serve with status 404. */
export function notFoundRoute({ content }: RouteContext): Route {
  return {
    path: '/404',
    file: pageFile('not-found'),
    page: () => {
      const { pages, site } = content;
      return namedPage('Page not found', pages.notFound, <NotFoundPage page={pages.notFound} />, site);
    },
  };
}
