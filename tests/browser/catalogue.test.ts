// The solutions catalogue as a visitor meets it: the category bar shows all seven names whole on a
// laptop or desktop and scrolls, with a fading edge, on a phone; the catalogue is short enough to
// scan on a phone.
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser.ts';
import { baseUrl, islandsReady, openPage, scrollAtRest } from '../support/pages.ts';
import { siteContent } from '../support/site-content.ts';
import { SPEC_CATEGORY_ROUTES } from '../support/spec.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function openServices(width: number): Promise<Page> {
  const { page } = await openPage(browser, { width, height: width < 500 ? 667 : 900 });
  await page.goto(baseUrl() + '/services');
  return page;
}

/** Each label's box, and the part of the bar a visitor sees. */
const categoryBar = (page: Page) =>
  page.locator('.category-nav__list').evaluate((list) => {
    const visible = list.getBoundingClientRect();
    return {
      overflows: list.scrollWidth > list.clientWidth,
      visible: { left: visible.left, right: visible.right },
      labels: [...list.querySelectorAll('a')].map((link) => {
        const box = link.getBoundingClientRect();
        return {
          text: link.textContent,
          top: Math.round(box.top),
          left: box.left,
          right: box.right,
          scrollWidth: link.scrollWidth,
          clientWidth: link.clientWidth,
        };
      }),
    };
  });

const fades = (page: Page) =>
  page.locator('.category-nav__list').evaluate((list) => {
    const style = getComputedStyle(list);
    return {
      start: style.getPropertyValue('--category-fade-start'),
      end: style.getPropertyValue('--category-fade-end'),
    };
  });

describe('the category bar', () => {
  it.each([1280, 1440, 1600, 1920])('shows all seven categories whole on one line at %i px', async (width) => {
    const page = await openServices(width);
    const bar = await categoryBar(page);
    expect(bar.labels.map((label) => label.text)).toEqual([
      'Security Solutions',
      'IT Productivity',
      'Finance & Accounting',
      'HR & People',
      'E-commerce & Marketing',
      'CRM & Sales',
      'Cloud Infrastructure',
    ]);
    expect(bar.overflows).toBe(false);
    expect(new Set(bar.labels.map((label) => label.top)).size).toBe(1);
    // The pills inside the page's grid, level with the catalogue's edges.
    const grid = await page.locator('.category-nav .container').evaluate((container) => {
      const box = container.getBoundingClientRect();
      const style = getComputedStyle(container);
      return { left: box.left + parseFloat(style.paddingLeft), right: box.right - parseFloat(style.paddingRight) };
    });
    expect(bar.labels[0]!.left).toBeGreaterThanOrEqual(grid.left - 0.5);
    expect(bar.labels.at(-1)!.right).toBeLessThanOrEqual(grid.right + 0.5);
    for (const label of bar.labels) {
      expect(label.left, label.text).toBeGreaterThanOrEqual(bar.visible.left - 0.5);
      expect(label.right, label.text).toBeLessThanOrEqual(bar.visible.right + 0.5);
      expect(label.scrollWidth, label.text).toBeLessThanOrEqual(label.clientWidth);
    }
    expect(await fades(page)).toEqual({ start: '0px', end: '0px' });
    await page.context().close();
  });

  it('scrolls sideways on a phone, its far edge fading until the end is reached', async () => {
    const page = await openServices(375);
    const bar = await categoryBar(page);
    expect(bar.overflows).toBe(true);
    expect(new Set(bar.labels.map((label) => label.top)).size).toBe(1);
    expect(bar.labels.at(-1)!.right).toBeGreaterThan(bar.visible.right);
    expect(await fades(page)).toEqual({ start: '0px', end: '80px' });

    await page
      .locator('.category-nav__list')
      .evaluate((list) => list.scrollTo({ left: list.scrollWidth, behavior: 'instant' }));
    await expect.poll(() => fades(page)).toEqual({ start: '80px', end: '0px' });
    const scrolled = await categoryBar(page);
    expect(scrolled.labels.at(-1)!.right).toBeLessThanOrEqual(scrolled.visible.right + 0.5);
    await page.context().close();
  });
});

