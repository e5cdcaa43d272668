// The `site` command runs from a bundle kept by what it is made of (cli/runtime/cli-bundle.js): copies of the
// project with the same code run one bundle, an edit to the code is bundled again and runs (in a
// new command, and in a running site serve), and the bundle a running command uses stays while other
// runs bundle (the cache removes only what no run used for days: tests/unit/cache.test.ts).
import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entryOf } from '../../cli/runtime/cache.js';
import { copyProject, type ProjectCopy } from '../support/project-copy.ts';
import { waitFor } from '../support/wait.ts';

const run = promisify(execFile);
const DESCRIPTION = 'Builds and serves the Bluebonnet Cyber website from content/.';
let first: ProjectCopy;
let second: ProjectCopy;

beforeAll(async () => {
  [first, second] = await Promise.all([copyProject(), copyProject()]);
});

afterAll(async () => {
  await Promise.all([first?.remove(), second?.remove()]);
});

/** Runs `site` with `args` in `project`; what it printed. */
const site = async (project: ProjectCopy, ...args: string[]) =>
  (await run(process.execPath, ['cli/bin.js', ...args], { cwd: project.root })).stdout;

/** The list of what the last bundle made was made from, shared by every copy. */
const sourceList = (project: ProjectCopy) => entryOf(project.root, 'sources', 'bundle.json');

/** The folder of the bundle the last bundling command made. */
async function bundleOf(project: ProjectCopy): Promise<string> {
  const { key } = JSON.parse(await readFile(sourceList(project), 'utf8')) as { key: string };
  return entryOf(project.root, 'bundle', key);
}

/** Gives the command a description no other copy has: code of its own, a bundle of its own. */
const describeAs = (project: ProjectCopy, from: string, to: string) =>
  project.edit('cli/commands/index.ts', `.description('${from}')`, `.description('${to}')`);

describe("the site command's bundle", () => {
  it('is one for copies of the project with the same code', async () => {
    await Promise.all([site(first, '--version'), site(second, '--version')]);
    const [ofFirst, ofSecond] = await Promise.all([bundleOf(first), bundleOf(second)]);
    // The same folder, reached through each copy's link to node_modules.
    expect(path.basename(ofFirst)).toBe(path.basename(ofSecond));
    expect(existsSync(path.join(ofFirst, 'index.mjs'))).toBe(true);
  });

  it('is made again after an edit, and the one a running command uses stays', async () => {
    const own = `Copy ${path.basename(first.root)}`;
    await describeAs(first, DESCRIPTION, own);
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'site-kept-bundle-'));
    const server = spawn(process.execPath, ['cli/bin.js', 'serve', '--port', '0', '--data', dataDir], {
      cwd: first.root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    server.stdout.on('data', (chunk) => (output += chunk));
    server.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise((resolve) => server.once('exit', resolve));
    try {
      await waitFor(
        () => /Serving http/.test(output) || undefined,
        () => `"Serving http://..." from site serve; it printed:\n${output}`,
        60_000,
      );
      const served = await bundleOf(first);

      // An edit to a template: site serve bundles its code again and renders with it.
      const url = /Serving (http:\/\/\S+)/.exec(output)![1]!;
      await first.edit('templates/Document.tsx', 'Skip to content', 'Skip to the content');
      await waitFor(
        () => output.split('\nBuilt ').length > 2 || undefined,
        () => `a second build from site serve; it printed:\n${output}`,
        60_000,
      );
      expect(await (await fetch(`${url}/about`)).text()).toContain('Skip to the content');

      await describeAs(first, own, `${own}, edited`);
      expect(await site(first, '--help')).toContain(`${own}, edited`);
      expect(await bundleOf(first)).not.toBe(served);
      expect(existsSync(path.join(served, 'index.mjs')), 'the bundle site serve runs').toBe(true);

      // Back as it was: the bundle made for that code first runs again.
      await describeAs(first, `${own}, edited`, own);
      expect(await site(first, '--help')).toContain(own);
    } finally {
      server.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('is found again when the list of what it was made from is not one (torn, or written by hand)', async () => {
    await site(second, '--version');
    await writeFile(sourceList(second), JSON.stringify({ key: path.basename(await bundleOf(second)) }));
    expect(await site(second, '--help')).toContain(DESCRIPTION);
    expect(JSON.parse(await readFile(sourceList(second), 'utf8'))).toHaveProperty('sources.files');
  });
});
