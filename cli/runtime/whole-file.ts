// Writing a file whole: the bytes go into a file beside it, which then takes its place, so that a reader
// (a browser asking `site serve` for a page) never sees half a file, and a crash leaves the old one or the
// new one, never a torn one.
import { rename, rm, writeFile } from 'node:fs/promises';

let asides = 0;

/** Replaces `file` (or creates it) with `data`, whole. The folder must exist. */
export async function writeWhole(file: string, data: string | Uint8Array): Promise<void> {
  // Unique to each call: two calls writing one file at once must not write into one aside.
  const aside = `${file}.${process.pid}-${++asides}.tmp`;
  try {
    await writeFile(aside, data);
    await rename(aside, file);
  } catch (error) {
    await rm(aside, { force: true });
    throw error;
  }
}
