// Rebuilds for `site serve` in a worker thread (rebuild-worker.ts). An edit to content or styles goes
// to the running worker, which re-renders only what it touches; an edit to code needs that code loaded
// anew, so esbuild bundles the command again (incrementally) and a fresh worker started from that
// bundle builds everything. One rebuild runs at a time; changes that arrive meanwhile join the next.
import { pathToFileURL } from 'node:url';
import type { Worker } from 'node:worker_threads';
import type * as esbuild from 'esbuild';
import { cliBundleOptions, keepBundle, outdirOf } from '../runtime/cli-bundle.js';
import { startThread } from '../runtime/thread-entry.ts';
import { reportFailure, type FailureReport } from './failure-report.ts';
import type { CardReply, RebuildReply, RebuildRequest, RebuildWorkerData } from './rebuild-worker.ts';

type Failed = Extract<RebuildReply, { ok: false }>;

export type { RebuildReply };

/** Files whose change means the rendering code itself changed. */
const isCode = (file: string) => /\.(tsx?|jsx?)$/.test(file) && !file.startsWith('content/');

export class Rebuilder {
  /** esbuild's context of the command's bundle, which has read the code once. */
  private bundler: Promise<esbuild.BuildContext<ReturnType<typeof cliBundleOptions>> | undefined> | undefined;
  /** Fresh workers start from this bundle; before any edit to code, from the one running. */
  private bundle: URL | undefined;
  private worker: Worker | undefined;
  /** The worker's current job (a build or a card): it answers one message at a time. */
  private running: Promise<unknown> | undefined;
  /** Changes gathered for the next rebuild. */
  private pending: Set<string> | undefined;
  /** The code did not bundle, or the worker died: the next build starts a fresh one. */
  private needsFreshWorker = true;
  /** Code was edited since the last bundle that succeeded. */
  private codeEdited = false;
  private closed = false;

  constructor(private readonly data: RebuildWorkerData) {}

  /** The first build, on the code this process runs; then esbuild reads the code once, while nothing
   *  waits for it, so that the first edit to code is bundled incrementally. */
  async start(): Promise<RebuildReply> {
    const reply = (await this.changed([]))!;
    // An edit to code saved during the first build may have made the context already.
    if (!this.closed) this.bundler ??= this.bundlerOfCode().catch(() => undefined);
    return reply;
  }

  /** Resolves with the build that includes these project-relative paths, or with nothing when a build
   *  started for another call took them along (that call reports it). */
  async changed(files: string[]): Promise<RebuildReply | undefined> {
    this.pending ??= new Set();
    for (const file of files) this.pending.add(file);
    // Wait for the build under way, then start one with everything gathered (once for all callers).
    while (this.running) await this.running;
    if (!this.pending) return undefined;
    const gathered = [...this.pending];
    this.pending = undefined;
    const codeChanged = gathered.some(isCode);
    const running =
      codeChanged || this.needsFreshWorker
        ? this.buildWithFreshWorker(codeChanged)
        : this.ask<RebuildReply>({ changed: gathered });
    this.running = running.finally(() => (this.running = undefined));
    return running;
  }

  /** A social card of the latest good build's pages (drawn, or read from the cache), after the build under way. */
  async socialCard(pathname: string): Promise<Uint8Array | undefined> {
    while (this.running) await this.running;
    if (!this.worker || this.needsFreshWorker) return undefined;
    const running = this.ask<CardReply>({ card: pathname }).then((reply) => ('png' in reply ? reply.png : undefined));
    this.running = running.finally(() => (this.running = undefined));
    return running;
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.worker?.terminate();
    await (await this.bundler)?.dispose();
  }

  private async buildWithFreshWorker(codeChanged: boolean): Promise<RebuildReply> {
    this.codeEdited ||= codeChanged;
    try {
      if (this.codeEdited) this.bundle = await this.bundleAgain();
      this.codeEdited = false;
    } catch (error) {
      this.needsFreshWorker = true;
      return { ok: false, ...reportFailure(error, this.data.projectRoot) };
    }
    await this.worker?.terminate();
    this.worker = startThread('rebuild-worker', { workerData: this.data }, this.bundle);
    this.needsFreshWorker = false;
    return this.ask<RebuildReply>({ changed: 'all' });
  }

  private ask<Reply>(request: RebuildRequest): Promise<Reply | Failed> {
    const worker = this.worker!;
    // One request at a time (this.running), so the next message is its reply; a worker that fails or
    // stops without replying is replaced by the next build, and the request never waits forever.
    return new Promise((resolve) => {
      const settle = (outcome: Reply | Failed) => {
        worker.off('message', settle).off('error', fail).off('exit', stopped);
        resolve(outcome);
      };
      const failed = (failure: FailureReport) => {
        this.needsFreshWorker = true;
        settle({ ok: false, ...failure });
      };
      const fail = (error: Error) => failed(reportFailure(error, this.data.projectRoot));
      const stopped = (code: number) =>
        failed({
          message: `Build failed: the rebuilding thread stopped (exit code ${code}) before it answered; the next edit starts a new one.`,
          places: [],
        });
      worker.on('message', settle).on('error', fail).on('exit', stopped);
      worker.postMessage(request);
    });
  }

  /** The command's bundle of the code as it is now; esbuild's context reads again only what changed. */
  private async bundleAgain(): Promise<URL> {
    const bundler = (await this.bundler) ?? (await (this.bundler = this.bundlerOfCode()));
    const startedMs = Date.now();
    return pathToFileURL(`${await keepBundle(this.data.projectRoot, await bundler.rebuild(), startedMs)}/`);
  }

  private async bundlerOfCode() {
    const { projectRoot } = this.data;
    const esbuild = await import('esbuild');
    const context = await esbuild.context(cliBundleOptions(projectRoot, outdirOf(projectRoot)));
    // Errors here are the code's, and the edit that fixes it is bundled by the same context.
    await context.rebuild().catch(() => undefined);
    return context;
  }
}
