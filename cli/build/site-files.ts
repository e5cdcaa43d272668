// Every file of the site but the social cards, kept in memory only for `site serve`: the pages of the
// route table, 404.html, the browser assets, the public files, the drawings' own files and the host's
// files, with every internal link checked. Given the previous result and what changed in the content
// since, it renders again only the pages that read something that changed (recorded while they
// rendered: cli/model/reads.ts) and reuses the others' HTML and links: `site serve` rewrites one post
// and the pages that show it after a post is edited, not a thousand pages, and checks every page's
// links again, which parses no page it kept. `site build` renders every page, handing each file on as
// it is made.
import { sitePathOf, type SiteConfig } from '../site/config.ts';
import type { Content } from '../model/collections.ts';
import { formatProblem } from '../model/errors.ts';
import { UserError } from '../model/user-error.ts';
import { notFoundRoute, routeTable, type Route } from '../site/routes.tsx';
import { ART_FILES } from '../../templates/art/art-files.ts';
import { changedWith, recordReads, watchedContent, type Reads } from '../model/reads.ts';
import type { ClientAssets } from './assets.ts';
import { robotsTxt, sitemapXml, type SitemapPage } from './crawler-files.ts';
import { hostFiles } from './hosts/index.ts';
import { blogFeeds, feedLinks, FEEDS, FEEDS_PATH } from './feeds.ts';
import { headerRulesFor, metaContentSecurityPolicy } from './headers.ts';
import { checkLinks, linksOf, type BrokenLink, type PageLinks } from './link-check.ts';
import { placedBrokenLinks, sourceFilesOf, type LinkSources, type PlacedLink } from './link-sources.ts';
import { outputFileOf, renderPage, type RenderContext } from './render.tsx';
import { socialCardsFor, type CardRoute } from './social-cards.ts';
import type { PageCard } from '../site/routes.tsx';

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
  /** The islands each route's page loads, by route path, when reads were recorded. */
  islands: Map<string, readonly string[]>;
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

/** Broken links, each as a problem where it is written (cli/build/link-sources.ts), and as found on its page. */
export class BrokenLinksError extends UserError {
  constructor(
    readonly broken: BrokenLink[],
    readonly problems: PlacedLink[],
  ) {
    super(`Broken internal links:\n${problems.map((problem) => `  ${formatProblem(problem)}`).join('\n')}`);
    this.name = 'BrokenLinksError';
  }
}

export interface Previous {
  site: SiteFiles;
  /** What reads changed since (cli/model/reads.ts changedReads), or 'all' (site.yaml, templates or
   *  assets changed: every page shows them). */
  changed: ReadonlySet<string> | 'all';
}

/** A page an earlier render in this process made, which this one reuses when nothing it read has changed. */
interface KeptPage {
  reads: Reads;
  /** Its links and ids; none for the feeds, whose links are not checked. */
  links: PageLinks | undefined;
  card: PageCard | undefined;
  /** The islands it loads: their scripts' shared entry is one of this render's files too. */
  islands: readonly string[];
  /** Its files' text. */
  files: ReadonlyMap<string, string>;
}

/** What the previous render lends this one: the page `name` (a route's path, or FEEDS_PATH), when nothing it read changed. */
interface KeptPages {
  unchanged(name: string): KeptPage | undefined;
}

