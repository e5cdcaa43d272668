// The islands are rendered by React at build time and hydrated by Preact in the browser: two renderers
// that must agree. For every built page and every island on it, Preact takes over the server's HTML
// without a mismatch reported in the console (client/hydrate.ts reports them) and leaves the island's
// DOM as the server wrote it.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { HYDRATED_ATTRIBUTE } from '../../client/hydrate.ts';
import { ISLANDS } from '../../client/islands/index.ts';
import { launchChromium } from '../support/browser.ts';
import { baseUrl, openPage } from '../support/pages.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** Every page of the build, by the address that serves it (the not-found page at a missing one). */
function builtPages(folder: string, address = ''): string[] {
  const pages: string[] = [];
  for (const entry of readdirSync(folder).sort()) {
    const file = path.join(folder, entry);
    if (statSync(file).isDirectory()) pages.push(...builtPages(file, `${address}/${entry}`));
    else if (entry === '404.html' && address === '') pages.push(MISSING_PAGE);
    else if (entry === 'index.html') pages.push(address || '/');
    else if (entry.endsWith('.html')) pages.push(`${address}/${entry.slice(0, -'.html'.length)}`);
  }
  return pages;
}
const MISSING_PAGE = '/no-such-page';

/**
 * Each island root's DOM, in document order, written so that only a real difference shows: attributes
 * sorted by name, adjacent text nodes joined (Preact splits a text React wrote in one piece, which
 * reads the same). The one attribute meant to change is dropped: once its script runs, a form of
 * client/FunctionForm.tsx turns the browser's own checks off (novalidate) to show the spec's messages.
 */
function islandsOf(root: ParentNode): { name: string; dom: string }[] {
  const write = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE)
      return (node.textContent ?? '').replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`);
    if (node.nodeType === Node.COMMENT_NODE) return `<!--${(node as Comment).data}-->`;
    if (node.nodeType !== Node.ELEMENT_NODE) return '';
    const element = node as Element;
    const attributes = [...element.attributes]
      .filter((attribute) => !(element.localName === 'form' && attribute.name === 'novalidate'))
      .map((attribute) => `${attribute.name}="${attribute.value}"`)
      .sort();
    const children =
      element.localName === 'template' ? (element as HTMLTemplateElement).content.childNodes : element.childNodes;
    return `<${[element.localName, ...attributes].join(' ')}>${[...children].map(write).join('')}</${element.localName}>`;
  };
  return [...root.querySelectorAll('[data-island]')].map((island) => ({
    name: island.getAttribute('data-island')!,
    dom: [...island.childNodes].map(write).join(''),
  }));
}

const pages = builtPages(inject('distDir'));

describe('hydration parity', () => {
  it('covers every island: each is on a built page', async () => {
    const onPages = new Set<string>();
    for (const address of pages) {
      const html = await (await fetch(baseUrl() + address)).text();
      for (const [, name] of html.matchAll(/data-island="([^"]+)"/g)) onPages.add(name!);
    }
    expect([...onPages].sort()).toEqual(Object.keys(ISLANDS).sort());
  });

  it.each(pages)(
    '%s: Preact hydrates every island onto the server HTML, unchanged and without a mismatch',
    async (address) => {
      const response = await fetch(baseUrl() + address);
      expect(response.status).toBe(address === MISSING_PAGE ? 404 : 200);
      const serverHtml = await response.text();

      const { page, consoleErrors, consoleWarnings, pageErrors } = await openPage(browser);
      try {
        await page.goto(baseUrl() + address, { waitUntil: 'load' });
        // Every island hydrated and its first effects run (an error they throw is reported by then):
        // client/hydrate.ts marks each root so once Preact has run them, after the next frame.
        await page.waitForFunction(
          (hydrated) => [...document.querySelectorAll('[data-island]')].every((root) => root.hasAttribute(hydrated)),
          HYDRATED_ATTRIBUTE,
        );

        // Both read by the same function in the same browser; the server's HTML parsed, not run.
        const hydrated = await page.evaluate(`(${islandsOf.toString()})(document)`);
        const server = await page.evaluate(
          `(${islandsOf.toString()})(new DOMParser().parseFromString(${JSON.stringify(serverHtml)}, 'text/html'))`,
        );
        expect(server, 'islands in the server HTML').not.toEqual([]);
        expect.soft(hydrated, `${address}: the DOM after hydration`).toEqual(server);

        expect.soft(pageErrors, `${address}: uncaught errors`).toEqual([]);
        // The not-found page is itself answered with a 404, which Chromium logs as a failed resource.
        const errors =
          address === MISSING_PAGE ? consoleErrors.filter((error) => !error.includes('status of 404')) : consoleErrors;
        expect.soft(errors, `${address}: console errors (a mismatch is reported as one)`).toEqual([]);
        expect
          .soft(
            consoleWarnings.filter((warning) => /hydrat|mismatch/i.test(warning)),
            `${address}: console warnings`,
          )
          .toEqual([]);
      } finally {
        await page.context().close();
      }
    },
  );
});
