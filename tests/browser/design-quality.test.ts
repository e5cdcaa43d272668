// The design's acceptance checks, in Chromium against the built site: what a visitor on a phone or
// with a keyboard would notice. Words are never cut in half, text is never tiny, every phone number and
// e-mail address can be tapped, every control shows where the focus is, targets are big enough to
// touch, the brand typeface loads without moving anything, and the main actions are above the fold.
// The in-page measurements are in tests/support/design-probes.ts; the last block checks them on
// pages made up for the purpose, so a failure here is the site's, not the check's.
import type { Browser, Page } from 'playwright';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Content } from '../../cli/model/collections.ts';
import { contentOnDisk } from '../../cli/model/content-files.ts';
import { loadContent } from '../../cli/model/load.ts';
import { projectRoot } from '../support/project-copy.ts';
import { PATHS, routeTable } from '../../cli/site/routes.tsx';
import { launchChromium } from '../support/browser.ts';
import {
  brandFont,
  findContactTexts,
  findSmallText,
  focusedRing,
  installProbeHelpers,
  layoutShifts,
  mainTargets,
  measureLayout,
  type BrokenWord,
  type FocusRing,
  type LayoutReport,
} from '../support/design-probes.ts';
import { baseUrl, fontsDrawing, openPage } from '../support/pages.ts';
import { articlesWithSections, listedPosts } from '../support/site-content.ts';

const ROUTES = [
  '/',
  '/about',
  '/contact',
  '/services',
  '/services/security-solutions',
  '/services/stronglink',
  '/services/xero',
  '/blog',
  // The newest article and the longest, whichever posts the content has.
  ...new Set([listedPosts()[0]!, ...articlesWithSections(1)]),
  '/privacy',
  '/terms',
  '/cookies',
  '/no-such-page',
];
const NOT_FOUND = '/no-such-page';

