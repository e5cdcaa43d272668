// Turns one route into a complete HTML document: the body first, recording the islands it renders,
// then the head with the browser code of exactly those islands.
import { renderToStaticMarkup } from 'react-dom/server';
import type { Site } from '../model/schemas.ts';
import { PATHS, type Route } from '../routes.tsx';
import { Document, PageBody } from '../../templates/Document.tsx';
import { Footer } from '../../templates/parts/Footer.tsx';
import { IslandsOnPage } from '../../templates/Island.tsx';
import type { ClientAssets } from './assets.ts';
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

export function renderRoute(route: Route, context: RenderContext, options: { indexable?: boolean } = {}): string {
  const islands = new Set<string>();
  const rendered = renderToStaticMarkup(
    <IslandsOnPage.Provider value={islands}>
      <PageBody site={context.site} paths={PATHS} path={route.path}>
        {route.element}
      </PageBody>
    </IslandsOnPage.Provider>,
  );
  // Preloads React derives from the body (an eager image) come first when the body renders on its
  // own; they belong in the head, where a whole-document render puts them: right before the title.
  let hoistedEnd = 0;
  while (rendered.startsWith('<link ', hoistedEnd)) hoistedEnd = rendered.indexOf('/>', hoistedEnd) + 2;
  const hoisted = rendered.slice(0, hoistedEnd);
  const bodyHtml = rendered.slice(hoistedEnd) + footerOf(context.site);
  const assets = {
    stylesheet: context.assets.stylesheet,
    fonts: context.assets.fonts,
    script: context.assets.scriptsFor(islands, route.path),
    socialImage: context.socialCards.imageOf(route),
    contentSecurityPolicy: context.contentSecurityPolicy,
    feeds: context.feeds,
  };
  const markup = renderToStaticMarkup(
    <Document
      site={context.site}
      path={route.path}
      siteUrl={context.siteUrl}
      meta={route.meta}
      assets={assets}
      jsonLd={route.jsonLd}
      indexable={options.indexable}
      bodyHtml={bodyHtml}
    />,
  );
  return `<!doctype html>${hoisted ? markup.replace('<title>', `${hoisted}<title>`) : markup}`;
}

/** Where a route's page is written: / -> index.html, /blog/3 -> blog/3/index.html. */
export function outputFileOf(routePath: string): string {
  return routePath === '/' ? 'index.html' : `${routePath.slice(1)}/index.html`;
}

/** The footer, the same on every page of a build: rendered once for each site.yaml. */
const footers = new WeakMap<Site, string>();
function footerOf(site: Site): string {
  let html = footers.get(site);
  if (html === undefined) footers.set(site, (html = renderToStaticMarkup(<Footer site={site} />)));
  return html;
}
