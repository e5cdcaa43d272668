// Islands are found while pages render: a new interactive piece is a file in client/islands/ and one
// edit to the page that shows it; the build bundles it and loads it on exactly that page.
import { execFile } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyProject, type ProjectCopy } from '../support/project-copy.ts';
import { launchChromium } from '../support/browser.ts';
import { openPage } from '../support/pages.ts';
import { hostFolder } from '../support/static-host.ts';

const run = promisify(execFile);
const ABOUT = 'templates/pages/AboutPage.tsx';

let project: ProjectCopy;
let browser: Browser;
beforeAll(async () => {
  [project, browser] = await Promise.all([copyProject(), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await project?.remove();
});

const build = () => run(process.execPath, [path.join(project.root, 'cli/bin.js'), 'build'], { cwd: project.root }).then(
  () => ({ code: 0, stderr: '' }),
  (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
);

const PROBE = 'client/islands/HydrationProbe.tsx';
/** An island that counts once more in the browser, which shows that it hydrated. */
const COUNTING_PROBE = [
  "import { useEffect, useState } from 'react';",
  'export function HydrationProbe({ start }: { start: number }) {',
  '  const [count, setCount] = useState(start);',
  '  useEffect(() => setCount((value) => value + 1), []);',
  '  return <p className="hydration-probe">Count {count}</p>;',
  '}',
].join('\n');

/** Writes the island, places it on the about page for the length of `run`, and takes both away. */
async function withProbeOnAboutPage<T>(island: string, run: () => Promise<T>): Promise<T> {
  const about = await project.read(ABOUT);
  await project.write(PROBE, island);
  try {
    await placeProbeOnAboutPage();
    return await run();
  } finally {
    await project.write(ABOUT, about);
    await rm(path.join(project.root, PROBE), { force: true });
  }
}

/** The one edit: import the island and place it on the page. */
async function placeProbeOnAboutPage(): Promise<void> {
  await project.edit(ABOUT, "import { useSite } from '../site-context.ts';", "import { useSite } from '../site-context.ts';\nimport { Island } from '../Island.tsx';\nimport { HydrationProbe } from '../../client/islands/HydrationProbe.tsx';");
  await project.edit(ABOUT, '      <StatsBand stats={page.stats} label="Our record" />', '      <Island component={HydrationProbe} props={{ start: 41 }} />\n      <StatsBand stats={page.stats} label="Our record" />');
}

describe('an island added to a page', () => {
  it('takes one edit of the page: it renders, hydrates, and loads on that page only', async () => {
    expect(await withProbeOnAboutPage(COUNTING_PROBE, build)).toMatchObject({ code: 0 });
    const about = await readFile(path.join(project.root, 'dist/about/index.html'), 'utf8');
    expect(about.includes('<p class="hydration-probe">Count 41</p>'), 'rendered at build time').toBe(true);
    const contact = await readFile(path.join(project.root, 'dist/contact/index.html'), 'utf8');
    expect(contact.includes('HydrationProbe'), 'loaded on the contact page').toBe(false);

    const { origin, close } = await hostFolder(path.join(project.root, 'dist'));
    try {
      const { page, consoleErrors, pageErrors } = await openPage(browser);
      await page.goto(`${origin}/about`);
      await expect.poll(() => page.locator('.hydration-probe').textContent()).toBe('Count 42');
      // The menu, the page's other island, still works beside it.
      await page.setViewportSize({ width: 375, height: 700 });
      await page.getByRole('button', { name: /menu/i }).click();
      await expect.poll(() => page.getByRole('button', { name: /menu/i }).getAttribute('aria-expanded')).toBe('true');
      expect([...consoleErrors, ...pageErrors]).toEqual([]);
      await page.close();
    } finally {
      await close();
    }
  });

  it('fails the build, naming the page and the island, when the island cannot be bundled', async () => {
    // Node's file system exists where pages render, not in a browser.
    const nodeOnly = "import { readFileSync } from 'node:fs';\nimport { useEffect } from 'react';\nexport function HydrationProbe() { useEffect(() => void readFileSync('/etc/hosts'), []); return <p>probe</p>; }\n";
    const { code, stderr } = await withProbeOnAboutPage(nodeOnly, build);
    expect(code).toBe(1);
    expect(stderr).toContain('The page /about uses the island HydrationProbe, which cannot be bundled');
    expect(stderr).toContain('node:fs');
    expect(stderr).toContain('The previous output was left untouched.');
  });
});