let browser: Browser;
let content: Content;
beforeAll(async () => {
  content = loadContent(contentOnDisk(projectRoot));
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** One page per viewport size for the whole file: each check navigates it to the routes it needs. */
const pages = new Map<string, Promise<Page>>();
function pageAt(width: number, height = 900): Promise<Page> {
  const key = `${width}x${height}`;
  if (!pages.has(key))
    pages.set(
      key,
      openPage(browser, { width, height, forWholeFile: true }).then(({ page }) => page),
    );
  return pages.get(key)!;
}

// Between tests, each shared page waits on a blank one: left on a page of the site, its drawings'
// animations kept Chromium drawing frames (a third of a core for the home page, without a GPU) beside
// every later test, on a machine with two cores.
afterEach(async () => {
  for (const page of pages.values()) await (await page).goto('about:blank');
});

/** Opens a route with its fonts loaded (they change where lines break), checking it answered. */
async function visit(page: Page, path: string): Promise<void> {
  const response = await page.goto(baseUrl() + path);
  expect(response?.status(), `${path} answers`).toBe(path === NOT_FOUND ? 404 : 200);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** Runs one of the in-page measurements of tests/support/design-probes.ts, with the helpers it uses. */
async function probe<R>(page: Page, measure: () => R | Promise<R>): Promise<R>;
async function probe<R, A extends number | string>(page: Page, measure: (arg: A) => R | Promise<R>, arg: A): Promise<R>;
async function probe<R>(
  page: Page,
  measure: (arg?: number | string) => R | Promise<R>,
  arg?: number | string,
): Promise<R> {
  await page.evaluate(installProbeHelpers);
  return page.evaluate(measure, arg);
}

/** At most `limit` lines per route, so that one bad rule does not bury the others. */
function capped(route: string, lines: string[], limit = 8): string[] {
  return lines.length > limit ? [...lines.slice(0, limit), `${route}: ... and ${lines.length - limit} more`] : lines;
}

const inViewport = (
  box: { x: number; y: number; width: number; height: number } | null,
  viewport: { width: number; height: number },
) =>
  box !== null &&
  box.x >= 0 &&
  box.y >= 0 &&
  box.x + box.width <= viewport.width &&
  box.y + box.height <= viewport.height;

// ------------------------------------------------------------------------------------------------

/** Every route measured once per width; the checks below read the parts they are about. */
const layouts = new Map<number, Promise<Map<string, LayoutReport>>>();
function layoutAt(width: number): Promise<Map<string, LayoutReport>> {
  if (!layouts.has(width)) {
    layouts.set(
      width,
      (async () => {
        const page = await pageAt(width);
        const reports = new Map<string, LayoutReport>();
        for (const route of ROUTES) {
          await visit(page, route);
          reports.set(route, await probe(page, measureLayout));
        }
        return reports;
      })(),
    );
  }
  return layouts.get(width)!;
}

const REGIONS: [string, BrokenWord['region']][] = [
  ['in tables (main table)', 'table'],
  ['in the footer', 'footer'],
  ['anywhere else in main', 'main'],
];

describe('No word is broken in the middle', () => {
  describe.each([320, 375])('at %i px', (width) => {
    it.each(REGIONS)('%s: only at spaces, after @ / - – — or before a full stop', async (_where, region) => {
      const broken: string[] = [];
      for (const [route, report] of await layoutAt(width)) {
        const here = report.brokenWords
          .filter((word) => word.region === region)
          .map(
            ({ part, word, element, lines }) =>
              `${route}: "${part}"${part === word ? '' : ` (of "${word}")`} is split over ${lines} lines in ${element}`,
          );
        broken.push(...capped(route, here));
      }
      expect(broken).toEqual([]);
    });

    it('a table wider than its column scrolls sideways in a wrapper that fits on the screen', async () => {
      const problems: string[] = [];
      for (const [route, report] of await layoutAt(width)) {
        for (const table of report.wideTables) {
          if (!['auto', 'scroll'].includes(table.parentOverflowX)) {
            problems.push(
              `${route}: ${table.element} is ${table.tableWidth} px wide in a ${table.parentWidth} px parent with overflow-x: ${table.parentOverflowX}`,
            );
          } else if (table.parentRight > width) {
            problems.push(
              `${route}: the scrolling wrapper of ${table.element} ends at ${table.parentRight} px, past the ${width} px screen`,
            );
          }
        }
      }
      expect(problems).toEqual([]);
    });
  });

  it('nothing is wider than a 320 px screen', async () => {
    const wide: string[] = [];
    for (const [route, report] of await layoutAt(320)) {
      if (report.scrollWidth !== 320)
        wide.push(
          `${route}: the page is ${report.scrollWidth} px wide; sticking out: ${report.overflowing.join(', ')}`,
        );
    }
    expect(wide).toEqual([]);
  });
});

describe('No button label wraps', () => {
  it('at 320 px, on every page and the categories with the longest calls ("Get Accounting Consultation")', async () => {
    const page = await pageAt(320);
    const wrapped: string[] = [];
    for (const route of [...ROUTES, '/services/finance-accounting', '/services/ecommerce-marketing']) {
      await visit(page, route);
      const here = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('.button')]
          .filter((button) => button.getClientRects().length > 0)
          .filter((button) => {
            // The lines its words stand on (the icon and the spaces around it aside).
            const lines = new Set<number>();
            const texts = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
            for (let text = texts.nextNode(); text; text = texts.nextNode()) {
              if (!text.textContent!.trim() || text.parentElement!.closest('.visually-hidden')) continue;
              const words = document.createRange();
              words.selectNodeContents(text);
              for (const line of words.getClientRects()) lines.add(Math.round(line.bottom / 4));
            }
            return lines.size > 1;
          })
          .map((button) => button.textContent.trim()),
      );
      wrapped.push(...here.map((label) => `${route}: "${label}"`));
    }
    expect(wrapped).toEqual([]);
  });
});

describe('No text is smaller than 12 px', () => {
  it.each([375, 1280])('at %i px, on every page', async (width) => {
    const page = await pageAt(width);
    const small: string[] = [];
    for (const route of ROUTES) {
      await visit(page, route);
      const here = (await probe(page, findSmallText, 12)).map(
        ({ element, text, fontSize }) => `${route}: "${text}" in ${element} is ${fontSize} px`,
      );
      small.push(...capped(route, here));
    }
    expect(small).toEqual([]);
  });
});

describe('Every phone number and e-mail address is a link', () => {
  it('to mailto:<the address> or tel:<the number>, on every page of the route table and the not-found page', async () => {
    // A page of its own, closed when the test ends, with scripts off (docs/testing.md, "Waiting").
    const { page } = await openPage(browser, { width: 1280, javaScript: false });
    const paths = [
      ...routeTable({ content, buildDate: '2026-01-01', backend: { url: null, anonKey: 'test' } }).map(
        (route) => route.path,
      ),
      NOT_FOUND,
    ];
    const kinds = new Set<string>();
    const unlinked: string[] = [];
    for (const path of paths) {
      await visit(page, path);
      const found = await probe(page, findContactTexts);
      for (const contact of found) kinds.add(contact.kind);
      const here = found
        .filter((contact) => !contact.linked)
        .map(
          ({ kind, text, element, href }) =>
            `${path}: ${kind} "${text}" in ${element} is ${href === null ? 'not a link' : `a link to "${href}"`}`,
        );
      unlinked.push(...capped(path, here));
    }
    expect(unlinked).toEqual([]);
    // The site shows its own address and number somewhere: finding neither would mean the check saw nothing.
    expect([...kinds].sort(), 'kinds of contact found on the site').toEqual(['e-mail', 'phone']);
  }, 120_000); // every page, one after another
});

// ------------------------------------------------------------------------------------------------

function ringProblem(path: string, ring: FocusRing): string | null {
  const faults = [
    ring.outlineStyle === 'none' && 'no outline',
    ring.outlineWidth < 2 && `outline ${ring.outlineWidth} px (under 2)`,
    ring.contrast < 3 && `contrast ${ring.contrast}:1 (under 3:1)`,
  ].filter(Boolean);
  if (faults.length === 0) return null;
  const on = ring.drawnOn === 'element' ? '' : ` on its ${ring.drawnOn}`;
  return (
    `${path}: ${ring.element} "${ring.text}": ${faults.join(', ')}; ring${on} ${ring.outlineStyle} ${ring.outlineWidth} px ` +
    `${ring.outlineColor} on ${ring.background}, ${ring.contrast}:1`
  );
}

describe('Every control shows a visible focus ring', () => {
  describe.each([1280, 375])('at %i px', (width) => {
    it.each(['/', '/contact', '/services', '/blog'])(
      'on %s, for everything Tab reaches: 2 px or more, 3:1 against the background',
      async (path) => {
        const page = await pageAt(width);
        await visit(page, path);
        const rings: FocusRing[] = [];
        const seen = new Set<number>();
        for (let presses = 0; presses < 80; presses++) {
          await page.keyboard.press('Tab');
          const ring = await probe(page, focusedRing);
          // Focus has left the page after the last control, or come back round to one already seen.
          if (ring === null || seen.has(ring.id)) break;
          seen.add(ring.id);
          rings.push(ring);
        }
        expect(rings.length, `controls reached with Tab on ${path}`).toBeGreaterThan(0);
        expect(rings.map((ring) => ringProblem(path, ring)).filter(Boolean)).toEqual([]);
      },
    );

    it('on /contact, on the invalid field the form focuses after sending it empty', async () => {
      const page = await pageAt(width);
      await visit(page, '/contact');
      await page.waitForLoadState('networkidle'); // the form's script is running
      const form = page.locator('main form').filter({ has: page.getByLabel('First Name') });
      await form.locator('[type="submit"]').click();
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).toBe('true');
      const ring = await probe(page, focusedRing);
      expect(ring, 'the focused field').not.toBeNull();
      expect(ringProblem('/contact', ring!)).toBeNull();
    });
  });
});

