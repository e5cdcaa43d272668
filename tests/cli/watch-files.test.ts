// The watcher of `site serve`: the last save of a file is always reported, also when a program saves
// in two steps (the file emptied, then written), and the events of one save make one batch.
import { statSync } from 'node:fs';
import { mkdtemp, open, rm, writeFile } from 'node:fs/promises';
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
});
