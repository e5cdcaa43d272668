// The flagship's product visuals: /services/stronglink shows three drawings of its own product (the
// admin view of a week in the hero, one message's verdict beside the features, the monthly report a
// customer receives beside the process), each an image with a name that says what it shows; on
// phones none of them sticks out of its box or the screen, and none leaves one word alone on a
// line; the other rich vendor pages show none of them.
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser.ts';
import { baseUrl, openPage } from '../support/pages.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** The three drawings, where each belongs on the page. */
const VISUALS = [
  { name: 'the admin view of a week', selector: '.hero .art-week', label: /sample week: 37 threats caught/ },
  {
    name: "one message's verdict",
    selector: 'section[aria-labelledby="features-title"] .art-verdict',
    label: /quarantined as credential phishing/,
  },
  {
    name: 'the monthly report',
    selector: 'section[aria-labelledby="process-title"] .art-report',
    label: /monthly report .* 142 threats stopped/,
  },
];
const ALL_VISUALS = '.art-week, .art-verdict, .art-report';

/** The vendor pages with a feature grid, other than the flagship. */
const RICH_VENDORS = ['barracuda', 'crowdstrike', 'duo', 'google-workspace', 'm365', 'okta', 'slack', 'zoom'];

async function openFlagship(width: number): Promise<Page> {
  const { page } = await openPage(browser, { width, height: width < 500 ? 667 : 900 });
  await page.goto(baseUrl() + '/services/stronglink');
  return page;
}

interface Misfit {
  drawing: string;
  element: string;
  text: string;
  problem: string;
}

/**
 * Everything inside each drawing that sticks out of the drawing's box or the screen, text clipped in
 * its own box, and labels that wrap leaving a single word on their last line.
 */
