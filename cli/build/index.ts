// `site build`: content -> validated data -> routes -> HTML, plus assets and host files. Pages are
// written into a staging folder as they are rendered, links are checked once all exist, and only then
// does the staging folder replace the output folder: a failed build leaves the previous site untouched.
import { loadContent } from '../model/load.ts';
import type { SiteConfig } from '../config.ts';
import { notFoundRoute, routeTable } from '../routes.tsx';
import { bundleClientAssets } from './assets.ts';
import { netlifyHeaders, robotsTxt, sitemapXml, vercelJson } from './deploy-files.ts';
import { headerRules } from './headers.ts';
import { checkLinks } from './link-check.ts';
import { readPublicFiles } from './public-files.ts';
import { StagedOutput } from './output.ts';
import { outputFileOf, renderRoute } from './render.tsx';

export interface BuildOptions {
  projectRoot: string;
  outDir: string;
  config: SiteConfig;
  /** YYYY-MM-DD; defaults to today. The legal pages show it as 'Last updated'. */
  buildDate?: string;
  /** Delete the previous output before returning (the default), or in a detached process (the CLI). */
  removeOldOutput?: 'now' | 'background';
}

export interface BuildResult {
  pages: number;
  files: number;
  bytes: number;
  milliseconds: number;
  /** Where the time went: reading and validating content; rendering and checking (writes overlap it);
   *  waiting for the last writes and swapping the folders in. */
  phases: { content: number; render: number; write: number };
  warnings: string[];
}

export class BrokenLinksError extends Error {
  constructor(readonly broken: { page: string; link: string; reason: string }[]) {
    super(`Broken internal links:\n${broken.map((b) => `  ${b.page}: ${b.link} (${b.reason})`).join('\n')}`);
    this.name = 'BrokenLinksError';
  }
}

/** In client/public/ (see `npm run artwork`). */
const SOCIAL_IMAGE = '/social-card.png';

export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const { projectRoot, config } = options;
  const buildDate = options.buildDate ?? new Date().toISOString().slice(0, 10);

  // esbuild and the file reads start first and run while the content loads (which keeps this thread busy).
  const bundling = bundleClientAssets(projectRoot);
  const copying = readPublicFiles(projectRoot);
  const content = await loadContent(projectRoot).catch(async (error: unknown) => {
    await Promise.allSettled([bundling, copying]);
    throw error;
  });
  const [assets, publicFiles] = await Promise.all([bundling, copying]);
  const loadedAt = performance.now();
  const context = { site: content.site, siteUrl: config.siteUrl, assets, socialImage: SOCIAL_IMAGE };

  const output = await StagedOutput.open(options.outDir);
  try {
    for (const [file, data] of [...publicFiles, ...assets.files]) output.write(file, data);
    const backend = { url: config.supabaseUrl ?? null, anonKey: config.supabaseAnonKey };
    const pages = new Map<string, string>();
    for (const route of routeTable({ content, buildDate, backend })) {
      const html = renderRoute(route, context);
      pages.set(route.path, html);
      output.write(outputFileOf(route.path), html);
    }
    output.write('404.html', renderRoute(notFoundRoute({ content, buildDate, backend }), context, { indexable: false }));

    const rules = headerRules({ connectOrigins: config.supabaseUrl ? [new URL(config.supabaseUrl).origin] : [] });
    output.write('vercel.json', vercelJson(rules));
    output.write('_headers', netlifyHeaders(rules));
    output.write('sitemap.xml', sitemapXml(config.siteUrl, [...pages.keys()], buildDate));
    output.write('robots.txt', robotsTxt(config.siteUrl));

    const links = checkLinks(pages, output.files, content.site.knownMissingLinks);
    if (links.broken.length > 0) throw new BrokenLinksError(links.broken);
    const warnings = [...links.knownMissing].map(
      ([link, from]) => `${link} is linked from ${from.length} page(s) but is not a page yet (knownMissingLinks in content/site.yaml); visitors get the not-found page`,
    );

    const renderedAt = performance.now();
    await output.commit({ removeOld: options.removeOldOutput });
    const finishedAt = performance.now();
    return {
      pages: pages.size + 1,
      files: output.files.size,
      bytes: output.bytes,
      milliseconds: finishedAt - started,
      phases: { content: loadedAt - started, render: renderedAt - loadedAt, write: finishedAt - renderedAt },
      warnings,
    };
  } catch (error) {
    await output.discard();
    throw error;
  }
}
