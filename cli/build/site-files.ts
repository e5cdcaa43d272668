// Every file of the site, in memory: the pages of the route table, 404.html, the browser assets, the
// public files and the host's files, with every internal link checked. Given the previous result and
// the content files that changed since, it renders only the pages made from those files (each route
// names its sources) and reuses the others' HTML: `site serve` rewrites one post, the listing and the
// sitemap after a post is edited, not a thousand pages.
import type { SiteConfig } from '../config.ts';
import { SITE_FILE, type Content } from '../model/collections.ts';
import { notFoundRoute, routeTable, type Route } from '../routes.tsx';
import type { ClientAssets } from './assets.ts';
import { netlifyHeaders, nginxConf, robotsTxt, sitemapXml, vercelJson } from './deploy-files.ts';
import { blogFeedSources, blogFeeds, feedLinks, FEEDS, FEEDS_PATH } from './feeds.ts';
import { headerRulesFor, metaContentSecurityPolicy } from './headers.ts';
import { checkLinks, linksOf, type PageLinks } from './link-check.ts';
import { outputFileOf, renderRoute, type RenderContext } from './render.tsx';
import { socialCardsFor } from './social-cards.ts';

export interface SiteInputs {
  content: Content;
  assets: ClientAssets;
  publicFiles: ReadonlyMap<string, Uint8Array>;
  config: SiteConfig;
  /** YYYY-MM-DD: the legal pages' 'Last updated' and the sitemap's dates. */
  buildDate: string;
}

export interface SiteFiles {
  /** Every file's path inside the output folder. */
  names: Set<string>;
  /** Their contents, when kept (site serve compares them with the next build's and reuses pages). A
   *  build does not keep them: 10,000 pages of HTML are more memory than anything else it holds. */
  contents: Map<string, string | Uint8Array> | undefined;
  /** The links and ids of every route's page, by route path (404.html apart). */
  pages: Map<string, PageLinks>;
  /** The content files each route is made from, by route path ('/404' for 404.html, FEEDS_PATH for the feeds). */
  sources: Map<string, string[]>;
  /** The routes rendered this time (all of them without a previous result). */
  rendered: string[];
  /** Every page's route, 404 included: the build draws their social cards (cli/build/social-cards.ts). */
  routes: Pick<Route, 'path' | 'meta'>[];
  warnings: string[];
}

export class BrokenLinksError extends Error {
  constructor(readonly broken: { page: string; link: string; reason: string }[]) {
    super(`Broken internal links:\n${broken.map((b) => `  ${b.page}: ${b.link} (${b.reason})`).join('\n')}`);
    this.name = 'BrokenLinksError';
  }
}

export interface Previous {
  site: SiteFiles;
  /** Content files changed since, or 'all' (site.yaml, templates or assets changed: every page shows them). */
  changed: ReadonlySet<string> | 'all';
}

export interface RenderOptions {
  /** The last result (made with keepContents) and what changed since: only stale pages render. */
  previous?: Previous;
  /** Called for each file as soon as it is made, so that a full build writes while it renders. */
  onFile?: (file: string, data: string | Uint8Array) => void;
  keepContents?: boolean;
}

/** What every page of a build renders with. */
export function renderContextFor(content: Pick<Content, 'site' | 'posts' | 'categories' | 'vendors' | 'legal'>, config: Pick<SiteConfig, 'siteUrl' | 'supabaseUrl'>, assets: ClientAssets): RenderContext {
  return {
    site: content.site,
    siteUrl: config.siteUrl,
    assets,
    socialCards: socialCardsFor(content),
    contentSecurityPolicy: metaContentSecurityPolicy(config),
    feeds: feedLinks(content.site.brand),
  };
}

