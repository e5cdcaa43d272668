// axe-core and HTML_CodeSniffer (WCAG 2 AA) in Chromium on every page type: no serious or critical
// violations, and no errors, at phone and desktop widths. Two checkers, as each sees what the other
// does not: HTML_CodeSniffer reads the colour behind text from the boxes around it and cannot see an
// SVG, as a user's style sheet cannot, so text on a drawn tile must carry the tile's colour itself.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser.ts';
import { baseUrl } from '../support/pages.ts';
import { articlesWithSections } from '../support/site-content.ts';

const PAGES = [
  '/',
  '/about',
  '/contact',
  '/services',
  '/services/security-solutions',
  '/services/crm-sales',
  '/services/stronglink',
  '/services/xero',
  '/blog',
  ...articlesWithSections(1), // the longest article the content has
  '/terms',
  '/no-such-page',
];

let browser: Browser;
let axeSource: string;
let codeSnifferSource: string;
beforeAll(async () => {
  browser = await launchChromium();
  const resolve = createRequire(import.meta.url).resolve;
  axeSource = await readFile(resolve('axe-core/axe.min.js'), 'utf8');
  codeSnifferSource = await readFile(resolve('html_codesniffer/build/HTMLCS.js'), 'utf8');
});
afterAll(async () => {
  await browser?.close();
});

interface CodeSnifferMessage {
  /** 1 error, 2 warning, 3 notice. */
  type: number;
  code: string;
  msg: string;
  element: Element;
}

interface Violation {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string[] }[];
}

describe.each([375, 1280])('at %i px', (width) => {
  it.each(PAGES)('%s has no serious or critical accessibility violations, and no WCAG 2 AA errors', async (path) => {
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
    await page.evaluate(codeSnifferSource);
    const errors = await page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          const sniffer = (
            window as unknown as {
              HTMLCS: {
                process: (standard: string, root: Document, done: () => void) => void;
                getMessages: () => CodeSnifferMessage[];
              };
            }
          ).HTMLCS;
          sniffer.process('WCAG2AA', document, () =>
            resolve(
              sniffer
                .getMessages()
                .filter((message) => message.type === 1)
                .map((message) => `${message.code}: ${message.msg} at ${message.element.outerHTML.slice(0, 120)}`),
            ),
          );
        }),
    );
    await context.close();
    expect(
      violations.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
    expect(errors).toEqual([]);
  });
});
