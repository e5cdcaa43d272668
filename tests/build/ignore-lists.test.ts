// A killed build leaves its staging folder and the output it retired beside the output folder
// (cli/build/output.ts): a whole copy of the site that git must not offer to commit, nor Prettier and
// ESLint check. The ignore lists name those folders as the build names them, not as it once did.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { ESLint } from 'eslint';
import prettier from 'prettier';
import { describe, expect, it } from 'vitest';
import { leftoverPrefixes } from '../../cli/build/output.ts';
import { projectRoot } from '../support/project-copy.ts';

const { staging, retired } = leftoverPrefixes(path.join(projectRoot, 'dist'));
const LEFTOVERS = [`${staging}4242/index.js`, `${retired}4242-1700000000000/index.js`];

describe("a killed build's leftovers", () => {
  it.each(LEFTOVERS)('are ignored by git: %s', (file) => {
    // Exits 1, and execFileSync throws, when the file is not ignored.
    expect(() => execFileSync('git', ['check-ignore', '--no-index', file], { cwd: projectRoot })).not.toThrow();
  });

  it.each(LEFTOVERS)('are ignored by Prettier: %s', async (file) => {
    const info = await prettier.getFileInfo(path.join(projectRoot, file), {
      ignorePath: path.join(projectRoot, '.prettierignore'),
    });
    expect(info.ignored).toBe(true);
  });

  it.each(LEFTOVERS)('are ignored by ESLint: %s', async (file) => {
    expect(await new ESLint({ cwd: projectRoot }).isPathIgnored(path.join(projectRoot, file))).toBe(true);
  });
});
