// A page paints its first screen from its own head: the rules it needs are there (cli/build/page-styles.ts),
// and the whole stylesheet, linked at the end of the body, shows what follows the first hero. Here the
// stylesheet is held back on the network: the first screen must paint all the same, and look exactly
// as it does once everything has arrived. (The islands' code is left out of both, so that the two
// pictures differ by the stylesheet alone: it runs after the stylesheet, and may change the controls.)
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser.ts';
import { decodePng } from '../support/png-pixels.ts';
import { baseUrl, openPage } from '../support/pages.ts';
import { PAGE_TYPES } from '../support/page-types.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const STYLESHEET = /\/assets\/main\.[^/]*\.css$/;
const PAGES = PAGE_TYPES;

/** The first screen as painted: from the top down to the end of the page's first hero, at most a screen. */
async function firstScreen(page: Page, height: number): Promise<Buffer> {
  const bottom = await page.evaluate(() => {
    const end = document.getElementById('first-screen-end')!;
    return (end.previousElementSibling ?? end.parentElement!).getBoundingClientRect().bottom;
  });
  const width = page.viewportSize()!.width;
  return page.screenshot({ clip: { x: 0, y: 0, width, height: Math.min(height, Math.floor(bottom)) } });
}

async function opened(path: string, width: number, height: number, holdStylesheet?: Promise<void>) {
  const { page } = await openPage(browser, { width, height });
  // Still: the drawings' motion would differ between the two pictures.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  if (holdStylesheet)
    await page.route(STYLESHEET, async (route) => {
      await holdStylesheet;
      await route.continue().catch(() => undefined); // the page may be closed by then
    });
  await page.goto(baseUrl() + path, { waitUntil: holdStylesheet ? 'commit' : 'load' });
  // Painted, in its own fonts.
  await page.waitForFunction(
    () => performance.getEntriesByType('paint').length > 0 && document.fonts.status === 'loaded',
    null,
    // Polled on a timer: a page held mid-parse may run no animation frames to poll on.
    { timeout: 10_000, polling: 100 },
  );
  return page;
}

function differingPixels(a: Buffer, b: Buffer): number {
  const first = decodePng(a);
  const second = decodePng(b);
  if (first.width !== second.width || first.height !== second.height) return Number.POSITIVE_INFINITY;
  let differing = 0;
  for (let at = 0; at < first.rgb.length; at += 3) {
    const channels = [0, 1, 2].map((channel) => Math.abs(first.rgb[at + channel]! - second.rgb[at + channel]!));
    if (Math.max(...channels) > 16) differing++;
  }
  return differing;
}

describe('the first screen', () => {
  it.each([
    ...PAGES.map((path) => [path, 375, 667] as const),
    ...['/', '/about', '/services/atlassian', '/blog/1'].map((path) => [path, 1280, 800] as const),
  ])(
    'of %s at %i px paints before the whole stylesheet arrives, as it looks once it has',
    async (path, width, height) => {
      const arrived = await opened(path, width, height);
      // The head links no stylesheet: nothing there holds the first paint back.
      expect(await arrived.locator('head link[rel="stylesheet"]').count()).toBe(0);
      const whole = await firstScreen(arrived, height);
      await arrived.context().close();

      let release!: () => void;
      const held = await opened(path, width, height, new Promise<void>((resolve) => (release = resolve)));
      const early = await firstScreen(held, height);
      // Nothing after the first screen is shown yet: what follows its mark, in its parent and in theirs.
      const shownAfter = await held.evaluate(() => {
        const shown: string[] = [];
        for (
          let at: Element | null = document.getElementById('first-screen-end');
          at && at !== document.body;
          at = at.parentElement
        )
          for (let next = at.nextElementSibling; next; next = next.nextElementSibling)
            if (next.getClientRects().length > 0) shown.push(`${next.tagName.toLowerCase()}.${next.className}`);
        return shown;
      });
      expect(shownAfter, `${path}: shown before the whole stylesheet`).toEqual([]);
      expect(await held.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain('Plus Jakarta Sans');
      release();
      expect(differingPixels(early, whole), `${path} at ${width}: pixels that differ`).toBe(0);
    },
  );
});