describe('the category in view', () => {
  const marked = (page: Page) => page.locator('.category-nav__list a[aria-current="true"]').allTextContents();

  it.each([375, 1280])(
    'is marked in the bar once the visitor is in the catalogue, and kept in sight on a phone, at %i px',
    async (width) => {
      const page = await openServices(width);
      await page.locator('.category-nav__list').waitFor();
      // At the hero nothing is marked, as in the page's own HTML, also once the bar's island is live.
      await islandsReady(page);
      expect(await marked(page)).toEqual([]);

      await page.locator('#crm').evaluate((section) => section.scrollIntoView({ block: 'start', behavior: 'instant' }));
      await expect.poll(() => marked(page)).toEqual(['CRM & Sales']);
      const bar = await categoryBar(page);
      const crm = bar.labels.find((label) => label.text === 'CRM & Sales')!;
      await expect
        .poll(async () => {
          const now = (await categoryBar(page)).labels.find((label) => label.text === 'CRM & Sales')!;
          return now.left >= bar.visible.left - 0.5 && now.right <= bar.visible.right + 0.5;
        })
        .toBe(true);
      expect(crm).toBeDefined();

      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await expect.poll(() => marked(page)).toEqual([]);
      // Back at the hero the bar shows its start again: the first category whole, not cut at the edge.
      await expect.poll(() => page.locator('.category-nav__list').evaluate((list) => list.scrollLeft)).toBe(0);
      await page.context().close();
    },
  );
});

describe('the category bar', () => {
  it.each([375, 1280])(
    'never hides the link the keyboard reaches: a link under the bar comes out from under it, at %i px',
    async (width) => {
      const page = await openServices(width);
      const link = page.locator('#crm .catalogue-row a').first();
      // Scroll so that the link stands just under the sticky bar, hidden by it.
      await link.evaluate((anchor) => {
        const header = document.querySelector('.site-header')!.getBoundingClientRect().height;
        const bar = document.querySelector('.category-nav')!.getBoundingClientRect().height;
        window.scrollTo({
          top: window.scrollY + anchor.getBoundingClientRect().top - header - bar / 2,
          behavior: 'instant',
        });
      });
      await link.evaluate((anchor: HTMLElement) => anchor.focus());
      await scrollAtRest(page); // the scroll is smooth where motion is welcome
      const bar = (await page.locator('.category-nav').boundingBox())!;
      const focused = (await link.boundingBox())!;
      expect(focused.y).toBeGreaterThanOrEqual(bar.y + bar.height);
      await page.context().close();
    },
  );

  it.each([375, 1280])(
    'leaves with the catalogue: never over the closing ask or the footer, at %i px',
    async (width) => {
      const page = await openServices(width);
      for (const target of ['.cta-band', '#site-footer']) {
        await page
          .locator(target)
          .evaluate((element) => element.scrollIntoView({ block: 'start', behavior: 'instant' }));
        const bar = (await page.locator('.category-nav').boundingBox())!;
        const below = (await page.locator(target).boundingBox())!;
        expect(bar.y + bar.height, target).toBeLessThanOrEqual(below.y + 1);
      }
      await page.context().close();
    },
  );
});

