// A file written whole (cli/runtime/whole-file.ts): a reader sees the old bytes or the new ones, never a part,
// and nothing is left beside the file, whether the write succeeded or not.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeWhole } from '../../cli/runtime/whole-file.ts';

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

  it('that cannot take its place fails, and leaves nothing beside it', async () => {
    const parent = folder('refused');
    // A folder with something in it cannot be replaced by a file.
    mkdirSync(path.join(parent, 'taken', 'inside'), { recursive: true });
    await expect(writeWhole(path.join(parent, 'taken'), 'text')).rejects.toThrow();
    expect(await readdir(parent)).toEqual(['taken']);
  });
});
