// Drafts and scheduled posts wait: `site build` leaves them out of every page, the sitemap and the
// feeds; `--drafts` / `--future` put them in with a banner; a post without a call to action gets the
// one of site.yaml.
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { buildSite } from '../../cli/build/index.ts';
import { configFromEnv } from '../../cli/site/config.ts';
import { copyProject, type ProjectCopy } from '../support/project-copy.ts';

const config = configFromEnv({ SITE_URL: 'https://www.bluebonnetcyber.example' });
const BUILD_DATE = '2025-03-01';
/** The vendor a draft vendor page is copied from, in its category. */
const VENDOR_COPIED = 'okta';
const DRAFT_VENDOR = 'content/vendors/acme-draft.md';
const post = (id: number, extra: string, date = '2025-02-01') => `---
id: ${id}
title: "Post ${id} for the publishing test"
description: "A post that tests what a build publishes."
category: Security
author: Marcus Delgado
date: ${date}
${extra}---

## What this post says

A short body.
`;

let project: ProjectCopy;
let workDir: string;
beforeAll(async () => {
  project = await copyProject();
  workDir = await mkdtemp(path.join(os.tmpdir(), 'site-publishing-'));
  await project.write('content/blog/90-draft.md', post(90, 'draft: true\n'));
  await project.write('content/blog/91-scheduled.md', post(91, '', '2025-12-24'));
  await project.write('content/blog/92-no-cta.md', post(92, ''));
});
afterAll(async () => {
  await project.remove();
  await rm(workDir, { recursive: true, force: true });
});

async function build(name: string, include?: { drafts: boolean; future: boolean }) {
  const outDir = path.join(workDir, name);
  await buildSite({ projectRoot: project.root, outDir, config, buildDate: BUILD_DATE, include });
  const read = (file: string) => readFile(path.join(outDir, file), 'utf8');
  return { outDir, read, has: (file: string) => existsSync(path.join(outDir, file)) };
}

describe('a build', () => {
  it('leaves drafts and posts dated after the build date out of the pages, the listing, the sitemap and the feeds', async () => {
    const { has, read } = await build('published');
    expect(has('blog/92.html')).toBe(true);
    expect(has('blog/90.html')).toBe(false);
    expect(has('blog/91.html')).toBe(false);
    for (const file of ['blog.html', 'sitemap.xml', 'blog/rss.xml', 'blog/atom.xml', 'blog/feed.json']) {
      const text = await read(file);
      expect(text, file).toContain('/blog/92');
      expect(text, file).not.toContain('/blog/90');
      expect(text, file).not.toContain('/blog/91');
    }
  });

  it('publishes them with --drafts and --future, each with a banner saying why it is not public yet', async () => {
    const { read } = await build('preview', { drafts: true, future: true });
    expect(await read('blog/90.html')).toContain('Draft: only site serve shows this post.');
    expect(await read('blog/91.html')).toContain('Scheduled: this post is published on December 24, 2025');
    expect(await read('blog/92.html')).not.toContain('draft-banner');
    expect(await read('blog.html')).toContain('/blog/90');
  });

  it('leaves a draft vendor page out of its page, its category, the services and home pages and the sitemap; --drafts shows it with a banner', async () => {
    const vendor = await project.read(`content/vendors/${VENDOR_COPIED}.md`);
    const category = /^category: (.*)$/m.exec(vendor)![1]!;
    await project.write(
      DRAFT_VENDOR,
      vendor.replace(/^name: .*$/m, 'name: Acme Draft').replace(/^order: .*$/m, 'order: 99\ndraft: true'),
    );
    onTestFinished(() => rm(path.join(project.root, DRAFT_VENDOR)));
    const { has, read } = await build('vendor');
    expect(has('services/acme-draft.html')).toBe(false);
    for (const file of [`services/${category}.html`, 'services.html', 'index.html', 'sitemap.xml'])
      expect(await read(file), file).not.toContain('/services/acme-draft');
    const preview = await build('vendor-preview', { drafts: true, future: false });
    expect(await preview.read('services/acme-draft.html')).toContain('Draft: only site serve shows this page.');
    expect(await preview.read(`services/${category}.html`)).toContain('/services/acme-draft');
    expect(await preview.read(`services/${VENDOR_COPIED}.html`)).not.toContain('draft-banner');
  });

  it('gives a post without a call to action the one of site.yaml', async () => {
    const { read } = await build('cta');
    const html = await read('blog/92.html');
    expect(html).toContain('Want help putting this into practice?');
    expect(html).toContain('Get Free Consultation');
  });
});
