// `npm run lighthouse`: Lighthouse's four scores for the main pages, measured on the built site served
// the way the static host serves it (same Content-Security-Policy and headers), with Lighthouse's
// default mobile emulation and simulated throttling. Figures only: the machine is shared and noisy,
// so nothing here passes or fails; it exits 0 unless something crashed.
//   npm run lighthouse
//   npm run lighthouse -- --pages /,/contact
// Lighthouse is not a dependency of the project: the first run installs Lighthouse 13 into
// node_modules/.cache/lighthouse. It drives the tests' Chromium (tests/support/browser.ts).
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import { findChromium, LAUNCH_FLAGS } from '../support/browser.ts';
import { buildSite } from '../../cli/build/index.ts';
import { headerRules, headersForPath } from '../../cli/build/headers.ts';
import { ANALYTICS_SCRIPTS } from '../../cli/build/hosts/index.ts';
import { configFromEnv } from '../../cli/site/config.ts';
import { projectRoot } from '../support/project-copy.ts';
import { hostFolder } from '../support/static-host.ts';
import { PAGE_TYPES } from '../support/page-types.ts';

const run = promisify(execFile);
export const DEFAULT_PAGES: readonly string[] = PAGE_TYPES;
const CATEGORIES = [
  ['performance', 'performance'],
  ['accessibility', 'accessibility'],
  ['best-practices', 'best practices'],
  ['seo', 'SEO'],
] as const;

/** The pages `--pages /,/contact` names, or one of every type. */
function pagesFromArguments(): readonly string[] {
  const { values } = parseArgs({ options: { pages: { type: 'string' } } });
  return values.pages
    ? values.pages
        .split(',')
        .map((page) => page.trim())
        .filter(Boolean)
        .map((page) => (page.startsWith('/') ? page : `/${page}`))
    : DEFAULT_PAGES;
}

// The parts of Lighthouse's result (LHR) and of its modules this script reads; Lighthouse's own types
// are not installed with the project.
interface AuditResult {
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  numericValue?: number;
  details?: {
    items?: {
      node?: { selector?: string };
      description?: string;
      url?: string;
      sourceLocation?: { url?: string };
      text?: string;
      href?: string;
    }[];
  };
}
interface CategoryResult {
  title: string;
  score: number | null;
  auditRefs: { id: string; weight: number }[];
}
interface LighthouseResult {
  runtimeError?: { code: string; message: string };
  categories: Record<string, CategoryResult | undefined>;
  audits: Record<string, AuditResult | undefined>;
}
type Lighthouse = (url: string, flags: Record<string, unknown>) => Promise<{ lhr: LighthouseResult } | undefined>;
interface ChromeLauncher {
  launch(options: {
    chromePath: string;
    chromeFlags: string[];
    logLevel?: string;
  }): Promise<{ port: number; kill(): void }>;
}

const INSTALL_DIR = path.join(projectRoot, 'node_modules/.cache/lighthouse');

async function installedModules(): Promise<{ lighthouse: Lighthouse; chromeLauncher: ChromeLauncher }> {
  const modules = path.join(INSTALL_DIR, 'node_modules');
  const entry = path.join(modules, 'lighthouse/core/index.js');
  if (!existsSync(entry)) {
    console.log('(installing Lighthouse 13 into node_modules/.cache/lighthouse, on first use only)');
    await run('npm', ['install', '--prefix', INSTALL_DIR, '--no-audit', '--no-fund', '--no-save', 'lighthouse@13'], {
      maxBuffer: 1 << 24,
    });
  }
  const lighthouse = (await import(pathToFileURL(entry).href)) as { default: Lighthouse };
  const chromeLauncher = (await import(
    pathToFileURL(path.join(modules, 'chrome-launcher/dist/index.js')).href
  )) as ChromeLauncher;
  return { lighthouse: lighthouse.default, chromeLauncher };
}

/** The host's page-view and web-vitals scripts (spec section 7). Outside Vercel they 404 and log
 *  console errors, which would cost best-practices points no visitor of the real site sees; here
 *  they are answered as the host answers them, with a script. */
const HOST_SCRIPTS = ANALYTICS_SCRIPTS;

/** Builds the site into a temporary folder and serves it with the host's headers, on a free port. */
async function serveBuiltSite(): Promise<{ origin: string; close(): Promise<void> }> {
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'site-lighthouse-'));
  const distDir = path.join(workDir, 'dist');
  const rules = headerRules({ connectOrigins: [] });
  const host = await hostFolder(distDir, rules, (request, response) => {
    if (!HOST_SCRIPTS.includes(request.url ?? '')) return false;
    response.writeHead(200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      ...headersForPath(rules, request.url!),
    });
    response.end("/* the hosting provider's analytics script */");
    return true;
  });
  const close = async () => {
    await host.close();
    await rm(workDir, { recursive: true, force: true });
  };
  try {
    const { origin } = host;
    // The canonical links and the sitemap point at this server, as they point at the real host in production.
    await buildSite({ projectRoot, outDir: distDir, config: configFromEnv({ SITE_URL: origin }) });
    return { origin, close };
  } catch (error) {
    await close();
    throw error;
  }
}

