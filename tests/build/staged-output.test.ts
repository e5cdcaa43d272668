// The output folder's writer, on its own: a file given as a copy of a kept file (a social card) is
// linked where it can be and copied where it cannot (another disk), and either way published whole,
// or said to be gone; what a killed build left beside the output is cleared by the next one.
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { OUTPUT_MARKER, OutputFolderError, StagedOutput } from '../../cli/build/output.ts';

// The project these outputs belong to: none of them is inside it.
const project = process.cwd();
const made: string[] = [];
async function folderIn(parent: string): Promise<string> {
  const folder = await mkdtemp(path.join(parent, 'site-output-'));
  made.push(folder);
  return folder;
}
afterEach(async () => {
  await Promise.all(made.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
});

describe('the staged output', () => {
  it('publishes a copy of a kept file as a link to it on the same disk, counting its bytes', async () => {
    const folder = await folderIn(os.tmpdir());
    const source = path.join(folder, 'kept.png');
    await writeFile(source, 'card bytes');
    const output = await StagedOutput.open(path.join(folder, 'dist'), project);
    expect(output.copyOf('social/blog/1.png', source)?.size).toBe('card bytes'.length);
    await output.commit();
    const published = path.join(folder, 'dist/social/blog/1.png');
    expect(await readFile(published, 'utf8')).toBe('card bytes');
    expect((await stat(published)).ino).toBe((await stat(source)).ino);
    expect(output.bytes).toBe('card bytes'.length);
  });

  it.skipIf(!existsSync('/dev/shm'))(
    'copies it when the kept file is on another disk, where a link cannot reach',
    async () => {
      const elsewhere = await folderIn('/dev/shm');
      const source = path.join(elsewhere, 'kept.png');
      await writeFile(source, 'card bytes');
      const folder = await folderIn(os.tmpdir());
      const output = await StagedOutput.open(path.join(folder, 'dist'), project);
      expect(output.copyOf('social/1.png', source)?.size).toBe('card bytes'.length);
      await output.commit();
      const published = path.join(folder, 'dist/social/1.png');
      expect(await readFile(published, 'utf8')).toBe('card bytes');
      expect((await stat(published)).ino).not.toBe((await stat(source)).ino);
    },
  );

  it('says when a kept file is gone (removed from the cache meanwhile) instead of failing the build later', async () => {
    const folder = await folderIn(os.tmpdir());
    const output = await StagedOutput.open(path.join(folder, 'dist'), project);
    expect(output.copyOf('social/blog/1.png', path.join(folder, 'pruned.png'))).toBeUndefined();
    await output.write('social/blog/1.png', 'drawn again');
    await output.commit();
    expect(await readFile(path.join(folder, 'dist/social/blog/1.png'), 'utf8')).toBe('drawn again');
    expect(output.bytes).toBe('drawn again'.length);
  });

  it('writes more files than it writes at once, every file whole', async () => {
    const folder = await folderIn(os.tmpdir());
    const output = await StagedOutput.open(path.join(folder, 'dist'), project);
    const page = 'x'.repeat(1024 * 1024);
    for (let i = 0; i < 48; i++) await output.write(`blog/${i}/index.html`, `${i}${page}`);
    await output.commit();
    for (const i of [0, 23, 47])
      expect(await readFile(path.join(folder, `dist/blog/${i}/index.html`), 'utf8')).toBe(`${i}${page}`);
    expect(output.bytes).toBe(48 * page.length + 10 + 38 * 2);
  });

  it('fails the commit with the file it could not write, and leaves the previous output in place', async () => {
    const folder = await folderIn(os.tmpdir());
    const dist = path.join(folder, 'dist');
    const previous = await StagedOutput.open(dist, project);
    await previous.write('index.html', 'the site online');
    await previous.commit();
    const output = await StagedOutput.open(dist, project);
    const tooLong = `${'a'.repeat(300)}.html`;
    await output.write('about.html', 'a page');
    await output.write(tooLong, 'a name no disk takes');
    await expect(output.commit()).rejects.toThrow(new RegExp(`Could not write the output: ${tooLong}: ENAMETOOLONG`));
    await output.discard();
    expect(await readFile(path.join(dist, 'index.html'), 'utf8')).toBe('the site online');
  });

  it('puts back the site a build killed between its two renames retired, when it left no output folder', async () => {
    const folder = await folderIn(os.tmpdir());
    const retired: [string, string][] = [
      ['.dist.old-1700000000000', 'an older site'],
      ['.dist.old-1800000000000', 'the last site published'],
    ];
    for (const [name, text] of retired) {
      await mkdir(path.join(folder, name));
      await writeFile(path.join(folder, name, 'index.html'), text);
    }
    const output = await StagedOutput.open(path.join(folder, 'dist'), project);
    await output.discard(); // this build fails too: the site is still there
    expect(await readFile(path.join(folder, 'dist/index.html'), 'utf8')).toBe('the last site published');
  });

  it('removes what killed builds left beside the output (their staging folders, retired outputs)', async () => {
    const folder = await folderIn(os.tmpdir());
    for (const name of ['.dist.building-a1B2c3', '.dist.old-1700000000000']) {
      await mkdir(path.join(folder, name, 'blog'), { recursive: true });
      await writeFile(path.join(folder, name, 'blog/1.html'), 'a whole copy of the site');
    }
    const output = await StagedOutput.open(path.join(folder, 'dist'), project);
    await output.write('index.html', 'the site');
    await output.commit();
    await expect.poll(() => readdirSync(folder), { timeout: 10_000 }).toEqual(['dist']);
  });

  it("refuses a folder of someone's files before writing anything, and leaves them as they were", async () => {
    const folder = await folderIn(os.tmpdir());
    const theirs = path.join(folder, 'site');
    await mkdir(theirs);
    await writeFile(path.join(theirs, 'index.html'), 'their own home page');
    await expect(StagedOutput.open(theirs, project)).rejects.toThrow(OutputFolderError);
    expect(readdirSync(folder)).toEqual(['site']);
    expect(readdirSync(theirs)).toEqual(['index.html']);
    expect(await readFile(path.join(theirs, 'index.html'), 'utf8')).toBe('their own home page');
  });

  it("marks every output as a build's, and replaces its own output at the next build", async () => {
    const folder = await folderIn(os.tmpdir());
    const dist = path.join(folder, 'dist');
    const first = await StagedOutput.open(dist, project);
    await first.write('index.html', 'the first site');
    await first.commit();
    expect(readdirSync(dist).sort()).toEqual([OUTPUT_MARKER, 'index.html']);
    expect(first.files).toEqual(new Set(['index.html'])); // the marker is not one of the site's files
    await mkdir(path.join(folder, 'any-folder'));
    expect((await stat(dist)).mode).toBe((await stat(path.join(folder, 'any-folder'))).mode); // readable by a server
    const second = await StagedOutput.open(dist, project);
    await second.write('index.html', 'the second site');
    await second.commit();
    expect(await readFile(path.join(dist, 'index.html'), 'utf8')).toBe('the second site');
  });

  it('replaces a site an earlier version built before outputs were marked, and marks it', async () => {
    const folder = await folderIn(os.tmpdir());
    const dist = path.join(folder, 'dist');
    await mkdir(dist);
    for (const file of ['index.html', '404.html', 'sitemap.xml', '_headers', 'vercel.json', 'robots.txt'])
      await writeFile(path.join(dist, file), 'an earlier build');
    const output = await StagedOutput.open(dist, project);
    await output.write('index.html', 'this build');
    await output.commit();
    expect(readdirSync(dist).sort()).toEqual([OUTPUT_MARKER, 'index.html']);
  });
});
