// The blog as a visitor sees it: the newest article featured in the listing's hero, every cover its
// own drawing, and on a phone a hero that stays on the screen, a full-width Subscribe and an author
// card whose bio reads at the width of the card.
import type { Browser } from 'playwright';
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

describe('the blog listing', () => {
  it('features the newest article in its hero: cover, title linking to it, category and facts', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${baseUrl()}/blog`);
    const featured = page.locator('.hero .featured-post');
    expect(await featured.count()).toBe(1);
    const newest = await page.locator('.post-card a.card-link').first().getAttribute('href');
    expect(await featured.getByRole('heading', { level: 2 }).getByRole('link').getAttribute('href')).toBe(newest);
    expect(await featured.locator('.post-media__cover').isVisible()).toBe(true);
    expect(await featured.locator('.badge').count()).toBe(1);
    expect(await featured.locator('.post-facts li').count()).toBe(3);
    // The old hero drew copies of the first card; nothing of it is left.
    expect(await page.locator('.post-stack').count()).toBe(0);
  });

  it("draws every post a cover of its own, over the spec's placeholder image", async () => {
    const { page } = await openPage(browser);
    await page.goto(`${baseUrl()}/blog`);
    const covers = await page.locator('.post-card .post-media__cover').evaluateAll((svgs) => svgs.map((svg) => svg.innerHTML.replace(/cover-card-\d+/g, '')));
    expect(covers).toHaveLength(6);
    expect(new Set(covers).size).toBe(6);
    expect(await page.locator('.post-card img').evaluateAll((images) => images.map((img) => img.getAttribute('src')))).toEqual(Array(6).fill('/api/placeholder/400/250'));
  });
});

describe('the blog on a 375 px phone', () => {
  it('keeps the hero and its featured article inside the screen', async () => {
    const { page } = await openPage(browser, { width: 375, height: 667 });
    await page.goto(`${baseUrl()}/blog`);
    for (const selector of ['.hero', '.hero .featured-post', '.hero .featured-post__title']) {
      const box = (await page.locator(selector).boundingBox())!;
      expect(box.x, selector).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, selector).toBeLessThanOrEqual(375);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
  });

  it('makes Subscribe full-width, like every other phone button', async () => {
    const { page } = await openPage(browser, { width: 375, height: 667 });
    await page.goto(`${baseUrl()}/blog`);
    const form = (await page.locator('.newsletter__form').boundingBox())!;
    const field = (await page.locator('#newsletter-email').boundingBox())!;
    const button = (await page.getByRole('button', { name: 'Subscribe' }).boundingBox())!;
    expect(button.width).toBeCloseTo(form.width, 0);
    expect(field.width).toBeCloseTo(form.width, 0);
    expect(button.height).toBeGreaterThanOrEqual(44);
    expect(button.y).toBeGreaterThan(field.y + field.height - 1);
  });

  it("gives the author's bio the card's whole width under the avatar and name", async () => {
    const { page } = await openPage(browser, { width: 375, height: 667 });
    await page.goto(`${baseUrl()}/blog/1`);
    const card = (await page.locator('.author-note').boundingBox())!;
    const avatar = (await page.locator('.author-note__avatar').boundingBox())!;
    const bio = (await page.locator('.author-note__bio').boundingBox())!;
    expect(bio.y).toBeGreaterThanOrEqual(avatar.y + avatar.height);
    expect(bio.width).toBeGreaterThan(card.width * 0.8);
  });
});
