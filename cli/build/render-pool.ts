// Renders a build's pages on every core (`site build --jobs N`): N - 1 threads (cli/build/render-worker.ts)
// beside the main thread, which renders too. Threads rather than processes: a thread starts inside
// the running process, from the same bundle, so none pays a process's start-up (docs/speed.md).
//
// Each thread loads the content itself as soon as it starts, while the main thread loads it, and makes
// the same route table; the main thread then hands out small runs of route indices and takes the pages
// back in the route table's order, so that files, links and errors come exactly as when one thread
// renders them all. The render is synchronous (renderSite), so the main thread never yields to its
// event loop while it waits: it reads the replies itself (receiveMessageOnPort) and sleeps on a shared
// counter the threads raise after each reply.
import { availableParallelism } from 'node:os';
import { MessageChannel, receiveMessageOnPort, type MessagePort, type Worker } from 'node:worker_threads';
import type { SiteConfig } from '../config.ts';
import type { Unpublished } from '../model/publishing.ts';
import { UserError } from '../model/user-error.ts';
import type { PageCard } from '../routes.tsx';
import { adoptSharedReads, type Reads } from '../model/reads.ts';
import { startThread } from '../thread-entry.ts';
import type { BundleIndex } from './assets.ts';
import type { PageLinks } from './link-check.ts';

/** What a rendering thread starts with. */
export interface RenderWorkerData {
  projectRoot: string;
  include?: Unpublished;
  /** Raised by a thread after each reply, so that the main thread can sleep until one comes. */
  signal: Int32Array;
}

export type WorkerRequest =
  | { kind: 'start'; buildDate: string; config: SiteConfig; assets: BundleIndex; recording: boolean }
  | { kind: 'render'; indices: number[] }
  | { kind: 'finish' };

/** A page as the main thread needs it: its HTML to write, the card its route declared, its links, and
 *  (when recording, for the build cache) what it read of the content and the islands it loads. */
export interface PageRender {
  html: string;
  card: PageCard;
  links: PageLinks;
  reads: Reads;
  islands: readonly string[];
}

export interface RenderedPage extends PageRender {
  index: number;
  path: string;
}

export interface WorkerFailure {
  index: number;
  error: { name: string; message: string; stack?: string; user: boolean };
}

export type WorkerReply =
  | { kind: 'rendered'; pages: RenderedPage[]; failure?: WorkerFailure }
  | { kind: 'finished'; sharedReads: [string, string[]][] };

/** Routes handed to a thread at a time: few enough to share the work evenly, enough to send few messages. */
const RUN_LENGTH = 8;
/** Runs a thread holds at once: it starts the next without waiting for the main thread. */
const RUNS_AHEAD = 2;
/** No reply from any thread for this long means they are gone. */
const STALLED_MS = 60_000;

/**
 * How many threads render when `--jobs` is not given. One on fewer than four cores: on this project's
 * 2-core machine a second rendering thread cost a third more processor time and saved no wall time
 * (docs/speed.md), since the main thread, the file writer, the garbage collector and esbuild already
 * keep the second core busy, and each thread first compiles its own module graph, loads its own
 * content and warms its own JIT. One for a small site too (the site's own 57 pages are rendered before
 * a thread is ready). Otherwise a thread for each core but one, left to the file writer and the
 * collector, and at most three: each holds its own copy of the content (150 to 240 MB more peak memory
 * each with 1,000 posts). And one from 4,000 files: there one more thread took the peak from 312 MB to
 * 701 MB, past the 700 MB a build of 10,000 posts must stay under. The gain on four or more cores is
 * expected, not measured here.
 */
export function defaultJobs(contentFiles: number, cores = availableParallelism()): number {
  if (contentFiles < MIN_FILES_FOR_THREADS || contentFiles >= MAX_FILES_FOR_THREADS) return 1;
  if (cores < MIN_CORES_FOR_THREADS) return 1;
  return Math.min(cores - 1, MAX_DEFAULT_JOBS);
}

