// `site build`: content -> validated data -> routes -> HTML, plus assets and host files. Everything is
// produced in memory and checked (links included) before a single byte is written; the result goes to
// a temporary folder that replaces the output folder only when complete, so a failed build leaves the
// previous site untouched.
import { mkdirSync, writeFileSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { loadContent } from '../content/load.ts';
import type { SiteConfig } from '../config.ts';
import { notFoundRoute, routeTable } from '../routes.tsx';
import { bundleClientAssets } from './assets.ts';
import { netlifyHeaders, robotsTxt, sitemapXml, vercelJson } from './deploy-files.ts';
import { headerRules } from './headers.ts';
import { checkLinks } from './link-check.ts';
import { readPublicFiles } from './public-files.ts';
import { outputFileOf, renderRoute } from './render.tsx';

export interface BuildOptions {
  projectRoot: string;
  outDir: string;
  config: SiteConfig;
  /** YYYY-MM-DD; defaults to today. The legal pages show it as 'Last updated'. */
  buildDate?: string;
}

export interface BuildResult {
  pages: number;
  files: number;
  bytes: number;
  milliseconds: number;
  /** Where the time went: reading and validating content, rendering and checking, writing files. */
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

  const [content, assets, publicFiles] = await Promise.all([
    loadContent(projectRoot),
    bundleClientAssets(projectRoot),
    readPublicFiles(projectRoot),
  ]);
  const loadedAt = performance.now();
  const context = { site: content.site, siteUrl: config.siteUrl, assets, socialImage: SOCIAL_IMAGE };

  const files = new Map<string, string | Uint8Array>([...publicFiles, ...assets.files]);
  const backend = { url: config.supabaseUrl ?? null, anonKey: config.supabaseAnonKey };
  const routes = routeTable({ content, buildDate, backend });
  const pages = new Map<string, string>();
  for (const route of routes) {
    const html = renderRoute(route, context);
    pages.set(route.path, html);
    files.set(outputFileOf(route.path), html);
  }
  files.set('404.html', renderRoute(notFoundRoute({ content, buildDate, backend }), context, { indexable: false }));

  const rules = headerRules({ connectOrigins: config.supabaseUrl ? [new URL(config.supabaseUrl).origin] : [] });
  files.set('vercel.json', vercelJson(rules));
  files.set('_headers', netlifyHeaders(rules));
  files.set('sitemap.xml', sitemapXml(config.siteUrl, [...pages.keys()], buildDate));
  files.set('robots.txt', robotsTxt(config.siteUrl));

  const links = checkLinks(pages, new Set(files.keys()), content.site.knownMissingLinks);
  if (links.broken.length > 0) throw new BrokenLinksError(links.broken);
  const warnings = [...links.knownMissing].map(
    ([link, from]) => `${link} is linked from ${from.length} page(s) but is not a page yet (knownMissingLinks in content/site.yaml); visitors get the not-found page`,
  );

  const renderedAt = performance.now();
  await writeAtomically(options.outDir, files);
  const finishedAt = performance.now();
  let bytes = 0;
  for (const data of files.values()) bytes += typeof data === 'string' ? Buffer.byteLength(data) : data.byteLength;
  return {
    pages: pages.size + 1,
    files: files.size,
    bytes,
    milliseconds: finishedAt - started,
    phases: { content: loadedAt - started, render: renderedAt - loadedAt, write: finishedAt - renderedAt },
    warnings,
  };
}

async function writeAtomically(outDir: string, files: Map<string, string | Uint8Array>): Promise<void> {
  const parent = path.dirname(path.resolve(outDir));
  const staging = path.join(parent, `.${path.basename(outDir)}.building-${process.pid}`);
  const retired = path.join(parent, `.${path.basename(outDir)}.old-${process.pid}`);
  await rm(staging, { recursive: true, force: true });
  try {
    // Synchronous on purpose: a thousand small writes finish far sooner without a thread-pool round
    // trip each, and nothing else runs meanwhile.
    const folders = new Set([...files.keys()].map((file) => path.dirname(path.join(staging, file))));
    for (const folder of folders) mkdirSync(folder, { recursive: true });
    for (const [file, data] of files) writeFileSync(path.join(staging, file), data);
    await rename(outDir, retired).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
    await rename(staging, outDir);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  await rm(retired, { recursive: true, force: true });
}
