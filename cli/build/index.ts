// `site build`: content -> validated data -> routes -> HTML, plus assets and host files, written page
// by page into a staging folder that replaces the output folder once every link checks out.
import { sitePathOf, type SiteConfig } from '../site/config.ts';
import { contentOnDisk } from '../model/content-files.ts';
import { loadContent, type ParseCache } from '../model/load.ts';
import { publishedContent, today, type Unpublished } from '../model/publishing.ts';
import { bundleClientAssets } from './assets.ts';
import { readPublicFiles } from './public-files.ts';
import { StagedOutput } from './output.ts';
import { renderSite, type SiteFiles, type SiteInputs } from './site-files.ts';
import { socialCardsFor, writeSocialCards } from './social-cards.ts';
import { sitePathRewrite, type SitePathRewrite } from './site-path.ts';

export { BrokenLinksError } from './site-files.ts';

export interface BuildOptions {
  projectRoot: string;
  outDir: string;
  config: SiteConfig;
  /** YYYY-MM-DD; defaults to today. The legal pages show it as 'Last updated'. */
  buildDate?: string;
  /** Publish drafts, or posts dated after the build date, too (both left out by default). */
  include?: Unpublished;
  /** False (`site build --no-cache`): the browser assets and the social cards are made afresh, not kept. */
  cache?: boolean;
}

export interface BuildResult {
  pages: number;
  files: number;
  bytes: number;
  milliseconds: number;
  /** Where the time went: loading content; rendering, writing and checking; the last writes and the swap. */
  phases: { content: number; render: number; write: number };
  warnings: string[];
  /** None under `site serve`, which makes each card when it is asked for (cli/serve/server.ts). */
  socialCards: { drawn: number; reused: number } | undefined;
}

export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const inputs = await loadSiteInputs(options.projectRoot, undefined, options.cache);
  const buildDate = options.buildDate ?? today(inputs.content.site.timeZone);
  const content = publishedContent(inputs.content, buildDate, options.include);
  const { result } = await writeWholeSite(
    { ...inputs, content, config: options.config, buildDate },
    { ...options, rewrite: sitePathRewrite(sitePathOf(options.config.siteUrl)) },
    started,
  );
  return result;
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
  const loading = Promise.resolve().then(() => loadContent(contentOnDisk(projectRoot), cache));
  // All settle before a failure is thrown (the content's first): no bundling outlives the call.
  await Promise.allSettled([loading, bundling, copying]);
  const [content, assets, publicFiles] = await Promise.all([loading, bundling, copying]);
  return { content, assets, publicFiles };
}

/** Renders every page and replaces the output folder with the result, or leaves it as it was. */
export async function writeWholeSite(
  inputs: SiteInputs,
  options: Pick<BuildOptions, 'projectRoot' | 'outDir' | 'cache'> & {
    keepContents?: boolean;
    socialCards?: boolean;
    /** Moves the files' root addresses under SITE_URL's path as they are written (`site build`). */
    rewrite?: SitePathRewrite;
  },
  started: number,
): Promise<{ result: BuildResult; site: SiteFiles }> {
  const loadedAt = performance.now();
  const output = await StagedOutput.open(options.outDir, options.projectRoot);
  try {
    const site = await renderSite(inputs, {
      onFile: (file, data) => output.write(file, options.rewrite?.(file, data) ?? data),
      keepContents: options.keepContents ?? false,
    });
    const cards =
      options.socialCards === false
        ? undefined
        : await writeSocialCards(options.projectRoot, site.routes, socialCardsFor(inputs.content), output, {
            cache: options.cache,
          });
    const renderedAt = performance.now();
    await output.commit();
    const finishedAt = performance.now();
    const result = {
      pages: site.pageCount,
      files: output.files.size,
      bytes: output.bytes,
      milliseconds: finishedAt - started,
      phases: { content: loadedAt - started, render: renderedAt - loadedAt, write: finishedAt - renderedAt },
      warnings: site.warnings,
      socialCards: cards,
    };
    return { result, site };
  } catch (error) {
    await output.discard();
    throw error;
  }
}
