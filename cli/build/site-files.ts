// Every file of the site but the social cards, with every internal link checked. Given the previous
// result (`site serve`) and what changed since, it renders again only the pages that read something
// that changed (cli/model/reads.ts) and reuses the others'.
import path from 'node:path';
import { sitePathOf, type SiteConfig } from '../site/config.ts';
import type { Content } from '../model/collections.ts';
import { formatProblem } from '../model/errors.ts';
import { UserError } from '../model/user-error.ts';
import { notFoundRoute, routeTable, type Route } from '../site/routes.tsx';
import { ART_FILES } from '../../templates/art/art-files.ts';
import { coverFile, coverSvg } from '../../templates/parts/PostCover.tsx';
import { postCoverSpec } from '../model/cover-spec.ts';
import { changedWith, recordReads, watchedContent, type Reads } from '../model/reads.ts';
import type { ClientAssets } from './assets.ts';
import { robotsTxt, sitemapXml, type SitemapPage } from './crawler-files.ts';
import { hostFiles } from './hosts/index.ts';
import { blogFeeds, feedLinks, FEEDS, FEEDS_PATH } from './feeds.ts';
import { headerRulesFor, metaContentSecurityPolicy } from './headers.ts';
import { checkLinks, linksOf, type BrokenLink, type PageLinks } from './link-check.ts';
import { placedBrokenLinks, sourceFilesOf, type PlacedLink } from './link-sources.ts';
import { outputFileOf, renderPage, type RenderContext } from './render.tsx';
import { PageStyles } from './page-styles.ts';
import { sitePathRewrite } from './site-path.ts';
import { socialCardsFor, type CardRoute } from './social-cards.ts';

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
  /** Their contents, kept for `site serve`'s next render; a build does not keep them (its largest memory). */
  contents: Map<string, string | Uint8Array> | undefined;
  /** The links and ids of every route's page, by route path (404.html apart). */
  pages: Map<string, PageLinks>;
  /** What each route's page read while it rendered ('/404' for 404.html, FEEDS_PATH for the feeds). */
  reads: Map<string, Reads>;
  /** How many pages the site has: every route's, and 404.html. */
  pageCount: number;
  /** The routes rendered this time (all of them without a previous result). */
  rendered: string[];
  /** Every page's address and the card its route declared, 404 included. */
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
  /** What reads changed since (cli/model/reads.ts changedReads), or 'all' (every page shows them). */
  changed: ReadonlySet<string> | 'all';
}

type KeptPages = NonNullable<ReturnType<typeof keptInMemory>>;

type AddFile = (file: string, data: string | Uint8Array) => Promise<void>;

export interface RenderOptions {
  /** The last result (made with keepContents) and what changed since. */
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
    contentSecurityPolicy: (inlineStyle) => metaContentSecurityPolicy(config, inlineStyle),
    styles: parsedStyles(assets, config),
    feeds: feedLinks(content.site.brand),
  };
}

/** Each bundle's stylesheet parsed once for each site path: `site serve` renders again after every
 *  edit, most often with the same bundle, and parsing it takes some 60 ms. */
const parsed = new WeakMap<ClientAssets, Map<string, PageStyles>>();
function parsedStyles(assets: ClientAssets, config: Pick<SiteConfig, 'siteUrl'>): PageStyles {
  const bySitePath = parsed.get(assets) ?? new Map<string, PageStyles>();
  parsed.set(assets, bySitePath);
  const sitePath = sitePathOf(config.siteUrl);
  let styles = bySitePath.get(sitePath);
  if (!styles) {
    const scripts = [...assets.files].filter(([file]) => file.endsWith('.js'));
    const text = scripts.map(([, bytes]) => Buffer.from(bytes).toString('utf8')).join('\n');
    bySitePath.set(sitePath, (styles = PageStyles.parse(stylesheetText(assets, sitePath), assets.fonts, text)));
  }
  return styles;
}

/** The site's stylesheet as a page's head carries it: its addresses from the site's root (the
 *  bundler names its fonts from the stylesheet's folder), under the site's path. */
