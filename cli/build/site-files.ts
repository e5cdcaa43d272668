// Every file of the site but the social cards, kept in memory only for `site serve`: the pages of the
// route table, 404.html, the browser assets, the public files, the drawings' own files and the host's
// files, with every internal link checked. Given the previous result and what changed in the content
// since, it renders again only the pages that read something that changed (recorded while they
// rendered: cli/model/reads.ts) and reuses the others' HTML and links: `site serve` rewrites one post
// and the pages that show it after a post is edited, not a thousand pages, and checks every page's
// links again, which parses no page it kept.
import type { SiteConfig } from '../config.ts';
import type { Content } from '../model/collections.ts';
import { UserError } from '../model/user-error.ts';
import { notFoundRoute, routeTable, type Route } from '../routes.tsx';
import { ART_FILES } from '../../templates/art/art-files.ts';
import { recordReads, watchedContent, type Reads } from '../model/reads.ts';
import type { ClientAssets } from './assets.ts';
import { robotsTxt, sitemapXml, type SitemapPage } from './crawler-files.ts';
import { hostFiles } from './hosts/index.ts';
import { blogFeeds, feedLinks, FEEDS, FEEDS_PATH } from './feeds.ts';
import { headerRulesFor, metaContentSecurityPolicy } from './headers.ts';
import { checkLinks, linksOf, type PageLinks } from './link-check.ts';
import { outputFileOf, renderPage, type RenderContext } from './render.tsx';
import { socialCardsFor, type CardRoute } from './social-cards.ts';
import type { PageRender, RenderPool } from './render-pool.ts';

export interface SiteInputs {
  content: Content;
  assets: ClientAssets;
  publicFiles: ReadonlyMap<string, Uint8Array>;
  config: SiteConfig;
  /** YYYY-MM-DD: the legal pages' 'Last updated'. */
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
  /** How many pages the site has: every route's, and 404.html. */
  pageCount: number;
  /** The routes rendered this time (all of them without a previous result). */
  rendered: string[];
  /** Every page's address and the card its route declared, 404 included: the build draws them
   *  (cli/build/social-cards.ts). */
  routes: CardRoute[];
  buildDate: string;
  warnings: string[];
}

export class BrokenLinksError extends UserError {
  constructor(readonly broken: { page: string; link: string; reason: string }[]) {
    super(`Broken internal links:\n${broken.map((b) => `  ${b.page}: ${b.link} (${b.reason})`).join('\n')}`);
    this.name = 'BrokenLinksError';
  }
}

export interface Previous {
  site: SiteFiles;
  /** What reads changed since (cli/model/reads.ts changedReads), or 'all' (site.yaml, templates or
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
  /** Threads that render pages beside this one (`site build --jobs`), started and given this build's
   *  inputs; not with keepContents, whose reads are recorded on this thread. */
  pool?: RenderPool;
}

