// The menu and the carousel islands in Chromium.
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser.ts';
import { baseUrl, islandsReady, openPage } from '../support/pages.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * window.scrollY once the page has handled `count` events of `type` sent by `act` and drawn two frames
 * since: a scroll one of them started (a wheel's, or focus bringing the sticky toggle into view, which
 * the page's smooth scrolling animates) has moved the page by then.
 */
async function scrollYAfter(
  page: Page,
  type: 'wheel' | 'keydown',
  count: number,
  act: () => Promise<void>,
): Promise<number> {
  await page.evaluate(
    ({ type, count }) => {
      (window as unknown as { scrollAfterEvents: Promise<number> }).scrollAfterEvents = new Promise((resolve) => {
        let seen = 0;
        const onEvent = () => {
          if (++seen < count) return;
          removeEventListener(type, onEvent, true);
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY)));
        };
        addEventListener(type, onEvent, { capture: true, passive: true });
      });
    },
    { type, count },
  );
  await act();
  return page.evaluate(() => (window as unknown as { scrollAfterEvents: Promise<number> }).scrollAfterEvents);
}

describe('the menu on a 375 px screen', () => {
  it('collapses the links behind a labelled toggle that opens and closes them', async () => {
    const { page } = await openPage(browser, { width: 375 });
    await page.goto(`${baseUrl()}/about`);
    await islandsReady(page);
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
    await islandsReady(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#site-nav').getByRole('link', { name: 'Blog' }).focus();
    await page.keyboard.press('Escape');
    expect(await page.locator('#site-nav').getByRole('link', { name: 'Blog' }).isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe('site-nav');
  });

  it('closes when a link is chosen, and the chosen page opens', async () => {
    const { page } = await openPage(browser, { width: 375 });
    await page.goto(`${baseUrl()}/about`);
    await islandsReady(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const blog = page.locator('#site-nav').getByRole('link', { name: 'Blog' });
    // First without leaving the page, to see the menu close...
    await blog.evaluate((link) => link.addEventListener('click', (event) => event.preventDefault(), { once: true }));
    await blog.click();
    expect(await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
    // ...then for real.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await Promise.all([page.waitForURL(`${baseUrl()}/blog`), blog.click()]);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Security and IT advice for Texas businesses',
    );
  });

  /** The 375 x 667 of a small phone, on a page long enough to scroll, with the sheet open. */
  async function openSheet(path = '/about'): Promise<Page> {
    const { page } = await openPage(browser, { width: 375 });
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto(baseUrl() + path);
    await islandsReady(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#site-nav').getByRole('link', { name: 'Home' }).waitFor();
    await page
      .locator('#site-nav')
      .evaluate((sheet) => Promise.all(sheet.getAnimations().map((slide) => slide.finished)));
    return page;
  }
  const focused = (page: Page) =>
    page.evaluate(() => {
      const active = document.activeElement;
      return active?.getAttribute('aria-controls') === 'site-nav'
        ? 'toggle'
        : `${active?.closest('#site-nav') ? 'sheet' : 'page'}: ${active?.textContent}`;
    });

  it('opens as a sheet with one "Close menu" button, focus on its first link and the current page marked', async () => {
    const page = await openSheet('/services');
    expect(await page.getByRole('button', { name: 'Close menu' }).count()).toBe(1);
    await expect.poll(() => focused(page)).toBe('sheet: Home');
    const services = page.locator('#site-nav').getByRole('link', { name: 'Services' });
    expect(await services.getAttribute('aria-current')).toBe('page');
    expect(await services.getAttribute('class')).toContain('is-active');
    for (const link of await page.locator('#site-nav .site-nav__link').all())
      expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(48);
    // A sheet from the right: full height under the header, with the page dimmed beside it.
    const sheet = (await page.locator('#site-nav').boundingBox())!;
    const header = (await page.locator('.site-header').boundingBox())!;
    expect(sheet.x + sheet.width).toBeCloseTo(375, 0);
    expect(sheet.width).toBeLessThanOrEqual(375 - 48);
    expect(sheet.y).toBeCloseTo(header.y + header.height, 0);
    expect(sheet.y + sheet.height).toBeCloseTo(667, 0);
    expect(await page.locator('.site-nav__backdrop').isVisible()).toBe(true);
  });

  it('has "Get a Quote" right under the links, full width and at least 48 px tall, on the first screen', async () => {
    const page = await openSheet();
    const quote = page.locator('#site-nav').getByRole('link', { name: 'Get a Quote' });
    expect(await quote.isVisible()).toBe(true);
    const box = (await quote.boundingBox())!;
    const sheet = (await page.locator('#site-nav').boundingBox())!;
    const lastLink = (await page.locator('#site-nav').getByRole('link', { name: 'Contact' }).boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(48);
    // The ask follows the last link (a thumb's reach, not the far foot of a tall sheet).
    expect(box.y).toBeGreaterThanOrEqual(lastLink.y + lastLink.height);
    expect(box.y - (lastLink.y + lastLink.height)).toBeLessThanOrEqual(48);
    expect(box.y + box.height).toBeLessThanOrEqual(667);
    expect(box.width).toBeGreaterThan(sheet.width - 40);
  });

  it('closes when the dimmed page beside it is clicked, giving focus back to the toggle', async () => {
    const page = await openSheet();
    await page.mouse.click(16, 400);
    expect(await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('#site-nav').getByRole('link', { name: 'About' }).isVisible()).toBe(false);
    expect(await page.locator('.site-nav__backdrop').isVisible()).toBe(false);
    expect(await focused(page)).toBe('toggle');
  });

  it('locks the page scroll while open, and gives it back where it was when closed', async () => {
    const { page } = await openPage(browser, { width: 375 });
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto(`${baseUrl()}/about`);
    await islandsReady(page);
    await page.evaluate(() => window.scrollTo({ top: 300, behavior: 'instant' }));
    const bodyWidth = () => page.evaluate(() => document.body.getBoundingClientRect().width);
    const widthBefore = await bodyWidth();
    // A tap where the toggle is: locator.click() would first scroll the sticky toggle "into view", to
    // the top of the page.
    const toggle = (await page.getByRole('button', { name: 'Open menu' }).boundingBox())!;
    await page.mouse.click(toggle.x + toggle.width / 2, toggle.y + toggle.height / 2);
    await page.locator('#site-nav').getByRole('link', { name: 'Home' }).waitFor();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    expect(await bodyWidth()).toBe(widthBefore); // no jump where a scrollbar went away
    await page.mouse.move(16, 400);
    expect(await scrollYAfter(page, 'wheel', 1, () => page.mouse.wheel(0, 800))).toBe(300);
    const cycle = ['Shift+Tab', 'Shift+Tab', 'Tab', 'Tab', 'Tab']; // round the cycle
    expect(
      await scrollYAfter(page, 'keydown', cycle.length, async () => {
        for (const key of cycle) await page.keyboard.press(key);
      }),
    ).toBe(300);

    await page.keyboard.press('Escape');
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('visible');
    expect(await page.evaluate(() => window.scrollY)).toBe(300);
    await page.mouse.wheel(0, 800);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  });

  it('ends on a number to call, one tap from dialling, with the hours it is answered', async () => {
    const page = await openSheet();
    const call = page.locator('#site-nav').getByRole('link', { name: 'Call (214) 555-0142' });
    expect(await call.getAttribute('href')).toBe('tel:+12145550142');
    expect(await page.locator('#site-nav .site-nav__hours').textContent()).toBe('Mon–Fri 8 AM – 6 PM CT');
    // At the foot of the sheet, flush with its end: no empty band below it.
    const [panel, sheet] = await Promise.all([
      page.locator('.site-nav__call').boundingBox(),
      page.locator('#site-nav').boundingBox(),
    ]);
    expect(Math.abs(panel!.y + panel!.height - (sheet!.y + sheet!.height))).toBeLessThanOrEqual(1);
    // And on a 667 px tall phone the whole sheet fits: nothing to scroll to.
    expect(
      await page.locator('#site-nav').evaluate((sheet) => sheet.scrollHeight - sheet.clientHeight),
    ).toBeLessThanOrEqual(0);
  });

  it('on a tablet, starts the night panel under Get a Quote and runs it to the foot: no empty band between', async () => {
    const { page } = await openPage(browser, { width: 768, height: 1024 });
    await page.goto(baseUrl() + '/about');
    await islandsReady(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#site-nav').getByRole('link', { name: 'Home' }).waitFor();
    await page
      .locator('#site-nav')
      .evaluate((sheet) => Promise.all(sheet.getAnimations().map((slide) => slide.finished)));
    const [quote, panel, sheet] = await Promise.all(
      ['.site-nav__cta', '.site-nav__call', '#site-nav'].map((selector) => page.locator(selector).boundingBox()),
    );
    expect(panel!.y - (quote!.y + quote!.height)).toBeLessThanOrEqual(48);
    expect(Math.abs(panel!.y + panel!.height - (sheet!.y + sheet!.height))).toBeLessThanOrEqual(1);
    await page.close();
  });

  it('keeps Tab and Shift+Tab inside the toggle and the sheet', async () => {
    const page = await openSheet();
    await expect.poll(() => focused(page)).toBe('sheet: Home');
    const forward: string[] = [];
    for (let i = 0; i < 9; i++) {
      await page.keyboard.press('Tab');
      forward.push(await focused(page));
    }
    const call = 'sheet: Call (214) 555-0142';
    expect(forward).toEqual([
      'sheet: About',
      'sheet: Services',
      'sheet: Blog',
      'sheet: Contact',
      'sheet: Get a Quote',
      call,
      'toggle',
      'sheet: Home',
      'sheet: About',
    ]);
    const backward: string[] = [];
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Shift+Tab');
      backward.push(await focused(page));
    }
    expect(backward).toEqual(['sheet: Home', 'toggle', call]);
  });

  it('gives focus back to the toggle after Escape, with nothing of the sheet left to reach', async () => {
    const page = await openSheet();
    await expect.poll(() => focused(page)).toBe('sheet: Home');
    await page.keyboard.press('Escape');
    expect(await focused(page)).toBe('toggle');
    expect(await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('Tab');
    expect(await focused(page)).not.toMatch(/^sheet/);
    expect(await page.evaluate(() => document.documentElement.classList.contains('menu-open'))).toBe(false);
  });

  it('slides in only for visitors who do not ask for reduced motion', async () => {
    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      const { page } = await openPage(browser, { width: 375 });
      await page.emulateMedia({ reducedMotion });
      await page.goto(`${baseUrl()}/about`);
      await islandsReady(page);
      await page.getByRole('button', { name: 'Open menu' }).click();
      const duration = await page.locator('#site-nav').evaluate((sheet) => getComputedStyle(sheet).transitionDuration);
      expect(duration, reducedMotion).toBe(reducedMotion === 'reduce' ? '0s' : '0.28s');
    }
  });

  it('shows the links without a toggle on wide screens', async () => {
    const { page } = await openPage(browser, { width: 1280 });
    await page.goto(`${baseUrl()}/about`);
    await islandsReady(page);
    expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(false);
    expect(await page.locator('#site-nav').getByRole('link', { name: 'Contact' }).isVisible()).toBe(true);
  });
});

const CLOCK_START = Date.parse('2026-01-05T09:00:00Z');

async function openHome(options: { reducedMotion?: boolean } = {}): Promise<Page> {
  const { page } = await openPage(browser, { width: 1280 });
  if (options.reducedMotion) await page.emulateMedia({ reducedMotion: 'reduce' });
  // The page's clock stands still from before it loads: it moves only when a test runs it, by exactly
  // that much, whatever this machine is busy with.
  // (A minute ahead: the clock runs on its own between the two calls, longer than a second on a
  // loaded machine, and it cannot be paused in its past.)
  await page.clock.install({ time: CLOCK_START });
  await page.clock.pauseAt(CLOCK_START + 60_000);
  await page.goto(baseUrl());
  await page.locator('.carousel__dot').first().waitFor();
  // Preact runs effects after the next frame: 100 ms of page time lets the carousel start listening.
  // On a loaded machine the island's script may run a little later: until its effects have run (one
  // of them marks the track aria-live, which the HTML does not), page time moves on 100 ms at a time.
  await page.clock.runFor(100);
  await expect
    .poll(async () => {
      if (await page.locator('.carousel__track[aria-live]').count()) return true;
      await page.clock.runFor(100);
      return false;
    })
    .toBe(true);
  return page;
}

const visibleSlide = (page: Page) =>
  page
    .locator('.slide')
    .evaluateAll((slides) => slides.findIndex((slide) => getComputedStyle(slide).visibility === 'visible'));
const currentDot = (page: Page) =>
  page
    .locator('.carousel__dot')
    .evaluateAll((dots) => dots.findIndex((dot) => dot.getAttribute('aria-current') === 'true'));

describe('the carousel', () => {
  it('has one dot per slide labelled "Go to slide N", the first marked current', async () => {
    const page = await openHome();
    expect(
      await page.locator('.carousel__dot').evaluateAll((dots) => dots.map((dot) => dot.getAttribute('aria-label'))),
    ).toEqual(['Go to slide 1', 'Go to slide 2', 'Go to slide 3']);
    expect(await currentDot(page)).toBe(0);
    expect(await visibleSlide(page)).toBe(0);
  });

  it('advances every 5 seconds and wraps from the last slide to the first', async () => {
    const page = await openHome();
    await page.clock.runFor(4900);
    expect(await visibleSlide(page)).toBe(0);
    await page.clock.runFor(200);
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
    await page.clock.runFor(100); // the effect that shows the slide
    await expect.poll(() => visibleSlide(page)).toBe(2); // after the cross-fade
    expect(await page.getByRole('heading', { name: 'Cloud infrastructure built to stay up' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Stop phishing before it reaches your inbox' }).isVisible()).toBe(
      false,
    );
    const inert = await page
      .locator('.slide')
      .evaluateAll((slides) => slides.map((slide) => slide.hasAttribute('inert')));
    expect(inert).toEqual([true, true, false]);
  });

  it('keeps turning while the pointer rests over it', async () => {
    const page = await openHome();
    await page.locator('.slide.is-active h1').hover();
    await page.clock.runFor(5100);
    await expect.poll(() => currentDot(page)).toBe(1);
    await page.locator('.carousel__dots').hover();
    await page.clock.runFor(5000);
    await expect.poll(() => currentDot(page)).toBe(2);
  });

  it('waits while it is scrolled out of view, so the visitor comes back to the slide they left', async () => {
    const page = await openHome();
    await page.mouse.move(5, 5);
    // Scrolls, and returns once an observer of the page's own has heard whether the carousel is in
    // view: observers are told in the order they were made, so the island's has heard it first.
    const scrollAndObserve = (top: string) =>
      page.evaluate(
        `new Promise((resolve) => {
          const carousel = document.querySelector('.carousel');
          window.scrollTo(0, ${top});
          const watcher = new IntersectionObserver(([entry]) => {
            if (entry.isIntersecting === (window.scrollY === 0)) {
              watcher.disconnect();
              resolve();
            }
          });
          watcher.observe(carousel);
        })`,
      );
    await scrollAndObserve('document.documentElement.scrollHeight');
    await page.clock.runFor(200); // the island's state, and its effect that stops the timer
    await page.clock.runFor(12_000);
    expect(await currentDot(page)).toBe(0);
    await scrollAndObserve('0');
    await page.clock.runFor(200);
    await page.clock.runFor(5000);
    await expect.poll(() => currentDot(page)).toBe(1);
  });

  const focusedControl = (page: Page) =>
    page.evaluate(() =>
      document.activeElement?.closest('.carousel')
        ? document.activeElement.getAttribute('aria-label')
        : 'outside the carousel',
    );

  it('goes on advancing every 5 seconds after a dot is clicked with the mouse, the pointer left on it and keys pressed', async () => {
    const page = await openHome();
    await page.getByRole('button', { name: 'Go to slide 2' }).click(); // the pointer stays on the dot
    await page.clock.runFor(100);
    await expect.poll(() => currentDot(page)).toBe(1);
    expect(await focusedControl(page)).toBe('Go to slide 2'); // the click left focus on the dot
    // Keys that scroll the page, or press the dot again: the focus is still the mouse's, not the keyboard's.
    for (const key of ['ArrowDown', 'Space', 'ArrowUp', 'PageDown', 'PageUp']) await page.keyboard.press(key);
    expect(await focusedControl(page)).toBe('Go to slide 2');
    await page.clock.runFor(5000);
    await expect.poll(() => currentDot(page)).toBe(2);
    await page.clock.runFor(5000);
    await expect.poll(() => currentDot(page)).toBe(0);
  });

  it('pauses while keyboard focus is inside it, and goes on once focus leaves', async () => {
    const page = await openHome();
    await page.getByRole('button', { name: 'Go to slide 1' }).click();
    await page.mouse.move(5, 5);
    await page.keyboard.press('Tab'); // from the first dot to the second, by the keyboard
    expect(await focusedControl(page)).toBe('Go to slide 2');
    await page.clock.runFor(12_000);
    expect(await currentDot(page)).toBe(0);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await focusedControl(page)).toBe('outside the carousel');
    await page.clock.runFor(5100);
    await expect.poll(() => currentDot(page)).toBe(1);
  });

  it('stops with the pause button and starts again with play', async () => {
    const page = await openHome();
    await page.getByRole('button', { name: 'Pause slideshow' }).click();
    await page.mouse.move(5, 5);
    await page
      .locator('h2')
      .first()
      .focus()
      .catch(() => undefined);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(12_000);
    expect(await currentDot(page)).toBe(0);
    await page.getByRole('button', { name: 'Play slideshow' }).click();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.mouse.move(5, 5);
    await page.clock.runFor(5100);
    await expect.poll(() => currentDot(page)).toBe(1);
  });

  it.each([320, 375, 768, 1024, 1280, 1600])(
    'keeps the words and the buttons of every slide on the same lines at %i px, so nothing being read or aimed at jumps',
    async (width) => {
      const { page } = await openPage(browser, { width, height: 812 });
      await page.goto(baseUrl());
      await page.locator('.carousel__dot').first().waitFor();
      const tops = await page
        .locator('.slide .slide__copy')
        .evaluateAll((copies) => copies.map((copy) => Math.round(copy.getBoundingClientRect().top)));
      expect(tops).toHaveLength(3);
      expect(new Set(tops).size).toBe(1);
      const buttons = await page
        .locator('.slide .button-row')
        .evaluateAll((rows) => rows.map((row) => Math.round(row.getBoundingClientRect().top)));
      expect(new Set(buttons).size, `the buttons' tops: ${buttons.join(', ')}`).toBe(1);
      // Each drawing stays inside its shared place: its slide's, or on a phone, where the showcase lays
      // out the slides' halves, the showcase's.
      const fits = await page.locator('.slide').evaluateAll((slides) =>
        slides.map((slide) => {
          const place = slide.getBoundingClientRect().height > 0 ? slide : slide.closest('.showcase')!;
          return (
            slide.querySelector('.slide__art')!.getBoundingClientRect().bottom <=
            place.getBoundingClientRect().bottom + 0.5
          );
        }),
      );
      expect(fits).toEqual([true, true, true]);
      await page.close();
    },
  );

  it.each([320, 375])(
    'on a %i px phone, puts the SOC 2 seal and the facts right under the buttons (in the first screen), then the pause button and the dots over the field, then the benefits and the drawing',
    async (width) => {
      const { page } = await openPage(browser, { width, height: 667 });
      await page.goto(baseUrl());
      await page.locator('.carousel__dot').first().waitFor();
      const top = (selector: string) =>
        page.locator(selector).evaluate((element) => element.getBoundingClientRect().top);
      const bottom = (selector: string) =>
        page.locator(selector).evaluate((element) => element.getBoundingClientRect().bottom);
      const buttonsEnd = await bottom('.slide.is-active .button-row');
      const facts = await top('.showcase .proof-row');
      expect(facts).toBeGreaterThan(buttonsEnd);
      expect(facts - buttonsEnd).toBeLessThan(60);
      // In the first screen of a 375 x 667 phone (a 320 px one wraps the words to more lines).
      if (width >= 375) expect(await bottom('.showcase .audit-badge')).toBeLessThanOrEqual(667);
      expect(await top('.slide.is-active .slide__benefits')).toBeGreaterThan(await bottom('.showcase .proof-row'));
      const wordsEnd = await bottom('.slide.is-active .slide__benefits');
      const drawing = await top('.slide.is-active .slide__art');
      expect(drawing).toBeGreaterThanOrEqual(wordsEnd);
      expect(drawing - wordsEnd).toBeLessThan(40);
      const controls = await top('.carousel__controls');
      expect(controls).toBeGreaterThanOrEqual(await bottom('.showcase .proof-row'));
      expect(await bottom('.carousel__controls')).toBeLessThanOrEqual(await top('.slide.is-active .slide__benefits'));
      // The buttons stand on one line on every slide: they do not move under a finger as the slides turn.
      const buttons = await page
        .locator('.slide .button-row')
        .evaluateAll((rows) => rows.map((row) => Math.round(row.getBoundingClientRect().top)));
      expect(new Set(buttons).size).toBe(1);
      // Every slide's drawing starts on one line too.
      const arts = await page
        .locator('.slide__art')
        .evaluateAll((drawings) => drawings.map((drawing) => Math.round(drawing.getBoundingClientRect().top)));
      expect(new Set(arts).size).toBe(1);
      await page.close();
    },
  );

  it.each([
    [768, 1024],
    [1280, 800],
    [1600, 900],
  ])('brings the field of bluebonnets into the first screen at %i x %i', async (width, height) => {
    const { page } = await openPage(browser, { width, height });
    await page.goto(baseUrl());
    // The horizon is the hero's first background layer, a strip at its foot (night-horizon.css).
    const fieldTop = await page.locator('.showcase').evaluate((hero) => {
      const strip = Number.parseFloat(getComputedStyle(hero).backgroundSize.split(',')[0]!.split(' ')[1]!);
      return hero.getBoundingClientRect().bottom - strip;
    });
    expect(fieldTop).toBeLessThan(height - 40);
    await page.close();
  });

  it('brings the field of bluebonnets into the first screen of a 375 x 667 phone, its flowers drawn large', async () => {
    const { page } = await openPage(browser, { width: 375, height: 667 });
    await page.goto(baseUrl());
    await page.locator('.carousel__dot').first().waitFor();
    // On a phone the field is a row of the showcase under the facts (home-slides.css, .showcase::after):
    // the horizon drawn at its top, the benefits right under it.
    const field = await page.locator('.showcase').evaluate((hero) => {
      const after = getComputedStyle(hero, '::after');
      const [width, height] = after.backgroundSize.split(',')[0]!.trim().split(' ');
      const benefits = hero.querySelector('.slide.is-active .slide__benefits')!.getBoundingClientRect();
      const strip = Number.parseFloat(height!);
      return { art: after.backgroundImage, width, strip, top: benefits.top - strip };
    });
    expect(field.art).toMatch(/night-horizon-\d\.svg/);
    // Its own proportions (not squeezed into the phone's width): the flowers at their drawn size.
    expect(field.width).toBe('auto');
    expect(field.top + field.strip / 2).toBeLessThan(667);
    await page.close();
  });

  it('keeps the hero of a 375 x 667 phone within 1.4 screens, and puts the facts under the buttons at 768 px', async () => {
    const phone = (await openPage(browser, { width: 375, height: 667 })).page;
    await phone.goto(baseUrl());
    await phone.locator('.carousel__dot').first().waitFor();
    const hero = await phone.locator('.showcase').evaluate((element) => element.getBoundingClientRect().height);
    expect(hero).toBeLessThanOrEqual(1.4 * 667);
    const tablet = (await openPage(browser, { width: 768, height: 1024 })).page;
    await tablet.goto(baseUrl());
    await tablet.locator('.carousel__dot').first().waitFor();
    const [buttonsEnd, factsTop, factsEnd] = await tablet.evaluate(() => {
      const buttons = document.querySelector('.slide.is-active .button-row')!.getBoundingClientRect();
      const facts = document.querySelector('.showcase .proof-row')!.getBoundingClientRect();
      return [buttons.bottom, facts.top, facts.bottom];
    });
    expect(factsTop - buttonsEnd).toBeGreaterThan(0);
    expect(factsTop - buttonsEnd).toBeLessThan(40);
    expect(factsEnd).toBeLessThan(1024);
  });

  it('does not advance by itself when the visitor prefers reduced motion', async () => {
    const page = await openHome({ reducedMotion: true });
    await expect.poll(() => page.getByRole('button', { name: 'Play slideshow' }).count()).toBe(1);
    await page.clock.runFor(20_000);
    expect(await currentDot(page)).toBe(0);
    await page.getByRole('button', { name: 'Go to slide 2' }).click();
    await page.clock.runFor(100);
    await expect.poll(() => visibleSlide(page)).toBe(1);
    const transition = await page
      .locator('.slide')
      .first()
      .evaluate((slide) => getComputedStyle(slide).transitionDuration);
    expect(transition).toBe('0s'); // no cross-fade: the change is immediate
  });
});
