// The watcher of `site serve`: the last save of a file is always reported, also when a program saves
// in two steps (the file emptied, then written) or by renaming a new file over it, and the events of
// one save make one batch.
import { renameSync, statSync, writeFileSync } from 'node:fs';
import { mkdir, mkdtemp, open, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { RECHECK_MS, watchFiles, type FileWatcher } from '../../cli/serve/watch-files.ts';

let folder: string;
let watcher: FileWatcher | undefined;

afterEach(async () => {
  await watcher?.close();
  await rm(folder, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the files site serve watches', () => {
  it('reports a file again when it was written after the change reported (emptied, then written)', async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'watch-files-'));
    const file = path.join(folder, 'about.yaml');
    await writeFile(file, 'title: Before\n');
    const reports: { at: number; size: number }[] = [];
    watcher = await watchFiles([folder], (changed) => {
      if (changed.includes(file)) reports.push({ at: performance.now(), size: statSync(file).size });
    });

    // An editor that saves in two steps: the file is emptied, and written 20 ms later.
    const handle = await open(file, 'w');
    await sleep(20);
    await handle.writeFile('title: After\n');
    await handle.close();
    const written = performance.now();
    await sleep(RECHECK_MS * 3);

    expect(reports.length).toBeGreaterThan(0);
    expect(reports.at(-1)!.at).toBeGreaterThan(written);
    expect(reports.at(-1)!.size).toBe('title: After\n'.length);
  });

  it('reports a file once when it was saved once, the events of one save in one batch', async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'watch-files-'));
    const file = path.join(folder, 'about.yaml');
    await writeFile(file, 'title: Before\n');
    const reports: string[][] = [];
    watcher = await watchFiles([folder], (changed) => reports.push(changed));
    await writeFile(file, 'title: After\n');
    await sleep(RECHECK_MS * 3);
    expect(reports).toEqual([[file]]);
  });

  it('reports every save of a file saved by renaming a new file over it (vim, sed -i, "safe write"), and not the file renamed', async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'watch-files-'));
    await mkdir(path.join(folder, 'blog'));
    const file = path.join(folder, 'blog', 'post.md');
    await writeFile(file, 'title: 0\n');
    const reports: string[] = [];
    watcher = await watchFiles([folder], (changed) => reports.push(...changed));
    // Node's recursive watcher (Linux, Node 20) reported the first of these and none after it. Each
    // save well after the last one's recheck: the recheck would catch a save made before it.
    for (const save of [1, 2, 3]) {
      // In one turn of the event loop, as an editor's save is: awaited, a busy machine could let the
      // watcher see the new file before its rename, a file that did exist for that moment.
      writeFileSync(`${file}.tmp`, `title: ${save}\n`);
      renameSync(`${file}.tmp`, file);
      await sleep(RECHECK_MS * 3);
      expect(reports, `save ${save}`).toContain(file);
      // The file it wrote first is gone: no change of the site, not reported.
      expect(reports).not.toContain(`${file}.tmp`);
      reports.length = 0;
    }
    await writeFile(file, 'title: written in place\n');
    await sleep(RECHECK_MS * 3);
    expect(reports).toContain(file);
  });

  it('watches a folder made after it started, and reports the files that came in with it', async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'watch-files-'));
    const reports: string[] = [];
    watcher = await watchFiles([folder], (changed) => reports.push(...changed));
    const copied = path.join(os.tmpdir(), `watch-files-copied-${process.pid}`);
    await mkdir(path.join(copied, 'deeper'), { recursive: true });
    await writeFile(path.join(copied, 'deeper', 'first.md'), 'one\n');
    await rename(copied, path.join(folder, 'guides'));
    await sleep(RECHECK_MS);
    expect(reports).toContain(path.join(folder, 'guides', 'deeper', 'first.md'));
    reports.length = 0;
    await writeFile(path.join(folder, 'guides', 'deeper', 'second.md'), 'two\n');
    await sleep(RECHECK_MS);
    expect(reports).toContain(path.join(folder, 'guides', 'deeper', 'second.md'));
    reports.length = 0;
    await rm(path.join(folder, 'guides', 'deeper', 'first.md'));
    await sleep(RECHECK_MS);
    expect(reports).toEqual([path.join(folder, 'guides', 'deeper', 'first.md')]);
    // Moved away whole: only the folder's name has an event, and its file is gone with it.
    reports.length = 0;
    await rename(path.join(folder, 'guides'), copied);
    await sleep(RECHECK_MS);
    await rm(copied, { recursive: true });
    expect(reports).toContain(path.join(folder, 'guides', 'deeper', 'second.md'));
  });
});
