// The menu and the carousel islands in Chromium.
import type { Browser, Page } from 'playwright-core';
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

describe('the menu on a 375 px screen', () => {
  it('collapses the links behind a labelled toggle that opens and closes them', async () => {
    const { page } = await openPage(browser, { width: 375 });
    await page.goto(`${baseUrl()}/about`);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    expect(await toggle.getAttribute('aria-controls')).toBe('site-nav');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    const about = page.locator('#site-nav').getByRole('link', { name: 'About' });
    expect(await about.isVisible()).toBe(false);

    await toggle.click();
    expect(await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
    expect(await about.isVisible()).toBe(true);
    expect(await page.locator('#site-nav').getByRole('link', { name: 'Get a Quote' }).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Close menu' }).click();
    expect(await about.isVisible()).toBe(false);
  });

  it('closes on Escape and gives focus back to the toggle', async () => {
    const { page } = await openPage(browser, { width: 375 });
    await page.goto(`${baseUrl()}/services`);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#site-nav').getByRole('link', { name: 'Blog' }).focus();
    await page.keyboard.press('Escape');
    expect(await page.locator('#site-nav').getByRole('link', { name: 'Blog' }).isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe('site-nav');
  });

  it('closes when a link is chosen, and the chosen page opens', async () => {
    const { page } = await openPage(browser, { width: 375 });
    await page.goto(`${baseUrl()}/about`);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const blog = page.locator('#site-nav').getByRole('link', { name: 'Blog' });
    // First without leaving the page, to see the menu close...
    await blog.evaluate((link) => link.addEventListener('click', (event) => event.preventDefault(), { once: true }));
    await blog.click();
    expect(await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
    // ...then for real.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await Promise.all([page.waitForURL(`${baseUrl()}/blog`), blog.click()]);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Security and IT advice for Texas businesses');
  });

  it('shows the links without a toggle on wide screens', async () => {
    const { page } = await openPage(browser, { width: 1280 });
    await page.goto(`${baseUrl()}/about`);
    expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(false);
    expect(await page.locator('#site-nav').getByRole('link', { name: 'Contact' }).isVisible()).toBe(true);
  });
});

async function openHome(options: { reducedMotion?: boolean } = {}): Promise<Page> {
  const { page } = await openPage(browser, { width: 1280 });
  if (options.reducedMotion) await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await page.goto(baseUrl());
  await page.locator('.carousel__dot').first().waitFor();
  return page;
}

const visibleSlide = (page: Page) =>
  page.locator('.slide').evaluateAll((slides) => slides.findIndex((slide) => getComputedStyle(slide).visibility === 'visible'));
const currentDot = (page: Page) =>
  page.locator('.carousel__dot').evaluateAll((dots) => dots.findIndex((dot) => dot.getAttribute('aria-current') === 'true'));

describe('the carousel', () => {
  it('has one dot per slide labelled "Go to slide N", the first marked current', async () => {
    const page = await openHome();
    expect(await page.locator('.carousel__dot').evaluateAll((dots) => dots.map((dot) => dot.getAttribute('aria-label')))).toEqual([
      'Go to slide 1',
      'Go to slide 2',
      'Go to slide 3',
    ]);
    expect(await currentDot(page)).toBe(0);
    expect(await visibleSlide(page)).toBe(0);
  });

  it('advances every 5 seconds and wraps from the last slide to the first', async () => {
    const page = await openHome();
    // The fake clock also moves with real time, so the checks keep a second of margin.
    await page.clock.runFor(4000);
    expect(await visibleSlide(page)).toBe(0);
    await page.clock.runFor(1100);
    await expect.poll(() => currentDot(page)).toBe(1);
    await page.clock.runFor(5000);
    await expect.poll(() => currentDot(page)).toBe(2);
    await page.clock.runFor(5000);
    await expect.poll(() => currentDot(page)).toBe(0);
    await expect.poll(() => visibleSlide(page)).toBe(0);
  });

  it('goes to the slide whose dot is clicked, and hides the others from assistive technology', async () => {
    const page = await openHome();
    await page.getByRole('button', { name: 'Go to slide 3' }).click();
    await page.mouse.move(0, 0); // the pointer leaves, so the carousel is not held
    await expect.poll(() => visibleSlide(page)).toBe(2); // after the cross-fade
    expect(await page.getByRole('heading', { name: 'Cloud infrastructure built to stay up' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Stop phishing before it reaches your inbox' }).isVisible()).toBe(false);
    const inert = await page.locator('.slide').evaluateAll((slides) => slides.map((slide) => slide.hasAttribute('inert')));
    expect(inert).toEqual([true, true, false]);
  });

  it('pauses while the pointer is over it and resumes when it leaves', async () => {
    const page = await openHome();
    await page.locator('.slide.is-active h1').hover();
    await page.clock.runFor(12_000);
    expect(await currentDot(page)).toBe(0);
    await page.mouse.move(5, 880);
    await page.locator('body').hover({ position: { x: 5, y: 5 } });
    await page.clock.runFor(5100);
    await expect.poll(() => currentDot(page)).toBe(1);
  });

  it('pauses while focus is inside it', async () => {
    const page = await openHome();
    await page.getByRole('link', { name: 'Get Protected Today' }).focus();
    await page.clock.runFor(12_000);
    expect(await currentDot(page)).toBe(0);
  });

  it('stops with the pause button and starts again with play', async () => {
    const page = await openHome();
    await page.getByRole('button', { name: 'Pause slideshow' }).click();
    await page.mouse.move(5, 5);
    await page.locator('h2').first().focus().catch(() => undefined);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(12_000);
    expect(await currentDot(page)).toBe(0);
    await page.getByRole('button', { name: 'Play slideshow' }).click();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.mouse.move(5, 5);
    await page.clock.runFor(5100);
    await expect.poll(() => currentDot(page)).toBe(1);
  });

  it('does not advance by itself when the visitor prefers reduced motion', async () => {
    const page = await openHome({ reducedMotion: true });
    await expect.poll(() => page.getByRole('button', { name: 'Play slideshow' }).count()).toBe(1);
    await page.clock.runFor(20_000);
    expect(await currentDot(page)).toBe(0);
    await page.getByRole('button', { name: 'Go to slide 2' }).click();
    await expect.poll(() => visibleSlide(page)).toBe(1);
    const transition = await page.locator('.slide').first().evaluate((slide) => getComputedStyle(slide).transitionDuration);
    expect(transition).toBe('0s'); // no cross-fade: the change is immediate
  });
});
