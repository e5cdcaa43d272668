// The editors' JSON Schemas (.vscode/schemas) and VS Code's settings that wire them are made from the
// content, never committed: adding an author is one edit of content/authors.yaml, and the next
// install, build or site serve makes the author a choice in the editor. `site schemas` writes them
// and wires them into .vscode/settings.json, keeping the settings found there.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyProject, projectRoot, type ProjectCopy } from '../support/project-copy.ts';

const run = promisify(execFile);
const POSTS_SCHEMA = '.vscode/schemas/posts.schema.json';
const SETTINGS = '.vscode/settings.json';
const NEW_AUTHOR = 'Dana Whitfield:\n  role: Security Analyst\n  bio: Dana watches the alerts at {{brand}}.\n';

let project: ProjectCopy;
let outParent: string;
beforeAll(async () => {
  project = await copyProject();
  outParent = await mkdtemp(path.join(os.tmpdir(), 'site-editor-schemas-'));
});
afterAll(async () => {
  await project?.remove();
  await rm(outParent, { recursive: true, force: true });
});

const site = (...args: string[]) =>
  run(process.execPath, ['cli/bin.js', ...args], {
    cwd: project.root,
    env: { ...process.env, SITE_URL: 'https://www.bluebonnetcyber.example' },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
const authorsOfPosts = async () =>
  (JSON.parse(await project.read(POSTS_SCHEMA)) as { properties: { author: { enum: string[] } } }).properties.author
    .enum;

describe("the editors' schemas", () => {
  it('are not in git: made on every machine from its content', async () => {
    const { stdout } = await run('git', ['ls-files', '.vscode'], { cwd: projectRoot });
    expect(stdout.trim().split('\n')).toEqual(['.vscode/extensions.json']);
    const ignored = await run('git', ['check-ignore', POSTS_SCHEMA, SETTINGS], { cwd: projectRoot });
    expect(ignored.stdout.trim().split('\n')).toEqual([POSTS_SCHEMA, SETTINGS]);
  });

  it('list a new author after one edit of content/authors.yaml and a build, which says nothing of them', async () => {
    await project.write('content/authors.yaml', (await project.read('content/authors.yaml')) + NEW_AUTHOR);
    const { code, stdout } = await site('build', '--out', path.join(outParent, 'dist'));
    expect(code).toBe(0);
    expect(await authorsOfPosts()).toContain('Dana Whitfield');
    expect(stdout).not.toMatch(/editors' schemas|\.vscode/);
  }, 120_000);

  it("site schemas wires them into VS Code's settings, keeping settings of the editor's own", async () => {
    await project.write(
      SETTINGS,
      JSON.stringify({ 'editor.wordWrap': 'on', 'yaml.schemas': { './my.schema.json': 'notes/*.yaml' } }),
    );
    expect((await site('schemas')).stdout).toContain(SETTINGS);
    const settings = JSON.parse(await project.read(SETTINGS)) as Record<string, unknown>;
    expect(settings['editor.wordWrap']).toBe('on');
    expect(settings['yaml.validate']).toBe(true);
    expect(settings['yaml.schemas']).toMatchObject({
      './my.schema.json': 'notes/*.yaml',
      './.vscode/schemas/site.schema.json': 'content/site.yaml',
      './.vscode/schemas/authors.schema.json': 'content/authors.yaml',
      './.vscode/schemas/categories.schema.json': 'content/categories/*.yaml',
      './.vscode/schemas/page-home.schema.json': 'content/pages/home.yaml',
    });
    // The markdown front matter, for .remarkrc.mjs.
    expect(JSON.parse(await project.read('.vscode/schemas/front-matter.json'))).toMatchObject({
      './.vscode/schemas/posts.schema.json': ['./content/blog/*.md'],
      './.vscode/schemas/vendors.schema.json': ['./content/vendors/*.md'],
    });
    expect((await site('schemas')).stdout).toContain('up to date');
  });

  it('leave a settings.json with comments alone, and say what to do', async () => {
    const commented = '{\n  // mine\n  "editor.wordWrap": "on"\n}\n';
    await project.write(SETTINGS, commented);
    const { code, stderr } = await site('schemas');
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(
      '.vscode/settings.json is not plain JSON (comments or a trailing comma?), so the schemas cannot be wired into it: remove them, or move the file aside and run `npx site schemas` again.',
    );
    expect(await project.read(SETTINGS)).toBe(commented);
    // A build still builds.
    expect((await site('build', '--out', path.join(outParent, 'dist'))).code).toBe(0);
  }, 120_000);
});
