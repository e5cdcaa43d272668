// The files `site serve` watches, reported so that the last save of a file is never missed.
// chokidar drops a file's second change within 50 ms of its first (its throttle), and many programs
// save by emptying a file and then writing it: the one change reported may be of the empty file, and
// the page would show it until the next save. So each reported file is looked at again once that
// window has passed, and reported again if it changed since it was reported.
import { statSync } from 'node:fs';
import { watch } from 'chokidar';

/** Past chokidar's 50 ms throttle of a file's changes, with room for a slow event loop. */
export const RECHECK_MS = 120;

export interface FileWatcher {
  close(): Promise<void>;
}

/** Calls `onChange` with the path of every file added, changed or removed under `folders`, once ready. */
export async function watchFiles(folders: string[], onChange: (file: string) => void): Promise<FileWatcher> {
  const watcher = watch(folders, { ignoreInitial: true });
  const rechecks = new Map<string, NodeJS.Timeout>();

  const report = (file: string) => {
    // Stamped before anything reads the file (the rebuild starts from a timer), so any later write shows.
    const stamp = stampOf(file);
    onChange(file);
    clearTimeout(rechecks.get(file));
    rechecks.set(
      file,
      setTimeout(() => {
        rechecks.delete(file);
        if (stampOf(file) !== stamp) report(file);
      }, RECHECK_MS),
    );
  };
  watcher.on('all', (_event, file) => report(file));
  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  return {
    async close() {
      for (const timer of rechecks.values()) clearTimeout(timer);
      await watcher.close();
    },
  };
}

/** What tells one version of a file from the next: its inode, size and modification time (ns). */
function stampOf(file: string): string {
  const stats = statSync(file, { bigint: true, throwIfNoEntry: false });
  return stats ? `${stats.ino}:${stats.size}:${stats.mtimeNs}` : 'gone';
}