describe('the catalogue on a phone', () => {
  it('is a third as tall as the page of 35 stacked cards was (14,571 px) at 375 px', async () => {
    const page = await openServices(375);
    const rows = siteContent().vendors.length;
    expect(await page.locator('.catalogue-row').count()).toBe(rows);
    // The rows themselves are held down here, not the hero: its drawing of the stack is shown on phones
    // too. The catalogue's 35 rows are about 5,200 px tall (a vendor added since: a row's share more).
    expect((await page.locator('.catalogue').boundingBox())!.height).toBeLessThanOrEqual((5400 * rows) / 35);
    await page.context().close();
  });

  it.each([320, 375])(
    "keeps each solution's name on one line at %i px, its links beside it where they fit and right under it where not",
    async (width) => {
      const page = await openServices(width);
      const rows = await page.locator('.catalogue-row:not(.catalogue-row--flagship)').evaluateAll((items) =>
        items.map((row) => {
          const name = row.querySelector('h3')!.getBoundingClientRect();
          const link = row.querySelector('.catalogue-row__actions a')!.getBoundingClientRect();
          const summary = row.querySelector('.catalogue-row__summary')!.getBoundingClientRect();
          const lineHeight = parseFloat(getComputedStyle(row.querySelector('h3')!).lineHeight);
          return {
            name: row.querySelector('h3')!.textContent,
            nameLines: Math.round(name.height / lineHeight),
            linkMiddle: link.top + link.height / 2 - name.top,
            lineHeight,
            linksBeforeWords: link.top < summary.top,
          };
        }),
      );
      expect(rows.length).toBe(siteContent().vendors.filter((vendor) => !vendor.flagship).length);
      for (const row of rows) {
        expect(row.nameLines, row.name).toBe(1);
        expect(row.linkMiddle, row.name).toBeGreaterThanOrEqual(0);
        // On the name's line, or the line under it: never after the description.
        expect(row.linkMiddle, row.name).toBeLessThanOrEqual(2.5 * row.lineHeight);
        expect(row.linksBeforeWords, row.name).toBe(true);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.context().close();
    },
  );

  it('keeps every link a 44 px target', async () => {
    const page = await openServices(375);
    const heights = await page
      .locator('.catalogue a')
      .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height));
    const { categories, vendors } = siteContent();
    expect(heights.length).toBe(categories.length * 2 + vendors.length + vendors.filter((v) => !v.flagship).length);
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(44);
    await page.context().close();
  });
});

describe('the catalogue from a tablet up', () => {
  it.each([1280, 1600])(
    'shows the whole focus ring of the first and the last category in the bar at %i px, where the seven fit (the bar clips what overflows it)',
    async (width) => {
      const page = await openServices(width);
      const links = page.locator('.category-nav a');
      for (const link of [links.first(), links.last()]) {
        await link.focus();
        const { ring, bar } = await link.evaluate((element) => {
          const style = getComputedStyle(element);
          const reach = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
          const box = element.getBoundingClientRect();
          const list = element.closest('ul')!.getBoundingClientRect();
          return {
            ring: { left: box.left - reach, right: box.right + reach },
            bar: { left: list.left, right: list.right },
          };
        });
        expect(ring.left).toBeGreaterThanOrEqual(bar.left);
        expect(ring.right).toBeLessThanOrEqual(bar.right);
      }
      await page.context().close();
    },
  );

  it.each([768])(
    "lets each solution's name carry its row, with no tile of initials (our own product keeps its mark), its description a column two or three lines tall at %i px",
    async (width) => {
      const page = await openServices(width);
      const rows = await page.locator('.catalogue-row').evaluateAll((items) =>
        items.map((row) => {
          const summary = row.querySelector('.catalogue-row__summary')!;
          const name = row.querySelector('h3')!;
          return {
            name: name.textContent,
            flagship: row.classList.contains('catalogue-row--flagship'),
            tiles: row.querySelectorAll('.vendor-tile').length,
            mark: row.querySelectorAll('.vendor-tile .stronglink-mark').length,
            // The name starts where the row's words do: no empty column is left where a tile stood.
            nameIndent: Math.round(name.getBoundingClientRect().left - summary.getBoundingClientRect().left),
            lines: Math.round(
              summary.getBoundingClientRect().height / parseFloat(getComputedStyle(summary).lineHeight),
            ),
          };
        }),
      );
      expect(rows.length).toBeGreaterThan(30);
      for (const row of rows) {
        expect(row.tiles, row.name).toBe(row.flagship ? 1 : 0);
        expect(row.mark, row.name).toBe(row.flagship ? 1 : 0);
        expect(row.nameIndent, row.name).toBe(0);
        expect(row.lines, row.name).toBeLessThanOrEqual(3);
      }
      await page.goto(baseUrl() + '/services/it-productivity');
      const cardTiles = await page
        .locator('.vendor-grid .vendor-card')
        .evaluateAll((cards) => cards.map((card) => card.querySelectorAll('.vendor-tile').length));
      expect(cardTiles).toEqual(cardTiles.map(() => 0));
      await page.context().close();
    },
  );
});

