// The files `site serve` watches, reported in batches (one save often fires several events). chokidar
// does the watching: new folders, files removed, and files replaced by renaming another over them
// (how vim, `sed -i` and editors' "safe write" save). Two things are left to this file. chokidar drops
// a file's second change soon after its first, so a save in two steps (the file emptied, then
// written) could be reported only while the file was empty: each file of a batch is stamped as the
// batch is handed on (before anything reads it), looked at again a moment later, and reported again if
// it changed since. And a file as it was when last reported (chokidar can report a save twice), or an
// editor's temporary file gone by the time its batch is handed on, is no change of the site.
import { statSync } from 'node:fs';
import { watch } from 'chokidar';

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
  /** Each file's stamp when it was last reported ('there' for the files there at the start). A file
   *  as it was last reported is no change: chokidar can report one save twice. A file gone that never
   *  was there is an editor's temporary file, renamed over the file it saved or removed. */
  const reported = new Map<string, string>();
  const handOn = () => {
    const files: string[] = [];
    for (const file of batch) {
      const stamp = stampOf(file);
      if (stamp === (reported.get(file) ?? 'gone')) continue;
      if (stamp === 'gone') reported.delete(file);
      else reported.set(file, stamp);
      recheckLater(file, stamp);
      files.push(file);
    }
    batch = new Set();
    if (files.length > 0) onChanges(files);
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

  let ready = false;
  const watcher = watch(folders).on('all', (event, file) => {
    if (event === 'addDir' || event === 'unlinkDir') return; // the files in it have events of their own
    if (ready) changed(file);
    else reported.set(file, 'there');
  });
  await new Promise((resolve) => watcher.once('ready', resolve));
  ready = true;
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
