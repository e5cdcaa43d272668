// `site serve --data DIR` builds into DIR/site/ and replaces it whole: over a folder of someone's own
// files there (`--data ~` and their ~/site), it stops with a sentence and leaves every file as it was.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const data = await mkdtemp(path.join(os.tmpdir(), 'site-serve-data-'));
afterAll(() => rm(data, { recursive: true, force: true }));

describe('site serve over a folder it did not build', () => {
  it('refuses, exits 1 with what to do, and leaves the files there', async () => {
    const theirs = path.join(data, 'site');
    await mkdir(path.join(theirs, 'photos'), { recursive: true });
    await writeFile(path.join(theirs, 'index.html'), 'my own home page');
    await writeFile(path.join(theirs, 'photos/cat.jpg'), 'a photo');
    const failed = await run(
      process.execPath,
      ['cli/bin.js', 'serve', '--port', '0', '--host', '127.0.0.1', '--data', data],
      // Time enough to build and replace the folder, which is what it did before it refused.
      { timeout: 30_000 },
    ).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain(`Not building into ${theirs}/: it holds files no build made`);
    expect(failed.stderr).toContain('`site serve --data DIR` into DIR/site/');
    expect(failed.stderr).not.toMatch(/\n\s+at /);
    expect((await readdir(data)).sort()).toEqual(['site']);
    expect(await readFile(path.join(theirs, 'index.html'), 'utf8')).toBe('my own home page');
    expect(await readFile(path.join(theirs, 'photos/cat.jpg'), 'utf8')).toBe('a photo');
  });
});
