// A file written whole (cli/runtime/whole-file.js): a reader sees the old bytes or the new ones, never a part,
// and nothing is left beside the file, whether the write succeeded or not.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createWhole, writeWhole } from '../../cli/runtime/whole-file.js';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'site-whole-file-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A folder of its own for one test. */
function folder(name: string): string {
  const made = path.join(scratch, name);
  mkdirSync(made);
  return made;
}

describe('a file written whole', () => {
  it('replaces the old bytes, and a reader meanwhile reads the old file or the new one, never a part', async () => {
    const file = path.join(folder('replaced'), 'list.json');
    const old = 'a'.repeat(2 ** 21);
    const fresh = 'b'.repeat(2 ** 21);
    await writeFile(file, old);
    const [, ...reads] = await Promise.all([
      writeWhole(file, fresh),
      ...Array.from({ length: 10 }, () => readFile(file, 'utf8')),
    ]);
    for (const text of reads) expect(text === old || text === fresh).toBe(true);
    expect(await readFile(file, 'utf8')).toBe(fresh);
    expect(await readdir(path.dirname(file))).toEqual(['list.json']);
  });

  it('is written by two calls of one process at once without either failing: the file holds one whole', async () => {
    const file = path.join(folder('twice'), 'card.png');
    await Promise.all([writeWhole(file, 'first'), writeWhole(file, 'second')]);
    expect(['first', 'second']).toContain(await readFile(file, 'utf8'));
    expect(await readdir(path.dirname(file))).toEqual(['card.png']);
  });

  it('has the mode asked for', async () => {
    const file = path.join(folder('mode'), 'serve.json');
    await writeWhole(file, '{}', { mode: 0o600 });
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it('that cannot take its place fails, and leaves nothing beside it', async () => {
    const parent = folder('refused');
    // A folder with something in it cannot be replaced by a file.
    mkdirSync(path.join(parent, 'taken', 'inside'), { recursive: true });
    await expect(writeWhole(path.join(parent, 'taken'), 'text')).rejects.toThrow();
    expect(await readdir(parent)).toEqual(['taken']);
  });
});

describe('a file created whole', () => {
  it('is created where no file is', async () => {
    const file = path.join(folder('created'), 'serve.json');
    expect(await createWhole(file, '{"pid":1}', { mode: 0o600 })).toBe(true);
    expect(await readFile(file, 'utf8')).toBe('{"pid":1}');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await readdir(path.dirname(file))).toEqual(['serve.json']);
  });

  it('never replaces a file: of several creating it at once one succeeds, and its bytes are the ones kept', async () => {
    const file = path.join(folder('raced'), 'serve.json');
    const created = await Promise.all(Array.from({ length: 8 }, (_, n) => createWhole(file, `{"n":${n}}`)));
    expect(created.filter(Boolean)).toHaveLength(1);
    expect(await readFile(file, 'utf8')).toBe(`{"n":${created.indexOf(true)}}`);
    expect(await createWhole(file, 'later')).toBe(false);
    expect(await readFile(file, 'utf8')).toBe(`{"n":${created.indexOf(true)}}`);
    expect(await readdir(path.dirname(file))).toEqual(['serve.json']);
  });
});
