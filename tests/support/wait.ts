import type { ChildProcess } from 'node:child_process';

// Waits for a condition outside a test body (hooks), where expect.poll is not available.
export async function waitFor<T>(
  read: () => T | Promise<T>,
  describe: () => string,
  timeoutMs = 30_000,
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${describe()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Stops a child process and waits until it has exited: what it was writing (a data folder) can then
 *  be removed without racing its last writes. */
export async function stopped(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * Stops a child started `detached` (a process group of its own: npm, its shell and the `site`
 * command they run) and waits until every process of the group has exited, killing what is left
 * after `timeoutMs`. Waiting for npm alone was not enough: `site serve` was still closing its
 * database when the test removed the data folder (ENOTEMPTY).
 */
export async function stoppedGroup(child: ChildProcess | undefined, timeoutMs = 15_000): Promise<void> {
  if (!child?.pid) return;
  const group = -child.pid;
  const signal = (name: NodeJS.Signals | 0) => {
    try {
      process.kill(group, name);
      return true;
    } catch {
      return false; // no process of the group is left
    }
  };
  if (!signal('SIGTERM')) return;
  const deadline = Date.now() + timeoutMs;
  while (signal(0)) {
    if (Date.now() > deadline) {
      signal('SIGKILL');
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
