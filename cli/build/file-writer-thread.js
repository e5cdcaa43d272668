// The thread that writes a build's files (cli/build/file-writer.ts starts it): a plain module, run as
// it is, that takes its jobs in the order given, makes each folder once, links or writes each file,
// and keeps the first failure to report when asked. After each file it lowers the shared count of
// bytes waiting and wakes the main thread if that was waiting for room.
import { copyFileSync, linkSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';

/** @type {{ root: string; pending: Int32Array }} */
const { root, pending } = workerData;
const folders = new Set();
/** @type {string | undefined} */
let failure;

parentPort.on('message', (job) => {
  if (job.done) {
    parentPort.postMessage({ failure });
    return;
  }
  try {
    if (!failure) writeJob(job);
  } catch (error) {
    failure ??= `${job.file}: ${error.message}`;
  } finally {
    if (job.size > 0) {
      Atomics.sub(pending, 0, job.size);
      Atomics.notify(pending, 0);
    }
  }
});

/** @param {{ file: string; data?: string | Uint8Array; source?: string }} job */
function writeJob(job) {
  const target = path.join(root, job.file);
  const folder = path.dirname(target);
  if (!folders.has(folder)) {
    mkdirSync(folder, { recursive: true });
    folders.add(folder);
  }
  if (job.source === undefined) {
    writeFileSync(target, job.data);
    return;
  }
  try {
    linkSync(job.source, target);
  } catch (error) {
    // Another disk, or a filesystem without hard links: the same bytes, copied.
    if (error.code !== 'EXDEV' && error.code !== 'EPERM' && error.code !== 'EMLINK') throw error;
    copyFileSync(job.source, target);
  }
}
