// axe-core in Chromium on every page type: no serious or critical violations, at phone and desktop
// widths.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser.ts';
import { baseUrl } from '../support/pages.ts';

const PAGES = [
  '/',
  '/about',
  '/contact',
  '/services',
  '/services/security-solutions',
  '/services/stronglink',
  '/services/xero',
  '/blog',
  '/blog/6',
  '/terms',
  '/no-such-page',
];

let browser: Browser;
let axeSource: string;
beforeAll(async () => {
  browser = await launchChromium();
  axeSource = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
});
afterAll(async () => {
  await browser?.close();
});

interface Violation {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string[] }[];
}

describe.each([375, 1280])('at %i px', (width) => {
  it.each(PAGES)('%s has no serious or critical accessibility violations', async (path) => {
    // The site's CSP forbids inline scripts, axe included: the test context alone bypasses it.
    const context = await browser.newContext({ viewport: { width, height: 900 }, bypassCSP: true });
    const page = await context.newPage();
    await page.goto(baseUrl() + path);
    await page.evaluate(axeSource);
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: (options: object) => Promise<{ violations: Violation[] }> } })
        .axe;
      const result = await axe.run({ resultTypes: ['violations'] });
      return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    });
    await context.close();
    expect(
      violations.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  });
});
