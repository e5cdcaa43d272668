// Every page's link preview: its own 1200 by 630 PNG, named with its size and alt text in the head,
// drawn once and then read back from the cache, drawn for a new post by the build that sees it and
// again after an edit of the code that draws it or with --no-cache, kept read-only, and removed from
// the cache once no run used it for days.
import { execFile } from 'node:child_process';
import { readFile, readdir, rm, mkdtemp, stat, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type BuildResult } from '../../cli/build/index.ts';
import { entryOf } from '../../cli/runtime/cache.js';
import { configFromEnv } from '../../cli/site/config.ts';
import { copyProject, projectRoot, type ProjectCopy } from '../support/project-copy.ts';

const run = promisify(execFile);
const SITE_URL = 'https://www.bluebonnetcyber.example';
const config = configFromEnv({ SITE_URL });
// A cold cache draws every card, each slow to draw on a busy machine.
const COLD_BUILD = 180_000;

let project: ProjectCopy;
let outDir: string;
let first: BuildResult;
beforeAll(async () => {
  project = await copyProject();
  outDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'site-cards-')), 'dist');
  first = await buildSite({ projectRoot: project.root, outDir, config });
}, COLD_BUILD);
afterAll(async () => {
  await project.remove();
  await rm(path.dirname(outDir), { recursive: true, force: true });
});

/** Every built page: its HTML file. */
async function pageFiles(): Promise<string[]> {
  const entries = await readdir(outDir, { recursive: true });
  return entries.filter((file) => file.endsWith('.html')).sort();
}

