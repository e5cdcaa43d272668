// Opening pages of the built site in Chromium, collecting what a visitor would not see but should
// never happen: uncaught errors and console errors (CSP violations among them).
import type { Browser, Page } from 'playwright';
import { inject, onTestFinished } from 'vitest';
import { HYDRATED_ATTRIBUTE } from '../../client/hydrate.ts';

export const baseUrl = () => inject('baseUrl');

export interface WatchedPage {
  page: Page;
  pageErrors: string[];
  consoleErrors: string[];
  consoleWarnings: string[];
}

export async function openPage(
  browser: Browser,
  options: {
    width?: number;
    height?: number;
    javaScript?: boolean;
    forWholeFile?: boolean;
    /** Whether each visit waits for the page's islands to be live: not for a test that refuses their code. */
    islands?: boolean;
  } = {},
): Promise<WatchedPage> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    javaScriptEnabled: options.javaScript ?? true,
  });
  // Closed when the test that opened it ends: a page left open keeps its animations and timers
  // running beside the next tests' pages, on a machine with two cores. A page shared by a file's
  // tests (forWholeFile, or opened in beforeAll) is closed with its browser.
  if (!options.forWholeFile) {
    try {
      onTestFinished(() => context.close());
    } catch {
      // not inside a test
    }
  }
  // Playwright waits for an element without end by default: a click on a button that never becomes
  // clickable would hold the test until vitest's own timeout, with no word of what it waited for.
  context.setDefaultTimeout(30_000);
  const page = await context.newPage();
  if ((options.javaScript ?? true) && (options.islands ?? true)) waitForIslandsOnEachVisit(page);
  const watched: WatchedPage = { page, pageErrors: [], consoleErrors: [], consoleWarnings: [] };
  page.on('pageerror', (error) => watched.pageErrors.push(error.message));
  page.on('console', (message) => {
    // The host's analytics scripts are not on the test server: they 404, which is expected there.
    const fromHostAnalytics = message.location().url.includes('/_vercel/') || message.text().includes('/_vercel/');
    if (message.type() === 'error' && !fromHostAnalytics) watched.consoleErrors.push(message.text());
    if (message.type() === 'warning') watched.consoleWarnings.push(message.text());
  });
  return watched;
}

/**
 * Makes each `page.goto` return once the page's islands are live, as a visitor finds them a moment
 * after the first paint (their code loads then: templates/after-first-paint.ts), so that no test
 * acts on an island before it runs. Not for a visit that only waits for the response ('commit'), nor
 * on a page whose clock a test has installed: a paused clock holds the islands' effects, and those
 * tests run it themselves (then `islandsReady`, or their own wait).
 */
function waitForIslandsOnEachVisit(page: Page): void {
  let clockInstalled = false;
  const install = page.clock.install.bind(page.clock);
  page.clock.install = (options) => {
    clockInstalled = true;
    return install(options);
  };
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (!clockInstalled && options?.waitUntil !== 'commit') await islandsReady(page);
    return response;
  };
}

/**
 * Until the page's islands are live: their code loads once the first screen has painted
 * (templates/after-first-paint.ts), and each island marks its root once it is hydrated and its first
 * effects have run (client/hydrate.ts).
 */
export async function islandsReady(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForFunction(
    (hydrated) => [...document.querySelectorAll('[data-island]')].every((root) => root.hasAttribute(hydrated)),
    HYDRATED_ATTRIBUTE,
  );
}

/** Until the page's (smooth) scroll has come to rest: five frames in a row at the same place. */
export async function scrollAtRest(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = -1;
        let still = 0;
        const check = () => {
          still = scrollY === last ? still + 1 : 0;
          last = scrollY;
          if (still >= 5) resolve();
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
  );
}

/**
 * The font families Chromium drew the first element matching `selector` in: the faces it used, not
 * the ones its CSS asks for. A face with font-display: optional that missed the first paint is never
 * used on that page, however loaded `document.fonts` says it is.
 */
export async function fontsDrawing(page: Page, selector: string): Promise<string[]> {
  const devtools = await page.context().newCDPSession(page);
  try {
    const { root } = await devtools.send('DOM.getDocument');
    const { nodeId } = await devtools.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    await devtools.send('CSS.enable');
    const { fonts } = await devtools.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.map((font) => font.familyName);
  } finally {
    await devtools.detach();
  }
}
