// Every file of the site, in memory: the pages of the route table, 404.html, the browser assets, the
// public files and the host's files, with every internal link checked. Given the previous result and
// what changed in the content since, it renders again only the pages that read something that changed
// (recorded while they rendered: cli/build/reads.ts) and reuses the others' HTML: `site serve`
// rewrites one post and the pages that show it after a post is edited, not a thousand pages.
import type { SiteConfig } from '../config.ts';
import type { Content } from '../model/collections.ts';
import { notFoundRoute, routeTable, type Route } from '../routes.tsx';
import type { PageMeta } from '../../templates/Document.tsx';
import { recordReads, watchedContent, type Reads } from './reads.ts';
import type { ClientAssets } from './assets.ts';
import { netlifyHeaders, nginxConf, robotsTxt, sitemapXml, vercelJson } from './deploy-files.ts';
import { blogFeeds, feedLinks, FEEDS, FEEDS_PATH } from './feeds.ts';
import { headerRulesFor, metaContentSecurityPolicy } from './headers.ts';
import { checkLinks, linksOf, type PageLinks } from './link-check.ts';
import { outputFileOf, renderPage, type RenderContext } from './render.tsx';
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
  /** What each route's page read of the content while it rendered, by route path ('/404' for
   *  404.html, FEEDS_PATH for the feeds), when reads were recorded. */
  reads: Map<string, Reads>;
  /** The routes rendered this time (all of them without a previous result). */
  rendered: string[];
  /** Every page's address and meta, 404 included: the build draws their social cards (cli/build/social-cards.ts). */
  routes: { path: string; meta: PageMeta }[];
  buildDate: string;
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
  /** What reads changed since (cli/build/reads.ts changedReads), or 'all' (site.yaml, templates or
   *  assets changed: every page shows them). */
  changed: ReadonlySet<string> | 'all';
}

export interface RenderOptions {
  /** The last result (made with keepContents) and what changed since: only pages that read something
   *  that changed render again. */
  previous?: Previous;
  /** Called for each file as soon as it is made, so that a full build writes while it renders. */
  onFile?: (file: string, data: string | Uint8Array) => void;
  /** Keep every file's contents and record what each page reads, for the next incremental render. */
  keepContents?: boolean;
}

/** What every page of a build renders with. */
export function renderContextFor(
  content: Pick<Content, 'site' | 'posts' | 'categories' | 'vendors' | 'legal'>,
  config: Pick<SiteConfig, 'siteUrl' | 'supabaseUrl'>,
  assets: ClientAssets,
): RenderContext {
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
  const { config, buildDate } = inputs;
  // Pages that may be reused read watched content, so that the next render knows what they read.
  const content = keepContents ? watchedContent(inputs.content) : inputs.content;
  const names = new Set<string>();
  const contents = keepContents ? new Map<string, string | Uint8Array>() : undefined;
  const add = (file: string, data: string | Uint8Array) => {
    names.add(file);
    contents?.set(file, data);
    onFile?.(file, data);
  };
  const changed = previous && previous.site.buildDate === buildDate ? previous.changed : 'all';
  /** What a page read last time, if none of it changed since (its HTML can then be kept). */
  const before = (path: string) => {
    if (changed === 'all') return undefined;
    const reads = previous!.site.reads.get(path);
    if (!reads) return undefined;
    for (const read of reads) if (changed.has(read)) return undefined;
    return reads;
  };

  for (const [file, data] of inputs.publicFiles) add(file, data);
  const context = renderContextFor(content, config, inputs.assets);
  const backend = { url: config.supabaseUrl ?? null, anonKey: config.supabaseAnonKey };
  const pages = new Map<string, PageLinks>();
  const reads = new Map<string, Reads>();
  const metas = new Map(previous?.site.routes.map((route) => [route.path, route.meta]));
  const rendered: string[] = [];
  const routes: SiteFiles['routes'] = [];
  const page = (route: Route, file: string, options?: { indexable: boolean }) => {
    let html = previous?.site.contents?.get(file) as string | undefined;
    const kept = html === undefined ? undefined : before(route.path);
    if (kept) {
      reads.set(route.path, kept);
    } else {
      const made = recordReads(() => {
        const parts = route.page();
        return { meta: parts.meta, html: renderPage(route.path, parts, context, options) };
      });
      ({ html } = made.value);
      metas.set(route.path, made.value.meta);
      if (keepContents) reads.set(route.path, made.reads);
      rendered.push(route.path);
    }
    routes.push({ path: route.path, meta: metas.get(route.path)! });
    add(file, html!);
    return html!;
  };
  const routeContext = { content, buildDate, backend };
  const table = routeTable(routeContext);
  for (const route of table) {
    const html = page(route, outputFileOf(route.path));
    // A kept page links where it did.
    pages.set(route.path, (rendered.at(-1) !== route.path && previous?.site.pages.get(route.path)) || linksOf(html));
  }
  page(notFoundRoute(routeContext), '404.html', { indexable: false });
  // After the pages: the entries of their sets of islands are made while they render.
  for (const [file, data] of inputs.assets.files) add(file, data);

  const rules = headerRulesFor(config);
  add('vercel.json', vercelJson(rules));
  add('_headers', netlifyHeaders(rules));
  add('nginx.conf', nginxConf(rules));
  add('sitemap.xml', sitemapXml(config.siteUrl, [...pages.keys()], buildDate));
  // The feeds are made again, as a page is, when something they read changed.
  const keptFeeds = FEEDS.map(({ file }) => [file, previous?.site.contents?.get(file) as string | undefined] as const);
  const feedReads = keptFeeds.every(([, text]) => text !== undefined) ? before(FEEDS_PATH) : undefined;
  if (feedReads) {
    reads.set(FEEDS_PATH, feedReads);
    for (const [file, text] of keptFeeds) add(file, text!);
  } else {
    const made = recordReads(() => blogFeeds(content, config.siteUrl, buildDate));
    if (keepContents) reads.set(FEEDS_PATH, made.reads);
    for (const [file, text] of made.value) add(file, text);
  }
  add('robots.txt', robotsTxt(config.siteUrl));

  // Pages not rendered again were checked before, unless pages came or went since.
  const samePages = previous !== undefined && pages.size === previous.site.pages.size && [...pages.keys()].every((path) => previous.site.pages.has(path));
  const checked = samePages ? new Map(rendered.filter((path) => pages.has(path)).map((path) => [path, pages.get(path)!])) : pages;
  const links = checkLinks(checked, pages, names, content.site.knownMissingLinks);
  if (links.broken.length > 0) throw new BrokenLinksError(links.broken);
  const result = { names, contents, pages, reads, rendered, routes, buildDate };
  // Pages unchanged still link where they did: their warnings stand.
  if (checked !== pages) return { ...result, warnings: previous!.site.warnings };
  const warnings = [...links.knownMissing].map(
    ([link, from]) => `${link} is linked from ${from.length} page(s) but is not a page yet (knownMissingLinks in content/site.yaml); visitors get the not-found page`,
  );
  return { ...result, warnings };
}
