// Islands are found while pages render: a new interactive piece is a file in client/islands/, its line
// in client/islands/index.ts and one edit to the page that shows it; the build bundles it and loads it
// on exactly the pages that render it, the footer's included.
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
const FOOTER = 'templates/parts/Footer.tsx';
const LIST = 'client/islands/index.ts';

let project: ProjectCopy;
let browser: Browser;
beforeAll(async () => {
  [project, browser] = await Promise.all([copyProject(), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await project?.remove();
});

const build = () =>
  run(process.execPath, [path.join(project.root, 'cli/bin.js'), 'build'], { cwd: project.root, timeout: 60_000 }).then(
    () => ({ code: 0, stderr: '' }),
    (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
  );

const PROBE = 'client/islands/HydrationProbe.tsx';
/** An island that counts once more in the browser, which shows that it hydrated. */
const COUNTING_PROBE = [
  '/** @jsxImportSource #island-runtime */',
  "import { useEffect, useState } from '#island-runtime';",
  'export function HydrationProbe({ start }: { start: number }) {',
  '  const [count, setCount] = useState(start);',
  '  useEffect(() => setCount((value) => value + 1), []);',
  '  return <p className="hydration-probe">Count {count}</p>;',
  '}',
].join('\n');

/** Writes and lists the island, places it with `place` for the length of `run`, and takes it all away. */
async function withProbe<T>(island: string, place: () => Promise<void>, run: () => Promise<T>): Promise<T> {
  const edited = [ABOUT, FOOTER, LIST];
  const before = await Promise.all(edited.map((file) => project.read(file)));
  await project.write(PROBE, island);
  try {
    await project.edit(
      LIST,
      "import { Toaster } from './Toaster.tsx';",
      "import { Toaster } from './Toaster.tsx';\nimport { HydrationProbe } from './HydrationProbe.tsx';",
    );
    await project.edit(LIST, 'export const ISLANDS = {', 'export const ISLANDS = {\n  HydrationProbe,');
    await place();
    return await run();
  } finally {
    await Promise.all(edited.map((file, index) => project.write(file, before[index]!)));
    await rm(path.join(project.root, PROBE), { force: true });
  }
}

const IMPORTS =
  "import { Island } from '../Island.tsx';\nimport { HydrationProbe } from '../../client/islands/HydrationProbe.tsx';";

/** The page's edit: import the island and place it on the page. */
async function placeProbeOnAboutPage(): Promise<void> {
  await project.edit(
    ABOUT,
    "import { useSite } from '../site-context.ts';",
    `import { useSite } from '../site-context.ts';\n${IMPORTS}`,
  );
  await project.edit(
    ABOUT,
    '      <StatsBand stats={page.stats} label="Our record" />',
    '      <Island component={HydrationProbe} props={{ start: 41 }} />\n      <StatsBand stats={page.stats} label="Our record" />',
  );
}

/** The footer, which the build renders once for every page. */
async function placeProbeInFooter(): Promise<void> {
  await project.edit(
    FOOTER,
    "import { Brand } from '../marks/Brand.tsx';",
    `import { Brand } from '../marks/Brand.tsx';\n${IMPORTS}`,
  );
  await project.edit(
    FOOTER,
    '          <p>{site.footer.blurb}</p>',
    '          <p>{site.footer.blurb}</p>\n          <Island component={HydrationProbe} props={{ start: 41 }} />',
  );
}

describe('an island added to a page', () => {
  it('takes its line in the list and one edit of the page: it renders, hydrates, and loads on that page only', async () => {
    expect(await withProbe(COUNTING_PROBE, placeProbeOnAboutPage, build)).toMatchObject({ code: 0 });
    const about = await readFile(path.join(project.root, 'dist/about.html'), 'utf8');
    expect(about.includes('<p class="hydration-probe">Count 41</p>'), 'rendered at build time').toBe(true);
    const contact = await readFile(path.join(project.root, 'dist/contact.html'), 'utf8');
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
  }, 90_000);

  it('fails the build, naming the page and the island, when the island cannot be bundled', async () => {
    // Node's file system exists where pages render, not in a browser.
    const nodeOnly =
      "/** @jsxImportSource #island-runtime */\nimport { readFileSync } from 'node:fs';\nimport { useEffect } from '#island-runtime';\nexport function HydrationProbe() { useEffect(() => void readFileSync('/etc/hosts'), []); return <p>probe</p>; }\n";
    const { code, stderr } = await withProbe(nodeOnly, placeProbeOnAboutPage, build);
    expect(code).toBe(1);
    expect(stderr).toContain('The page /about uses the island HydrationProbe, which cannot be bundled');
    expect(stderr).toContain('node:fs');
    expect(stderr).toContain('The previous output was left untouched.');
  });

  it('is recorded in the footer too, which is rendered once for every page: it loads and hydrates on every page', async () => {
    expect(await withProbe(COUNTING_PROBE, placeProbeInFooter, build)).toMatchObject({ code: 0 });
    const { origin, close } = await hostFolder(path.join(project.root, 'dist'));
    try {
      for (const address of ['/', '/contact', '/blog']) {
        const { page, consoleErrors, pageErrors } = await openPage(browser);
        await page.goto(`${origin}${address}`);
        await expect
          .poll(() => page.locator('.site-footer .hydration-probe').textContent(), { message: address })
          .toBe('Count 42');
        expect([...consoleErrors, ...pageErrors], address).toEqual([]);
        await page.context().close();
      }
    } finally {
      await close();
    }
  }, 90_000);
});