/** The content files (mostly posts) from which threads may pay for their start. */
export const MIN_FILES_FOR_THREADS = 400;
/** The content files from which each thread's own copy of the content costs too much memory. */
export const MAX_FILES_FOR_THREADS = 4_000;
const MIN_CORES_FOR_THREADS = 4;
const MAX_DEFAULT_JOBS = 3;

interface Helper {
  worker: Worker;
  port: MessagePort;
  /** Runs handed to it and not yet answered. */
  pending: number;
}

export class RenderPool {
  private readonly signal = new Int32Array(new SharedArrayBuffer(4));
  private helpers: Helper[];
  private recording = false;

  /** Starts `threads` rendering threads, which begin loading the content of the project at once. */
  constructor(projectRoot: string, threads: number, include?: Unpublished) {
    this.helpers = Array.from({ length: threads }, () => {
      const { port1, port2 } = new MessageChannel();
      const worker = startThread('render-worker', {
        workerData: { projectRoot, include, signal: this.signal, port: port2 } satisfies RenderWorkerData & {
          port: MessagePort;
        },
        transferList: [port2],
      });
      // Its failures come as replies or as a stall; this keeps an 'error' event from ending the process.
      worker.on('error', () => {});
      return { worker, port: port1, pending: 0 };
    });
  }

  /**
   * Gives the threads what the main thread has made since they started; resolves once each has its
   * route table. A thread that could not make it (it loaded different content, or failed to start)
   * is let go: the main thread renders its share.
   */
  async start(request: Omit<Extract<WorkerRequest, { kind: 'start' }>, 'kind'>): Promise<void> {
    this.recording = request.recording;
    const answers = await Promise.all(
      this.helpers.map(
        (helper) =>
          new Promise<boolean>((resolve) => {
            helper.worker.once('message', (message: { kind: string }) => resolve(message.kind === 'ready'));
            helper.worker.once('error', () => resolve(false));
            helper.worker.once('exit', () => resolve(false));
            helper.port.postMessage({ kind: 'start', ...request } satisfies WorkerRequest);
          }),
      ),
    );
    const unable = this.helpers.filter((_, i) => !answers[i]);
    this.helpers = this.helpers.filter((_, i) => answers[i]);
    await Promise.all(unable.map((helper) => helper.worker.terminate()));
  }

  /**
   * Renders the routes at `indices` (in the route table whose addresses are `paths`), on the threads
   * and on this one (`renderHere`), and returns the function that gives each page when asked, in
   * the order of `indices`: it throws a page's error when that page is asked for, as rendering them
   * in turn would.
   */
  render(
    paths: readonly string[],
    indices: readonly number[],
    { recording }: { recording: boolean },
    renderHere: (index: number) => PageRender,
  ) {
    // The threads watch their content only when told at the start: pages that must say what they read would not.
    if (recording !== this.recording && this.helpers.length > 0)
      throw new Error(`The rendering threads were started ${this.recording ? '' : 'not '}recording what pages read`);
    return new OrderedRender(this, paths, indices, renderHere);
  }

  /** The threads rendering, those that could not start let go. */
  get threads(): readonly Helper[] {
    return this.helpers;
  }

  /** @internal Waits (blocking) until a thread replies, and returns every reply waiting. */
  receive(block: boolean): WorkerReply[] {
    let waitedMs = 0;
    for (;;) {
      const seen = Atomics.load(this.signal, 0);
      const replies: WorkerReply[] = [];
      for (const helper of this.helpers) {
        for (let message; (message = receiveMessageOnPort(helper.port));) {
          const reply = message.message as WorkerReply;
          if (reply.kind === 'rendered') helper.pending--;
          replies.push(reply);
        }
      }
      if (replies.length > 0 || !block) return replies;
      if (Atomics.wait(this.signal, 0, seen, 1000) === 'timed-out' && (waitedMs += 1000) >= STALLED_MS)
        throw new Error(`No thread rendering pages answered for ${STALLED_MS / 1000} s`);
    }
  }

