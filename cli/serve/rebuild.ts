// Rebuilds for `site serve`, in this process: a worker thread renders (rebuild-worker.ts). An edit to
// content or styles goes to the running worker, which re-renders only what it touches; an edit to
// code (templates, islands, the build) needs that code loaded anew, so esbuild rebundles the worker
// (incrementally) and a fresh worker builds everything. One rebuild runs at a time; changes that
// arrive meanwhile are gathered into the next one.
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import * as esbuild from 'esbuild';
import { describeBuildFailure } from '../build/summary.ts';
import { nodeBundleOptions } from '../node-bundle.js';
import { keepThreadModule } from '../thread-module.ts';
import type { CardReply, RebuildReply, RebuildRequest, RebuildWorkerData } from './rebuild-worker.ts';

export type { RebuildReply };

const WORKER_SOURCE = 'cli/serve/rebuild-worker.ts';
/** Files whose change means the rendering code itself changed. */
const CODE = /\.(tsx?|jsx?)$/;

export class Rebuilder {
  private context: esbuild.BuildContext | undefined;
  private worker: Worker | undefined;
  /** The worker's current job (a build or a card): it answers one message at a time. */
  private running: Promise<unknown> | undefined;
  private pending: { files: Set<string>; code: boolean } | undefined;
  /** The code did not bundle, or the worker died: the next build starts a fresh one. */
  private needsFreshWorker = true;

  constructor(private readonly data: RebuildWorkerData) {}

  /** The first build: a worker on the current code builds everything. */
  async start(): Promise<RebuildReply> {
    return (await this.queue([], true))!;
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
    await this.worker?.terminate();
    await this.context?.dispose();
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
        ? this.buildWithFreshWorker()
        : this.ask<RebuildReply>({ changed: [...gathered] });
    this.running = running.finally(() => (this.running = undefined));
    return running;
  }

  private async buildWithFreshWorker(): Promise<RebuildReply> {
    let file: string;
    try {
      file = await this.bundleWorker();
    } catch (error) {
      this.needsFreshWorker = true;
      return { ok: false, message: describeBuildFailure(error) };
    }
    await this.worker?.terminate();
    this.worker = new Worker(pathToFileURL(file), { workerData: this.data });
    this.needsFreshWorker = false;
    return this.ask<RebuildReply>({ changed: 'all' });
  }

  private ask<Reply>(request: RebuildRequest): Promise<Reply | { ok: false; message: string }> {
    const worker = this.worker!;
    return new Promise((resolve) => {
      const answer = (reply: Reply) => {
        worker.off('error', fail);
        resolve(reply);
      };
      const fail = (error: Error) => {
        worker.off('message', answer);
        this.needsFreshWorker = true;
        resolve({ ok: false, message: describeBuildFailure(error) });
      };
      worker.once('message', answer);
      worker.once('error', fail);
      worker.postMessage(request);
    });
  }

  /** The worker's code as one module; esbuild's context bundles again only what changed. */
  private async bundleWorker(): Promise<string> {
    const { projectRoot } = this.data;
    this.context ??= await esbuild.context(nodeBundleOptions(projectRoot, WORKER_SOURCE));
    const { outputFiles } = await this.context.rebuild();
    return keepThreadModule(projectRoot, 'rebuild-worker', outputFiles![0]!.contents);
  }
}