export interface PageResult {
  page: string;
  error?: string;
  scores: (number | null)[];
  cls?: number;
  fcpMs?: number;
  lcpMs?: number;
  /** Per category under 100: the audits that cost it points. */
  failing: { category: string; score: number; audits: string[] }[];
}

/** For a pass/fail audit, the first few elements or messages it names. */
function where(audit: AuditResult): string {
  const items = audit.details?.items ?? [];
  const named = items
    .map(
      (item) =>
        item.node?.selector ??
        (item.description
          ? `${item.description}${item.sourceLocation?.url ? ` (${item.sourceLocation.url})` : ''}`
          : undefined) ??
        (item.text !== undefined ? `"${item.text}" (${item.href ?? 'no href'})` : item.url),
    )
    .filter((name): name is string => Boolean(name));
  if (named.length === 0) return '';
  return `\n      ${named.slice(0, 3).join('\n      ')}${named.length > 3 ? `\n      ... and ${named.length - 3} more` : ''}`;
}

function summarize(page: string, lhr: LighthouseResult): PageResult {
  if (lhr.runtimeError)
    return { page, error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`, scores: [], failing: [] };
  const failing: PageResult['failing'] = [];
  const scores = CATEGORIES.map(([id, label]) => {
    const category = lhr.categories[id];
    if (!category || category.score === null) return null;
    const score = Math.round(category.score * 100);
    if (score < 100) {
      const audits = category.auditRefs
        .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
        .filter(
          ({ audit }) =>
            audit &&
            audit.score !== null &&
            audit.score < 1 &&
            ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode),
        )
        // What costs the most points first: weighted audits before the advisory ones.
        .sort((a, b) => b.ref.weight - a.ref.weight)
        .map(
          ({ audit }) =>
            `${audit!.title}${audit!.displayValue ? ` (${audit!.displayValue})` : ''}${audit!.scoreDisplayMode === 'binary' ? where(audit!) : ''}`,
        );
      failing.push({ category: label, score, audits });
    }
    return score;
  });
  return {
    page,
    scores,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue,
    fcpMs: lhr.audits['first-contentful-paint']?.numericValue,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue,
    failing,
  };
}

const seconds = (ms: number | undefined) => (ms === undefined ? '-' : `${(ms / 1000).toFixed(2)} s`);

function printTable(results: PageResult[]): void {
  const header = ['page', 'performance', 'accessibility', 'best-practices', 'SEO', 'CLS', 'FCP', 'LCP'];
  const rows = results.map((result) =>
    result.error
      ? [result.page, `failed: ${result.error}`]
      : [
          result.page,
          ...result.scores.map((score) => (score === null ? '-' : String(score))),
          result.cls === undefined ? '-' : result.cls.toFixed(3),
          seconds(result.fcpMs),
          seconds(result.lcpMs),
        ],
  );
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.filter((row) => row.length > 2).map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[0]!) : cell.padStart(widths[column] ?? 0)))
      .join('  ');
  console.log(`\n${line(header)}`);
  for (const row of rows) console.log(row.length > 2 ? line(row) : row.join('  '));

  const below = results.filter((result) => result.failing.length > 0);
  if (below.length > 0) console.log('\nUnder 100, what costs the points:');
  for (const result of below) {
    for (const { category, score, audits } of result.failing) {
      console.log(`\n${result.page}, ${category} ${score}:`);
      for (const audit of audits.length > 0 ? audits : ['(no single failing audit: the score is the weighted metrics)'])
        console.log(`  - ${audit}`);
    }
  }
  console.log('\nLighthouse 13, mobile emulation with simulated throttling; scores vary by a few points between runs.');
}

/** Lighthouse's result for each page, on a build of the project served as the host serves it. */
export async function lighthouseResults(pages: readonly string[] = DEFAULT_PAGES): Promise<PageResult[]> {
  const { lighthouse, chromeLauncher } = await installedModules();
  const site = await serveBuiltSite();
  let chrome: { port: number; kill(): void } | undefined;
  try {
    chrome = await chromeLauncher.launch({
      chromePath: findChromium(),
      chromeFlags: [...LAUNCH_FLAGS, '--headless=new'],
      logLevel: 'silent',
    });
    const results: PageResult[] = [];
    for (const page of pages) {
      process.stdout.write(`measuring ${page} ...\n`);
      const result = await lighthouse(site.origin + page, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES.map(([id]) => id),
      });
      results.push(
        result
          ? summarize(page, result.lhr)
          : { page, error: 'Lighthouse returned no result', scores: [], failing: [] },
      );
    }
    return results;
  } finally {
    chrome?.kill();
    await site.close();
  }
}

// Run as a script (npm run lighthouse), not when the bench imports it.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  printTable(await lighthouseResults(pagesFromArguments()));