describe('the catalogue on wide screens', () => {
  it.each([1280, 1600])(
    'sets each category under its head, its five solutions five across in one row, at %i px',
    async (width) => {
      const page = await openServices(width);
      const sections = await page.locator('.catalogue-section').evaluateAll((all) =>
        all.map((section) => {
          const head = section.querySelector('.catalogue-section__head')!.getBoundingClientRect();
          const cards = [...section.querySelectorAll('.catalogue-row')].map((card) => card.getBoundingClientRect());
          return {
            id: section.id,
            tops: new Set(cards.map((card) => Math.round(card.top))).size,
            heights: new Set(cards.map((card) => Math.round(card.height))).size,
            count: cards.length,
            under: cards.every((card) => card.top > head.bottom),
          };
        }),
      );
      expect(sections).toHaveLength(7);
      for (const section of sections) {
        expect(section, section.id).toEqual({ id: section.id, tops: 1, heights: 1, count: 5, under: true });
      }
      // The flagship's badge, "Our Direct Sales Specialty", on one line inside its card.
      const badge = await page.locator('.catalogue-row--flagship .badge').evaluate((element) => {
        const box = element.getBoundingClientRect();
        const card = element.closest('.catalogue-row')!.getBoundingClientRect();
        return { oneLine: box.height < 30, inside: box.right <= card.right - 8 };
      });
      expect(badge).toEqual({ oneLine: true, inside: true });
      await page.context().close();
    },
  );
});

describe("the home page's seven areas on a phone", () => {
  it('read as a compact index at 375 px: every description shown, the section 500 px shorter than stacked cards', async () => {
    const { page } = await openPage(browser, { width: 375, height: 667 });
    await page.goto(baseUrl() + '/');
    const section = page.locator('section[aria-labelledby="catalog-title"]');
    const cards = await section.locator('.catalog-card').evaluateAll((items) =>
      items.map((item) => ({
        text: item.querySelector('p')?.textContent ?? '',
        shown: item.querySelector('p')?.checkVisibility() ?? false,
      })),
    );
    expect(cards).toHaveLength(7);
    expect(cards.every((card) => card.text.length > 0 && card.shown)).toBe(true);
    // Stacked as full cards the section was 2,405 px tall; as an index, with the specialty listing its
    // five platforms on the night, it is about 1,880.
    expect((await section.boundingBox())!.height).toBeLessThanOrEqual(1905);
    await page.context().close();
  });
});

const CATEGORY_PAGES = SPEC_CATEGORY_ROUTES;

/** What the hero's drawing shows: its kind of scene, the vendors it names and the ones it picks out. */
const heroScene = (page: Page) =>
  page.locator('.hero .art-scene').evaluate((scene) => ({
    kind: [...scene.classList].find((name) => name.startsWith('art-scene--')),
    vendors: [...scene.querySelectorAll('[data-vendor]')].map((part) => part.getAttribute('data-vendor')),
    tiles: [...scene.querySelectorAll('.art-scene__vendor .art-mark .art-scene__part')].map(
      (part) => getComputedStyle(part).fill,
    ),
    inks: [...scene.querySelectorAll('.art-scene__vendor .art-mark')].map((mark) => getComputedStyle(mark).color),
    highlighted: [...scene.querySelectorAll('.art-scene__vendor--highlighted')].map((part) =>
      part.getAttribute('data-vendor'),
    ),
    highlightFill: [...scene.querySelectorAll('.art-scene__vendor--highlighted .art-scene__part')].map(
      (part) => getComputedStyle(part).fill,
    ),
    otherFills: [
      ...new Set(
        [...scene.querySelectorAll('.art-scene__vendor:not(.art-scene__vendor--highlighted) .art-scene__part')].map(
          (part) => getComputedStyle(part).fill,
        ),
      ),
    ],
  }));

/** The levels of the page's headings in order, and the first jump of more than one level down. */
const headingSkip = (page: Page) =>
  page.evaluate(() => {
    const levels = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) =>
      Number(heading.tagName[1]),
    );
    const at = levels.findIndex((level, index) => level - (index === 0 ? 0 : levels[index - 1]!) > 1);
    return at === -1 ? null : `h${levels[at - 1] ?? 0} then h${levels[at]} (${levels.join(' ')})`;
  });

