// The files `site serve` watches, reported in batches (one save often fires several events) so that
// the last save of a file is never missed. chokidar drops a file's second change within 50 ms of its
// first (its throttle), and many programs save by emptying a file and then writing it: the one change
// reported may be of the empty file, and the page would show it until the next save. So each file of
// a batch is stamped as the batch is handed on (before anything reads it), looked at again once that
// window has passed, and reported again if it changed since.
import { statSync } from 'node:fs';
import { watch } from 'chokidar';

/** Events this close together make one batch. */
export const SETTLE_MS = 15;
/** Past chokidar's 50 ms throttle of a file's changes, with room for a slow event loop. */
export const RECHECK_MS = 120;

export interface FileWatcher {
  close(): Promise<void>;
}

/** Calls `onChanges` with the paths of the files added, changed or removed under `folders`, once ready. */
export async function watchFiles(folders: string[], onChanges: (files: string[]) => void): Promise<FileWatcher> {
  const watcher = watch(folders, { ignoreInitial: true });
  const rechecks = new Map<string, NodeJS.Timeout>();
  let batch = new Set<string>();
  let settle: NodeJS.Timeout | undefined;

  const changed = (file: string) => {
    batch.add(file);
    clearTimeout(settle);
    settle = setTimeout(handOn, SETTLE_MS);
  };
  const handOn = () => {
    const files = [...batch];
    batch = new Set();
    for (const file of files) recheckLater(file, stampOf(file));
    onChanges(files);
  };
  const recheckLater = (file: string, stamp: string) => {
    clearTimeout(rechecks.get(file));
    rechecks.set(
      file,
      setTimeout(() => {
        rechecks.delete(file);
        if (stampOf(file) !== stamp) changed(file);
      }, RECHECK_MS),
    );
  };

  watcher.on('all', (_event, file) => changed(file));
  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  return {
    async close() {
      clearTimeout(settle);
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
