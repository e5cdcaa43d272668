// `site check`: every problem at once, placed in its file, and exit 1; nothing written.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yaml from 'js-yaml';
import { copyProject, FIXTURE_CONTENT, projectRoot, type ProjectCopy } from '../support/project-copy.ts';

const run = promisify(execFile);
const POST = 'content/blog/03-it-management-costs.md';
const HOME = 'content/pages/home.yaml';
const DRAFT = 'content/blog/90-draft.md';
const SCHEDULED = 'content/blog/91-scheduled.md';
/** Whoever content/authors.yaml names first. */
const AUTHOR = Object.keys(
  yaml.load(readFileSync(path.join(projectRoot, FIXTURE_CONTENT, 'authors.yaml'), 'utf8')) as object,
)[0];
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

  it('puts each problem on its file and line in a pull request when run in a GitHub workflow (annotations)', async () => {
    await project.withEdit(POST, /^category: .*$/m, 'category: Gardening', async () => {
      const { code, stdout } = await run(process.execPath, ['cli/bin.js', 'check'], {
        cwd: project.root,
        env: { ...process.env, GITHUB_ACTIONS: 'true' },
      }).then(
        () => ({ code: 0, stdout: '' }),
        (error: { code: number; stdout: string }) => error,
      );
      expect(code).toBe(1);
      expect(stdout).toMatch(
        new RegExp(`^::error file=${POST},line=5,col=1::category: Unknown category "Gardening"`, 'm'),
      );
    });
    // Outside a workflow, none.
    const { GITHUB_ACTIONS: _inWorkflow, ...outside } = process.env;
    const { stdout } = await run(process.execPath, ['cli/bin.js', 'check'], { cwd: project.root, env: outside });
    expect(stdout).not.toContain('::');
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

  describe('with a draft and a scheduled post', () => {
    beforeAll(async () => {
      await project.write(DRAFT, post(90, 'draft: true\n', 'See [our services](/servces).'));
      await project.write(SCHEDULED, post(91, '', 'Read [the plan](/no-such-page).', '2099-12-24'));
    });
    afterAll(async () => {
      await rm(path.join(project.root, DRAFT));
      await rm(path.join(project.root, SCHEDULED));
    });

    it('checks them too, each problem marked as a draft or scheduled', async () => {
      const draft = placeIn(await project.read(DRAFT), '(/servces)');
      const scheduled = placeIn(await project.read(SCHEDULED), '(/no-such-page)');
      const { code, stderr } = await check();
      expect(code).toBe(1);
      expect(problemsIn(stderr)).toEqual([
        `${DRAFT}:${draft.line}:${draft.column + 1} (draft): /servces: did you mean /services?`,
        `${SCHEDULED}:${scheduled.line}:${scheduled.column + 1} (scheduled for 2099-12-24): /no-such-page: no page or file at this path`,
      ]);
    });

    it('says that a published page links to a page not published yet', async () => {
      await project.withEdit(DRAFT, '(/servces)', '(/services)', () =>
        project.withEdit(SCHEDULED, '(/no-such-page)', '(/blog/3)', () =>
          project.withEdit(
            POST,
            /^Ask a business owner/m,
            'Read [the draft](/blog/90). Ask a business owner',
            async () => {
              const { line, column } = placeIn(await project.read(POST), 'Read [the draft]');
              const { code, stderr } = await check();
              expect(code).toBe(1);
              expect(problemsIn(stderr)).toEqual([
                `${POST}:${line}:${column + 'Read [the draft]('.length}: /blog/90: not published yet (${DRAFT} is a draft)`,
              ]);
            },
          ),
        ),
      );
    });

    it("marks a draft's content mistake as such", async () => {
      await project.withEdit(SCHEDULED, '(/no-such-page)', '(/blog/3)', () =>
        project.withEdit(DRAFT, /^category: .*$/m, 'category: Securty', async () => {
          const { code, stderr } = await check();
          expect(code).toBe(1);
          expect(problemsIn(stderr)).toEqual([
            `${DRAFT}:${placeIn(await project.read(DRAFT), 'category:').line}:1 (draft): category: Unknown category "Securty" (did you mean "Security"?): expected one of Security, Productivity, IT Management, Cloud Services, Email Security, Compliance`,
          ]);
        }),
      );
    });
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

/** A post whose body is `body`. */
const post = (id: number, extra: string, body: string, date = '2025-02-01') => `---
id: ${id}
title: "Post ${id} for the check"
description: "A post the check reads."
category: Security
author: ${AUTHOR}
date: ${date}
${extra}---

## What this post says

${body}
`;
