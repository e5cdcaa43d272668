// Long reads read well: articles and legal pages set their text at a measure of about 65 characters
// a line (75 at most) on wide screens, their tables shown whole there, and a table wider than a
// phone's screen says that it scrolls, fading at the edge that has more, and scrolls from the keyboard.
// On wide screens a legal page keeps its table of sections, and an article its table and its ask, in
// view beside the text while it scrolls, the section being read marked in the table, and the table
// whole: never a scroll box of its own.
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser.ts';
import { baseUrl, islandsReady, openPage, scrollAtRest } from '../support/pages.ts';
import { articlesWithSections, articleWithWidestTable, listedPosts } from '../support/site-content.ts';
import { SPEC_POST_IDS } from '../support/spec.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** Long texts: the spec's articles the content still has (an article an editor adds is read the same
 *  way, but may be too short to judge a measure on), and the legal pages. */
const READS = [
  ...SPEC_POST_IDS.map((id) => `/blog/${id}`).filter((path) => listedPosts().includes(path)),
  '/privacy',
  '/terms',
  '/cookies',
];
/** The articles with the longest lists of sections, the longest first. */
const [LONGEST, ...OTHER_LONG] = articlesWithSections(3);

/** Characters on each full line of the body's paragraphs and list items (a paragraph's last line,
 *  often short, left out), counted letter by letter from where each lands. */
function lineLengths(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const lengths: number[] = [];
    for (const block of document.querySelectorAll('.prose > p, .prose > ul > li, .prose > ol > li')) {
      const perLine = new Map<number, number>();
      const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        for (let i = 0; i < node.length; i++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const box = range.getClientRects()[0];
          if (box) perLine.set(Math.round(box.top), (perLine.get(Math.round(box.top)) ?? 0) + 1);
        }
      }
      lengths.push(...[...perLine.values()].slice(0, -1));
    }
    return lengths.sort((a, b) => a - b);
  });
}

describe('articles and legal pages', () => {
  it.each([1280, 1600])(
    'set their text at about 65 characters a line, 75 at most (a few long words aside), at %i px',
    async (width) => {
      const { page } = await openPage(browser, { width, height: 900 });
      for (const path of READS) {
        await page.goto(`${baseUrl()}${path}`);
        await page.evaluate(() => document.fonts.ready);
        const lengths = await lineLengths(page);
        expect(lengths.length, path).toBeGreaterThan(40);
        const median = lengths[lengths.length >> 1]!;
        const ninetieth = lengths[Math.floor(lengths.length * 0.9)]!;
        expect(median, `${path}: median characters a line`).toBeGreaterThanOrEqual(55);
        expect(median, `${path}: median characters a line`).toBeLessThanOrEqual(70);
        expect(ninetieth, `${path}: 90th percentile`).toBeLessThanOrEqual(75);
        expect(lengths.at(-1)!, `${path}: longest line`).toBeLessThanOrEqual(80);
      }
    },
  );

  it('show every table whole at 1280 px, as wide as the text, and keep headings to two lines', async () => {
    const { page } = await openPage(browser, { width: 1280, height: 900 });
    for (const path of READS) {
      await page.goto(`${baseUrl()}${path}`);
      await page.evaluate(() => document.fonts.ready);
      const report = await page.evaluate(() => {
        const prose = document.querySelector('.prose')!.getBoundingClientRect();
        const tables = [...document.querySelectorAll('.prose .table-scroll')].map((scroller) => ({
          scrolls: scroller.scrollWidth > scroller.clientWidth + 1,
          // Its frame, the box a reader sees (the scroller sits inside its border).
          width: scroller.closest('.table-block__frame')!.getBoundingClientRect().width,
          right: scroller.closest('.table-block__frame')!.getBoundingClientRect().right,
        }));
        const headings = [...document.querySelectorAll('.prose h2')].map((heading) => {
          const lineHeight = parseFloat(getComputedStyle(heading).lineHeight);
          return { text: heading.textContent, lines: Math.round(heading.getBoundingClientRect().height / lineHeight) };
        });
        return { proseWidth: prose.width, proseRight: prose.right, tables, headings };
      });
      for (const table of report.tables) {
        expect(table.scrolls, `${path}: a table scrolls at 1280 px`).toBe(false);
        expect(table.width, `${path}: a table narrower than the text`).toBeGreaterThanOrEqual(report.proseWidth - 1);
        // In an article, kept to the text's column: grown past it, it lined up with neither the text
        // nor the column beside it.
        if (path.startsWith('/blog/'))
          expect(table.right, `${path}: a table past the text's right edge`).toBeLessThanOrEqual(report.proseRight + 1);
      }
      for (const heading of report.headings) expect(heading.lines, `${path}: ${heading.text}`).toBeLessThanOrEqual(2);
    }
  });
});

