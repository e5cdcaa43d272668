// Every page's link preview: its own 1200 by 630 PNG, named with its size and alt text in the head,
// drawn once and then read back from the cache, and drawn for a new post by the build that sees it.
import { readFile, readdir, rm, mkdtemp, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_RUNTIME_FILES } from '../../cli/artwork/social-card.tsx';
import { codeFingerprint } from '../../cli/build/code-fingerprint.ts';
import { buildSite, type BuildResult } from '../../cli/build/index.ts';
import { configFromEnv } from '../../cli/config.ts';
import { copyProject, projectRoot, type ProjectCopy } from '../support/project-copy.ts';

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
    const cached = (await readdir(path.join(projectRoot, 'node_modules/.cache/site/social-cards'))).map((name) =>
      path.join(projectRoot, 'node_modules/.cache/site/social-cards', name),
    );
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

  it('are drawn again when any code that draws them changes, the PNG encoder included, and only then', async () => {
    const keptList = path.join(path.dirname(outDir), 'drawing-code.json');
    const fingerprint = () =>
      codeFingerprint({
        projectRoot: project.root,
        entry: 'cli/artwork/social-card.tsx',
        runtimeFiles: CARD_RUNTIME_FILES,
        keptList,
      });
    const before = await fingerprint();
    expect(await fingerprint()).toBe(before);
    await project.withEdit('templates/pages/HomePage.tsx', /$/, '\n// drawn on no card\n', async () =>
      expect(await fingerprint()).toBe(before),
    );
    await project.withEdit('content/blog/01-security-measures.md', /$/, '\nOne more line.\n', async () =>
      expect(await fingerprint()).toBe(before),
    );
    for (const file of [
      'cli/artwork/png.ts',
      'cli/artwork/social-card.tsx',
      'templates/parts/PostCover.tsx',
      'templates/art/cover-motifs.tsx',
      'templates/parts/Brand.tsx',
    ]) {
      await project.withEdit(file, /$/, '\n// changed\n', async () =>
        expect(await fingerprint(), file).not.toBe(before),
      );
    }
    expect(await fingerprint()).toBe(before);

    // A module the drawing starts to import counts from then on, with no list to update.
    await project.write('cli/artwork/card-palette.ts', "export const NIGHT = '#0a1631';\n");
    await project.withEdit(
      'cli/artwork/social-card.tsx',
      /^/,
      "import { NIGHT } from './card-palette.ts';\nconsole.log(NIGHT);\n",
      async () => {
        const withPalette = await fingerprint();
        await project.withEdit('cli/artwork/card-palette.ts', '#0a1631', '#0b1732', async () =>
          expect(await fingerprint()).not.toBe(withPalette),
        );
      },
    );
  });
});
