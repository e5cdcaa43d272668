// The one cache (cli/runtime/cache.js): an entry is put whole, found and touched by its kind and key, keyed on
// its sources (project files by content, packages by name and version), not keyed when a source was
// saved while it was made, and removed once no run used it for eight days.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entryOf, keyIfUnchanged, keyOf, put, sourcesOf, take } from '../../cli/runtime/cache.js';

let scratch: string;
let root = '';
let roots = 0;
beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'site-cache-'));
});
afterAll(() => rm(scratch, { recursive: true, force: true }));
/** A project of its own for each test: a process looks through a kind's folder once. */
const newProject = async () => {
  root = path.join(scratch, `project-${++roots}`);
  await mkdir(root, { recursive: true });
  return root;
};
const DAY_MS = 24 * 60 * 60 * 1000;
const ageBy = (file: string, ms: number) => utimes(file, new Date(Date.now() - ms), new Date(Date.now() - ms));

describe('the cache', () => {
  it('puts an entry whole: of two runs putting one folder at once, one whole folder stays, and nothing aside', async () => {
    await newProject();
    const write = (name: string) => async (staging: string) => {
      await mkdir(staging);
      await writeFile(path.join(staging, `${name}.js`), name);
    };
    const [first, second] = await Promise.all([
      put(root, 'bundle', 'key', write('first')),
      put(root, 'bundle', 'key', write('second')),
    ]);
    expect(first).toBe(second);
    const files = await readdir(first);
    expect(files).toHaveLength(1);
    expect(await readFile(path.join(first, files[0]!), 'utf8')).toBe(path.basename(files[0]!, '.js'));
    expect(await readdir(path.dirname(first))).toEqual(['key']);
  });

  it('finds an entry by its kind and key and touches it as used, and finds none that was not put', async () => {
    await newProject();
    expect(take(root, 'cards', 'a.png')).toBeUndefined();
    const file = await put(root, 'cards', 'a.png', (staging) => writeFile(staging, 'png'));
    await ageBy(file, 3 * DAY_MS);
    expect(take(root, 'cards', 'a.png')).toBe(entryOf(root, 'cards', 'a.png'));
    expect(Date.now() - (await stat(file)).mtimeMs).toBeLessThan(60_000);
  });

  it('records a use at most once a day: an entry used an hour ago keeps its time (a published card linked to it keeps its own)', async () => {
    await newProject();
    const file = await put(root, 'cards', 'b.png', (staging) => writeFile(staging, 'png'));
    await ageBy(file, DAY_MS / 24);
    const before = (await stat(file)).mtimeMs;
    expect(take(root, 'cards', 'b.png')).toBe(entryOf(root, 'cards', 'b.png'));
    expect((await stat(file)).mtimeMs).toBe(before);
  });

  it('removes, when it puts an entry, those of its kind no run used for eight days, and no other', async () => {
    await newProject();
    const file = (kind: string, name: string) => put(root, kind, name, (staging) => writeFile(staging, name));
    // Another process put these: this one has not looked through their folders yet.
    const [unused, used, otherKind] = [
      entryOf(root, 'cards', 'unused'),
      entryOf(root, 'cards', 'used'),
      entryOf(root, 'bundle', 'unused'),
    ];
    for (const entry of [unused, used, otherKind]) {
      await mkdir(path.dirname(entry), { recursive: true });
      await writeFile(entry, '');
      await ageBy(entry, 9 * DAY_MS);
    }
    const aside = `${unused}.1234-1.tmp`;
    await writeFile(aside, '');
    await ageBy(aside, 9 * DAY_MS);
    await ageBy(used, 9 * DAY_MS);
    expect(take(root, 'cards', 'used')).toBe(used);
    await file('cards', 'new');
    expect([existsSync(unused), existsSync(aside), existsSync(used), existsSync(otherKind)]).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });

  it('keys sources on their files by content and their packages by name and version; no key when a file is gone', async () => {
    await newProject();
    const folder = path.join(root, 'node_modules/@example/painter');
    await mkdir(folder, { recursive: true });
    const install = (version: string) =>
      writeFile(path.join(folder, 'package.json'), JSON.stringify({ name: '@example/painter', version }));
    await writeFile(path.join(root, 'font.woff'), 'glyphs');
    const sources = sourcesOf(
      root,
      ['node_modules/@example/painter/index.js', 'draw.ts', 'island:SiteMenu'],
      [path.join(folder, 'paint.wasm'), path.join(root, 'font.woff')],
    );
    expect(sources).toEqual({ files: ['draw.ts', 'font.woff'], packages: [folder] });
    await writeFile(path.join(root, 'draw.ts'), 'export {};');
    await install('1.0.0');
    const first = keyOf(root, sources);
    expect(first).toBeDefined();
    expect(keyOf(root, sources, 'another recipe')).not.toBe(first);
    await install('1.0.1');
    expect(keyOf(root, sources)).not.toBe(first);
    await writeFile(path.join(root, 'font.woff'), 'other glyphs');
    const second = keyOf(root, sources);
    await install('1.0.0');
    expect(keyOf(root, sources)).not.toBe(second);
    await rm(path.join(root, 'draw.ts'));
    expect(keyOf(root, sources)).toBeUndefined();
  });

  it('gives no key to what was made from a source saved after making began: what read it may have read the older bytes', async () => {
    await newProject();
    await writeFile(path.join(root, 'main.css'), 'a {}');
    const sources = sourcesOf(root, ['main.css']);
    const startedMs = Date.now();
    // A save while esbuild ran, dated after the start whatever the clock's resolution.
    const savedAt = new Date(startedMs + 1000);
    await utimes(path.join(root, 'main.css'), savedAt, savedAt);
    expect(keyIfUnchanged(root, sources, startedMs)).toBeUndefined();
    expect(keyIfUnchanged(root, sources, startedMs + 2000)).toBe(keyOf(root, sources));
  });
});
