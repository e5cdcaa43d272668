// Pages laid out for what they hold, without the holes a visual review found (issue 43): one feature
// card everywhere, none keeping room for a title line it does not have; a page that is its hero alone
// ending before the footer; a legal page using its width, its address a real office's; facts (our
// offices, the industries) that do not look like buttons.
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser.ts';
import { baseUrl, openPage } from '../support/pages.ts';
import { siteContent } from '../support/site-content.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const vendors = () => siteContent().vendors.filter((vendor) => !vendor.draft);
/** Every page with feature cards: the rich vendor pages, and about's points. */
const PAGES_WITH_FEATURE_CARDS = () => [
  ...vendors()
    .filter((vendor) => vendor.featureGrid)
    .map((vendor) => `/services/${vendor.slug}`),
  '/about',
];
const LEGAL_PAGES = () => siteContent().legal.map((page) => `/${page.slug}`);

async function open(width: number, path: string): Promise<Page> {
  const { page } = await openPage(browser, { width, height: 900 });
  await page.goto(baseUrl() + path);
  await page.evaluate(() => document.fonts.ready);
  return page;
}

describe('feature cards', () => {
  it.each([375, 768, 1280])(
    'at %i px, are one design on every page: the medallion above the title, the title a box of its own lines, the words right under it',
    async (width) => {
      // The server's markup and CSS: scripts off, no visit waits for islands (docs/testing.md, "Waiting").
      const { page } = await openPage(browser, { width, height: 900, javaScript: false });
      for (const path of PAGES_WITH_FEATURE_CARDS()) {
        await page.goto(baseUrl() + path);
        await page.evaluate(() => document.fonts.ready);
        const cards = await page.locator('.icon-card').evaluateAll((all) =>
          all.map((card) => {
            const box = (selector: string) => card.querySelector(selector)!.getBoundingClientRect();
            const title = card.querySelector('.icon-card__title')!;
            const lines = box('.icon-card__title').height / parseFloat(getComputedStyle(title).lineHeight);
            return {
              title: title.textContent,
              medallionAbove: box('.medallion').bottom <= box('.icon-card__title').top,
              startsLevel: Math.abs(box('.medallion').left - box('.icon-card__title').left) <= 1,
              wholeLines: Math.abs(lines - Math.round(lines)) < 0.05,
              underTitle: box('p').top - box('.icon-card__title').bottom,
            };
          }),
        );
        expect(cards.length, path).toBeGreaterThan(0);
        for (const card of cards) {
          const name = `${path}: ${card.title}`;
          expect(card.medallionAbove, `${name}: medallion above the title`).toBe(true);
          expect(card.startsLevel, `${name}: medallion and title on one left edge`).toBe(true);
          expect(card.wholeLines, `${name}: no empty line kept in the title's box`).toBe(true);
          expect(card.underTitle, `${name}: room under the title`).toBeLessThanOrEqual(16);
        }
      }
    },
    60_000,
  );
});

describe('a vendor page that is its hero alone (spec: minimal pages)', () => {
  it.each([375, 1280])('at %i px, ends its night on a light strip before the navy footer', async (width) => {
    const minimal = vendors().filter((vendor) => !vendor.featureGrid && !vendor.html);
    expect(minimal.length).toBeGreaterThan(0);
    const { page } = await openPage(browser, { width, height: 900, javaScript: false });
    for (const vendor of minimal) {
      await page.goto(`${baseUrl()}/services/${vendor.slug}`);
      const ending = await page.evaluate(() => {
        const hero = document.querySelector('main > .hero')!;
        const footer = document.querySelector('.site-footer')!;
        return {
          // The hero, and the end of the first screen with the rest of the page's rules (first-screen.ts).
          heroIsAll: [...document.querySelector('main')!.children].every(
            (child) => child === hero || child.id === 'first-screen-end' || child.id === 'page-styles',
          ),
          gap: footer.getBoundingClientRect().top - hero.getBoundingClientRect().bottom,
          rounded: parseFloat(getComputedStyle(hero).borderBottomLeftRadius),
          // What shows between them: the page's own light background.
          between: getComputedStyle(document.body).backgroundColor,
        };
      });
      expect(ending.heroIsAll, vendor.slug).toBe(true);
      expect(ending.gap, `${vendor.slug}: light strip`).toBeGreaterThanOrEqual(32);
      expect(ending.rounded, `${vendor.slug}: the night's rounded foot`).toBeGreaterThan(0);
      expect(ending.between, vendor.slug).toBe('rgb(255, 255, 255)');
    }
  });
});