export function renderSite(inputs: SiteInputs, { previous, onFile, keepContents = true }: RenderOptions = {}): SiteFiles {
  const { content, assets, config, buildDate } = inputs;
  const names = new Set<string>();
  const contents = keepContents ? new Map<string, string | Uint8Array>() : undefined;
  const add = (file: string, data: string | Uint8Array) => {
    names.add(file);
    contents?.set(file, data);
    onFile?.(file, data);
  };
  const changed = previous && previous.changed !== 'all' && !previous.changed.has(SITE_FILE) ? previous.changed : 'all';
  const isStale = (path: string, sources: string[]) => {
    if (changed === 'all') return true;
    const before = previous!.site.sources.get(path);
    // New, made of other files than before (a listing page whose posts moved), or one of them changed.
    if (!before || before.length !== sources.length || before.some((source, index) => source !== sources[index])) return true;
    return sources.some((source) => changed.has(source));
  };

  for (const [file, data] of inputs.publicFiles) add(file, data);
  const context = renderContextFor(content, config, assets);
  const backend = { url: config.supabaseUrl ?? null, anonKey: config.supabaseAnonKey };
  const pages = new Map<string, PageLinks>();
  const sources = new Map<string, string[]>();
  const rendered: string[] = [];
  const page = (route: Route, file: string, options?: { indexable: boolean }) => {
    sources.set(route.path, route.sources);
    let html = previous?.site.contents?.get(file) as string | undefined;
    if (html === undefined || isStale(route.path, route.sources)) {
      html = renderRoute(route, context, options);
      rendered.push(route.path);
    }
    add(file, html);
    return html;
  };
  const routeContext = { content, buildDate, backend };
  const routes = [...routeTable(routeContext), notFoundRoute(routeContext)];
  for (const route of routes.slice(0, -1)) pages.set(route.path, linksOf(page(route, outputFileOf(route.path))));
  page(routes.at(-1)!, '404.html', { indexable: false });
  const routeMeta = routes.map(({ path, meta }) => ({ path, meta }));
  // After the pages: the entries of their sets of islands are made while they render.
  for (const [file, data] of assets.files) add(file, data);

  const rules = headerRulesFor(config);
  add('vercel.json', vercelJson(rules));
  add('_headers', netlifyHeaders(rules));
  add('nginx.conf', nginxConf(rules));
  add('sitemap.xml', sitemapXml(config.siteUrl, [...pages.keys()], buildDate));
  // The feeds (0.1 s at 1,000 posts) are stale as a page is: when one of their source files changed.
  const feedSources = blogFeedSources(content);
  sources.set(FEEDS_PATH, feedSources);
  const keptFeeds = FEEDS.map(({ file }) => [file, previous?.site.contents?.get(file) as string | undefined] as const);
  const feedsStale = keptFeeds.some(([, text]) => text === undefined) || isStale(FEEDS_PATH, feedSources);
  for (const [file, text] of feedsStale ? blogFeeds(content, config.siteUrl, buildDate) : new Map(keptFeeds)) add(file, text!);
  add('robots.txt', robotsTxt(config.siteUrl));

  // Pages not rendered again were checked before, unless pages came or went since.
  const samePages = previous !== undefined && pages.size === previous.site.pages.size && [...pages.keys()].every((path) => previous.site.pages.has(path));
  const checked = samePages ? new Map(rendered.filter((path) => pages.has(path)).map((path) => [path, pages.get(path)!])) : pages;
  const links = checkLinks(checked, pages, names, content.site.knownMissingLinks);
  if (links.broken.length > 0) throw new BrokenLinksError(links.broken);
  // Pages unchanged still link where they did: their warnings stand.
  if (checked !== pages) return { names, contents, pages, sources, rendered, routes: routeMeta, warnings: previous!.site.warnings };
  const warnings = [...links.knownMissing].map(
    ([link, from]) => `${link} is linked from ${from.length} page(s) but is not a page yet (knownMissingLinks in content/site.yaml); visitors get the not-found page`,
  );
  return { names, contents, pages, sources, rendered, routes: routeMeta, warnings };
}
