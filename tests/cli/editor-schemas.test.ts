// The editors' JSON Schemas (.vscode/schemas) follow the content: a new author is a new choice in the
// editor. `site schemas` writes them; `site build` only says they are out of date, and writes nothing
// into the project (a CI build, a read-only checkout).
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyProject, type ProjectCopy } from '../support/project-copy.ts';

const run = promisify(execFile);
const POSTS_SCHEMA = '.vscode/schemas/posts.schema.json';
const NEW_AUTHOR = 'Dana Whitfield:\n  role: Security Analyst\n  bio: Dana watches the alerts at {{brand}}.\n';

let project: ProjectCopy;
let outParent: string;
beforeAll(async () => {
  project = await copyProject();
  outParent = await mkdtemp(path.join(os.tmpdir(), 'site-editor-schemas-'));
  await project.write('content/authors.yaml', (await project.read('content/authors.yaml')) + NEW_AUTHOR);
});
afterAll(async () => {
  await project?.remove();
  await rm(outParent, { recursive: true, force: true });
});

const site = (...args: string[]) =>
  run(process.execPath, ['cli/bin.js', ...args], {
    cwd: project.root,
    env: { ...process.env, SITE_URL: 'https://www.bluebonnetcyber.example' },
  });

describe("the editors' schemas after a new author", () => {
  it('site build leaves them as they are and says which are out of date and what to run', async () => {
    const before = await project.read(POSTS_SCHEMA);
    const { stdout } = await site('build', '--out', path.join(outParent, 'dist'));
    expect(stdout).toContain('Built ');
    expect(await project.read(POSTS_SCHEMA)).toBe(before);
    expect(stdout).toMatch(
      /^warning: The editors' schemas in \.vscode\/schemas\/ are out of date \([^)]*\bposts\.schema\.json\b[^)]*\): run `npx site schemas` and commit them\.$/m,
    );
  }, 120_000);

  it('site schemas writes them, and the next build says nothing of them', async () => {
    const { stdout } = await site('schemas');
    expect(stdout).toContain(POSTS_SCHEMA);
    expect(
      (JSON.parse(await project.read(POSTS_SCHEMA)) as { properties: { author: { enum: string[] } } }).properties.author
        .enum,
    ).toContain('Dana Whitfield');
    const build = await site('build', '--out', path.join(outParent, 'dist'));
    expect(build.stdout).toContain('Built ');
    expect(build.stdout).not.toContain("editors' schemas");
  }, 120_000);
});
