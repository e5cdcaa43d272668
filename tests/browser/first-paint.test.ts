// A page paints its first screen from the start of its HTML alone: its head carries the rules that
// screen uses, and links no stylesheet; the end of the first screen carries the rest of the page's
// rules (cli/build/page-styles.ts, first-screen.ts). Here a host sends a page up to that end and holds
// the rest back: the first screen must paint all the same, and look exactly as it does once the whole
// page has arrived. (The islands' code and the font faces applied after the first paint are left out
// of both, so that the two pictures differ by what arrived alone: they come once the first screen has
// painted, the code may change the controls, and a face redraws its labels' glyphs, moving nothing:
// design-quality.test.ts measures that.)
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { headerRules, headersForPath } from '../../cli/build/headers.ts';
import { outputFileOf } from '../../cli/build/render.tsx';
import { launchChromium } from '../support/browser.ts';
import { decodePng } from '../support/png-pixels.ts';
import { baseUrl, openPage } from '../support/pages.ts';
import { PAGE_TYPES } from '../support/page-types.ts';
import { hostFolder, type StaticHost } from '../support/static-host.ts';

const MARK = '<span id="first-screen-end" hidden=""></span>';

let browser: Browser;
let held: StaticHost;
/** The font files the pages preload: the others' faces are applied after the first paint. */
let preloadedFonts: Set<string>;
/** Lets every page the holding host has begun to send finish. */
let releaseAll = () => {};
beforeAll(async () => {
  browser = await launchChromium();
  const distDir = inject('distDir');
  const home = await readFile(path.join(distDir, 'index.html'), 'utf8');
  preloadedFonts = new Set(
    [...home.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)].map((match) => match[1]!),
  );
  const rules = headerRules({ connectOrigins: [] });
  let resolve = () => {};
  let released = new Promise<void>((done) => (resolve = done));
  releaseAll = () => {
    resolve();
    released = new Promise<void>((done) => (resolve = done));
  };
  // A page's HTML up to the end of its first screen at once, the rest when released.
  held = await hostFolder(distDir, rules, (request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://host').pathname;
    const file = path.join(distDir, outputFileOf(pathname));
    if (!pathname.endsWith('/') && !existsSync(file)) return false; // not a page: the files answer
    void (async () => {
      const html = await readFile(file, 'utf8');
      const end = html.indexOf(MARK) + MARK.length;
      response.writeHead(200, { ...headersForPath(rules, pathname), 'Content-Type': 'text/html; charset=utf-8' });
      response.write(html.slice(0, end));
      await released;
      response.end(html.slice(end));
    })();
    return true;
  });
});
afterAll(async () => {
  releaseAll();
  await held?.close();
  await browser?.close();
});

/** The first screen as painted: from the top down to the end of the page's first screen, at most a screen. */
async function firstScreen(page: Page, height: number): Promise<Buffer> {
  const bottom = await page.evaluate(() => {
    const end = document.getElementById('first-screen-end')!;
    return (end.previousElementSibling ?? end.parentElement!).getBoundingClientRect().bottom;
  });
  const width = page.viewportSize()!.width;
  return page.screenshot({ clip: { x: 0, y: 0, width, height: Math.min(height, Math.floor(bottom)) } });
}

async function opened(origin: string, path: string, width: number, height: number, whole: boolean) {
  // The islands' code is refused below: nothing to wait for.
  const { page } = await openPage(browser, { width, height, islands: false });
  // Still: the drawings' motion would differ between the two pictures.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.route(/\.woff2$/, (route) =>
    preloadedFonts.has(new URL(route.request().url()).pathname) ? route.continue() : route.abort(),
  );
  await page.goto(origin + path, { waitUntil: whole ? 'load' : 'commit' });
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
    ...PAGE_TYPES.map((path) => [path, 375, 667] as const),
    ...['/', '/about', '/services/atlassian', '/blog/1'].map((path) => [path, 1280, 800] as const),
  ])(
    'of %s at %i px paints from the HTML up to its end, as it looks once the page has arrived',
    async (path, width, height) => {
      const arrived = await opened(baseUrl(), path, width, height, true);
      // No stylesheet to wait for: the page's rules are in the page.
      expect(await arrived.locator('link[rel="stylesheet"]').count()).toBe(0);
      const whole = await firstScreen(arrived, height);
      await arrived.context().close();

      const early = await opened(held.origin, path, width, height, false);
      const shot = await firstScreen(early, height);
      // What was held back has not arrived: the footer is not in the page yet.
      expect(await early.locator('.site-footer').count(), `${path}: the rest arrived`).toBe(0);
      expect(await early.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain('Plus Jakarta Sans');
      releaseAll();
      expect(differingPixels(shot, whole), `${path} at ${width}: pixels that differ`).toBe(0);
    },
  );
});
