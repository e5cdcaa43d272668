// The thread that writes a build's files (cli/build/file-writer.ts starts it): it takes its jobs in
// the order given, makes each folder once, writes each file, and keeps the first failure to
// report when asked. After each file it lowers the shared count of bytes waiting and wakes the main
// thread if that was waiting for room.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';

export interface FileWriterData {
  /** The folder files are written under. */
  root: string;
  /** Bytes handed over and not written yet, shared with the thread that hands them over. */
  pending: Int32Array;
}

/** A file to write, or the request to report once all are written. */
export type FileJob = { file: string; size: number; data: string | Uint8Array };
export type WriterRequest = FileJob | { done: true };

const { root, pending } = workerData as FileWriterData;
const port = parentPort!;
const folders = new Set<string>();
let failure: string | undefined;

port.on('message', (job: WriterRequest) => {
  if ('done' in job) {
    port.postMessage({ failure });
    return;
  }
  try {
    if (!failure) writeJob(job);
  } catch (error) {
    failure ??= `${job.file}: ${(error as Error).message}`;
  } finally {
    if (job.size > 0) {
      Atomics.sub(pending, 0, job.size);
      Atomics.notify(pending, 0);
    }
  }
});

function writeJob(job: FileJob): void {
  const target = path.join(root, job.file);
  const folder = path.dirname(target);
  if (!folders.has(folder)) {
    mkdirSync(folder, { recursive: true });
    folders.add(folder);
  }
  writeFileSync(target, job.data);
}