describe('a table wider than a phone', () => {
  /** The widest table of the articles (/blog/3's costs at launch): its scroller, its frame and the
   *  hint above it. */
  const open = async (width: number) => {
    const { page } = await openPage(browser, { width, height: 812 });
    await page.goto(`${baseUrl()}${articleWithWidestTable()}`);
    const block = page.locator('.table-block').first();
    await block.scrollIntoViewIfNeeded();
    return { page, block, scroller: block.locator('.table-scroll'), hint: block.locator('.table-block__hint') };
  };
  /** How far the scroller's content fades out at its left and right edges, in pixels. */
  const fades = (scroller: ReturnType<Page['locator']>) =>
    scroller.evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        start: parseFloat(style.getPropertyValue('--table-fade-start')),
        end: parseFloat(style.getPropertyValue('--table-fade-end')),
        mask: style.maskImage,
      };
    });

  it('says that it scrolls: "Scroll the table" above it, hidden from screen readers, and its right edge fading', async () => {
    const { scroller, hint } = await open(375);
    expect(await scroller.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    expect(await hint.isVisible()).toBe(true);
    expect(await hint.textContent()).toBe('Scroll the table');
    expect(await hint.getAttribute('aria-hidden')).toBe('true');
    const hintBox = (await hint.boundingBox())!;
    const frameBox = (await scroller.boundingBox())!;
    expect(hintBox.y + hintBox.height).toBeLessThanOrEqual(frameBox.y);
    expect(hintBox.height).toBeGreaterThanOrEqual(16);
    const atStart = await fades(scroller);
    expect(atStart.mask).toContain('linear-gradient');
    expect(atStart.start).toBe(0);
    expect(atStart.end).toBeGreaterThanOrEqual(32);
  });

  it('scrolls from the keyboard, its fades following: the left edge once scrolled, the right one gone at the end', async () => {
    const { page, scroller } = await open(375);
    expect(await scroller.getAttribute('role')).toBe('region');
    expect(await scroller.getAttribute('aria-label')).toMatch(/^Table: /);
    await page.keyboard.press('Shift');
    await scroller.focus();
    expect(await scroller.evaluate((element) => element.matches(':focus-visible'))).toBe(true);
    // The ring goes round the frame, where the fading edges cannot fade it.
    expect(
      await scroller.evaluate((element) => [
        getComputedStyle(element.parentElement!).outlineStyle,
        getComputedStyle(element.parentElement!).outlineWidth,
      ]),
    ).toEqual(['solid', '3px']);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => scroller.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    await expect.poll(async () => (await fades(scroller)).start).toBeGreaterThan(0);
    const atEnd = () =>
      scroller.evaluate((element) => Math.ceil(element.scrollLeft + element.clientWidth) >= element.scrollWidth);
    for (let presses = 0; presses < 40 && !(await atEnd()); presses++) await page.keyboard.press('ArrowRight');
    expect(await atEnd()).toBe(true);
    await expect.poll(async () => (await fades(scroller)).end).toBe(0);
  });

  it('says nothing and fades nothing where the table fits', async () => {
    const { scroller, hint } = await open(1280);
    expect(await scroller.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(false);
    expect(await hint.isVisible()).toBe(false);
    expect(((await hint.boundingBox()) ?? { height: 0 }).height).toBe(0);
    expect(await fades(scroller)).toMatchObject({ start: 0, end: 0 });
  });
});

const LEGAL = ['/privacy', '/terms', '/cookies'];

/** Scrolls the page to a fraction of its height at once (the site scrolls smoothly otherwise). */
const scrollToFraction = (page: Page, fraction: number) =>
  page.evaluate(
    (at) => window.scrollTo({ top: document.documentElement.scrollHeight * at, behavior: 'instant' }),
    fraction,
  );

