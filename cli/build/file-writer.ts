// Writes a build's files on a thread of its own (cli/build/file-writer-thread.ts), so that the main
// thread goes on rendering while the disk works: writes queued from a render that never yields
// (renderSite is synchronous) could not complete on the main thread's event loop, and past a backlog
// they had to be written there, in turn with the rendering. The files are handed over as messages, in
// order; a shared count of the bytes not yet written bounds the queue, the main thread waiting when it
// is full (10,000 posts' pages would otherwise all be held at once).
import type { Worker } from 'node:worker_threads';
import { startThread } from '../thread-entry.ts';
import type { FileWriterData, WriterRequest } from './file-writer-thread.ts';

/** Bytes handed over but not yet written, at most. */
const MAX_PENDING_BYTES = 32 * 1024 * 1024;
/** A full queue that does not move for this long means the writing thread is gone. */
const STALLED_MS = 60_000;

export class FileWriter {
  private readonly pending = new Int32Array(new SharedArrayBuffer(4));
  private readonly worker: Worker;
  private failure: Error | undefined;

  /** Files go under `root`, a folder that exists. */
  constructor(root: string) {
    this.worker = startThread('file-writer-thread', {
      workerData: { root, pending: this.pending } satisfies FileWriterData,
    });
    this.worker.on('error', (error) => (this.failure ??= error));
  }

  write(file: string, data: string | Uint8Array, size: number): void {
    this.waitForRoom();
    Atomics.add(this.pending, 0, size);
    this.send({ file, data, size });
  }

  /** Waits until every file is written; throws the first failure. */
  async finish(): Promise<void> {
    try {
      const reply = await new Promise<{ failure?: string }>((resolve, reject) => {
        this.worker.once('message', resolve);
        this.worker.once('error', reject);
        this.worker.once('exit', () =>
          reject(this.failure ?? new Error('The thread writing the output stopped before it was done')),
        );
        this.send({ done: true });
      });
      if (reply.failure) throw new Error(`Could not write the output: ${reply.failure}`);
    } finally {
      await this.worker.terminate();
    }
  }

  /** Stops writing; files already written stay. */
  async stop(): Promise<void> {
    await this.worker.terminate();
  }

  private send(request: WriterRequest): void {
    this.worker.postMessage(request);
  }

  /** Blocks while the queue is full: the thread writing wakes this one as it empties it. */
  private waitForRoom(): void {
    let waitedMs = 0;
    for (let queued; (queued = Atomics.load(this.pending, 0)) > MAX_PENDING_BYTES;) {
      if (Atomics.wait(this.pending, 0, queued, 100) === 'timed-out' && (waitedMs += 100) >= STALLED_MS) {
        throw new Error(`The thread writing the output took nothing for ${STALLED_MS / 1000} s`);
      }
      if (Atomics.load(this.pending, 0) !== queued) waitedMs = 0;
    }
  }
}