describe('a legal page', () => {
  it.each([1280, 1600])(
    "at %i px, sets its table, its text and our offices in three columns across the page's width",
    async (width) => {
      const { page } = await openPage(browser, { width, height: 900 });
      for (const path of LEGAL_PAGES()) {
        await page.goto(baseUrl() + path);
        const columns = await page.evaluate(() => {
          const box = (selector: string) => document.querySelector(selector)!.getBoundingClientRect();
          const layout = document.querySelector('.legal__layout')!;
          const padding = parseFloat(getComputedStyle(layout).paddingRight);
          return {
            toc: box('.legal__toc'),
            body: box('.legal__body'),
            offices: box('.legal__offices'),
            contentRight: layout.getBoundingClientRect().right - padding,
          };
        });
        expect(columns.toc.right, path).toBeLessThanOrEqual(columns.body.left);
        expect(columns.offices.left, path).toBeGreaterThanOrEqual(columns.body.right);
        // The right third stood empty beside a table and a text alone.
        expect(
          Math.abs(columns.offices.right - columns.contentRight),
          `${path}: to the right edge`,
        ).toBeLessThanOrEqual(1);
        expect(columns.offices.width, path).toBeGreaterThanOrEqual(208);
        expect(Math.abs(columns.offices.top - columns.body.top), `${path}: level with the text`).toBeLessThanOrEqual(
          24,
        );
      }
    },
  );

  it('at 375 px, follows its text with our offices, inside the screen', async () => {
    const page = await open(375, '/privacy');
    const body = (await page.locator('.legal__body').boundingBox())!;
    const offices = (await page.locator('.legal__offices').boundingBox())!;
    expect(offices.y).toBeGreaterThan(body.y + body.height);
    expect(offices.x).toBeGreaterThanOrEqual(0);
    expect(offices.x + offices.width).toBeLessThanOrEqual(375);
  });

  it("gives a real office as its address, not the line of cities, and lists every office's address", async () => {
    const { offices, contact } = siteContent().site;
    const postal = offices.map((office) => `${office.address}, ${office.zipcode}`);
    const { page } = await openPage(browser);
    let addressLines = 0;
    for (const path of LEGAL_PAGES()) {
      await page.goto(baseUrl() + path);
      const address = page.locator('.legal__body li', { hasText: /^Address:/ });
      if ((await address.count()) > 0) {
        addressLines++;
        const text = (await address.textContent())!.replace(/^Address:\s*/, '');
        expect(postal, `${path}: Address`).toContain(text);
        // The spec's line of cities stays, under its own name.
        expect(await page.locator('.legal__body').textContent(), path).toContain(contact.serviceArea);
      }
      const aside = page.getByRole('complementary', { name: 'Our offices' });
      const listed = (await aside.textContent())!.replace(/\s+/g, ' ');
      for (const office of offices) {
        expect(listed, path).toContain(office.address);
        expect(listed, path).toContain(office.zipcode);
      }
    }
    expect(addressLines, 'legal pages with an Address line').toBeGreaterThanOrEqual(2);
  });
});

describe('facts that are not controls', () => {
  /** How a list item is drawn: a frame or a fill makes it read as a button. */
  const looks = (page: Page, selector: string) =>
    page.locator(selector).evaluateAll((items) =>
      items.map((item) => {
        const style = getComputedStyle(item);
        return {
          text: item.textContent,
          border: parseFloat(style.borderTopWidth) + parseFloat(style.borderLeftWidth),
          fill: style.backgroundColor,
          interactive: item.querySelector('a, button') !== null || style.cursor === 'pointer',
        };
      }),
    );

  it.each([
    ['/about', '.hero li'],
    ...vendors()
      .filter((vendor) => vendor.industries)
      .map((vendor) => [`/services/${vendor.slug}`, '.why__industries li']),
  ])('on %s, %s have no frame, fill or pointer', async (path, selector) => {
    const page = await open(1280, path);
    const items = await looks(page, selector);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item.border, item.text).toBe(0);
      expect(item.fill, item.text).toBe('rgba(0, 0, 0, 0)');
      expect(item.interactive, item.text).toBe(false);
    }
  });

  it("on /about, the hero names each office's street, not the map's cities again", async () => {
    const page = await open(1280, '/about');
    const offices = await page.getByRole('list', { name: 'Our offices' }).getByRole('listitem').allTextContents();
    expect(offices).toEqual(siteContent().site.offices.map((office) => `${office.city}${office.address}`));
  });
});