export interface RenderOptions {
  /** The last result (made with keepContents) and what changed since: only pages that read something
   *  that changed render again. */
  previous?: Previous;
  /** Called for each file as soon as it is made, and waited for: a full build writes as it renders. */
  onFile?: (file: string, data: string | Uint8Array) => void | Promise<void>;
  /** Keep every file's contents and record what each page reads, for the next incremental render. */
  keepContents?: boolean;
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

/** Where the pages' forms send (the route table's `backend`); null for a site built without forms. */
export const backendOf = (config: Pick<SiteConfig, 'supabaseUrl' | 'supabaseAnonKey' | 'withoutForms'>) =>
  config.withoutForms ? null : { url: config.supabaseUrl ?? null, anonKey: config.supabaseAnonKey };

/** A route's page rendered, with what it read of the content and the islands it loads recorded. */
function renderRecorded(route: Route, context: RenderContext, options?: { indexable: boolean }) {
  let islands: readonly string[] = [];
  const made = recordReads(() => {
    const parts = route.page();
    const onIslands = (names: ReadonlySet<string>) => (islands = [...names]);
    return { card: parts.card, html: renderPage(route.path, parts, context, { ...options, onIslands }) };
  });
  return { html: made.value.html, card: made.value.card, reads: made.reads, islands };
}

export async function renderSite(
  inputs: SiteInputs,
  { previous, onFile, keepContents = true }: RenderOptions = {},
): Promise<SiteFiles> {
  const { config, buildDate } = inputs;
  // Pages that may be reused read watched content, so that the next render knows what they read.
  const content = keepContents ? watchedContent(inputs.content) : inputs.content;
  const output = new OutputFiles(keepContents, onFile);
  const reuse = keptInMemory(previous, buildDate);

  for (const [file, data] of inputs.publicFiles) await output.add(file, data);
  const pages = await renderPages(content, inputs, reuse, output, keepContents);
  // After the pages: the entries of their sets of islands are made while they render.
  for (const [file, data] of inputs.assets.files) await output.add(file, data);
  for (const [file, text] of hostFiles(headerRulesFor(config), sitePathOf(config.siteUrl)))
    await output.add(file, text);
  for (const art of ART_FILES) await output.add(art.path.slice(1), art.render());
  await output.add('sitemap.xml', sitemapXml(config.siteUrl, pages.sitemap));
  const feedReads = await addFeeds(content, inputs, reuse, output);
  if (keepContents) pages.reads.set(FEEDS_PATH, feedReads);
  await output.add('robots.txt', robotsTxt(config.siteUrl));

  const warnings = checkSiteLinks(pages.links, output.names, content.site.knownMissingLinks, {
    texts: inputs.content.files,
    files: sourceFilesOf(inputs.content),
    fileOf: (page) => pages.files.get(page),
  });
  return {
    names: output.names,
    contents: output.contents,
    pages: pages.links,
    reads: pages.reads,
    islands: pages.islands,
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
    private readonly onFile?: (file: string, data: string | Uint8Array) => void | Promise<void>,
  ) {
    this.contents = keepContents ? new Map() : undefined;
  }

  async add(file: string, data: string | Uint8Array): Promise<void> {
    this.names.add(file);
    this.contents?.set(file, data);
    await this.onFile?.(file, data);
  }
}

/** What the previous render in this process lends this one: a page's text, when nothing it read changed. */
function keptInMemory(previous: Previous | undefined, buildDate: string): KeptPages | undefined {
  // Another day changes the legal pages' dates and which scheduled posts are out: every page.
  if (!previous || previous.changed === 'all' || previous.site.buildDate !== buildDate) return undefined;
  const { site } = previous;
  const changed = changedWith(previous.changed);
  const cards = new Map(site.routes.map((route) => [route.path, route.card]));
  return {
    unchanged(name) {
      const reads = site.reads.get(name);
      if (!reads) return undefined;
      for (const read of reads) if (changed(read)) return undefined;
      const files = new Map<string, string>();
      for (const file of filesOfPage(name)) {
        const text = site.contents?.get(file);
        if (typeof text !== 'string') return undefined;
        files.set(file, text);
      }
      return {
        reads,
        links: site.pages.get(name),
        card: cards.get(name),
        islands: site.islands.get(name) ?? [],
        files,
      };
    },
  };
}

/** The files a page named in SiteFiles' reads is written to. */
const filesOfPage = (name: string): string[] =>
  name === FEEDS_PATH ? FEEDS.map(({ file }) => file) : [outputFileOf(name)];

interface RenderedPages {
  links: Map<string, PageLinks>;
  /** Every route's page, in the route table's order (404.html apart). */
  sitemap: SitemapPage[];
  reads: Map<string, Reads>;
  islands: Map<string, readonly string[]>;
  rendered: string[];
  routes: SiteFiles['routes'];
  /** The content file each route's page is made from, by route path. */
  files: Map<string, string>;
}

/** Every route's page and 404.html: kept from an earlier render, or rendered with its reads recorded. */
async function renderPages(
  content: Content,
  { config, buildDate, assets }: SiteInputs,
  reuse: KeptPages | undefined,
  output: OutputFiles,
  recording: boolean,
): Promise<RenderedPages> {
  const context = renderContextFor(content, config, assets);
  const result: RenderedPages = {
    links: new Map(),
    sitemap: [],
    reads: new Map(),
    islands: new Map(),
    rendered: [],
    routes: [],
    files: new Map(),
  };
  const page = async (route: Route, options?: { indexable: boolean }): Promise<PageLinks> => {
    const file = outputFileOf(route.path);
    const kept = reuse?.unchanged(route.path);
    if (kept) {
      await output.add(file, kept.files.get(file)!);
      // Its islands' shared entry is written with this render's assets, as when it rendered.
      context.assets.scriptsFor(new Set(kept.islands), route.path);
      result.reads.set(route.path, kept.reads);
      result.islands.set(route.path, kept.islands);
      result.routes.push({ path: route.path, card: kept.card! });
      // A kept page links where it did.
      return kept.links!;
    }
    const made = renderRecorded(route, context, options);
    if (recording) {
      result.reads.set(route.path, made.reads);
      result.islands.set(route.path, made.islands);
    }
    result.rendered.push(route.path);
    result.routes.push({ path: route.path, card: made.card });
    await output.add(file, made.html);
    return linksOf(made.html);
  };
  const routeContext = { content, buildDate, backend: backendOf(config) };
  for (const route of routeTable(routeContext)) {
    result.links.set(route.path, await page(route));
    result.files.set(route.path, route.file);
    result.sitemap.push({ path: route.path, lastModified: route.lastModified });
  }
  await page(notFoundRoute(routeContext), { indexable: false });
  return result;
}

/** The blog's feeds: kept, or made again as a page is when something they read changed. Returns their reads. */
async function addFeeds(
  content: Content,
  { config, buildDate }: SiteInputs,
  reuse: KeptPages | undefined,
  output: OutputFiles,
): Promise<Reads> {
  const kept = reuse?.unchanged(FEEDS_PATH);
  if (kept) {
    for (const [file, text] of kept.files) await output.add(file, text);
    return kept.reads;
  }
  const made = recordReads(() => blogFeeds(content, config.siteUrl, buildDate));
  for (const [file, text] of made.value) await output.add(file, text);
  return made.reads;
}

/** Every page's links, kept pages' included: an edited page may have dropped the id a kept page links to. */
function checkSiteLinks(
  pages: Map<string, PageLinks>,
  names: Set<string>,
  knownMissingLinks: readonly string[],
  sources: LinkSources,
): string[] {
  const links = checkLinks(pages, names, knownMissingLinks);
  if (links.broken.length > 0) throw new BrokenLinksError(links.broken, placedBrokenLinks(links.broken, sources));
  return [...links.knownMissing].map(
    ([link, from]) =>
      `${link} is linked from ${from.length} page(s) but is not a page yet (knownMissingLinks in content/site.yaml); visitors get the not-found page`,
  );
}
