// `site build`: content -> validated data -> routes -> HTML, plus assets and host files. Pages are
// written into a staging folder as they are rendered, links are checked once all exist, and only then
// does the staging folder replace the output folder: a failed build leaves the previous site untouched.
import { sitePathOf, type SiteConfig } from '../config.ts';
import { contentOnDisk } from '../model/content-files.ts';
import { loadContent, type ParseCache } from '../model/load.ts';
import { publishedContent, today, type Unpublished } from '../model/publishing.ts';
import { bundleClientAssets } from './assets.ts';
import { readPublicFiles } from './public-files.ts';
import { StagedOutput } from './output.ts';
import { keepParses, keptParses, PageCache } from './page-cache.ts';
import { renderSite, type SiteFiles, type SiteInputs } from './site-files.ts';
import { defaultJobs, RenderPool } from './render-pool.ts';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { socialCardsFor, writeSocialCards, type CardCount } from './social-cards.ts';
import { sitePathRewrite, type SitePathRewrite } from './site-path.ts';

export { BrokenLinksError } from './site-files.ts';

export interface BuildOptions {
  projectRoot: string;
  outDir: string;
  config: SiteConfig;
  /** YYYY-MM-DD; defaults to today. The legal pages show it as 'Last updated'. */
  buildDate?: string;
  /** Delete the previous output before returning (the default), or in a detached process (the CLI). */
  removeOldOutput?: 'now' | 'background';
  /** Publish drafts, or posts dated after the build date, too (both left out by default). */
  include?: Unpublished;
  /** Render only the pages whose reads changed since the build kept in the build cache, and keep this
   *  one there (cli/build/page-cache.ts); `site build` does unless --no-cache. Off by default. */
  pageCache?: boolean;
  /** False: the browser assets and the social cards are made afresh, neither read from the cache nor
   *  kept there (`site build --no-cache`). */
  cache?: boolean;
  /** Threads rendering pages, this one included (`--jobs`); by default one per core but one for a
   *  large site on 4 cores or more, else 1 (cli/build/render-pool.ts defaultJobs). 1 renders here alone. */
  jobs?: number;
}

export interface BuildResult {
  pages: number;
  /** How many of them were rendered; the others were kept in the build cache. */
  rendered: number;
  files: number;
  bytes: number;
  milliseconds: number;
  /** Where the time went: reading and validating content; rendering and checking (writes overlap it);
   *  waiting for the last writes and swapping the folders in. */
  phases: { content: number; render: number; write: number };
  warnings: string[];
  /** The threads that rendered pages, this one included (`--jobs`, less any that could not start). */
  jobs: number;
  /** The pages' social cards: drawn by this build, or read back from the cache; none under `site
   *  serve`, which makes each when it is asked for (cli/serve/server.ts). */
  socialCards: CardCount | undefined;
}

export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const jobs = options.jobs ?? defaultJobs(contentFileCount(options.projectRoot));
  // Started first: the threads load the content and warm up while this one loads it too.
  const pool = jobs > 1 ? new RenderPool(options.projectRoot, jobs - 1, options.include) : undefined;
  try {
    const parses = options.pageCache ? await keptParses(options.projectRoot) : undefined;
    const inputs = await loadSiteInputs(options.projectRoot, parses, options.cache);
    if (parses) await keepParses(options.projectRoot, parses);
    const buildDate = options.buildDate ?? today(inputs.content.site.timeZone);
    const content = publishedContent(inputs.content, buildDate, options.include);
    const recording = options.pageCache ?? false; // the build cache keeps what each page read
    await pool?.start({ buildDate, config: options.config, assets: inputs.assets.toIndex(), recording });
    const { result } = await writeWholeSite(
      { ...inputs, content, config: options.config, buildDate },
      { ...options, pool, rewrite: sitePathRewrite(sitePathOf(options.config.siteUrl)) },
      started,
    );
    return result;
  } finally {
    await pool?.close();
  }
}

/** How many files content/'s folders hold, without reading one: what decides whether threads pay. */
function contentFileCount(projectRoot: string): number {
  const folder = path.join(projectRoot, 'content');
  try {
    return readdirSync(folder, { withFileTypes: true }).reduce(
      (count, entry) => count + (entry.isDirectory() ? readdirSync(path.join(folder, entry.name)).length : 1),
      0,
    );
  } catch {
    return 0; // loading the content says what is wrong
  }
}

/** Content, browser assets and public files, read side by side. */
export async function loadSiteInputs(
  projectRoot: string,
  cache?: ParseCache,
  keptAssets = true,
): Promise<Pick<SiteInputs, 'content' | 'assets' | 'publicFiles'>> {
  // esbuild and the file reads start first and run while the content loads (which keeps this thread busy).
  const bundling = bundleClientAssets(projectRoot, { cache: keptAssets });
  const copying = readPublicFiles(projectRoot);
  let content: SiteInputs['content'];
  try {
    content = loadContent(contentOnDisk(projectRoot), cache);
  } catch (error) {
    await Promise.allSettled([bundling, copying]);
    throw error;
  }
  const [assets, publicFiles] = await Promise.all([bundling, copying]);
  return { content, assets, publicFiles };
}

/** Renders every page and replaces the output folder with the result, or leaves it as it was. */
export async function writeWholeSite(
  inputs: SiteInputs,
  options: Pick<BuildOptions, 'projectRoot' | 'outDir' | 'removeOldOutput' | 'pageCache' | 'cache'> & {
    keepContents?: boolean;
    socialCards?: boolean;
    pool?: RenderPool;
    /** Moves the files' root addresses under SITE_URL's path as they are written (`site build`; `site
     *  serve` serves at the root). The pages' links are checked as they were rendered, at the root. */
    rewrite?: SitePathRewrite;
  },
  started: number,
): Promise<{ result: BuildResult; site: SiteFiles }> {
  const loadedAt = performance.now();
  const output = await StagedOutput.open(options.outDir, options.projectRoot);
  try {
    const cache = options.pageCache ? await PageCache.open({ ...inputs, projectRoot: options.projectRoot }) : undefined;
    const keepContents = options.keepContents ?? false;
    const site = renderSite(inputs, {
      onFile: (file, data) => output.write(file, options.rewrite?.(file, data) ?? data),
      kept: cache?.keptPages(),
      onKeptFile: (file, source) => output.copyOf(file, source) !== undefined,
      keepContents,
      recordReads: keepContents || cache !== undefined,
      pool: options.pool,
    });
    const cards =
      options.socialCards === false
        ? undefined
        : await writeSocialCards(options.projectRoot, site.routes, socialCardsFor(inputs.content), output, {
            cache: options.cache,
          });
    const renderedAt = performance.now();
    await output.commit({ removeOld: options.removeOldOutput });
    await cache?.save(options.outDir, site);
    const finishedAt = performance.now();
    const result = {
      pages: site.pageCount,
      rendered: site.rendered.length,
      files: output.files.size,
      bytes: output.bytes,
      milliseconds: finishedAt - started,
      phases: { content: loadedAt - started, render: renderedAt - loadedAt, write: finishedAt - renderedAt },
      warnings: site.warnings,
      jobs: 1 + (options.pool?.threads.length ?? 0),
      socialCards: cards,
    };
    return { result, site };
  } catch (error) {
    await output.discard();
    throw error;
  }
}