describe('Touch targets on /services are at least 44 by 44 px', () => {
  it.each([375, 1280])('at %i px, every visible link and button in main', async (width) => {
    const page = await pageAt(width);
    await visit(page, '/services');
    const targets = await probe(page, mainTargets);
    expect(targets.length, 'links and buttons in main').toBeGreaterThan(0);
    expect(
      targets
        .filter((target) => target.width < 44 || target.height < 44)
        .map(({ element, text, width: w, height: h }) => `${element} "${text}" is ${w} x ${h} px`),
    ).toEqual([]);
  });
});

// ------------------------------------------------------------------------------------------------

describe('The brand typeface is loaded', () => {
  it('on /, the body is set in the family of the first @font-face, that face has loaded, and the heading is drawn in it', async () => {
    const page = await pageAt(1280);
    await visit(page, '/');
    const font = await page.evaluate(brandFont);
    expect(font.declared, 'family of the first @font-face').not.toBeNull();
    expect(font.bodyFamily.toLowerCase(), "first family of the body's font-family").toBe(font.declared!.toLowerCase());
    expect(font.checked, `document.fonts.check('16px "${font.declared}"')`).toBe(true);
    expect(
      font.faces
        .filter((face) => face.family.toLowerCase() === font.declared!.toLowerCase())
        .map((face) => face.status),
      `status of the "${font.declared}" faces`,
    ).toContain('loaded');
    // The face is used only if it is there for the first paint (font-display: optional): preloaded,
    // it is, and the heading is drawn in it.
    expect(await fontsDrawing(page, 'h1')).toEqual(['Plus Jakarta Sans']);
  });

  it('on /, the brand face alone is preloaded, as woff2 with crossorigin; it answers 200, and every face is fetched once', async () => {
    const page = await pageAt(1280);
    await visit(page, '/');
    const preloads = await page.locator('head link[rel="preload"][as="font"]').evaluateAll((links) =>
      links.map((link) => ({
        href: (link as HTMLLinkElement).href,
        type: link.getAttribute('type'),
        crossorigin: link.hasAttribute('crossorigin'),
      })),
    );
    // The labels' face is not preloaded: it loads after the first paint (its fallback is sized to it).
    expect(
      preloads.map((preload) => new URL(preload.href).pathname),
      'preloaded fonts',
    ).toEqual([expect.stringMatching(/^\/assets\/fonts\/plus-jakarta-sans-[^/]*\.woff2$/)]);
    for (const preload of preloads) {
      expect(preload, 'the preload link').toMatchObject({ type: 'font/woff2', crossorigin: true });
      expect((await page.request.get(preload.href)).status(), preload.href).toBe(200);
    }
    // A preload that does not match the @font-face request (URL, crossorigin) is downloaded twice.
    const fetched = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => new URL(name).pathname.endsWith('.woff2')),
    );
    expect(fetched, 'font files the page fetched').toEqual([...new Set(fetched)]);
    for (const preload of preloads) expect(fetched).toContain(preload.href);
  });

  it("on /, the labels' face is fetched once the first screen has painted, and applies then; at once where scripts do not run", async () => {
    const labelsFace = () =>
      document.fonts.ready.then(() => ({
        status: [...document.fonts].filter((face) => face.family === 'JetBrains Mono').map((face) => face.status),
        fetchedAt: performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes('/jetbrains-mono-'))
          .map((entry) => entry.startTime),
        paintedAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      }));
    const { page } = await openPage(browser, { width: 375 });
    try {
      await page.goto(`${baseUrl()}/`, { waitUntil: 'load' });
      await page.waitForFunction(() =>
        performance.getEntriesByType('resource').some((entry) => entry.name.includes('/jetbrains-mono-')),
      );
      const face = await page.evaluate(labelsFace);
      expect(face.status, 'the faces of JetBrains Mono').toContain('loaded');
      expect(face.fetchedAt.length, 'its files fetched').toBeGreaterThan(0);
      for (const at of face.fetchedAt)
        expect(at, 'fetched after the first contentful paint').toBeGreaterThanOrEqual(face.paintedAt);
    } finally {
      await page.context().close();
    }
    const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await withoutScripts.newPage();
      await page.goto(`${baseUrl()}/`, { waitUntil: 'load' });
      expect((await page.evaluate(labelsFace)).status, 'the faces of JetBrains Mono, without scripts').toContain(
        'loaded',
      );
    } finally {
      await withoutScripts.close();
    }
  });

  /** Once the page's fonts have arrived and a frame is drawn with them, where a shift they cause
   *  shows: its layout shifts add up to under 0.001 (a hundredth of what Lighthouse calls good; a face
   *  that swaps in after the first paint may move a chip of a drawing by a fraction of a pixel). */
  async function expectNothingMoved(page: Page) {
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const shifts = await page.evaluate(layoutShifts);
    const score = shifts.reduce((sum, shift) => sum + shift.value, 0);
    expect(
      score,
      `shifts: ${shifts.map((shift) => `${shift.value.toFixed(4)} (${shift.sources.join(', ')})`).join('; ')}`,
    ).toBeLessThan(0.001);
  }

  it.each([375, 1280])('loading / at %i px moves nothing: the layout shift score is under 0.001', async (width) => {
    // A context of its own, with an empty cache, as a first visit.
    const { page } = await openPage(browser, { width });
    try {
      await page.goto(`${baseUrl()}/`, { waitUntil: 'load' });
      // Every image on the first screen or not loaded lazily has arrived too.
      await page.waitForFunction(() =>
        [...document.images].every(
          (image) =>
            image.complete || (image.loading === 'lazy' && image.getBoundingClientRect().top > window.innerHeight),
        ),
      );
      await expectNothingMoved(page);
    } finally {
      await page.context().close();
    }
  });

  // On a slow network the first screen paints before the brand face has arrived (it comes a round
  // trip after the page). Swapped in then, it moved what its new line breaks moved: the fallback's
  // widths match the face's on average, not line by line (/about at 414 px: 0.22). A page uses the
  // face only if it is there for the first paint (client/styles/font.css); these pages and widths
  // moved the most.
  it.each([
    ['/about', 414],
    ['/services/stronglink', 414],
    ['/services/security-solutions', 320],
    ['/', 768],
  ])('loading %s at %i px with the brand face a second late moves nothing', async (path, width) => {
    const { page } = await openPage(browser, { width, islands: false });
    try {
      await page.route(/plus-jakarta-sans.*\.woff2$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        await route.continue();
      });
      await page.goto(`${baseUrl()}${path}`, { waitUntil: 'load' });
      await expectNothingMoved(page);
    } finally {
      await page.context().close();
    }
  });
});