describe('category and vendor drawings', () => {
  it('give each category a scene of its own, naming its five vendors, each on a tile of the night with letters of its own shade (our own product on its violet), and picking out none', async () => {
    const { page } = await openPage(browser, { width: 1280 });
    const kinds = new Set<string | undefined>();
    for (const path of CATEGORY_PAGES) {
      await page.goto(baseUrl() + path);
      const scene = await heroScene(page);
      const cardNames = await page.locator('.vendor-grid .vendor-card__name').allTextContents();
      // Each where its role puts it (a checklist's step, a board's stage), so in any order.
      expect([...scene.vendors].sort(), path).toEqual([...cardNames].sort());
      expect(scene.inks, path).toHaveLength(cardNames.length);
      expect(new Set(scene.inks).size, `${path}: ${scene.inks.join(', ')}`).toBe(cardNames.length);
      // One family of tiles: the night's, and the brand's violet for our own product.
      expect(new Set(scene.tiles).size, `${path}: ${scene.tiles.join(', ')}`).toBe(
        path === '/services/security-solutions' ? 2 : 1,
      );
      expect(scene.highlighted, path).toEqual([]);
      kinds.add(scene.kind);
    }
    expect(kinds.size).toBe(CATEGORY_PAGES.length);
    await page.context().close();
  });

  it.each(['/services/okta', '/services/quickbooks', '/services/shopify', '/services/aws'])(
    "put the page's own vendor in front of its category's window, which steps back under a veil (%s)",
    async (path) => {
      const { page } = await openPage(browser, { width: 1280 });
      await page.goto(baseUrl() + path);
      const hits = await page.locator('.hero .art-scene').evaluate((scene) => {
        const centre = (element: Element) => {
          const box = element.getBoundingClientRect();
          return [box.left + box.width / 2, box.top + box.height / 2] as const;
        };
        const seen = (element: Element) => {
          const hit = document.elementFromPoint(...centre(element));
          return hit !== null && element.contains(hit);
        };
        return {
          own: seen(scene.querySelector('.art-scene__vendor--highlighted')!),
          others: [...scene.querySelectorAll('[data-vendor]:not(.art-scene__vendor--highlighted)')].map(seen),
        };
      });
      expect(hits.own, 'the vendor stands above the veil').toBe(true);
      expect(hits.others.length).toBeGreaterThan(0);
      expect(
        hits.others.every((seen) => !seen),
        'the other vendors are under it',
      ).toBe(true);
      await page.context().close();
    },
  );

  it.each(['/services/atlassian', '/services/quickbooks', '/services/shopify'])(
    "on a phone show the vendor's own card alone, without the greyed category window over it (%s)",
    async (path) => {
      const { page } = await openPage(browser, { width: 375 });
      await page.goto(baseUrl() + path);
      const scene = page.locator('.hero .art-scene');
      expect(await scene.locator('.art-scene__window').isVisible()).toBe(false);
      const card = scene.locator('.art-moment');
      expect(await card.isVisible()).toBe(true);
      const [cardBox, sceneBox] = [(await card.boundingBox())!, (await scene.boundingBox())!];
      expect(cardBox.width).toBeCloseTo(sceneBox.width, 0);
      // Wider, the window is back, the card over its edge.
      await page.setViewportSize({ width: 1280, height: 800 });
      expect(await scene.locator('.art-scene__window').isVisible()).toBe(true);
      await page.context().close();
    },
  );

  it.each(['/services/duo', '/services/gusto'])(
    'on a phone show, where the vendor opens inside its window, that window with its row alone (%s)',
    async (path) => {
      const { page } = await openPage(browser, { width: 375 });
      await page.goto(baseUrl() + path);
      const scene = page.locator('.hero .art-scene');
      const shown = () =>
        scene
          .locator('[data-vendor]')
          .evaluateAll((rows) =>
            rows
              .filter((row) => row.getBoundingClientRect().height > 0)
              .map((row) => row.classList.contains('art-scene__vendor--highlighted')),
          );
      expect(await shown()).toEqual([true]);
      await page.setViewportSize({ width: 1280, height: 800 });
      expect((await shown()).length).toBeGreaterThan(2);
      await page.context().close();
    },
  );

  it("pick out the page's own vendor, and only it, on every vendor page but the flagship's", async () => {
    // The drawings are the server's markup: scripts off, so no visit waits for the page's islands.
    const { page } = await openPage(browser, { width: 1280, javaScript: false });
    const vendorPages: { path: string; name: string }[] = [];
    for (const path of CATEGORY_PAGES) {
      await page.goto(baseUrl() + path);
      for (const card of await page.locator('.vendor-grid .vendor-card:not(.vendor-card--flagship)').all()) {
        vendorPages.push({
          path: (await card.getByRole('link', { name: /^Learn More/ }).getAttribute('href'))!,
          name: (await card.locator('.vendor-card__name').textContent())!,
        });
      }
    }
    expect(vendorPages).toHaveLength(siteContent().vendors.filter((vendor) => !vendor.flagship).length);
    for (const { path, name } of vendorPages) {
      await page.goto(baseUrl() + path, { waitUntil: 'domcontentloaded' });
      const scene = await heroScene(page);
      expect(scene.vendors, path).toContain(name);
      expect(scene.highlighted, path).toEqual([name]);
      // Picked out so a visitor sees it: its tile lit in a colour none of the other vendors' has.
      expect(scene.otherFills, path).not.toContain(scene.highlightFill[0]);
    }
    await page.context().close();
  }, 120_000);
});