/** The bottom of the sticky site header, in the viewport. */
const headerBottom = (page: Page) =>
  page.locator('.site-header').evaluate((header) => header.getBoundingClientRect().bottom);

describe("a legal page's table of sections", () => {
  it.each(LEGAL)(
    '%s at 1280 px: "On this page" beside the text links to every section heading, in order',
    async (path) => {
      const { page } = await openPage(browser, { width: 1280, height: 800 });
      await page.goto(`${baseUrl()}${path}`);
      const contents = page.getByRole('navigation', { name: 'On this page' });
      expect(await contents.count()).toBe(1);
      const links = await contents.getByRole('link').evaluateAll((anchors) =>
        anchors.map((anchor) => ({
          href: anchor.getAttribute('href')!,
          text: anchor.textContent,
          targetExists: !!document.getElementById(anchor.getAttribute('href')!.slice(1)),
        })),
      );
      const headings = await page
        .locator('.legal__body h2')
        .evaluateAll((h2s) => h2s.map((h2) => ({ id: h2.id, text: h2.textContent })));
      expect(headings.length).toBeGreaterThan(5);
      expect(links).toEqual(
        headings.map((heading) => ({ href: `#${heading.id}`, text: heading.text, targetExists: true })),
      );
      // Beside the text, not above it.
      const nav = (await contents.boundingBox())!;
      const body = (await page.locator('.legal__body').boundingBox())!;
      expect(nav.x + nav.width).toBeLessThanOrEqual(body.x);
      expect(Math.abs(nav.y - body.y)).toBeLessThan(48);
    },
  );

  it('stays in view under the sticky header while the text scrolls, and a link brings its section out from under the header', async () => {
    const { page } = await openPage(browser, { width: 1280, height: 800 });
    await page.goto(`${baseUrl()}/terms`);
    const contents = page.getByRole('navigation', { name: 'On this page' });
    const header = await headerBottom(page);
    for (const fraction of [0.3, 0.6, 0.85]) {
      await scrollToFraction(page, fraction);
      const box = (await contents.boundingBox())!;
      expect(box.y, `at ${fraction} of the page`).toBeGreaterThanOrEqual(header);
      expect(box.y + box.height, `at ${fraction} of the page`).toBeLessThanOrEqual(800);
    }
    // A section in the middle (the last ones cannot come up that far: the page ends first).
    const link = contents.getByRole('link').nth(2);
    const target = (await link.getAttribute('href'))!.slice(1);
    await scrollToFraction(page, 0);
    await link.click();
    await scrollAtRest(page);
    const heading = await page.evaluate((id) => document.getElementById(id)!.getBoundingClientRect().top, target);
    expect(heading).toBeGreaterThanOrEqual(header);
    expect(heading, 'just under the header, not a header lower again').toBeLessThanOrEqual(header + 40);
  });

  it.each([320, 375])('at %i px is folded up above the text, and nothing is wider than the screen', async (width) => {
    const { page } = await openPage(browser, { width, height: 800 });
    for (const path of LEGAL) {
      await page.goto(`${baseUrl()}${path}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBe(width);
      const fold = page.locator('details', { has: page.getByText('On this page') });
      expect(await fold.evaluate((details) => (details as HTMLDetailsElement).open), path).toBe(false);
      // Folded, no list of sections stands between the heading and the text.
      expect(await page.getByRole('navigation', { name: 'On this page' }).count(), path).toBe(0);
      const summary = (await fold.locator('summary').boundingBox())!;
      expect(summary.height, path).toBeGreaterThanOrEqual(44);
      expect(summary.y + summary.height, path).toBeLessThanOrEqual(
        (await page.locator('.legal__body').boundingBox())!.y,
      );
      await fold.locator('summary').click();
      const links = page.getByRole('navigation', { name: 'On this page' }).getByRole('link');
      expect(await links.count(), path).toBe(await page.locator('.legal__body h2').count());
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBe(width);
    }
  });
});

describe("an article's ask", () => {
  /** Where the ask and the text are, and how many asks the article has. */
  const layout = async (page: Page) => ({
    ask: (await page.locator('.article-cta').boundingBox())!,
    body: (await page.locator('.article__body').boundingBox())!,
    asks: await page.locator('.article-cta').count(),
  });

  it('at 1440 px stands beside the text, under its table of sections, and stays in view under the sticky header while the article scrolls', async () => {
    const { page } = await openPage(browser, { width: 1440, height: 900 });
    await page.goto(`${baseUrl()}${LONGEST}`);
    // The table of sections keeps its list whole once its island is live (without it, it scrolls).
    await islandsReady(page);
    const start = await layout(page);
    expect(start.asks).toBe(1);
    expect(start.ask.x).toBeGreaterThanOrEqual(start.body.x + start.body.width);
    const contents = (await page.locator('.article__toc').boundingBox())!;
    expect(start.ask.y).toBeGreaterThanOrEqual(contents.y + contents.height);
    expect(await page.locator('.article-cta').getByRole('link').getAttribute('href')).toBe('/contact');
    const header = await headerBottom(page);
    for (const fraction of [0.3, 0.5]) {
      await scrollToFraction(page, fraction);
      const { ask } = await layout(page);
      expect(ask.y, `at ${fraction} of the page`).toBeGreaterThanOrEqual(header);
      expect(ask.y + ask.height, `at ${fraction} of the page`).toBeLessThanOrEqual(900);
    }
  });

  it('at 375 px comes after the text, as wide as it, not beside it', async () => {
    const { page } = await openPage(browser, { width: 375, height: 812 });
    await page.goto(`${baseUrl()}${LONGEST}`);
    const { ask, body, asks } = await layout(page);
    expect(asks).toBe(1);
    expect(ask.y).toBeGreaterThanOrEqual(body.y + body.height);
    expect(ask.width).toBeCloseTo(body.width, 0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
  });
});

/** The table of sections beside the text: whether it scrolls inside itself, and whether its links,
 *  the marked one among them, are all on screen under the sticky header. */
const contentsInView = (page: Page) =>
  page.locator('.contents-column').evaluate((column) => {
    const header = document.querySelector('.site-header')!.getBoundingClientRect().bottom;
    const links = [...column.querySelectorAll('a')].map((link) => {
      const box = link.getBoundingClientRect();
      return {
        marked: link.hasAttribute('aria-current'),
        inView: box.top >= header - 1 && box.bottom <= innerHeight + 1,
      };
    });
    return {
      scrolls: column.scrollHeight > column.clientHeight + 1,
      allInView: links.every((link) => link.inView),
      markedInView: links.filter((link) => link.marked).every((link) => link.inView),
    };
  });
const WHOLE_IN_VIEW = { scrolls: false, allInView: true, markedInView: true };

/** The links of the table of sections beside the text that are marked as the section being read. */
const marked = (page: Page) =>
  page
    .getByRole('navigation', { name: 'On this page' })
    .locator('a[aria-current="location"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));

describe("an article's table of sections", () => {
  it.each([LONGEST!, ...OTHER_LONG])(
    '%s at 1280 px: "On this page" beside the text, level with it, links to every section heading in order',
    async (path) => {
      const { page } = await openPage(browser, { width: 1280, height: 800 });
      await page.goto(`${baseUrl()}${path}`);
      const contents = page.getByRole('navigation', { name: 'On this page' });
      expect(await contents.count()).toBe(1);
      const links = await contents
        .getByRole('link')
        .evaluateAll((anchors) =>
          anchors.map((anchor) => ({ href: anchor.getAttribute('href'), text: anchor.textContent })),
        );
      const headings = await page
        .locator('.article__body h2')
        .evaluateAll((h2s) => h2s.map((h2) => ({ href: `#${h2.id}`, text: h2.textContent })));
      expect(headings.length).toBeGreaterThanOrEqual(3);
      expect(links).toEqual(headings);
      const nav = (await contents.boundingBox())!;
      const body = (await page.locator('.article__body').boundingBox())!;
      expect(nav.x).toBeGreaterThanOrEqual(body.x + body.width);
      expect(Math.abs(nav.y - body.y)).toBeLessThan(48);
    },
  );

  it('marks the section being read as the article scrolls, one at a time, and the last at the end of the page', async () => {
    const { page } = await openPage(browser, { width: 1280, height: 800 });
    await page.goto(`${baseUrl()}${LONGEST}`);
    await islandsReady(page);
    // Above the first heading nothing is being read yet, as in the page's own HTML.
    expect(await marked(page)).toEqual([]);
    const headings = await page.locator('.article__body h2').evaluateAll((h2s) => h2s.map((h2) => `#${h2.id}`));
    const contents = page.getByRole('navigation', { name: 'On this page' });
    // The whole list is in sight, the marked link in it, and the column does not scroll.
    const shownWhole = async () => {
      await expect.poll(() => page.locator('.article__toc a[aria-current]').count()).toBe(1);
      return contentsInView(page);
    };
    for (const index of [2, 9, 5]) {
      await contents.getByRole('link').nth(index).click();
      await scrollAtRest(page);
      await expect.poll(() => marked(page)).toEqual([headings[index]]);
      expect(await shownWhole(), `section ${index}`).toEqual(WHOLE_IN_VIEW);
    }
    await scrollToFraction(page, 1);
    await scrollAtRest(page);
    await expect.poll(() => marked(page)).toEqual([headings.at(-1)]);
    // The column has gone up with the end of the article; it is still whole, not scrolled inside.
    expect((await shownWhole()).scrolls, 'at the end').toBe(false);
  });

  it.each(READS)(
    '%s at 1280 x 800: every section listed beside the text stays in view, pinned under the header, with no scroll box of its own',
    async (path) => {
      const { page } = await openPage(browser, { width: 1280, height: 800 });
      await page.goto(`${baseUrl()}${path}`);
      await islandsReady(page);
      if ((await page.locator('.contents-column').count()) === 0) return; // too short to list its sections
      for (const fraction of [0.2, 0.5, 0.8]) {
        // That far down the text (the page goes on past it: related posts, the footer).
        await page.evaluate((at) => {
          const text = document.querySelector('.prose')!.getBoundingClientRect();
          window.scrollTo({ top: scrollY + text.top + text.height * at - innerHeight / 2, behavior: 'instant' });
        }, fraction);
        expect(await contentsInView(page), `at ${fraction} of the page`).toEqual(WHOLE_IN_VIEW);
        // An article's ask stays whole beside it, if shorter.
        if (path.startsWith('/blog/')) {
          const ask = (await page.locator('.article-cta').boundingBox())!;
          expect(ask.y, `${path} at ${fraction}`).toBeGreaterThanOrEqual(await headerBottom(page));
          expect(ask.y + ask.height, `${path} at ${fraction}`).toBeLessThanOrEqual(800);
          expect(await page.locator('.article-cta').getByRole('link').isVisible()).toBe(true);
        }
      }
    },
  );

  it('on a shorter screen (1280 x 720) shows the longest list whole all the same: pinned, or scrolling with the text, never cut', async () => {
    const { page } = await openPage(browser, { width: 1280, height: 720 });
    await page.goto(`${baseUrl()}${LONGEST}`);
    await islandsReady(page);
    const pinned = await page
      .locator('.article__aside')
      .evaluate((aside) => getComputedStyle(aside).position === 'sticky');
    await scrollToFraction(page, pinned ? 0.5 : 0);
    await page.locator('.article__toc').scrollIntoViewIfNeeded();
    expect(await contentsInView(page)).toEqual(WHOLE_IN_VIEW);
  });

  it('marks the section being read on a legal page too', async () => {
    const { page } = await openPage(browser, { width: 1280, height: 800 });
    await page.goto(`${baseUrl()}/terms`);
    await islandsReady(page);
    const link = page.getByRole('navigation', { name: 'On this page' }).getByRole('link').nth(3);
    await link.click();
    await scrollAtRest(page);
    await expect.poll(() => marked(page)).toEqual([await link.getAttribute('href')]);
  });

  it('at 375 px is folded up above the text', async () => {
    const { page } = await openPage(browser, { width: 375, height: 812 });
    await page.goto(`${baseUrl()}${LONGEST}`);
    const fold = page.locator('details', { has: page.getByText('On this page') });
    expect(await fold.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(false);
    expect(await page.getByRole('navigation', { name: 'On this page' }).count()).toBe(0);
    const summary = (await fold.locator('summary').boundingBox())!;
    expect(summary.height).toBeGreaterThanOrEqual(44);
    expect(summary.y + summary.height).toBeLessThanOrEqual((await page.locator('.article__body').boundingBox())!.y);
    await fold.locator('summary').click();
    expect(await page.getByRole('navigation', { name: 'On this page' }).getByRole('link').count()).toBe(
      await page.locator('.article__body h2').count(),
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
  });
});
