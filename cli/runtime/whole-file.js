// Writing a file whole: the bytes go into a file of this process beside it, which then takes its place,
// so that a reader never sees half a file and a crash leaves the old one or the new one, never a torn
// one: how the command writes a file others may read while it writes (the lock of the data folder,
// the pages `site serve` sends; the caches put theirs whole in cli/runtime/cache.js).
import { link, rename, rm, writeFile } from 'node:fs/promises';

let asides = 0;
/**
 * Where `file`'s bytes (or a folder's files) are written first: unique to this process, and to each
 * of its calls, since two calls writing the same file at once must not write into one aside. Its name
 * ends in `.tmp`, which is how what a killed process left is told apart.
 * @param {string} file
 */
export const asideOf = (file) => `${file}.${process.pid}-${++asides}.tmp`;

/**
 * Replaces `file` (or creates it) with `data`, whole. The folder must exist.
 * @param {string} file
 * @param {string | Uint8Array} data
 * @param {{ mode?: number }} [options] the mode of the new file (default 0o666, less the umask)
 * @returns {Promise<void>}
 */
export async function writeWhole(file, data, { mode } = {}) {
  const aside = asideOf(file);
  try {
    await writeFile(aside, data, { mode });
    await rename(aside, file);
  } catch (error) {
    await rm(aside, { force: true });
    throw error;
  }
}

/**
 * Creates `file` with `data`, whole, only where no file is: of several processes creating it at once,
 * one succeeds (it is linked into place, which fails where the name exists; a rename would replace
 * it). Whether this call created it. The folder must exist.
 * @param {string} file
 * @param {string | Uint8Array} data
 * @param {{ mode?: number }} [options] the mode of the new file (default 0o666, less the umask)
 * @returns {Promise<boolean>}
 */
export async function createWhole(file, data, { mode } = {}) {
  const aside = asideOf(file);
  try {
    await writeFile(aside, data, { mode });
    await link(aside, file);
    return true;
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
    return false;
  } finally {
    await rm(aside, { force: true });
  }
}