/** What every page of a build renders with. */
export function renderContextFor(
  content: Pick<Content, 'site'>,
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

export function renderSite(
  inputs: SiteInputs,
  { previous, onFile, keepContents = true, pool }: RenderOptions = {},
): SiteFiles {
  const { config, buildDate } = inputs;
  // Pages that may be reused read watched content, so that the next render knows what they read.
  const content = keepContents ? watchedContent(inputs.content) : inputs.content;
  const output = new OutputFiles(keepContents, onFile);
  const reuse = new Reuse(previous, buildDate);

  for (const [file, data] of inputs.publicFiles) output.add(file, data);
  const pages = renderPages(content, inputs, reuse, output, keepContents, keepContents ? undefined : pool);
  // After the pages: the entries of their sets of islands are made while they render.
  for (const [file, data] of inputs.assets.files) output.add(file, data);
  for (const [file, text] of hostFiles(headerRulesFor(config))) output.add(file, text);
  for (const art of ART_FILES) output.add(art.path.slice(1), art.render());
  output.add('sitemap.xml', sitemapXml(config.siteUrl, pages.sitemap));
  const feedReads = addFeeds(content, inputs, reuse, output);
  if (keepContents) pages.reads.set(FEEDS_PATH, feedReads);
  output.add('robots.txt', robotsTxt(config.siteUrl));

  const warnings = checkSiteLinks(pages.links, output.names, content.site.knownMissingLinks);
  return {
    names: output.names,
    contents: output.contents,
    pages: pages.links,
    reads: pages.reads,
    pageCount: pages.routes.length,
    rendered: pages.rendered,
    routes: pages.routes,
    buildDate,
    warnings,
  };
}

/** The files of a render, as they are made: named, kept when asked, and handed on at once. */
class OutputFiles {
  readonly names = new Set<string>();
  readonly contents: Map<string, string | Uint8Array> | undefined;

  constructor(
    keepContents: boolean,
    private readonly onFile?: (file: string, data: string | Uint8Array) => void,
  ) {
    this.contents = keepContents ? new Map() : undefined;
  }

  add(file: string, data: string | Uint8Array): void {
    this.names.add(file);
    this.contents?.set(file, data);
    this.onFile?.(file, data);
  }
}

/** What the previous render may lend this one: a file's text, when nothing it read has changed. */
class Reuse {
  private readonly changed: ReadonlySet<string> | 'all';

  constructor(
    readonly previous: Previous | undefined,
    buildDate: string,
  ) {
    // Another day changes the legal pages' dates and which scheduled posts are out: every page.
    this.changed = previous && previous.site.buildDate === buildDate ? previous.changed : 'all';
  }

  /** What `name` (a route's path, or FEEDS_PATH) read last time, if none of it changed since. */
  unchangedReads(name: string): Reads | undefined {
    if (this.changed === 'all') return undefined;
    const reads = this.previous!.site.reads.get(name);
    if (!reads) return undefined;
    for (const read of reads) if (this.changed.has(read)) return undefined;
    return reads;
  }

  text(file: string): string | undefined {
    return this.previous?.site.contents?.get(file) as string | undefined;
  }
}

interface RenderedPages {
  links: Map<string, PageLinks>;
  /** Every route's page, in the route table's order (404.html apart). */
  sitemap: SitemapPage[];
  reads: Map<string, Reads>;
  rendered: string[];
  routes: SiteFiles['routes'];
}

/** Every route's page and 404.html: kept from the previous render, or rendered with its reads recorded. */
function renderPages(
  content: Content,
  { config, buildDate, assets }: SiteInputs,
  reuse: Reuse,
  output: OutputFiles,
  keepReads: boolean,
  pool: RenderPool | undefined,
): RenderedPages {
  const context = renderContextFor(content, config, assets);
  const backend = { url: config.supabaseUrl ?? null, anonKey: config.supabaseAnonKey };
  const result: RenderedPages = { links: new Map(), sitemap: [], reads: new Map(), rendered: [], routes: [] };
  // A kept page keeps the card it declared when it rendered.
  const cards = new Map(reuse.previous?.site.routes.map((route) => [route.path, route.card]));
  const renderHere = (route: Route, options?: { indexable: boolean }) =>
    recordReads(() => {
      const parts = route.page();
      return { card: parts.card, html: renderPage(route.path, parts, context, options) };
    });
  const page = (route: Route, file: string, rendered: () => ReturnType<typeof renderHere>) => {
    let html = reuse.text(file);
    const kept = html === undefined ? undefined : reuse.unchangedReads(route.path);
    if (kept) {
      result.reads.set(route.path, kept);
    } else {
      const made = rendered();
      ({ html } = made.value);
      cards.set(route.path, made.value.card);
      if (keepReads) result.reads.set(route.path, made.reads);
      result.rendered.push(route.path);
    }
    result.routes.push({ path: route.path, card: cards.get(route.path)! });
    output.add(file, html!);
    return { html: html!, kept: kept !== undefined };
  };
  const routeContext = { content, buildDate, backend };
  const routes = routeTable(routeContext);
  const inPool = pool && renderedInPool(pool, routes, reuse, (route) => renderHere(route).value);
  for (const [index, route] of routes.entries()) {
    const fromPool = inPool && ((): ReturnType<typeof renderHere> => ({ value: inPool.take(index), reads: new Set() }));
    const { html, kept } = page(route, outputFileOf(route.path), fromPool || (() => renderHere(route)));
    // A kept page links where it did; the pool's pages come with their links.
    const links = (kept && reuse.previous?.site.pages.get(route.path)) || (fromPool && inPool.linksOf(index));
    result.links.set(route.path, links || linksOf(html));
    result.sitemap.push({ path: route.path, lastModified: route.lastModified });
  }
  // The sets of islands the threads' pages load are files of the build too.
  pool?.collectSetFiles(assets);
  const notFound = notFoundRoute(routeContext);
  page(notFound, '404.html', () => renderHere(notFound, { indexable: false }));
  return result;
}

/** The pages the pool renders: every route not kept, each with its links taken where it rendered. */
function renderedInPool(
  pool: RenderPool,
  routes: Route[],
  reuse: Reuse,
  renderHere: (route: Route) => Omit<PageRender, 'links'>,
) {
  const isKept = (route: Route) =>
    reuse.text(outputFileOf(route.path)) !== undefined && reuse.unchangedReads(route.path) !== undefined;
  const indices = routes.flatMap((route, index) => (isKept(route) ? [] : [index]));
  const links = new Map<number, PageLinks>();
  const render = pool.render(
    routes.map((route) => route.path),
    indices,
    (index) => {
      const made = renderHere(routes[index]!);
      return { ...made, links: linksOf(made.html) };
    },
  );
  return {
    take(index: number): Omit<PageRender, 'links'> {
      const page = render.take(index);
      links.set(index, page.links);
      return page;
    },
    /** Taken once, with the page: it is not held afterwards. */
    linksOf(index: number): PageLinks | undefined {
      const pageLinks = links.get(index);
      links.delete(index);
      return pageLinks;
    },
  };
}

/** The blog's feeds: kept, or made again as a page is when something they read changed. Returns their reads. */
function addFeeds(content: Content, { config, buildDate }: SiteInputs, reuse: Reuse, output: OutputFiles): Reads {
  const kept = FEEDS.map(({ file }) => [file, reuse.text(file)] as const);
  const reads = kept.every(([, text]) => text !== undefined) ? reuse.unchangedReads(FEEDS_PATH) : undefined;
  if (reads) {
    for (const [file, text] of kept) output.add(file, text!);
    return reads;
  }
  const made = recordReads(() => blogFeeds(content, config.siteUrl, buildDate));
  for (const [file, text] of made.value) output.add(file, text);
  return made.reads;
}

/** Every page's links, kept pages' included: an edited page may have dropped the id a kept page links to. */
function checkSiteLinks(
  pages: Map<string, PageLinks>,
  names: Set<string>,
  knownMissingLinks: readonly string[],
): string[] {
  const links = checkLinks(pages, names, knownMissingLinks);
  if (links.broken.length > 0) throw new BrokenLinksError(links.broken);
  return [...links.knownMissing].map(
    ([link, from]) =>
      `${link} is linked from ${from.length} page(s) but is not a page yet (knownMissingLinks in content/site.yaml); visitors get the not-found page`,
  );
}
