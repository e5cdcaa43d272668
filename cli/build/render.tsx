// Turns one route into a complete HTML document: the body first, recording the islands it renders,
// then the head with the browser code of exactly those islands.
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Site } from '../model/schemas.ts';
import { PATHS, type Page, type Route } from '../routes.tsx';
import { Document, PageBody } from '../../templates/Document.tsx';
import { Footer } from '../../templates/parts/Footer.tsx';
import { IslandsOnPage } from '../../templates/Island.tsx';
import type { ClientAssets } from './assets.ts';
import { ANALYTICS_SCRIPTS } from './hosts/index.ts';
import { sharedWithReads, type Reads } from '../model/reads.ts';
import type { SocialCards } from './social-cards.ts';

export interface RenderContext {
  site: Site;
  siteUrl: string;
  assets: ClientAssets;
  /** Each page's own card for link previews. */
  socialCards: SocialCards;
  /** The Content-Security-Policy as a meta tag can carry it (cli/build/headers.ts). */
  contentSecurityPolicy: string;
  /** The blog's feeds, linked from every page's head. */
  feeds: { href: string; type: string; title: string }[];
}

export function renderPage(
  path: string,
  page: Page,
  context: RenderContext,
  options: { indexable?: boolean } = {},
): string {
  const { html: rendered, islands } = renderRecordingIslands(
    path,
    <PageBody site={context.site} paths={PATHS} path={path}>
      {page.element}
    </PageBody>,
  );
  // React preloads each image the body does not load lazily (an article's picture, a panel's horizon)
  // and, with no <head> in this render, writes those <link>s ahead of the body's markup: they are moved
  // into the head, after the Content-Security-Policy and before the title. Rendering the whole document
  // at once (the body first in the JSX, so that its islands are known when the head asks for scripts)
  // would let React place them, but ahead of the policy (right after charset and viewport), and would
  // give the ids React's useId makes other values.
  let hoistedEnd = 0;
  while (rendered.startsWith('<link ', hoistedEnd)) hoistedEnd = rendered.indexOf('/>', hoistedEnd) + 2;
  const hoisted = rendered.slice(0, hoistedEnd);
  const footer = footerOf(context.site, path);
  for (const island of footer.islands) islands.add(island);
  const bodyHtml = rendered.slice(hoistedEnd) + footer.html;
  const assets = {
    stylesheet: context.assets.stylesheet,
    fonts: context.assets.fonts,
    script: context.assets.scriptsFor(islands, path),
    socialImage: context.socialCards.imageOf({ path, card: page.card }),
    contentSecurityPolicy: context.contentSecurityPolicy,
    feeds: context.feeds,
    analyticsScripts: context.site.analytics ? ANALYTICS_SCRIPTS : [],
  };
  // The page's scripts are chosen by now: an island in the document around the body fails the build.
  const markup = renderToStaticMarkup(
    <IslandsOnPage.Provider value={{ page: path, islands: null }}>
      <Document
        site={context.site}
        path={path}
        siteUrl={context.siteUrl}
        meta={page.meta}
        assets={assets}
        jsonLd={page.jsonLd}
        indexable={options.indexable}
        bodyHtml={bodyHtml}
      />
    </IslandsOnPage.Provider>,
  );
  return `<!doctype html>${hoisted ? markup.replace('<title>', `${hoisted}<title>`) : markup}`;
}

/** A route's page made and rendered at once (tests, and anything that records nothing). */
export function renderRoute(route: Route, context: RenderContext, options: { indexable?: boolean } = {}): string {
  return renderPage(route.path, route.page(), context, options);
}

/**
 * Where a route's page is written: / -> index.html, /blog/3 -> blog/3.html. A file named after the
 * address, not a folder's index.html: GitHub Pages, Cloudflare Pages and Netlify serve /blog/3 from
 * blog/3.html at once, but answer /blog/3 with a redirect to /blog/3/ when the page is
 * blog/3/index.html (docs/publishing.md; checked with Cloudflare's own server in
 * tests/cli/hosts.test.ts).
 */
export function outputFileOf(routePath: string): string {
  return routePath === '/' ? 'index.html' : `${routePath.slice(1)}.html`;
}

/** The footer, the same on every page of a build: rendered once for each site.yaml, and what it
 *  read counted as read by every page that shows it, as the islands it renders are loaded by every page. */
const footers = new WeakMap<Site, { value: RenderedPart; reads: Reads }>();
const footerOf = (site: Site, path: string) =>
  sharedWithReads(footers, site, () => renderRecordingIslands(path, <Footer site={site} />));

interface RenderedPart {
  html: string;
  /** The names of the islands it rendered. */
  islands: Set<string>;
}

/** Renders a part of a page (its body, its footer), recording the islands in it. */
function renderRecordingIslands(page: string, element: ReactElement): RenderedPart {
  const islands = new Set<string>();
  const html = renderToStaticMarkup(
    <IslandsOnPage.Provider value={{ page, islands }}>{element}</IslandsOnPage.Provider>,
  );
  return { html, islands };
}