function stylesheetText(assets: ClientAssets, sitePath: string): string {
  const file = assets.stylesheet.slice(1);
  const folder = path.posix.dirname(assets.stylesheet);
  const css = Buffer.from(assets.files.get(file) ?? new Uint8Array())
    .toString('utf8')
    .replace(/url\((["']?)\.\//g, `url($1${folder}/`);
  const moved = sitePathRewrite(sitePath)?.(file, css) ?? css;
  return typeof moved === 'string' ? moved : Buffer.from(moved).toString('utf8');
}

/** Where the pages' forms send (the route table's `backend`); null for a site built without forms. */
const backendOf = (config: Pick<SiteConfig, 'supabaseUrl' | 'supabaseAnonKey' | 'withoutForms'>) =>
  config.withoutForms ? null : { url: config.supabaseUrl ?? null, anonKey: config.supabaseAnonKey };

export async function renderSite(
  inputs: SiteInputs,
  { previous, onFile, keepContents = true }: RenderOptions = {},
): Promise<SiteFiles> {
  const { config, buildDate } = inputs;
  // Pages that may be reused read watched content, so that the next render knows what they read.
  const content = keepContents ? watchedContent(inputs.content) : inputs.content;
  const names = new Set<string>();
  const contents = keepContents ? new Map<string, string | Uint8Array>() : undefined;
  const add: AddFile = async (file, data) => {
    names.add(file);
    contents?.set(file, data);
    await onFile?.(file, data);
  };
  const kept = keptInMemory(previous, buildDate);

  for (const [file, data] of inputs.publicFiles) await add(file, data);
  const rendered = await renderPages(content, inputs, kept, add, keepContents);
  // After the pages: the entries of their sets of islands are made while they render.
  // Not the stylesheet: each page carries the rules it uses (page-styles.ts), and no page links it.
  for (const [file, data] of inputs.assets.files) if (`/${file}` !== inputs.assets.stylesheet) await add(file, data);
  for (const [file, text] of hostFiles(headerRulesFor(config), sitePathOf(config.siteUrl))) await add(file, text);
  for (const art of ART_FILES) await add(art.path.slice(1), art.render());
  for (const post of inputs.content.posts)
    if (!post.image) await add(coverFile(post).slice(1), coverSvg(postCoverSpec(post)));
  await add('sitemap.xml', sitemapXml(config.siteUrl, rendered.sitemap));
  const madeFeeds = () => {
    const made = recordReads(() => blogFeeds(content, config.siteUrl, buildDate));
    return { files: made.value, reads: made.reads };
  };
  const feeds = kept?.(FEEDS_PATH) ?? madeFeeds();
  for (const [file, text] of feeds.files) await add(file, text);
  if (keepContents) rendered.reads.set(FEEDS_PATH, feeds.reads);
  await add('robots.txt', robotsTxt(config.siteUrl));

  // Every page's links, kept pages' included: an edited page may have dropped the id a kept page links to.
  const links = checkLinks(rendered.pages, names, content.site.knownMissingLinks);
  if (links.broken.length > 0) {
    const sources = {
      texts: inputs.content.files,
      files: sourceFilesOf(inputs.content),
      fileOf: (page: string) => rendered.files.get(page),
    };
    throw new BrokenLinksError(links.broken, placedBrokenLinks(links.broken, sources));
  }
  const warnings = [...links.knownMissing].map(
    ([link, from]) =>
      `${link} is linked from ${from.length} page(s) but is not a page yet (knownMissingLinks in content/site.yaml); visitors get the not-found page`,
  );
  return { ...rendered, names, contents, pageCount: rendered.routes.length, buildDate, warnings };
}

/** The page `name` (a route's path, or FEEDS_PATH) of the previous render, when nothing it read changed. */
function keptInMemory(previous: Previous | undefined, buildDate: string) {
  // Another day changes the legal pages' dates and which scheduled posts are out: every page.
  if (!previous || previous.changed === 'all' || previous.site.buildDate !== buildDate) return undefined;
  const { site } = previous;
  const changed = changedWith(previous.changed);
  const cards = new Map(site.routes.map((route) => [route.path, route.card]));
  return (name: string) => {
    const reads = site.reads.get(name);
    if (!reads) return undefined;
    for (const read of reads) if (changed(read)) return undefined;
    const files = new Map<string, string>();
    for (const file of name === FEEDS_PATH ? FEEDS.map(({ file }) => file) : [outputFileOf(name)]) {
      const text = site.contents?.get(file);
      if (typeof text !== 'string') return undefined;
      files.set(file, text);
    }
    return { reads, links: site.pages.get(name), card: cards.get(name), files };
  };
}

/** Every route's page and 404.html: kept from an earlier render, or rendered with its reads recorded. */
async function renderPages(
  content: Content,
  { config, buildDate, assets }: SiteInputs,
  kept: KeptPages | undefined,
  add: AddFile,
  recording: boolean,
) {
  const context = renderContextFor(content, config, assets);
  const result = {
    pages: new Map<string, PageLinks>(),
    /** Every route's page, in the route table's order (404.html apart). */
    sitemap: [] as SitemapPage[],
    reads: new Map<string, Reads>(),
    rendered: [] as string[],
    routes: [] as CardRoute[],
    /** The content file each route's page is made from, by route path. */
    files: new Map<string, string>(),
  };
  const page = async (route: Route, options?: { indexable: boolean }): Promise<PageLinks> => {
    const file = outputFileOf(route.path);
    const reused = kept?.(route.path);
    // Its links and card are those of a route's page (the feeds have none).
    if (reused) {
      await add(file, reused.files.get(file)!);
      result.reads.set(route.path, reused.reads);
      result.routes.push({ path: route.path, card: reused.card! });
      return reused.links!;
    }
    const made = recordReads(() => {
      const parts = route.page();
      return { card: parts.card, html: renderPage(route.path, parts, context, options) };
    });
    if (recording) {
      result.reads.set(route.path, made.reads);
    }
    result.rendered.push(route.path);
    result.routes.push({ path: route.path, card: made.value.card });
    await add(file, made.value.html);
    return linksOf(made.value.html);
  };
  const routeContext = { content, buildDate, backend: backendOf(config) };
  for (const route of routeTable(routeContext)) {
    result.pages.set(route.path, await page(route));
    result.files.set(route.path, route.file);
    result.sitemap.push({ path: route.path, lastModified: route.lastModified });
  }
  await page(notFoundRoute(routeContext), { indexable: false });
  return result;
}
