// Whether a process runs, asked of the system by its number: what tells the build's leftovers
// (cli/build/output.ts) from those of a build still running.

/**
 * Whether a process numbered `pid` runs (or has exited and waits for its parent to collect it). A
 * number read from a file may be anything: 0 and negative numbers name process groups to a signal,
 * not one process, and are no process's.
 * @param {number} pid
 * @returns {boolean}
 */
export function isRunning(pid) {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM'; // it runs, as another user
  }
}
