// Rebuilds for `site serve`, in this process: a worker thread renders (rebuild-worker.ts). An edit to
// content or styles goes to the running worker, which re-renders only what it touches; an edit to
// code (templates, islands, the build) needs that code loaded anew, so esbuild makes the command's
// bundle again (incrementally: cli/runtime/cli-bundle.js) and a fresh worker, started from that bundle's
// entry, builds everything. One rebuild runs at a time; changes that arrive meanwhile are gathered
// into the next one.
import { pathToFileURL } from 'node:url';
import type { Worker } from 'node:worker_threads';
import type * as esbuild from 'esbuild';
import { cliBundleOptions, keepBundle, outdirOf } from '../runtime/cli-bundle.js';
import { startThread } from '../runtime/thread-entry.ts';
import { reportFailure } from './failure-report.ts';
import type { CardReply, RebuildReply, RebuildRequest, RebuildWorkerData } from './rebuild-worker.ts';

type Failed = Extract<RebuildReply, { ok: false }>;

export type { RebuildReply };

/** Files whose change means the rendering code itself changed. */
const CODE = /\.(tsx?|jsx?)$/;

export class Rebuilder {
  /** esbuild's context of the command's bundle, which has read the code once. */
  private bundler: Promise<esbuild.BuildContext<ReturnType<typeof cliBundleOptions>> | undefined> | undefined;
  /** The bundle made after the last edit to code, whose worker entry fresh workers start from; before any, the running one. */
  private bundle: URL | undefined;
  private worker: Worker | undefined;
  /** The worker's current job (a build or a card): it answers one message at a time. */
  private running: Promise<unknown> | undefined;
  private pending: { files: Set<string>; code: boolean } | undefined;
  /** The code did not bundle, or the worker died: the next build starts a fresh one. */
  private needsFreshWorker = true;
  /** Code was edited since the last bundle that succeeded: the next fresh worker needs a new bundle. */
  private codeEdited = false;
  private closed = false;

  constructor(private readonly data: RebuildWorkerData) {}

  /**
   * The first build: a worker on the code this process runs builds everything. Then esbuild reads the
   * code once, while nothing waits for it, so that the first edit to code is bundled incrementally.
   */
  async start(): Promise<RebuildReply> {
    const reply = (await this.queue([], false))!;
    // An edit to code saved during the first build may have made the context already.
    if (!this.closed) this.bundler ??= this.bundlerOfCode().catch(() => undefined);
    return reply;
  }

  /**
   * Project-relative paths that changed; resolves with the build that includes them, or with nothing
   * when a build started for another call took them along (that call reports it).
   */
  changed(files: string[]): Promise<RebuildReply | undefined> {
    return this.queue(
      files,
      files.some((file) => CODE.test(file) && !file.startsWith('content/')),
    );
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

  private async queue(files: string[], code: boolean): Promise<RebuildReply | undefined> {
    this.pending ??= { files: new Set(), code: false };
    for (const file of files) this.pending.files.add(file);
    this.pending.code ||= code;
    // Wait for the build under way, then start one with everything gathered (once for all callers).
    while (this.running) await this.running;
    if (!this.pending) return undefined;
    const { files: gathered, code: codeChanged } = this.pending;
    this.pending = undefined;
    const running =
      codeChanged || this.needsFreshWorker
        ? this.buildWithFreshWorker(codeChanged)
        : this.ask<RebuildReply>({ changed: [...gathered] });
    this.running = running.finally(() => (this.running = undefined));
    return running;
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
    // One request at a time (this.running), so the next message is this request's reply. A worker that
    // fails or stops without replying is replaced by the next build: the request never waits forever.
    return new Promise((resolve) => {
      const settle = (outcome: Reply | Failed) => {
        worker.off('message', answer).off('error', fail).off('exit', stopped);
        resolve(outcome);
      };
      const answer = (reply: Reply) => settle(reply);
      const fail = (error: Error) => {
        this.needsFreshWorker = true;
        settle({ ok: false, ...reportFailure(error, this.data.projectRoot) });
      };
      const stopped = (code: number) => {
        this.needsFreshWorker = true;
        settle({
          ok: false,
          message: `Build failed: the rebuilding thread stopped (exit code ${code}) before it answered; the next edit starts a new one.`,
          places: [],
        });
      };
      worker.on('message', answer).on('error', fail).on('exit', stopped);
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