describe('the outline of category and vendor pages', () => {
  it('never skips a heading level (h1, then h2, then h3)', async () => {
    // The outline is the server's markup (hydration-parity.test.ts: the islands change none of it).
    const { page } = await openPage(browser, { width: 1280, javaScript: false });
    const paths = [...CATEGORY_PAGES];
    for (const path of CATEGORY_PAGES) {
      await page.goto(baseUrl() + path);
      paths.push(
        ...(await page
          .locator('.vendor-grid')
          .getByRole('link', { name: /^Learn More/ })
          .evaluateAll((links) => links.map((link) => link.getAttribute('href')!))),
      );
    }
    expect(paths).toHaveLength(CATEGORY_PAGES.length + siteContent().vendors.length);
    for (const path of paths) {
      await page.goto(baseUrl() + path, { waitUntil: 'domcontentloaded' });
      expect(await headingSkip(page), path).toBeNull();
    }
    await page.context().close();
  }, 120_000);
});

/** The vendor pages whose overview (their markdown text) ends with the page's ask. */
const RICH_VENDOR_SLUGS = siteContent()
  .vendors.filter((vendor) => !vendor.draft && vendor.html && vendor.cta)
  .map((vendor) => vendor.slug);

describe("a rich vendor page's overview", () => {
  it("closes the long read with the page's ask: its consultation button and a number to call, not the closing band's words", async () => {
    const { page } = await openPage(browser, { width: 1280 });
    await page.goto(baseUrl() + '/services/okta');
    const aside = page.getByRole('complementary', { name: 'Ask about Okta' });
    expect(await aside.textContent()).toContain('Talk to an engineer about Okta');
    expect(await aside.textContent()).not.toContain('Take control of who has access to what');
    expect(await aside.getByRole('link', { name: 'Get Free Consultation' }).getAttribute('href')).toBe('/contact');
    expect(await aside.getByRole('link', { name: '(214) 555-0142' }).getAttribute('href')).toBe('tel:+12145550142');
    await page.context().close();
  });

  // Beside the text, the ask left an empty column under it wherever the text ran longer (380 x 220 px
  // beside CrowdStrike's at 1280), and on a tablet it became a 714 px dark slab (issue 43).
  // The overview is the server's markup and CSS: the sweeps below load each page with scripts off, so
  // that no visit waits for the page's islands (docs/testing.md, "Waiting").
  /** Where the overview's parts are: the text's pieces (one per column it runs in) and the ask. */
  const overviewLayout = (page: Page) =>
    page.locator('.overview').evaluate((overview) => {
      const ask = overview.querySelector('.overview__ask')!;
      const box = ask.getBoundingClientRect();
      const title = getComputedStyle(ask.querySelector('.overview__ask-title')!).color;
      return {
        text: [...overview.querySelector('.prose')!.getClientRects()].map(({ left, width, top, bottom }) => ({
          left,
          width,
          top,
          bottom,
        })),
        ask: { left: box.left, width: box.width, top: box.top, bottom: box.bottom, height: box.height },
        darkTitle: (title.match(/\d+/g) ?? []).slice(0, 3).every((channel) => Number(channel) < 80),
      };
    });

  it.each([375, 768])(
    'at %i px, sets the ask under the text, as wide as it, on a light card',
    async (width) => {
      const { page } = await openPage(browser, { width, javaScript: false });
      for (const slug of RICH_VENDOR_SLUGS) {
        await page.goto(`${baseUrl()}/services/${slug}`);
        const { text, ask, darkTitle } = await overviewLayout(page);
        const [prose] = text;
        expect(ask.top - prose!.bottom, `${slug}: the ask right under the text`).toBeGreaterThan(0);
        expect(ask.top - prose!.bottom, `${slug}: the ask right under the text`).toBeLessThanOrEqual(48);
        expect(Math.abs(ask.left - prose!.left), `${slug}: the ask's left edge`).toBeLessThanOrEqual(1);
        expect(Math.abs(ask.width - prose!.width), `${slug}: the ask's width`).toBeLessThanOrEqual(1);
        expect(darkTitle, `${slug}: dark words on a light card`).toBe(true);
        if (width >= 768) expect(ask.height, `${slug}: one band, not a slab`).toBeLessThanOrEqual(200);
      }
      await page.context().close();
    },
    60_000,
  );

  it.each([1024, 1280, 1600])(
    'at %i px, runs the text in two columns, each paragraph whole in one, the ask a band under both',
    async (width) => {
      const { page } = await openPage(browser, { width, javaScript: false });
      for (const slug of RICH_VENDOR_SLUGS) {
        await page.goto(`${baseUrl()}/services/${slug}`);
        const { ask, darkTitle } = await overviewLayout(page);
        const paragraphs = await page
          .locator('.overview .prose > *')
          .evaluateAll((all) => all.map((paragraph) => [...paragraph.getClientRects()].map((rect) => rect.left)));
        // A sentence broken from the foot of one column to the top of the next read as a fault.
        expect(
          paragraphs.map((rects) => rects.length),
          `${slug}: each paragraph in one column`,
        ).toEqual(paragraphs.map(() => 1));
        expect(new Set(paragraphs.map(([left]) => Math.round(left!))).size, `${slug}: two columns`).toBe(2);
        const prose = await page.locator('.overview .prose').boundingBox();
        expect(ask.top, `${slug}: the ask under the text`).toBeGreaterThan(prose!.y + prose!.height);
        expect(Math.abs(ask.width - prose!.width), `${slug}: the ask as wide as the text`).toBeLessThanOrEqual(1);
        expect(ask.height, `${slug}: one band, not a slab`).toBeLessThanOrEqual(200);
        expect(darkTitle, `${slug}: dark words on a light card`).toBe(true);
      }
      await page.context().close();
    },
    60_000,
  );
});

