// `site check`: every problem at once, placed in its file, and exit 1; nothing written.
import { execFile } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyProject, type ProjectCopy } from '../support/project-copy.ts';

const run = promisify(execFile);
const POST = 'content/blog/03-it-management-costs.md';
const HOME = 'content/pages/home.yaml';
let project: ProjectCopy;
beforeAll(async () => {
  project = await copyProject();
});
afterAll(async () => {
  await project.remove();
});

const check = () =>
  run(process.execPath, ['cli/bin.js', 'check'], { cwd: project.root }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );

describe('site check', () => {
  it('passes the real content, says so, and writes nothing', async () => {
    const before = (await readdir(project.root)).sort();
    const { code, stdout } = await check();
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Checked \d+ pages and every content file in [\d.]+ s: no problems\.$/m);
    expect((await readdir(project.root)).sort()).toEqual(before);
  });

  it('lists every content problem of every file with its line, and exits 1', async () => {
    await project.withEdit(POST, /^category: .*$/m, 'category: Gardening', () =>
      project.withEdit('content/vendors/okta.md', /^order: 2$/m, 'ordr: 2', async () => {
        const { code, stderr } = await check();
        expect(code).toBe(1);
        expect(stderr).toMatch(new RegExp(`^${POST}:5:1: category: Unknown category "Gardening"`, 'm'));
        expect(stderr).toContain('content/vendors/okta.md:4:1: Unrecognized key "ordr": did you mean "order"?');
        expect(stderr).toMatch(/^3 problem\(s\) found in [\d.]+ s\.$/m); // and okta's order: Required
      }),
    );
  });

  it('reports a javascript: link in a markdown body, which markdown would show as plain text, with its file and line', async () => {
    await project.withEdit(
      POST,
      /^Ask a business owner/m,
      'Read [the checklist](javascript:alert(1)) first.\n\nAsk a business owner',
      async () => {
        const lines = (await project.read(POST)).split('\n');
        const line = lines.findIndex((text) => text.startsWith('Read [the checklist]'));
        const { code, stderr } = await check();
        expect(code).toBe(1);
        expect(stderr).toContain(
          `${POST}:${line + 1}:${lines[line]!.indexOf('javascript:') + 1}: body: The link "javascript:alert(1)" is shown as plain text: links may go to a page of this site ("/contact") or an https:// address`,
        );
      },
    );
  });

  it('follows every internal link, as a build does, naming the file, line and column that write a broken one and the address meant', async () => {
    await project.withEdit(
      POST,
      /^Ask a business owner/m,
      'See [the missing article](/blog/no-such-post) and [our services](/servces). Ask a business owner',
      () =>
        project.withEdit(HOME, 'href: /services/aws }', 'href: /services/aw }', async () => {
          const post = placeIn(await project.read(POST), 'See [the missing');
          const home = placeIn(await project.read(HOME), 'href: /services/aw }');
          const { code, stderr } = await check();
          expect(code).toBe(1);
          expect(problemsIn(stderr)).toEqual([
            `${HOME}:${home.line}:${home.column + 'href: '.length}: /services/aw: did you mean /services/aws?`,
            `${POST}:${post.line}:${post.column + 'See [the missing article]('.length}: /blog/no-such-post: no page or file at this path`,
            `${POST}:${post.line}:${post.column + 'See [the missing article](/blog/no-such-post) and [our services]('.length}: /servces: did you mean /services?`,
          ]);
        }),
    );
  });
});

/** Where `text` starts in a file: its line and column, from 1. */
function placeIn(file: string, text: string) {
  const lines = file.split('\n');
  const line = lines.findIndex((each) => each.includes(text));
  return { line: line + 1, column: lines[line]!.indexOf(text) + 1 };
}

/** The problems `site check` printed, without the count after them. */
const problemsIn = (stderr: string) => stderr.trim().split('\n').slice(0, -1);