const metaOf = (html: string, key: string) =>
  html.match(new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"/>`))?.[1];

/** A PNG's size, from its IHDR chunk (bytes 16 to 24). */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('social cards', () => {
  it('give every page its own 1200 by 630 PNG, with its size and a description in the Open Graph and Twitter tags', async () => {
    const files = await pageFiles();
    expect(files.length).toBe(first.pages);
    const images = new Map<string, string>();
    for (const file of files) {
      const html = await readFile(path.join(outDir, file), 'utf8');
      const image = metaOf(html, 'og:image')!;
      expect(image, file).toMatch(new RegExp(`^${SITE_URL}/social/.+\\.png$`));
      expect(metaOf(html, 'twitter:image'), file).toBe(image);
      expect([metaOf(html, 'og:image:width'), metaOf(html, 'og:image:height')], file).toEqual(['1200', '630']);
      expect(metaOf(html, 'og:image:alt'), file).toMatch(/^Bluebonnet Cyber: .{8,}/);
      expect(metaOf(html, 'twitter:image:alt'), file).toBe(metaOf(html, 'og:image:alt'));
      images.set(file, image);
    }
    // No two pages share a card, and no two cards are the same picture.
    expect(new Set(images.values()).size).toBe(files.length);
    const pictures = new Set<string>();
    for (const image of images.values()) {
      const png = await readFile(path.join(outDir, new URL(image).pathname));
      expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
      pictures.add(png.toString('base64'));
    }
    expect(pictures.size).toBe(files.length);
  });

  it("names the article and its category on an article's card", async () => {
    const html = await readFile(path.join(outDir, 'blog/3.html'), 'utf8');
    expect(metaOf(html, 'og:image')).toBe(`${SITE_URL}/social/blog/3.png`);
    expect(metaOf(html, 'og:image:alt')).toBe(
      'Bluebonnet Cyber: The Real Cost of IT Management for Texas SMBs (Article · IT Management)',
    );
  });

  it('are read back, not drawn again, by a build of unchanged pages', async () => {
    const again = await buildSite({ projectRoot: project.root, outDir, config });
    expect(again.socialCards).toEqual({ drawn: 0, reused: first.pages });
  });

  it("are published without copying their bytes: a kept card's file is linked into the output (same disk), and stays when the output is replaced", async () => {
    await buildSite({ projectRoot: project.root, outDir, config });
    const card = await stat(path.join(outDir, 'social/blog/3.png'));
    expect(card.nlink).toBeGreaterThanOrEqual(2);
    const cached = (await readdir(CARDS_FOLDER)).map((name) => path.join(CARDS_FOLDER, name));
    const source = await Promise.all(cached.map(async (file) => ({ file, ino: (await stat(file)).ino })));
    expect(source.some((entry) => entry.ino === card.ino)).toBe(true);
    // Replacing the output (the next build) deletes its links, never the kept card.
    await buildSite({ projectRoot: project.root, outDir, config });
    const kept = source.find((entry) => entry.ino === card.ino)!;
    expect((await stat(kept.file)).ino).toBe(card.ino);
  });

  it(
    'come for a new post with no extra step: the next build draws its card',
    async () => {
      const post = (await project.read('content/blog/01-security-measures.md'))
        .replace(/^id: 1$/m, 'id: 77')
        .replace(/^title: .*$/m, 'title: "Seventy-Seven Ways to Test a Social Card"');
      await project.write('content/blog/77-social-card.md', post);
      const result = await buildSite({ projectRoot: project.root, outDir, config });
      // Every other page keeps its card; a cache left by an earlier run may already hold this one.
      expect(result.socialCards!.drawn + result.socialCards!.reused).toBe(result.pages);
      expect(result.socialCards!.drawn).toBeLessThanOrEqual(1);
      const html = await readFile(path.join(outDir, 'blog/77.html'), 'utf8');
      expect(metaOf(html, 'og:image')).toBe(`${SITE_URL}/social/blog/77.png`);
      const card = await readFile(path.join(outDir, 'social/blog/77.png'));
      expect(pngSize(card)).toEqual({ width: 1200, height: 630 });
      expect(card.equals(await readFile(path.join(outDir, 'social/blog/1.png')))).toBe(false);
    },
    COLD_BUILD,
  );

  it('are kept read-only: a published card cannot be written to, and builds still replace the output', async () => {
    // A card no earlier run drew, so that this build draws and keeps it.
    const post = (await project.read('content/blog/01-security-measures.md'))
      .replace(/^id: 1$/m, 'id: 78')
      .replace(/^title: .*$/m, `title: "A Card Kept Read-Only (${process.pid} ${Date.now()})"`);
    await project.write('content/blog/78-read-only-card.md', post);
    const card = path.join(outDir, 'social/blog/78.png');
    try {
      // Drawn, the card is kept, and written to the output from memory; kept, it is linked there.
      expect((await buildSite({ projectRoot: project.root, outDir, config })).socialCards!.drawn).toBe(1);
      const png = await readFile(card);
      const again = await buildSite({ projectRoot: project.root, outDir, config });
      expect(again.socialCards).toEqual({ drawn: 0, reused: again.pages });
      expect((await stat(card)).nlink).toBeGreaterThanOrEqual(2);
      expect((await stat(card)).mode & 0o777).toBe(0o444);
      expect((await readFile(card)).equals(png)).toBe(true);
      // Modes bind everyone but root, who may write to any file.
      if (process.getuid?.() !== 0) {
        await expect(writeFile(card, 'edited in place')).rejects.toMatchObject({ code: 'EACCES' });
      }
    } finally {
      await forgetCards([card]);
      await rm(path.join(project.root, 'content/blog/78-read-only-card.md'));
    }
  });
});

describe('social cards made by the site command', () => {
  let small: ProjectCopy;
  beforeAll(async () => {
    small = await copyProject();
    await keepFewPages(small);
  });
  afterAll(() => small.remove());

  it(
    'are all drawn again by the first build after an edit of the PNG encoder, which the drawing imports',
    async () => {
      // An edit no earlier run made, so that no card kept before can match it.
      const edit = `\n// ${process.pid} ${Date.now()}\n`;
      const out = path.join(path.dirname(outDir), 'png-edited');
      await small
        .withEdit('cli/artwork/png.ts', /$/, edit, async () => {
          const { stdout } = await run(process.execPath, ['cli/bin.js', 'build', '--out', out], {
            cwd: small.root,
            env: { ...process.env, SITE_URL, NODE_ENV: 'production' },
          });
          const pages = Number(/Built (\d+) pages/.exec(stdout)?.[1]);
          expect(pages).toBeGreaterThan(10);
          expect(stdout).toContain(`social cards: ${pages} drawn, 0 reused`);
        })
        .finally(async () => {
          const published = await readdir(path.join(out, 'social'), { recursive: true }).catch(() => []);
          await forgetCards(
            published.filter((file) => file.endsWith('.png')).map((file) => path.join(out, 'social', file)),
          );
          await rm(out, { recursive: true, force: true });
        });
    },
    COLD_BUILD,
  );

  it(
    'are all drawn afresh by site build --no-cache, which keeps none of them',
    async () => {
      const out = path.join(path.dirname(outDir), 'no-cache');
      try {
        const before = new Set(await readdir(CARDS_FOLDER));
        const { stdout } = await buildSmall(['--no-cache', '--out', out]);
        const pages = Number(/Built (\d+) pages/.exec(stdout)?.[1]);
        expect(stdout).toContain(`social cards: ${pages} drawn, 0 reused`);
        const published = await readdir(path.join(out, 'social'), { recursive: true });
        expect(published.filter((file) => file.endsWith('.png'))).toHaveLength(pages);
        const added = (await readdir(CARDS_FOLDER)).filter((name) => !before.has(name) && name.endsWith('.png'));
        // Another test's build may add its own meanwhile, never one of these.
        const ours = await Promise.all(published.map(async (file) => (await stat(path.join(out, 'social', file))).ino));
        const addedInodes = await Promise.all(
          added.map(async (name) => (await stat(path.join(CARDS_FOLDER, name))).ino),
        );
        expect(addedInodes.filter((ino) => ours.includes(ino))).toEqual([]);
      } finally {
        await rm(out, { recursive: true, force: true });
      }
    },
    COLD_BUILD,
  );

  it(
    'leave the cache once no run used them for eight days, and a site that published one whole',
    async () => {
      const file = 'content/blog/79-edited-title.md';
      const titled = async (title: string) =>
        small.write(
          file,
          (await small.read('content/blog/01-security-measures.md'))
            .replace(/^id: 1$/m, 'id: 79')
            .replace(/^title: .*$/m, `title: "${title} (${process.pid} ${Date.now()})"`),
        );
      const parent = path.dirname(outDir);
      const [before, after] = [path.join(parent, 'before-edit'), path.join(parent, 'after-edit')];
      const published = path.join(before, 'social/blog/79.png');
      try {
        await titled('A Title Before Its Edit');
        const unused = await cardKeptBy(async () => {
          await buildSmall(['--out', before]);
          return published;
        });
        const png = await readFile(published);
        const nineDaysAgo = new Date(Date.now() - 9 * 24 * 60 * 60 * 1000);
        await utimes(path.join(CARDS_FOLDER, unused), nineDaysAgo, nineDaysAgo);
        // The next build draws the edited title's card: putting it, the cache looks for unused ones.
        await titled('The Same Post, Its Title Edited');
        const { stdout } = await buildSmall(['--out', after]);
        expect(stdout).toMatch(/social cards: 1 drawn/);
        expect(await readdir(CARDS_FOLDER)).not.toContain(unused);
        // The first site keeps its card: its own link to the file, which the cache's removal left.
        expect((await stat(published)).nlink).toBe(1);
        expect((await readFile(published)).equals(png)).toBe(true);
        // The cards this build used are kept.
        await forgetCards([path.join(after, 'social/blog/79.png')]);
        const kept = await stat(path.join(after, 'social/blog/1.png'));
        expect(kept.nlink).toBeGreaterThanOrEqual(2);
      } finally {
        await rm(path.join(small.root, file), { force: true });
        await Promise.all([before, after].map((folder) => rm(folder, { recursive: true, force: true })));
      }
    },
    COLD_BUILD,
  );

  /** Runs `site build` with `args` in the small copy. */
  const buildSmall = (args: string[]) =>
    run(process.execPath, ['cli/bin.js', 'build', ...args], {
      cwd: small.root,
      env: { ...process.env, SITE_URL, NODE_ENV: 'production' },
    });
});

/**
 * Leaves a copy with fewer pages, each card being slow to draw: of the vendors, those the pages and
 * site.yaml link to (the others are linked from nowhere else), and of the posts, the first.
 */
async function keepFewPages(copy: ProjectCopy): Promise<void> {
  const pages = (await readdir(path.join(copy.root, 'content/pages'))).map((name) => `content/pages/${name}`);
  const linked = new Set<string>();
  for (const file of ['content/site.yaml', ...pages]) {
    for (const [, slug] of (await copy.read(file)).matchAll(/\/services\/([a-z0-9-]+)/g)) linked.add(`${slug}.md`);
  }
  const vendors = await readdir(path.join(copy.root, 'content/vendors'));
  const posts = (await readdir(path.join(copy.root, 'content/blog'))).sort();
  await Promise.all([
    ...vendors.filter((name) => !linked.has(name)).map((name) => rm(path.join(copy.root, 'content/vendors', name))),
    ...posts.slice(1).map((name) => rm(path.join(copy.root, 'content/blog', name))),
  ]);
}

const CARDS_FOLDER = entryOf(projectRoot, 'cards', '');

/** The name in the cache of the card `make` drew and kept: the new file there with the bytes it gives
 *  (the PNG, or a published card's path). */
async function cardKeptBy(make: () => Promise<Uint8Array | string>): Promise<string> {
  const before = new Set(await readdir(CARDS_FOLDER));
  const made = await make();
  const png = typeof made === 'string' ? await readFile(made) : Buffer.from(made);
  for (const name of await readdir(CARDS_FOLDER)) {
    if (before.has(name)) continue;
    const bytes = await readFile(path.join(CARDS_FOLDER, name)).catch(() => undefined); // another build's, pruned
    if (bytes?.equals(png)) return name;
  }
  throw new Error('No card new in the cache has the bytes drawn');
}

/** Removes from the shared cache the kept cards these published cards are links to, which only this
 *  test's builds can use. */
async function forgetCards(published: string[]): Promise<void> {
  const inodes = new Set(
    await Promise.all(published.map(async (file) => (await stat(file).catch(() => undefined))?.ino)),
  );
  for (const name of await readdir(CARDS_FOLDER)) {
    const file = path.join(CARDS_FOLDER, name);
    const kept = await stat(file).catch(() => undefined); // another build may replace it meanwhile
    if (kept && inodes.has(kept.ino)) await rm(file, { force: true });
  }
}
