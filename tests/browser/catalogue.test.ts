// The solutions catalogue as a visitor meets it: the category bar shows all seven names whole on a
// laptop or desktop and scrolls, with a fading edge, on a phone; the catalogue is short enough to
// scan on a phone.
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
        return { text: link.textContent, top: Math.round(box.top), left: box.left, right: box.right, scrollWidth: link.scrollWidth, clientWidth: link.clientWidth };
      }),
    };
  });

const fades = (page: Page) =>
  page.locator('.category-nav__list').evaluate((list) => {
    const style = getComputedStyle(list);
    return { start: style.getPropertyValue('--category-fade-start'), end: style.getPropertyValue('--category-fade-end') };
  });

describe('the category bar', () => {
  it.each([1280, 1440, 1600, 1920])('shows all seven categories whole on one line at %i px', async (width) => {
    const page = await openServices(width);
    const bar = await categoryBar(page);
    expect(bar.labels.map((label) => label.text)).toEqual([
      'Security Solutions', 'IT Productivity', 'Finance & Accounting', 'HR & People', 'E-commerce & Marketing', 'CRM & Sales', 'Cloud Infrastructure',
    ]);
    expect(bar.overflows).toBe(false);
    expect(new Set(bar.labels.map((label) => label.top)).size).toBe(1);
    for (const label of bar.labels) {
      expect(label.left, label.text!).toBeGreaterThanOrEqual(bar.visible.left - 0.5);
      expect(label.right, label.text!).toBeLessThanOrEqual(bar.visible.right + 0.5);
      expect(label.scrollWidth, label.text!).toBeLessThanOrEqual(label.clientWidth);
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
    expect(await fades(page)).toEqual({ start: '0px', end: '48px' });

    await page.locator('.category-nav__list').evaluate((list) => list.scrollTo({ left: list.scrollWidth, behavior: 'instant' }));
    await expect.poll(() => fades(page)).toEqual({ start: '48px', end: '0px' });
    const scrolled = await categoryBar(page);
    expect(scrolled.labels.at(-1)!.right).toBeLessThanOrEqual(scrolled.visible.right + 0.5);
    await page.context().close();
  });
});

describe('the catalogue on a phone', () => {
  it('is at most half as tall as the 35 cards were (14,571 px) at 375 px', async () => {
    const page = await openServices(375);
    expect(await page.locator('.catalogue-row').count()).toBe(35);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(7285);
    await page.context().close();
  });

  it('keeps every link a 44 px target', async () => {
    const page = await openServices(375);
    const heights = await page.locator('.catalogue a').evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height));
    expect(heights.length).toBe(7 * 2 + 35 + 34);
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(44);
    await page.context().close();
  });
});
