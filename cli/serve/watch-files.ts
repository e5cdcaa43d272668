// The files `site serve` watches, reported in batches (one save often fires several events). Node's
// own recursive watcher reports each event as it comes and does nothing more: chokidar, used before,
// read and stat'ed a whole folder again after every change in it (1,000 posts: some 50 ms of the main
// thread's time and of the disk's, beside every rebuild) and dropped a file's second change within
// 50 ms of its first, so a save in two steps (the file emptied, then written) could be reported only
// while the file was empty. As a safety net against any event missed, each file of a batch is stamped
// as the batch is handed on (before anything reads it), looked at again a moment later, and reported
// again if it changed since.
import { statSync, watch } from 'node:fs';
import path from 'node:path';

/** Events this close together make one batch. */
export const SETTLE_MS = 5;
/** Long enough for the second half of a save in two steps, even on a slow machine. */
export const RECHECK_MS = 120;

export interface FileWatcher {
  close(): Promise<void>;
}

/** Calls `onChanges` with the paths of the files added, changed or removed under `folders`, once ready. */
export async function watchFiles(folders: string[], onChanges: (files: string[]) => void): Promise<FileWatcher> {
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

  const watchers = folders.map((folder) =>
    watch(folder, { recursive: true }, (_event, name) => {
      if (name) changed(path.join(folder, name.toString()));
    }),
  );
  return {
    async close() {
      clearTimeout(settle);
      for (const timer of rechecks.values()) clearTimeout(timer);
      for (const watcher of watchers) watcher.close();
    },
  };
}

/** What tells one version of a file from the next: its inode, size and modification time (ns). */
function stampOf(file: string): string {
  const stats = statSync(file, { bigint: true, throwIfNoEntry: false });
  return stats ? `${stats.ino}:${stats.size}:${stats.mtimeNs}` : 'gone';
}
