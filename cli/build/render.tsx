// Turns one route into a complete HTML document: the body first, recording the islands it renders and
// the images it asks to preload (through templates/Image.tsx: a part rendered on its own has no head
// to hoist into), then the Document around it, whose head names exactly those.
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { absoluteAddress } from '../site/config.ts';
import type { Site } from '../model/schemas.ts';
import { PATHS, type Page, type Route } from '../site/routes.tsx';
import { Document, PageBody } from '../../templates/Document.tsx';
import { Footer } from '../../templates/parts/Footer.tsx';
import { HeaderContents, menuStateOf } from '../../templates/parts/Header.tsx';
import { SiteContext } from '../../templates/site-context.ts';
import { IslandsOnPage } from '../../templates/Island.tsx';
import { ImagePreloadsOnPage } from '../../templates/Image.tsx';
import { laterFacesHtml } from '../../templates/after-first-paint.ts';
import { textOf, type ClientAssets } from './assets.ts';
import type { PageStyles } from './page-styles.ts';
import { firstScreenOf, MARK } from './first-screen.ts';
import { ANALYTICS_SCRIPTS } from './hosts/index.ts';
import { sharedWithReads, type Reads } from '../model/reads.ts';
import type { SocialCards } from './social-cards.ts';

export interface RenderContext {
  site: Site;
  siteUrl: string;
  assets: ClientAssets;
  /** Each page's own card for link previews. */
  socialCards: SocialCards;
  /** The Content-Security-Policy as a meta tag can carry it, allowing the page's inline styles (cli/build/headers.ts). */
  contentSecurityPolicy: (inlineStyles: string[]) => string;
  /** The site's stylesheet, from which each page takes the rules it uses. */
  styles: PageStyles;
  /** The blog's feeds, linked from every page's head. */
  feeds: { href: string; type: string; title: string }[];
}

export function renderPage(
  path: string,
  page: Page,
  context: RenderContext,
  options: { indexable?: boolean } = {},
): string {
  const header = headerOf(context.site, path);
  const body = renderRecording(
    path,
    <PageBody site={context.site} paths={PATHS} path={path} headerHtml={header.html}>
      {page.element}
    </PageBody>,
  );
  const footer = footerOf(context.site, path);
  const islands = new Set([...header.islands, ...body.islands, ...footer.islands]);
  const { path: cardPath, ...cardImage } = context.socialCards.imageOf({ path, card: page.card });
  // The first screen paints with the rules in the head (page-styles.ts); its end carries the rest of
  // the page's rules (first-screen.ts), which thus arrive before anything they style.
  const { end, style: inlineStyle } = firstScreenOf(body.html, context.styles);
  const firstScreen = body.html.slice(0, end);
  const scripts = context.assets.scriptsFor(islands, path);
  const { rules: restStyle, laterFaces } = context.styles.rest(
    firstScreen + MARK,
    body.html + footer.html,
    textOf(context.assets, [...(scripts?.entries ?? []), ...(scripts?.preload ?? [])]),
  );
  const mark = `${MARK}<style>${restStyle}</style>${laterFacesHtml(laterFaces)}</svg>`;
  const assets = {
    inlineStyle,
    fonts: context.assets.fonts,
    script: scripts,
    imagePreloads: new Set([...header.imagePreloads, ...body.imagePreloads, ...footer.imagePreloads]),
    socialImage: { ...cardImage, url: absoluteAddress(context.siteUrl, cardPath) },
    laterFaces: laterFaces !== '',
    contentSecurityPolicy: context.contentSecurityPolicy([inlineStyle, restStyle, laterFaces].filter(Boolean)),
    feeds: context.feeds,
    analyticsScripts: context.site.analytics ? ANALYTICS_SCRIPTS : [],
  };
  // The page's scripts are chosen by now: an island in the document around the body fails the build.
  const document = renderToStaticMarkup(
    <IslandsOnPage.Provider value={{ page: path, islands: null }}>
      <Document
        site={context.site}
        canonical={absoluteAddress(context.siteUrl, path)}
        meta={page.meta}
        assets={assets}
        jsonLd={page.jsonLd}
        indexable={options.indexable}
        bodyHtml={firstScreen + mark + body.html.slice(end) + footer.html}
      />
    </IslandsOnPage.Provider>,
  );
  return `<!doctype html>${document}`;
}

/** A route's page made and rendered at once (tests, and anything that records nothing). */
export function renderRoute(route: Route, context: RenderContext, options: { indexable?: boolean } = {}): string {
  return renderPage(route.path, route.page(), context, options);
}

/** Where a route's page is written: / -> index.html, /blog/3 -> blog/3.html, not blog/3/index.html,
 *  which the hosts answer with a redirect to /blog/3/ (docs/publishing.md). */
export function outputFileOf(routePath: string): string {
  return routePath === '/' ? 'index.html' : `${routePath.slice(1)}.html`;
}

type RenderedPart = ReturnType<typeof renderRecording>;

/** The footer, the same on every page: rendered once for each site.yaml, what it read counted as read by every page. */
const footers = new WeakMap<Site, { value: RenderedPart; reads: Reads }>();
const footerOf = (site: Site, path: string) =>
  sharedWithReads(footers, site, () => renderRecording(path, <Footer site={site} home={PATHS.home} />));

/** The header's contents, the same on every page whose menu is in the same state: rendered once for
 *  each state of each site.yaml (kept under one object a state), as the footer is. */
const headers = new WeakMap<object, { value: RenderedPart; reads: Reads }>();
const menuStates = new WeakMap<Site, Map<string, object>>();

function headerOf(site: Site, path: string): RenderedPart {
  const states = menuStates.get(site) ?? menuStates.set(site, new Map()).get(site)!;
  const state = menuStateOf(site, path);
  const key = states.get(state) ?? states.set(state, {}).get(state)!;
  return sharedWithReads(headers, key, () =>
    renderRecording(
      path,
      <SiteContext.Provider value={{ site, paths: PATHS, path }}>
        <HeaderContents site={site} path={path} />
      </SiteContext.Provider>,
    ),
  );
}

/** Renders a part of a page (its body, its footer), recording the islands and the image preloads in it. */
function renderRecording(page: string, element: ReactElement) {
  const islands = new Set<string>();
  const imagePreloads = new Set<string>();
  const html = renderToStaticMarkup(
    <IslandsOnPage.Provider value={{ page, islands }}>
      <ImagePreloadsOnPage.Provider value={imagePreloads}>{element}</ImagePreloadsOnPage.Provider>
    </IslandsOnPage.Provider>,
  );
  return { html, islands, imagePreloads };
}
