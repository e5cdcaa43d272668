// `site serve`: the local server an editor and a developer work with.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser.ts';
import { openPage } from '../support/pages.ts';
import { copyProject, type ProjectCopy } from '../support/project-copy.ts';
import { stoppedGroup, waitFor } from '../support/wait.ts';

let project: ProjectCopy;
let server: ChildProcess;
let output = '';
let origin: string;
let outParent: string;
let browser: Browser;
/** The production build in the copy's dist/ before site serve started: each file's bytes and times. */
let publishedBefore: Map<string, string>;

/** Every file of the copy's dist/ with a hash of its bytes, its inode and its modification time. */
async function distFiles(): Promise<Map<string, string>> {
  const dist = path.join(project.root, 'dist');
  const files = new Map<string, string>();
  for (const entry of await readdir(dist, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const [bytes, { ino, mtimeMs }] = await Promise.all([readFile(file), stat(file)]);
    files.set(path.relative(dist, file), `${createHash('sha256').update(bytes).digest('hex')} ${ino} ${mtimeMs}`);
  }
  return files;
}

beforeAll(async () => {
  [project, browser] = await Promise.all([copyProject(), launchChromium()]);
  outParent = await mkdtemp(path.join(os.tmpdir(), 'site-serve-'));
  // A production build waiting to be published, as docs/publishing.md makes one.
  await promisify(execFile)(process.execPath, ['cli/bin.js', 'build'], {
    cwd: project.root,
    env: { ...process.env, SITE_URL: 'https://www.bluebonnetcyber.example' },
  });
  publishedBefore = await distFiles();
  // Started the way the README says, `npm start`, with a free port and throwaway folders.
  server = spawn('npm', ['start', '--', '--port', '0', '--data', path.join(outParent, 'data')], {
    cwd: project.root,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  server.stdout!.on('data', (chunk) => (output += chunk));
  server.stderr!.on('data', (chunk) => (output += chunk));
  origin = await waitFor(
    () => /Serving (http:\/\/\S+)/.exec(output)?.[1],
    () => `"Serving http://..." from site serve; it printed:\n${output}`,
  );
});

afterAll(async () => {
  await stoppedGroup(server); // npm, its shell and site serve, before their folders go
  await browser?.close();
  await project?.remove();
  await rm(outParent, { recursive: true, force: true });
});

const get = (pathname: string) => fetch(origin + pathname, { redirect: 'manual' });

/** The failed build's overlay in a page as served, if it has one. */
const overlayOf = (html: string) => /<div data-site-build-error>[\s\S]*?<\/template><\/div>/.exec(html)?.[0];

describe('site serve', () => {
  it('serves clean URLs with the production headers, and the 404 page with status 404', async () => {
    const about = await get('/about');
    expect(about.status).toBe(200);
    expect(about.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(about.headers.get('strict-transport-security')).toBeTruthy();
    expect((await get('/about/')).headers.get('location')).toBe('/about');
    expect((await get('/about/')).status).toBe(308);
    const missing = await get('/security');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Oops! Page not found');
  });

  it('names the address it listens on in its pages: with --port 0, the port the system chose', async () => {
    expect(origin).toMatch(/^http:\/\/localhost:[1-9]\d*$/);
    const about = await (await get('/about')).text();
    expect(/<link rel="canonical" href="([^"]*)"/.exec(about)?.[1]).toBe(`${origin}/about`);
    expect(/<meta property="og:image" content="([^"]*)"/.exec(about)?.[1]).toBe(`${origin}/social/about.png`);
  });

  it('shows a draft, with a banner saying so, while site build leaves it out', async () => {
    const draft = 'content/blog/40-serve-draft.md';
    const text = (await project.read('content/blog/01-security-measures.md'))
      .replace(/^id: 1$/m, 'id: 40')
      .replace(/^date: .*$/m, 'date: 2024-06-18\ndraft: true');
    await project.write(draft, text);
    try {
      await expect.poll(async () => (await get('/blog/40')).status, { timeout: 20_000 }).toBe(200);
      const { page } = await openPage(browser);
      await page.goto(`${origin}/blog/40`);
      await expect
        .poll(() => page.locator('.draft-banner').textContent())
        .toBe('Draft: only site serve shows this post. Remove "draft: true" to publish it.');
    } finally {
      await rm(path.join(project.root, draft));
    }
  });

  it('shows a draft vendor page with its banner, as it shows a draft post', async () => {
    const draft = 'content/vendors/serve-draft.md';
    const text = (await project.read('content/vendors/okta.md'))
      .replace(/^name: .*$/m, 'name: Serve Draft')
      .replace(/^order: .*$/m, 'order: 98\ndraft: true');
    await project.write(draft, text);
    try {
      await expect.poll(async () => (await get('/services/serve-draft')).status, { timeout: 20_000 }).toBe(200);
      const { page } = await openPage(browser);
      await page.goto(`${origin}/services/serve-draft`);
      await expect
        .poll(() => page.locator('.draft-banner').textContent())
        .toBe('Draft: only site serve shows this page. Remove "draft: true" to publish it.');
    } finally {
      await rm(path.join(project.root, draft));
    }
  });

  it('rebuilds when content changes and reloads the open tab by itself', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${origin}/about`);
    await page.waitForFunction(() => document.readyState === 'complete');
    await project.withEdit(
      'content/pages/about.yaml',
      'title: Enterprise-grade security for Texas businesses',
      'title: Edited while serving',
      async () => {
        await expect.poll(() => page.locator('h1').textContent(), { timeout: 20_000 }).toBe('Edited while serving');
      },
    );
  });

  it('shows a content error over the last good page, naming file:line:column with the lines around it, until it is fixed', async () => {
    const { page, consoleErrors } = await openPage(browser);
    await page.goto(`${origin}/contact`);
    await page.waitForFunction(() => document.readyState === 'complete');

    const post = 'content/blog/03-it-management-costs.md';
    const original = await project.read(post);
    const line = original.split('\n').indexOf('author: Jordan Ellis') + 1;
    expect(line).toBeGreaterThan(1);
    const overlay = page.getByRole('dialog', { name: 'The site could not be built' });
    try {
      await project.edit(post, 'author: Jordan Ellis\n', 'author: Jordan Elis\n');
      const place = `${post}:${line}:1`;
      await expect.poll(() => output, { timeout: 20_000 }).toContain(`${place}: author: Unknown author "Jordan Elis"`);
      // The tab reloads by itself: the contact page as last built, with the problem over it.
      await expect.poll(() => overlay.isVisible(), { timeout: 20_000 }).toBe(true);
      await expect.poll(() => overlay.getByRole('heading', { name: place }).isVisible()).toBe(true);
      const frame = (await overlay.locator('pre').first().textContent()) ?? '';
      expect(frame).toContain(`> ${line} | author: Jordan Elis`);
      expect(frame).toContain(`  ${line - 1} | category: IT Management`);
      expect(await page.locator('h1').textContent()).toBe('Get your free security consultation');
      // site serve's own script makes it modal (shown before that script runs, it is not yet), and
      // Escape closes it.
      await expect.poll(() => overlay.evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(() => overlay.isVisible()).toBe(false);

      const contact = await get('/contact');
      expect(contact.status).toBe(200);
      const html = await contact.text();
      expect(/<title>[^<]*<\/title>/.exec(html)?.[0]).toContain('Contact');
      expect(overlayOf(html)).toContain(`<h3>${place}</h3>`);
      // An address the last good build never had: its not-found page, with the problem over it.
      const missing = await get('/blog/no-such-post');
      expect(missing.status).toBe(404);
      expect(overlayOf(await missing.text())).toContain(`<h3>${place}</h3>`);
      // Only what is served has it: the pages on disk stay as built.
      expect(await readFile(path.join(outParent, 'data/site/contact.html'), 'utf8')).not.toContain(
        'data-site-build-error',
      );
      // It needs no script: without any, it shows, and its button closes it.
      const { page: withoutScripts } = await openPage(browser, { javaScript: false });
      await withoutScripts.goto(`${origin}/contact`);
      const shown = withoutScripts.getByRole('dialog', { name: 'The site could not be built' });
      expect(await shown.getByRole('heading', { name: place }).isVisible()).toBe(true);
      await shown.getByRole('button', { name: 'Close' }).click();
      expect(await shown.isVisible()).toBe(false);

      await project.write(post, original);
      await expect.poll(() => page.locator('[data-site-build-error]').count(), { timeout: 20_000 }).toBe(0);
      expect(await page.locator('h1').textContent()).toBe('Get your free security consultation');
      expect(overlayOf(await (await get('/contact')).text())).toBeUndefined();
      expect(consoleErrors).toEqual([]);
    } finally {
      await project.write(post, original);
    }
  });

  it("names a template's file and line when it throws while rendering, over the last good page", async () => {
    const template = 'templates/pages/AboutPage.tsx';
    const good = '<StatsBand stats={page.stats} label="Our record" />';
    // Reads a property of something undefined, as a template mistyping a field would.
    const broken =
      '<StatsBand stats={page.stats} label={(page as unknown as { gone: { label: string } }).gone.label} />';
    const line = (await project.read(template)).split('\n').findIndex((text) => text.includes(good)) + 1;
    expect(line).toBeGreaterThan(1);
    const builds = output.split('Built ').length;
    await project.withEdit(template, good, broken, async () => {
      await expect
        .poll(() => output, { timeout: 60_000 })
        .toContain(`TypeError: Cannot read properties of undefined (reading 'label')`);
      // The terminal's stack names the template in this checkout, not a chunk of the kept bundle.
      expect(output).toContain(`${path.join(project.root, template)}:${line}:`);
      const about = await get('/about');
      expect(about.status).toBe(200);
      const html = await about.text();
      expect(/<title>[^<]*<\/title>/.exec(html)?.[0]).toContain('About Us');
      const overlay = overlayOf(html);
      expect(overlay).toMatch(new RegExp(`<h3>${template}:${line}:\\d+</h3>`));
      expect(overlay).toContain(`&gt; ${line} |       &lt;StatsBand stats={page.stats} label={(page as unknown`);
    });
    await expect.poll(() => output.split('Built ').length, { timeout: 60_000 }).toBeGreaterThan(builds);
    expect(overlayOf(await (await get('/about')).text())).toBeUndefined();
  });

  it('leaves the production build in dist/ as it was, byte for byte, after its builds and rebuilds', async () => {
    expect(publishedBefore.size).toBeGreaterThan(100);
    expect(await distFiles()).toEqual(publishedBefore);
    expect(await readFile(path.join(project.root, 'dist/about.html'), 'utf8')).toContain(
      '<link rel="canonical" href="https://www.bluebonnetcyber.example/about"/>',
    );
  });
});
