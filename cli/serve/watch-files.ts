// The files `site serve` watches, reported in batches (one save often fires several events). One
// `fs.watch` per folder, not Node's recursive one, which on Linux never reported a file again once an
// editor saved it by renaming another over it (vim, `sed -i`); not chokidar, which reads a whole folder
// again after each change (docs/speed.md). Each reported file is looked at again a moment later, so a
// save in two steps (emptied, then written) is never left showing the empty file.
import { readdirSync, statSync, watch, type FSWatcher } from 'node:fs';
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
  /** The files that were there: one gone that never was is an editor's temporary file, renamed over
   *  the file it saved (reported itself) or removed, and no change of the site. */
  const known = new Set<string>();
  const handOn = () => {
    const files: string[] = [];
    for (const file of batch) {
      const stamp = stampOf(file);
      if (stamp === 'gone' && !known.delete(file)) continue;
      if (stamp !== 'gone') known.add(file);
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

  const trees = folders.map((folder) => watchTree(folder, changed, known));
  return {
    async close() {
      clearTimeout(settle);
      for (const timer of rechecks.values()) clearTimeout(timer);
      for (const tree of trees) tree.close();
    },
  };
}

/**
 * Watches `root` and every folder under it, each with a watcher of its own, and calls `onFile` with
 * each path an event names. A folder made later is watched as it appears, and the files already in
 * it (copied in with it) are reported; a folder removed stops being watched, and the `known` files
 * in it are reported. The files found on the way are added to `known`.
 */
function watchTree(root: string, onFile: (file: string) => void, known: Set<string>): { close(): void } {
  const watchers = new Map<string, FSWatcher>();
  const stopWatching = (folder: string) => {
    for (const [watched, watcher] of watchers)
      if (watched === folder || watched.startsWith(folder + path.sep)) {
        watcher.close();
        watchers.delete(watched);
      }
  };
  // A folder moved away: its files are gone too, though only the folder's name was reported.
  const gone = (folder: string) => {
    stopWatching(folder);
    for (const file of known) if (file.startsWith(folder + path.sep)) onFile(file);
  };
  const add = (folder: string, isNew: boolean) => {
    if (watchers.has(folder)) return;
    let watcher: FSWatcher;
    try {
      watcher = watch(folder, (event, name) => {
        if (!name) return;
        const file = path.join(folder, name.toString());
        if (event === 'rename') {
          if (isFolder(file)) add(file, true);
          else if (watchers.has(file)) gone(file);
        }
        onFile(file);
      });
    } catch {
      return; // gone already
    }
    watcher.on('error', () => stopWatching(folder));
    watchers.set(folder, watcher);
    for (const entry of entriesOf(folder)) {
      const entryPath = path.join(folder, entry.name);
      if (entry.isDirectory()) add(entryPath, isNew);
      else if (isNew) onFile(entryPath);
      else known.add(entryPath);
    }
  };
  add(root, false);
  return { close: () => stopWatching(root) };
}

const entriesOf = (folder: string) => {
  try {
    return readdirSync(folder, { withFileTypes: true });
  } catch {
    return [];
  }
};

const isFolder = (file: string) => statSync(file, { throwIfNoEntry: false })?.isDirectory() ?? false;

/** What tells one version of a file from the next: its inode, size and modification time (ns). */
function stampOf(file: string): string {
  const stats = statSync(file, { bigint: true, throwIfNoEntry: false });
  return stats ? `${stats.ino}:${stats.size}:${stats.mtimeNs}` : 'gone';
}
