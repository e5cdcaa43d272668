// The home page's "Platforms we deploy and support": seven labelled groups, a column each, a name a line (a
// link to its page), two columns on phones and four from tablets on. The rows of names line up across the
// columns of a row of groups, and no name is cut, from a small phone to a laptop.
import type { Browser } from 'playwright';
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

interface Group {
  label: string;
  top: number;
  /** Each name's text, the top of its line, and whether its letters leave the group's box. */
  names: { text: string; top: number; cut: boolean }[];
}

async function platformGroups(width: number): Promise<Group[]> {
  const { page } = await openPage(browser, { width, height: 900 });
  await page.goto(baseUrl() + '/');
  const groups = await page.locator('.platforms__group').evaluateAll((elements) =>
    elements.map((group) => {
      const box = group.getBoundingClientRect();
      return {
        label: group.querySelector('.platforms__category')?.textContent ?? '',
        top: Math.round(box.top),
        names: [...group.querySelectorAll<HTMLElement>('.platforms__names li')].map((item) => {
          const range = document.createRange();
          range.selectNodeContents(item);
          const letters = range.getBoundingClientRect();
          return {
            text: item.textContent ?? '',
            top: Math.round(item.getBoundingClientRect().top),
            cut: letters.left < box.left - 0.5 || letters.right > box.right + 0.5,
          };
        }),
      };
    }),
  );
  await page.close();
  return groups;
}

describe('The platforms strip on the home page', () => {
  for (const width of [320, 375, 768, 1280]) {
    it(`at ${width} px, shows the seven areas, a name a line, the rows of a row of groups lined up, none cut`, async () => {
      const groups = await platformGroups(width);
      expect(groups).toHaveLength(7);
      for (const group of groups) {
        expect(group.names.length, group.label).toBeGreaterThanOrEqual(4);
        expect(new Set(group.names.map((name) => name.top)).size, `${group.label}: one name a line`).toBe(
          group.names.length,
        );
        expect(group.names.filter((name) => name.cut).map((name) => name.text)).toEqual([]);
      }
      // Groups side by side: their n-th names share a line.
      const rows = new Map<number, Group[]>();
      for (const group of groups) rows.set(group.top, [...(rows.get(group.top) ?? []), group]);
      for (const row of rows.values()) {
        for (let n = 0; n < 4; n++)
          expect(
            new Set(row.map((group) => group.names[n]!.top)).size,
            `name ${n + 1} of ${row.map((g) => g.label).join(', ')}`,
          ).toBe(1);
      }
      expect([...rows.values()][0]!.length, 'groups side by side').toBe(width >= 768 ? 4 : 2);
    });
  }
});

describe('The platforms strip names', () => {
  it('each lead to their own page, our own Stronglink first', async () => {
    const { page } = await openPage(browser, { width: 1280, height: 900 });
    await page.goto(baseUrl() + '/');
    const links = await page
      .locator('.platforms__names a')
      .evaluateAll((anchors) =>
        anchors.map((anchor) => ({ name: anchor.textContent, href: anchor.getAttribute('href') })),
      );
    expect(links).toHaveLength(siteContent().vendors.length);
    expect(links[0]).toEqual({ name: 'Stronglink', href: '/services/stronglink' });
    expect(links.every((link) => /^\/services\/[a-z0-9-]+$/.test(link.href ?? ''))).toBe(true);
    expect(links.find((link) => link.name === 'Google Cloud Platform')?.href).toBe('/services/gcp');
  });

  it('are each a target at least 24 px tall on a phone (WCAG 2.5.8), not the 18 px of their line of text', async () => {
    const { page } = await openPage(browser, { width: 375, height: 812 });
    await page.goto(baseUrl() + '/');
    const heights = await page
      .locator('.platforms__names a')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getBoundingClientRect().height));
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(24);
  });
});