describe('The main actions are above the fold', () => {
  it("at 375 x 667 on /, the first slide's primary button is on screen without scrolling", async () => {
    const page = await pageAt(375, 667);
    await visit(page, '/');
    const button = page.locator('.slide a.button').first();
    const box = await button.boundingBox();
    expect(
      inViewport(box, { width: 375, height: 667 }),
      `"${await button.textContent()}" at ${JSON.stringify(box)}`,
    ).toBe(true);
  });

  it('at 1280 x 800 on /contact, the First Name field is on screen without scrolling', async () => {
    const page = await pageAt(1280, 800);
    await visit(page, '/contact');
    const box = await page.getByLabel('First Name').boundingBox();
    expect(inViewport(box, { width: 1280, height: 800 }), `First Name at ${JSON.stringify(box)}`).toBe(true);
  });

  it('at 375 x 667 on /contact, a phone link in the main content is on screen without scrolling', async () => {
    const page = await pageAt(375, 667);
    await visit(page, '/contact');
    const boxes = await page.locator('main a[href^="tel:"]').evaluateAll((links) =>
      links.map((link) => {
        const { x, y, width, height } = link.getBoundingClientRect();
        return { x, y, width, height };
      }),
    );
    expect(boxes.length, 'tel: links in main').toBeGreaterThan(0);
    expect(
      boxes.some((box) => inViewport(box, { width: 375, height: 667 })),
      `tel: links at ${boxes.map((box) => `(${Math.round(box.x)}, ${Math.round(box.y)}) ${Math.round(box.width)} x ${Math.round(box.height)}`).join(', ')}`,
    ).toBe(true);
  });
});

