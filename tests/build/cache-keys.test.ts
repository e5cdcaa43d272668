// Every cache kept between runs is keyed on the code that makes what it keeps (cli/runtime/cache.js): an
// edit to any project file that code imports, as esbuild finds them, makes a new key, and so does
// another version of a package it uses (tests/unit/cache.test.ts); an edit to any other file does not.
import * as esbuild from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEMPLATE_CODE } from '../../cli/backend/database-folder.ts';
import { BUNDLER_CODE } from '../../cli/build/assets.ts';
import { CARD_DRAWING } from '../../cli/build/social-cards.ts';
import { codeKey, type CodeEntry } from '../../cli/runtime/cache.js';
import { copyProject, type ProjectCopy } from '../support/project-copy.ts';

/** Every cache keyed on code, by what it keeps. */
const CACHES: Record<string, CodeEntry> = {
  'social cards': CARD_DRAWING,
  'browser bundle': BUNDLER_CODE,
  'empty database': TEMPLATE_CODE,
};

let project: ProjectCopy;
beforeAll(async () => {
  project = await copyProject();
});
afterAll(async () => {
  await project.remove();
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
    // resvg's native module, as cli/runtime/cache.js reads it: not read, its package counts by version.
    loader: { '.node': 'empty' },
    logLevel: 'silent',
  });
  return Object.keys(metafile.inputs).filter((input) => !input.includes('node_modules'));
}

describe('the keys of the caches', () => {
  for (const [cache, code] of Object.entries(CACHES)) {
    it(`of the ${cache} change with every project file its code imports, and with no other`, async () => {
      const key = () => codeKey(project.root, code);
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
    const key = () => codeKey(project.root, CARD_DRAWING);
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
});
