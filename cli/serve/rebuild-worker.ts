// The builder of `site serve`, in a worker thread started from the command's bundle, so that edited
// code is loaded by another worker on a new bundle (rebuild.ts). Edited content is rebuilt here,
// keeping each file's parse, the browser assets and every page that read nothing that changed. Its
// first build replaces the output folder whole; later ones write only the files whose bytes changed.
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import type { SiteConfig } from '../site/config.ts';
import { SITE_FILE, type Content } from '../model/collections.ts';
import { contentOnDisk } from '../model/content-files.ts';
import { loadContent, ParseCache } from '../model/load.ts';
import { bundleClientAssets, type ClientAssets } from '../build/assets.ts';
import { loadSiteInputs, writeWholeSite } from '../build/index.ts';
import { today } from '../model/publishing.ts';
import { readPublicFiles } from '../build/public-files.ts';
import { changedReads } from '../model/reads.ts';
import { renderSite, type SiteFiles } from '../build/site-files.ts';
import { keyCardDrawingNow, socialCardPath, socialCardPng, socialCardsFor } from '../build/social-cards.ts';
import { formatBuildSummary } from '../build/summary.ts';
import { writeWhole } from '../runtime/whole-file.ts';
import { reportFailure, type FailureReport } from './failure-report.ts';

export interface RebuildWorkerData {
  projectRoot: string;
  outDir: string;
  config: SiteConfig;
}

/** Project-relative paths that changed ('all' for the first build), or a social card wanted. */
export type RebuildRequest = { changed: string[] | 'all' } | { card: string };

/** A card's PNG, or nothing when no page of the last good build has that card. */
export type CardReply = { png: Uint8Array | undefined };

/** `contactEmail`: a setting `site serve` takes from the latest good build. */
export type RebuildReply = { ok: true; summary: string; contactEmail: string } | ({ ok: false } & FailureReport);

/** What the last good build was made of. */
interface LastBuild {
  content: Content;
  assets: ClientAssets;
  publicFiles: ReadonlyMap<string, Uint8Array>;
  site: SiteFiles;
}

const { projectRoot, outDir, config } = workerData as RebuildWorkerData;
const cache = new ParseCache();
let last: LastBuild | undefined;
keyCardDrawingNow(projectRoot);

/** One job at a time: a job runs after the one before it has finished, whatever it awaits. */
let busy: Promise<unknown> = Promise.resolve();
function inTurn<T>(job: () => Promise<T>): Promise<T> {
  const run = busy.then(job);
  busy = run.catch(() => undefined);
  return run;
}

parentPort!.on('message', (request: RebuildRequest) => {
  if ('card' in request)
    return void inTurn(() => socialCard(request.card)).then((reply) => parentPort!.postMessage(reply));
  void inTurn(() => rebuild(request.changed)).then((reply) => {
    parentPort!.postMessage(reply);
    // A rebuild with nothing changed, while the first build is served, readies the code an edit runs.
    if (request.changed === 'all' && reply.ok) void inTurn(() => rebuild([]));
  });
});

/** The card at `pathname` of the last good build's pages, as `site build` would publish it. */
async function socialCard(pathname: string): Promise<CardReply> {
  const route = last?.site.routes.find((candidate) => socialCardPath(candidate.path) === pathname);
  if (!last || !route) return { png: undefined };
  return socialCardPng(projectRoot, socialCardsFor(last.content).cardOf(route)).catch((error: unknown) => {
    console.error(`The social card ${pathname} could not be drawn: ${String(error)}`);
    return { png: undefined };
  });
}

async function rebuild(changed: string[] | 'all'): Promise<RebuildReply> {
  const started = performance.now();
  try {
    if (!last || changed === 'all') return await buildWhole(started);
    const touched = (folder: string) => changed.some((file) => file.startsWith(folder));
    const stylesChanged = changed.some((file) => file.startsWith('client/') && !file.startsWith('client/public/'));
    // The watcher names every file that changed: the others are not read again.
    cache.onlyChanged(changed);
    const content = loadContent(contentOnDisk(projectRoot), cache);
    const [assets, publicFiles] = await Promise.all([
      stylesChanged ? bundleClientAssets(projectRoot) : last.assets,
      touched('client/public/') ? readPublicFiles(projectRoot) : last.publicFiles,
    ]);
    const changedSinceLast = assets === last.assets ? changedReads(last.content, content, SITE_FILE) : 'all';
    const site = await renderSite(
      { content, assets, publicFiles, config, buildDate: today(content.site.timeZone) },
      { previous: { site: last.site, changed: changedSinceLast } },
    );
    const files = await writeDifferences(last.site.contents!, site.contents!);
    last = { content, assets, publicFiles, site };
    const milliseconds = Math.round(performance.now() - started);
    const summary = `Rebuilt in ${milliseconds} ms: rendered ${site.rendered.length} of ${site.pageCount} pages; ${files}`;
    return { ok: true, summary, contactEmail: content.site.contact.email };
  } catch (error) {
    return { ok: false, ...reportFailure(error, projectRoot) };
  }
}

/** The first build of this worker: everything rendered and the output folder replaced whole. */
async function buildWhole(started: number): Promise<RebuildReply> {
  const inputs = await loadSiteInputs(projectRoot, cache);
  const { result, site } = await writeWholeSite(
    { ...inputs, config, buildDate: today(inputs.content.site.timeZone) },
    { projectRoot, outDir, keepContents: true, socialCards: false },
    started,
  );
  last = { ...inputs, site };
  const summary = formatBuildSummary(result, path.relative(process.cwd(), outDir) || '.');
  return { ok: true, summary, contactEmail: inputs.content.site.contact.email };
}

/** Each file is written whole, so the server never sends half a page; says which were written and removed. */
async function writeDifferences(
  before: ReadonlyMap<string, string | Uint8Array>,
  after: ReadonlyMap<string, string | Uint8Array>,
): Promise<string> {
  const written = [...after.keys()].filter((file) => !sameBytes(before.get(file), after.get(file)!));
  const removed = [...before.keys()].filter((file) => !after.has(file));
  for (const file of written) {
    const target = path.join(outDir, file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeWhole(target, after.get(file)!);
  }
  for (const file of removed) await rm(path.join(outDir, file), { force: true });
  if (written.length === 0 && removed.length === 0) return 'no file changed';
  const list = (files: string[]) =>
    files.length > 5 ? `${files.slice(0, 5).join(', ')} and ${files.length - 5} more` : files.join(', ');
  return [written.length > 0 && `wrote ${list(written)}`, removed.length > 0 && `removed ${list(removed)}`]
    .filter(Boolean)
    .join('; ');
}

function sameBytes(a: string | Uint8Array | undefined, b: string | Uint8Array): boolean {
  if (a === b || a === undefined || (typeof a === 'string' && typeof b === 'string')) return a === b;
  return Buffer.from(a).equals(Buffer.from(b));
}