  /** Takes from each thread the shared reads its pages named (cli/model/reads.ts), which the build
   *  cache keeps. */
  collectSharedReads(): void {
    for (const helper of this.helpers) helper.port.postMessage({ kind: 'finish' } satisfies WorkerRequest);
    let finished = 0;
    while (finished < this.helpers.length) {
      for (const reply of this.receive(true)) {
        if (reply.kind !== 'finished') continue;
        adoptSharedReads(reply.sharedReads);
        finished++;
      }
    }
  }

  async close(): Promise<void> {
    await Promise.all(this.helpers.map((helper) => helper.worker.terminate()));
    this.helpers = [];
  }
}

class OrderedRender {
  private readonly done = new Map<number, PageRender | { thrown: unknown }>();
  /** The next run of `runs` not handed out yet. */
  private nextRun = 0;
  private readonly runs: number[][] = [];

  constructor(
    private readonly pool: RenderPool,
    private readonly paths: readonly string[],
    indices: readonly number[],
    private readonly renderHere: (index: number) => PageRender,
  ) {
    for (let start = 0; start < indices.length; start += RUN_LENGTH)
      this.runs.push(indices.slice(start, start + RUN_LENGTH));
  }

  /** The page of route `index`, once rendered here or by a thread; forgotten once taken. */
  take(index: number): PageRender {
    for (;;) {
      const page = this.done.get(index);
      if (page !== undefined) {
        this.done.delete(index);
        if ('thrown' in page) throw page.thrown;
        return page;
      }
      this.handOut();
      if (this.keep(this.pool.receive(false))) continue;
      // Nothing came: render the next run here rather than wait, or wait when every run is out.
      if (this.nextRun < this.runs.length) this.renderRun(this.runs[this.nextRun++]!);
      else this.keep(this.pool.receive(true));
    }
  }

  private handOut(): void {
    for (const helper of this.pool.threads) {
      while (helper.pending < RUNS_AHEAD && this.nextRun < this.runs.length) {
        helper.port.postMessage({ kind: 'render', indices: this.runs[this.nextRun++]! } satisfies WorkerRequest);
        helper.pending++;
      }
    }
  }

  private renderRun(run: number[]): void {
    for (const index of run) {
      try {
        this.done.set(index, this.renderHere(index));
      } catch (error) {
        // Thrown when its page is asked for, after every page before it, as rendering in turn would.
        this.done.set(index, { thrown: error });
        return;
      }
    }
  }

  private keep(replies: WorkerReply[]): boolean {
    for (const reply of replies) {
      if (reply.kind !== 'rendered') continue;
      for (const page of reply.pages) {
        if (page.path !== this.paths[page.index])
          throw new UserError(
            `The content changed while the site was building (route ${page.index} is ${this.paths[page.index]} here, ` +
              `${page.path} on a thread that loaded it again): build again.`,
          );
        this.done.set(page.index, page);
      }
      if (reply.failure) this.done.set(reply.failure.index, { thrown: rebuiltError(reply.failure.error) });
    }
    return replies.length > 0;
  }
}

/** A page's error as it was thrown on its thread: a mistake the person can fix stays one (no stack). */
function rebuiltError(failure: WorkerFailure['error']): Error {
  const BuiltIn = BUILT_IN_ERRORS[failure.name as keyof typeof BUILT_IN_ERRORS] ?? Error;
  const error = failure.user ? new UserError(failure.message) : new BuiltIn(failure.message);
  error.name = failure.name;
  if (failure.stack && !failure.user) error.stack = failure.stack;
  return error;
}

const BUILT_IN_ERRORS = { TypeError, RangeError, ReferenceError, SyntaxError, EvalError, URIError };