describe('Layouts designed for what they hold', () => {
  it('on phones, every home slide keeps its logo and floating icons, drawn on screen width', async () => {
    const page = await pageAt(375, 667);
    await visit(page, '/');
    const slides = await page.locator('.slide').evaluateAll((all) =>
      all.map((slide) => {
        const drawn = (selector: string) =>
          [...slide.querySelectorAll(selector)].filter((element) => {
            const box = element.getBoundingClientRect();
            return (
              getComputedStyle(element).display !== 'none' && box.width > 0 && box.left >= 0 && box.right <= innerWidth
            );
          }).length;
        return { logo: drawn('.slide__logo'), floating: drawn('.slide__float') };
      }),
    );
    expect(slides).toHaveLength(3);
    for (const [index, slide] of slides.entries()) {
      expect(slide.logo, `slide ${index + 1} logo`).toBe(1);
      expect(slide.floating, `slide ${index + 1} floating icons`).toBeGreaterThan(0);
    }
  });

  it.each([375, 1280])(
    'at %i px, every heading of a section starts at the left edge, as the text under it does; only the closing ask is centred',
    async (width) => {
      const page = await pageAt(width, 800);
      const centred: string[] = [];
      let seen = 0;
      const paths = [
        '/',
        '/about',
        '/services',
        '/services/security-solutions',
        '/services/stronglink',
        '/services/okta',
      ];
      for (const path of [...paths, '/blog', '/blog/1', '/contact', '/privacy']) {
        await visit(page, path);
        const headings = await page
          .locator('main h2:not(.visually-hidden)')
          .evaluateAll((all) =>
            all
              .filter((heading) => !heading.closest('.cta-band, .article-cta'))
              .map((heading) => ({ text: heading.textContent, align: getComputedStyle(heading).textAlign })),
          );
        seen += headings.length;
        centred.push(...headings.filter(({ align }) => align === 'center').map(({ text }) => `${path}: ${text}`));
      }
      expect(seen).toBeGreaterThan(20);
      expect(centred).toEqual([]);
    },
  );

  it("at 1280 px, every vendor page's hero lead takes at most three lines", async () => {
    const { page } = await openPage(browser, { width: 1280, javaScript: false });
    const vendorRoutes = content.vendors.map((vendor) => PATHS.vendor(vendor));
    const tooLong: string[] = [];
    for (const route of vendorRoutes) {
      await visit(page, route);
      const lines = await page
        .locator('.hero__lead')
        .evaluate((lead) =>
          Math.round(lead.getBoundingClientRect().height / parseFloat(getComputedStyle(lead).lineHeight)),
        );
      if (lines > 3) tooLong.push(`${route}: ${lines} lines`);
    }
    expect(tooLong).toEqual([]);
  }, 120_000); // 35 page loads

  it("shows the four figures once, on About (the spec's), centred; home says each of its facts once", async () => {
    const page = await pageAt(1280);
    await visit(page, '/about');
    const centred = await page.locator('.stats-band').evaluate((band) => {
      const items = [...band.querySelectorAll('.stats__item')];
      const row = band.querySelector('.stats')!.getBoundingClientRect();
      const first = items[0]!.getBoundingClientRect();
      const last = items[items.length - 1]!.getBoundingClientRect();
      return (
        items.length === 4 &&
        Math.abs(first.left - row.left - (row.right - last.right)) <= 1 &&
        items.every((item) => getComputedStyle(item).textAlign === 'center')
      );
    });
    expect(centred).toBe(true);
    await visit(page, '/');
    expect(await page.locator('.stats-band').count()).toBe(0);
    // The audit's seal, 500+ and 24/7 each appear once in what home shows (the first slide's benefits
    // say 24/7; the first screen's facts do not repeat it); the steps after an ask are About's.
    const main = (await page.locator('main').innerText()).toLowerCase();
    expect(main.match(/soc 2 type ii/g)).toHaveLength(1);
    expect(main.match(/500\+/g)).toHaveLength(1);
    expect(main.match(/24\/7/g)).toHaveLength(1);
    expect(await page.locator('.cta-steps').count()).toBe(0);
  });
});