describe("the flagship's page", () => {
  it("draws its own product view, a sample week caught, not the home slide's inbox", async () => {
    const { page } = await openPage(browser, { width: 1280 });
    await page.goto(baseUrl() + '/services/stronglink');
    const visual = page.locator('.hero .art-week');
    expect(await visual.getAttribute('aria-label')).toMatch(/sample week: 37 threats caught/);
    expect(await visual.textContent()).toContain('Caught this week37');
    expect(await page.locator('.hero .art-inbox').count()).toBe(0);
    await page.context().close();
  });
});

describe("the flagship's card on its category page", () => {
  it.each([1280, 1600])(
    'at %i px shows a glimpse of the product and ends with the facts that back it (not the 99.9% its features state), with no empty navy band in the tall card',
    async (width) => {
      const { page } = await openPage(browser, { width });
      await page.goto(baseUrl() + '/services/security-solutions');
      const card = page.locator('.vendor-card--flagship');
      expect(await card.locator('.proof-row li').allTextContents()).toEqual(['24/7 local support', 'SOC 2 Type II']);
      expect(await card.getByText(/99\.9%/).count()).toBe(1);
      expect(await card.getByRole('img', { name: /sample week: 37 threats caught/ }).isVisible()).toBe(true);
      const widestGap = await card.evaluate((element) => {
        const boxes = [...element.children].map((child) => child.getBoundingClientRect());
        return Math.max(...boxes.slice(1).map((box, index) => box.top - boxes[index]!.bottom));
      });
      // The card's own spacing between its parts is 12 px: nothing wider is left empty.
      expect(widestGap).toBeLessThan(24);
      await page.context().close();
    },
  );
});
