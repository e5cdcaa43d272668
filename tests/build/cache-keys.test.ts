// Every cache kept between runs is keyed on the code that makes what it keeps (cli/cache-key.ts): an
// edit to any project file that code imports, as esbuild finds them, makes a new key, and so does
// another version of a package it uses; an edit to any other file does not.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEMPLATE_CODE } from '../../cli/backend/database-folder.ts';
import { BUNDLER_CODE } from '../../cli/build/assets.ts';
import { CARD_DRAWING } from '../../cli/build/social-cards.ts';
import { codeKey, keyOf, sourcesOf, type CodeEntry } from '../../cli/cache-key.ts';
import { copyProject, type ProjectCopy } from '../support/project-copy.ts';

/** Every cache keyed on code, by what it keeps. */
const CACHES: Record<string, CodeEntry> = {
  'social cards': CARD_DRAWING,
  'browser bundle': BUNDLER_CODE,
  'empty database': TEMPLATE_CODE,
};

let project: ProjectCopy;
let scratch: string;
beforeAll(async () => {
  project = await copyProject();
  scratch = await mkdtemp(path.join(os.tmpdir(), 'site-cache-keys-'));
});
afterAll(async () => {
  await project.remove();
  await rm(scratch, { recursive: true, force: true });
});

/** The project files the code imports, as a bundle of its entry reads them: found here, not by the key. */
async function importedProjectFiles({ entry }: CodeEntry): Promise<string[]> {
  const { metafile } = await esbuild.build({
    absWorkingDir: project.root,
    entryPoints: [entry],
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    // resvg's native module, as cli/cache-key.ts reads it: not read, its package counts by version.
    loader: { '.node': 'empty' },
    logLevel: 'silent',
  });
  return Object.keys(metafile.inputs).filter((input) => !input.includes('node_modules'));
}

describe('the keys of the caches', () => {
  for (const [cache, code] of Object.entries(CACHES)) {
    it(`of the ${cache} change with every project file its code imports, and with no other`, async () => {
      const key = () => codeKey({ ...code, projectRoot: project.root, keptList: path.join(scratch, `${cache}.json`) });
      const before = await key();
      expect(await key()).toBe(before);
      await project.withEdit('content/blog/01-security-measures.md', /$/, '\nOne more line.\n', async () =>
        expect(await key()).toBe(before),
      );
      const files = await importedProjectFiles(code);
      expect(files).toContain(code.entry);
      for (const file of files) {
        await project.withEdit(file, /$/, '\n', async () => expect(await key(), file).not.toBe(before));
      }
      expect(await key()).toBe(before);
    }, 120_000);
  }

  it('of the social cards count the PNG encoder, and a module the drawing starts to import from then on', async () => {
    expect(await importedProjectFiles(CARD_DRAWING)).toContain('cli/artwork/png.ts');
    const key = () =>
      codeKey({ ...CARD_DRAWING, projectRoot: project.root, keptList: path.join(scratch, 'new-import.json') });
    await project.write('cli/artwork/card-palette.ts', "export const NIGHT = '#0a1631';\n");
    await project.withEdit(
      'cli/artwork/social-card.tsx',
      /^/,
      "import { NIGHT } from './card-palette.ts';\nconsole.log(NIGHT);\n",
      async () => {
        const withPalette = await key();
        await project.withEdit('cli/artwork/card-palette.ts', '#0a1631', '#0b1732', async () =>
          expect(await key()).not.toBe(withPalette),
        );
      },
    );
  });

  it('count a package by its name and version, and the files the code reads as it runs', async () => {
    const folder = path.join(scratch, 'node_modules/@example/painter');
    await mkdir(folder, { recursive: true });
    const install = (version: string) =>
      writeFile(path.join(folder, 'package.json'), JSON.stringify({ name: '@example/painter', version }));
    await writeFile(path.join(scratch, 'font.woff'), 'glyphs');
    const sources = sourcesOf(
      scratch,
      ['node_modules/@example/painter/index.js', 'draw.ts'],
      [path.join(folder, 'paint.wasm'), path.join(scratch, 'font.woff')],
    );
    expect(sources).toEqual({ files: ['draw.ts', 'font.woff'], packages: [folder] });
    await writeFile(path.join(scratch, 'draw.ts'), 'export {};');
    await install('1.0.0');
    const first = keyOf(scratch, sources);
    expect(first).toBeDefined();
    await install('1.0.1');
    expect(keyOf(scratch, sources)).not.toBe(first);
    await writeFile(path.join(scratch, 'font.woff'), 'other glyphs');
    const second = keyOf(scratch, sources);
    await install('1.0.0');
    expect(keyOf(scratch, sources)).not.toBe(second);
    await rm(path.join(scratch, 'draw.ts'));
    expect(keyOf(scratch, sources)).toBeUndefined(); // a file gone: no key, the code is bundled again
  });
});