// ------------------------------------------------------------------------------------------------

describe('The checks themselves', () => {
  async function blankPage(width: number): Promise<Page> {
    const context = await browser.newContext({ viewport: { width, height: 600 } });
    return context.newPage();
  }

  it('the broken-word check passes breaks at spaces, @, . and -, and catches forced mid-word breaks in each region', async () => {
    const page = await blankPage(320);
    try {
      await page.setContent(`
        <style>body { margin: 0; font: 16px/1.5 sans-serif } main, footer { width: 100px }</style>
        <main>
          <p>Short words only wrap at the spaces between them.</p>
          <p id="email">hello@<wbr>bluebonnetcyber<wbr>.example</p>
          <p id="hyphens">well-known-cyber-security-provider</p>
          <p id="nowrap" style="white-space: nowrap">an overflowing line is not a broken word</p>
          <p id="forced" style="overflow-wrap: anywhere">Abcdefghijklmnopqrstuvwxyzabcdefghijklmn</p>
          <table><tr><td id="cell" style="word-break: break-all">Cybersecurity</td></tr></table>
        </main>
        <footer><p id="legal" style="overflow-wrap: anywhere">Bluebonnetcyberexample</p></footer>`);
      const report = await probe(page, measureLayout);
      expect(report.brokenWords.map(({ region, part, element }) => [region, part, element])).toEqual([
        ['main', 'Abcdefghijklmnopqrstuvwxyzabcdefghijklmn', 'main > p#forced'],
        ['table', 'Cybersecurity', 'tbody > tr > td#cell'],
        ['footer', 'Bluebonnetcyberexample', 'footer > p#legal'],
      ]);
      // The allowed breaks did happen: the address and the hyphenated word each take several lines.
      for (const id of ['email', 'hyphens']) {
        expect(await page.locator(`#${id}`).evaluate((p) => p.getBoundingClientRect().height), id).toBeGreaterThan(48);
      }
    } finally {
      await page.context().close();
    }
  });

  it('the contact check accepts the right mailto:/tel: links (split by <wbr> too), reports the rest, and ignores code, drawings and placeholders', async () => {
    const page = await blankPage(1280);
    try {
      await page.setContent(`
        <main>
          <p>Write to <a href="mailto:hello@example.com">hello@<wbr>example<wbr>.com</a> or call <a href="tel:+12145550142">(214) 555-0142</a>.</p>
          <p>Or write to sales@example.com, or call (214) 555-0199.</p>
          <p><a href="mailto:other@example.com">wrong@example.com</a> <a href="tel:+12145550000">(214) 555-0143</a></p>
          <pre><code>rua=mailto:dmarc@yourdomain.com</code></pre>
          <p>Use <code>dmarc@yourdomain.com</code>.</p>
          <div role="img" aria-label="A phishing message in an inbox"><span>billing@vendor-payrnents.example</span></div>
          <input placeholder="john@company.com"> <input placeholder="(555) 123-4567">
        </main>`);
      const found = await probe(page, findContactTexts);
      expect(found.map(({ text, linked, href }) => [text, linked, href])).toEqual([
        ['hello@example.com', true, 'mailto:hello@example.com'],
        ['sales@example.com', false, null],
        ['wrong@example.com', false, 'mailto:other@example.com'],
        ['(214) 555-0142', true, 'tel:+12145550142'],
        ['(214) 555-0199', false, null],
        ['(214) 555-0143', false, 'tel:+12145550000'],
      ]);
    } finally {
      await page.context().close();
    }
  });

  it('the focus-ring check measures the ring against the background behind it, also for a card ring drawn on ::after', async () => {
    const page = await blankPage(1280);
    try {
      await page.setContent(`
        <style>
          .card { position: relative; background: #ffffff; padding: 16px }
          .card a:focus-visible { outline: none }
          .card a:focus-visible::after { content: ''; position: absolute; inset: 0; outline: 3px solid #2563eb; outline-offset: 2px }
        </style>
        <div style="background: #0b1736; padding: 16px"><a id="dark" href="#" style="outline: 3px solid #93c5fd">On navy</a></div>
        <div style="background: rgb(255 255 255 / 0.5)"><button id="faint" style="outline: 1px solid #dddddd">Faint</button></div>
        <section style="background: #0b1736; padding: 16px"><div class="card"><a id="card" href="#">Card</a></div></section>`);
      const ringOf = async (id: string) => {
        await page.focus(`#${id}`);
        return probe(page, focusedRing);
      };
      expect(await ringOf('dark')).toMatchObject({
        drawnOn: 'element',
        outlineWidth: 3,
        outlineColor: '#93c5fd',
        background: '#0b1736',
      });
      expect((await ringOf('dark'))!.contrast).toBeGreaterThan(3);
      const faint = (await ringOf('faint'))!;
      expect(faint).toMatchObject({ outlineWidth: 1, background: '#ffffff' });
      expect(ringProblem('test', faint)).toContain('outline 1 px (under 2), contrast 1.36:1 (under 3:1)');
      // The card's ring surrounds the card, so it sits on the navy section, not on the white card.
      expect(await ringOf('card')).toMatchObject({
        drawnOn: '::after',
        outlineColor: '#2563eb',
        background: '#0b1736',
      });
    } finally {
      await page.context().close();
    }
  });
});
