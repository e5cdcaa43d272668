// A plain page is one markdown file: content/pages/<slug>.md, added to a copy of the project (the
// spec routes no careers page, so the real content has none), is built at /<slug> with the site's
// header and footer, its title and its text, set as the legal pages are; it is in the sitemap, has
// its social card, and the footer's links to it are valid, so `site check` passes. A plain page whose
// name is an address the site already has stops the check, naming the file to rename.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type BuildResult } from '../../cli/build/index.ts';
import { configFromEnv } from '../../cli/site/config.ts';
import { copyProject, type ProjectCopy } from '../support/project-copy.ts';

const run = promisify(execFile);
const SITE_URL = 'https://www.bluebonnetcyber.example';

const CAREERS = `---
title: Careers
description: "Join the engineers who keep Texas businesses safe: open roles in Dallas, Austin and Houston."
---

We hire engineers who like explaining security as much as doing it, at {{brand}}.

## Open roles

- **Security engineer**, Dallas
- **Support engineer**, Austin

[Write to us](/contact) with a line about yourself.
`;

let project: ProjectCopy;
let outDir: string;
let build: BuildResult;
const page = (file: string) => readFile(path.join(outDir, file), 'utf8');
/** The first element of `tag` opening with `opening` in `html`, whole (none of these nests its own tag). */
const element = (html: string, tag: string, opening: string) => {
  const start = html.indexOf(`<${tag} ${opening}`);
  expect(start, `<${tag} ${opening}`).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf(`</${tag}>`, start) + tag.length + 3);
};

beforeAll(async () => {
  project = await copyProject();
  outDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'site-out-')), 'dist');
  await project.write('content/pages/careers.md', CAREERS);
  build = await buildSite({
    projectRoot: project.root,
    outDir,
    config: configFromEnv({ SITE_URL }),
    buildDate: '2026-01-01',
  });
}, 240_000);
afterAll(async () => {
  await project.remove();
  await rm(path.dirname(outDir), { recursive: true, force: true });
});

const site = (...args: string[]) =>
  run(process.execPath, ['cli/bin.js', ...args], { cwd: project.root }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );

describe('a plain page, one markdown file in content/pages/', () => {
  it('is built at /careers with its title, its description and its text', async () => {
    const html = await page('careers.html');
    expect(html).toContain('<title>Careers | Bluebonnet Cyber</title>');
    expect(html).toContain(
      '<meta name="description" content="Join the engineers who keep Texas businesses safe: open roles in Dallas, Austin and Houston."/>',
    );
    expect(html).toContain(`<link rel="canonical" href="${SITE_URL}/careers"/>`);
    expect(html).toMatch(/<h1 class="hero__title">Careers<\/h1>\s*<p class="hero__lead">Join the engineers/);
    expect(html).toContain('like explaining security as much as doing it, at Bluebonnet Cyber.');
    expect(html).toMatch(/<h2 id="open-roles">Open roles<\/h2>/);
    expect(html).toContain('<strong>Security engineer</strong>');
    expect(html).toContain('<a href="/contact">Write to us</a>');
  });

  it("has the site's header and footer, and is set as the legal pages are, in a light header and one text column", async () => {
    const [careers, privacy] = await Promise.all([page('careers.html'), page('privacy.html')]);
    // Neither is in the menu, so the menu marks neither: the same header and footer, byte for byte.
    expect(element(careers, 'header', 'class="site-header')).toBe(element(privacy, 'header', 'class="site-header'));
    expect(element(careers, 'footer', 'id="site-footer"')).toBe(element(privacy, 'footer', 'id="site-footer"'));
    expect(careers).toContain('<header class="hero legal__header">');
    expect(privacy).toContain('<header class="hero legal__header">');
    expect(careers).toContain('<div class="prose legal__body">');
    // Without a table of sections: the text keeps its column (pages/legal.css).
    expect(careers).toContain('<div class="container legal__layout legal__layout--text-only">');
    expect(careers).not.toContain('legal__toc');
  });

  it('is in the sitemap and has its own social card', async () => {
    expect(await page('sitemap.xml')).toContain(`<loc>${SITE_URL}/careers</loc>`);
    const html = await page('careers.html');
    expect(html).toContain(`<meta property="og:image" content="${SITE_URL}/social/careers.png"/>`);
    expect(existsSync(path.join(outDir, 'social/careers.png'))).toBe(true);
  });

  it("makes the footer's links to /careers valid: no longer a known missing page", () => {
    expect(build.warnings.filter((warning) => warning.startsWith('/careers '))).toEqual([]);
    // The spec's other missing page is still reported.
    expect(build.warnings.filter((warning) => warning.startsWith('/security '))).toHaveLength(1);
  });

  it('passes site check', async () => {
    const { code, stdout } = await site('check');
    expect(code).toBe(0);
    expect(stdout).toMatch(/no problems\.$/m);
    expect(stdout).not.toContain('/careers');
  }, 120_000);

  it('stops site check when its name is an address the site has, naming the file to rename', async () => {
    await project.write('content/pages/services.md', CAREERS);
    try {
      const { code, stderr } = await site('check');
      expect(code).toBe(1);
      expect(stderr).toContain(
        'content/pages/services.md: Duplicate page address /services, also made by content/pages/services.yaml: rename this file, since its name makes the address',
      );
    } finally {
      await rm(path.join(project.root, 'content/pages/services.md'));
    }
  }, 120_000);
});