const findMisfits = (page: Page) =>
  page.locator(ALL_VISUALS).evaluateAll((drawings): Misfit[] => {
    const misfits: Misfit[] = [];
    const screen = document.documentElement.clientWidth;
    const name = (element: Element) => `${element.localName}.${[...element.classList].join('.')}`;
    for (const drawing of drawings) {
      const box = drawing.getBoundingClientRect();
      const report = (element: Element, problem: string) =>
        misfits.push({
          drawing: name(drawing),
          element: name(element),
          text: (element.textContent ?? '').trim().slice(0, 50),
          problem,
        });
      if (box.left < -0.5 || box.right > screen + 0.5)
        report(drawing, `drawing spans ${box.left}..${box.right} on a ${screen} px screen`);
      for (const element of drawing.querySelectorAll('*')) {
        if (element.closest('svg') && element.localName !== 'svg') continue;
        const style = getComputedStyle(element);
        if (style.display === 'none' || style.visibility === 'hidden') continue;
        const rect = element.getBoundingClientRect();
        if (rect.width === 0 && rect.height === 0) continue;
        if (rect.left < box.left - 1 || rect.right > box.right + 1)
          report(element, `spans ${rect.left}..${rect.right} in a drawing of ${box.left}..${box.right}`);
        const ownText = [...element.childNodes].some(
          (node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim(),
        );
        if (ownText && element.scrollWidth > element.clientWidth + 1 && style.display !== 'inline')
          report(element, `text clipped: ${element.scrollWidth} in ${element.clientWidth}`);
      }
      // Lines of each block of text: the words of its text nodes, grouped by their line's top.
      const blocks = new Map<Element, { word: string; top: number }[]>();
      const walker = document.createTreeWalker(drawing, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        let block = node.parentElement!;
        while (getComputedStyle(block).display === 'inline' && block !== drawing) block = block.parentElement!;
        if (getComputedStyle(block).display === 'none' || !block.checkVisibility()) continue;
        for (const match of node.textContent!.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
          if (rects.length === 0) continue;
          const words = blocks.get(block) ?? [];
          words.push({ word: match[0], top: rects[0]!.top });
          blocks.set(block, words);
        }
      }
      for (const [block, words] of blocks) {
        const lines: { top: number; words: string[] }[] = [];
        for (const { word, top } of words) {
          const line = lines.find((candidate) => Math.abs(candidate.top - top) < 4);
          if (line) line.words.push(word);
          else lines.push({ top, words: [word] });
        }
        lines.sort((a, b) => a.top - b.top);
        if (lines.length > 1 && lines.at(-1)!.words.length === 1)
          report(block, `"${lines.at(-1)!.words[0]}" alone on the last of ${lines.length} lines`);
      }
    }
    return misfits;
  });

describe("the flagship's product visuals", () => {
  it('shows three distinct drawings of the product, each an image named for what it shows', async () => {
    const page = await openFlagship(1280);
    const labels: string[] = [];
    for (const visual of VISUALS) {
      const drawing = page.locator(visual.selector);
      expect(await drawing.count(), visual.name).toBe(1);
      expect(await drawing.getAttribute('role'), visual.name).toBe('img');
      const label = (await drawing.getAttribute('aria-label')) ?? '';
      expect(label, visual.name).toMatch(visual.label);
      labels.push(label);
      // Found by its accessible name, as a screen reader would meet it.
      expect(await page.getByRole('img', { name: label, exact: true }).isVisible(), visual.name).toBe(true);
    }
    expect(new Set(labels).size).toBe(3);
    // Not the home slide's inbox again.
    expect(await page.locator('.art-inbox').count()).toBe(0);
    // The hero keeps its two buttons.
    const hero = page.locator('.hero');
    expect(await hero.getByRole('link', { name: /^Learn More/ }).getAttribute('href')).toBe('/contact');
    expect(await hero.getByRole('link', { name: 'Visit Vendor' }).getAttribute('href')).toBe('/contact');
    await page.context().close();
  });

  it('sets the verdict beside the feature cards and the report beside the steps on a laptop', async () => {
    const page = await openFlagship(1280);
    const cards = await page.locator('.product-view__cards').boundingBox();
    const verdict = await page.locator('.art-verdict').boundingBox();
    expect(verdict!.x).toBeGreaterThan(cards!.x + cards!.width);
    const steps = await page.locator('.product-view--process .steps').boundingBox();
    const report = await page.locator('.art-report').boundingBox();
    expect(report!.x + report!.width).toBeLessThan(steps!.x);
    // The report starts on the grid's left edge, as the heading's container does.
    const container = await page.locator('.product-view--process').boundingBox();
    expect(Math.abs(report!.x - container!.x)).toBeLessThanOrEqual(1);
    await page.context().close();
  });

  it("at 1280 px, sets each feature card's title across the card in at most two lines, its words right under it", async () => {
    const page = await openFlagship(1280);
    const cards = await page.locator('.product-view__cards .icon-card').evaluateAll((all) =>
      all.map((card) => {
        const title = card.querySelector('.icon-card__title')!;
        const box = title.getBoundingClientRect();
        const lineHeight = parseFloat(getComputedStyle(title).lineHeight);
        return {
          title: title.textContent,
          lines: box.height / lineHeight,
          // A title of one line beside one of two kept an empty line under it (issue 43).
          under: card.querySelector('p')!.getBoundingClientRect().top - box.bottom,
        };
      }),
    );
    expect(cards).toHaveLength(6);
    for (const card of cards) {
      expect(card.lines, card.title).toBeLessThanOrEqual(2.05);
      expect(Math.abs(card.lines - Math.round(card.lines)), `${card.title}: a box of whole lines`).toBeLessThan(0.05);
      expect(card.under, `${card.title}: room under the title`).toBeLessThanOrEqual(16);
    }
    await page.context().close();
  });

  it.each([1024, 1280, 1600])(
    'at %i px, ends the steps level with the report beside them (the heading heads their column)',
    async (width) => {
      const page = await openFlagship(width);
      const bottom = (selector: string) =>
        page.locator(selector).evaluate((element) => element.getBoundingClientRect().bottom);
      const top = (selector: string) =>
        page.locator(selector).evaluate((element) => element.getBoundingClientRect().top);
      // Under a heading across both, the steps ended 150 px above the report's foot.
      expect(
        Math.abs((await bottom('.product-view--process .steps')) - (await bottom('.art-report'))),
      ).toBeLessThanOrEqual(32);
      expect(Math.abs((await top('#process-title')) - (await top('.art-report')))).toBeLessThanOrEqual(24);
      await page.context().close();
    },
  );

  it.each([320, 375])(
    'fits every drawing inside its box and the screen at %i px, with no word alone on a line',
    async (width) => {
      const page = await openFlagship(width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(await page.locator(ALL_VISUALS).count()).toBe(3);
      expect(await findMisfits(page)).toEqual([]);
      await page.context().close();
    },
  );

  it('is shown on the flagship only: the other rich vendor pages have none of the three', async () => {
    for (const slug of RICH_VENDORS) {
      const response = await fetch(`${baseUrl()}/services/${slug}`);
      expect(response.status, slug).toBe(200);
      const html = await response.text();
      expect(html, slug).toContain('id="features-title"');
      for (const drawing of ['art-week', 'art-verdict', 'art-report', 'product-view'])
        expect(html.includes(drawing), `${slug}: ${drawing}`).toBe(false);
    }
  });
});
