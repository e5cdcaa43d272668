// `site build --jobs N`: pages rendered on N threads are the same files, byte for byte, as pages
// rendered on one, and a page that fails on a rendering thread fails the build as it does on the main one.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../cli/build/index.ts';
import { configFromEnv } from '../../cli/config.ts';
import { promisify } from 'node:util';
import { setGeneratedPosts } from '../support/generated-posts.ts';
import { copyProject, type ProjectCopy } from '../support/project-copy.ts';
import { differingFiles, filesOf } from '../support/output-folders.ts';

const run = promisify(execFile);
const config = configFromEnv({ SITE_URL: 'https://www.bluebonnetcyber.example' });

let project: ProjectCopy;
let outRoot: string;
beforeAll(async () => {
  project = await copyProject();
  // Enough pages for every thread to get several runs of routes, and the main thread some too.
  await setGeneratedPosts(project, 60);
  outRoot = await mkdtemp(path.join(os.tmpdir(), 'site-jobs-'));
});
afterAll(async () => {
  await project.remove();
  await rm(outRoot, { recursive: true, force: true });
});

const build = (jobs: number, outDir = path.join(outRoot, `jobs-${jobs}`)) =>
  buildSite({ projectRoot: project.root, outDir, config, buildDate: '2026-01-15', jobs });

describe('site build --jobs', () => {
  it('writes the same files with the same bytes on three threads as on one, and says the same', async () => {
    const one = await build(1);
    const three = await build(3);
    expect(filesOf(path.join(outRoot, 'jobs-1')).size).toBeGreaterThan(120);
    expect(differingFiles(path.join(outRoot, 'jobs-1'), path.join(outRoot, 'jobs-3'))).toEqual([]);
    expect([one.jobs, three.jobs]).toEqual([1, 3]);
    expect(three.warnings).toEqual(one.warnings);
    // The first build may draw cards the second then finds kept: the same cards either way.
    const said = ({ milliseconds, phases, jobs, socialCards, ...rest }: typeof one) => rest;
    expect(said(three)).toEqual(said(one));
  });

  it("keeps, with the build cache, what the threads' pages read: after a post's date moves, the pages are those of a build without the cache", async () => {
    const cached = (name: string) =>
      buildSite({
        projectRoot: project.root,
        outDir: path.join(outRoot, name),
        config,
        buildDate: '2026-01-15',
        jobs: 3,
        pageCache: true,
      });
    await cached('cache-1');
    // Every article's suggestions come from the order of all posts: one read shared by all of them.
    await project.withEdit('content/blog/bench-30.md', /^date: .+$/m, 'date: 2025-12-31', async () => {
      const second = await cached('cache-2');
      expect(second.rendered).toBeLessThan(second.pages);
      await buildSite({
        projectRoot: project.root,
        outDir: path.join(outRoot, 'cache-full'),
        config,
        buildDate: '2026-01-15',
        jobs: 1,
      });
    });
    const differ = differingFiles(path.join(outRoot, 'cache-full'), path.join(outRoot, 'cache-2'));
    expect(differ).toEqual([]);
  });

  it("reports a template's error on a page a thread renders as the main thread does, the first failing page first", async () => {
    // Generated posts 130 and 150 (ids from 100) render late in the table: on a thread, not first.
    const failing = /(const \{ postCta, proof \} = useSite\(\);)/;
    const thrower =
      "$1\n  if (post.id === 130 || post.id === 150) throw new TypeError(`cannot draw post ${post.id}'s sections`);";
    // The command itself, from the copy's bundle: the threads start from its entries, with the edit.
    const site = (jobs: number) =>
      run(
        process.execPath,
        ['cli/bin.js', 'build', '--jobs', String(jobs), '--out', path.join(outRoot, `failing-${jobs}`)],
        {
          cwd: project.root,
          env: { ...process.env, SITE_URL: 'https://www.bluebonnetcyber.example' },
        },
      ).then(
        () => '',
        (error: { stderr: string }) => error.stderr,
      );
    const [one, three] = await project.withEdit('templates/pages/BlogPages.tsx', failing, thrower, async () => [
      await site(1),
      await site(3),
    ]);
    // A bug is shown with its stack, which names the template's line as the main thread's does.
    const head = /^Build failed: TypeError: cannot draw post 130's sections\n\s+at .*BlogPages\.tsx:\d+:\d+\)?\n/;
    expect(one).toMatch(head);
    expect(three).toMatch(head);
    expect(three.match(head)![0]).toBe(one.match(head)![0]);
    expect(three).toMatch(/The previous output was left untouched\.\n$/);
  }, 120_000);
});
