// The contact page as a visitor on a phone sees it, and what the screen shows after a failed send:
// the form within reach on a phone's first screens, and the error toast never over what the visitor
// must read or press next. The Edge Function's failure is played by page.route.
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser.ts';
import { baseUrl, islandsReady, openPage, scrollAtRest } from '../support/pages.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const FUNCTION = '**/functions/v1/contact-form';
const TOAST_TITLE = 'Oops! Something went wrong';
const SERVER_MESSAGE = 'Our database is resting. Please write to us.';

interface Box {
  name: string;
  top: number;
  bottom: number;
  left: number;
  right: number;
}

async function openContact(width: number, height: number): Promise<Page> {
  const { page } = await openPage(browser, { width, height });
  await page.goto(`${baseUrl()}/contact`);
  await islandsReady(page);
  return page;
}

async function sendAndFail(page: Page) {
  await page.route(FUNCTION, (route) => route.fulfill({ status: 500, json: { error: SERVER_MESSAGE } }));
  const visitor = {
    'First Name': 'Ada',
    'Last Name': 'Lovelace',
    'Business Email': 'ada@analytical.example',
    'Company Name': 'Analytical Engines LLC',
    'How Can We Help?': 'We keep getting fake invoices by e-mail.',
  };
  for (const [label, value] of Object.entries(visitor)) await page.getByLabel(label).fill(value);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await page.locator('.toast--destructive').waitFor();
  // The toast's entrance has ended and the page's smooth scroll has come to rest.
  await page
    .locator('.toast--destructive')
    .evaluate((toast) => Promise.all(toast.getAnimations().map((animation) => animation.finished)));
  await scrollAtRest(page);
}

/** On screen now: every field and button outside the toasts, and the privacy note, as viewport boxes. */
const controlsAndNote = (page: Page): Promise<Box[]> =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('input, textarea, select, button, .contact-form .form-note')]
      .filter((element) => !element.closest('.toaster') && element.getClientRects().length > 0)
      .map((element) => {
        const box = element.getBoundingClientRect();
        const name = element.getAttribute('name') ?? element.textContent?.trim().slice(0, 40) ?? element.tagName;
        return { name, top: box.top, bottom: box.bottom, left: box.left, right: box.right };
      })
      .filter((box) => box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth),
  );

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

describe('the contact page on a phone (375 x 667)', () => {
  it('starts the form within the first 1.5 screens, under a line with the phone and e-mail as two 44 px taps', async () => {
    const page = await openContact(375, 667);
    const formTop = await page
      .locator('.contact-form-panel')
      .evaluate((panel) => panel.getBoundingClientRect().top + scrollY);
    expect(formTop).toBeLessThanOrEqual(1000);

    const direct = page.locator('.contact-direct');
    const phone = direct.getByRole('link', { name: '(214) 555-0142' });
    const email = direct.getByRole('link', { name: 'Email hello@bluebonnetcyber.example' });
    expect(await phone.getAttribute('href')).toBe('tel:+12145550142');
    expect(await email.getAttribute('href')).toBe('mailto:hello@bluebonnetcyber.example');
    const [phoneBox, emailBox] = [(await phone.boundingBox())!, (await email.boundingBox())!];
    expect(phoneBox.y).toBe(emailBox.y); // one line
    for (const box of [phoneBox, emailBox]) {
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.y + box.height).toBeLessThanOrEqual(formTop);
    }
  });

  it('shows Quick Contact and the Texas offices below the form', async () => {
    const page = await openContact(375, 667);
    const top = (selector: string) =>
      page.locator(selector).evaluate((element) => element.getBoundingClientRect().top + scrollY);
    const formBottom = await page
      .locator('.contact-form-panel')
      .evaluate((panel) => panel.getBoundingClientRect().bottom + scrollY);
    expect(await top('.quick-contact')).toBeGreaterThan(formBottom);
    expect(await top('#locations-title')).toBeGreaterThan(formBottom);
  });

  it('keeps the hero and its promise of a free security consultation', async () => {
    const page = await openContact(375, 667);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Get your free security consultation');
  });

  it('hides the line on wide screens, where Quick Contact sits beside the form', async () => {
    const page = await openContact(1280, 800);
    expect(await page.locator('.contact-direct').isVisible()).toBe(false);
    const [quick, form] = [
      (await page.locator('.quick-contact').boundingBox())!,
      (await page.locator('.contact-form-panel').boundingBox())!,
    ];
    expect(quick.x + quick.width).toBeLessThan(form.x);
  });

  it('ends the left column (words, facts, Quick Contact) no lower than the form beside it, at 1280 and 1600', async () => {
    for (const width of [1280, 1600]) {
      const page = await openContact(width, 800);
      const [quick, form] = [
        (await page.locator('.quick-contact').boundingBox())!,
        (await page.locator('.contact-form-panel').boundingBox())!,
      ];
      expect(quick.y + quick.height).toBeLessThanOrEqual(form.y + form.height);
    }
  });

  it("shows the whole form, Send Message included, on a laptop's first screen (1280 x 800)", async () => {
    const page = await openContact(1280, 800);
    const button = (await page.getByRole('button', { name: 'Send Message' }).boundingBox())!;
    expect(button.y + button.height).toBeLessThanOrEqual(800);
  });
});

describe('after a failed send', () => {
  for (const [width, height] of [
    [320, 568],
    [320, 640],
    [375, 667],
    [768, 1024],
    [1280, 800],
  ] as const) {
    it(`the error toast covers no field, no button and not the privacy note at ${width} x ${height}`, async () => {
      const page = await openContact(width, height);
      await sendAndFail(page);
      const toast = await page.locator('.toast--destructive').evaluate((element) => {
        const box = element.getBoundingClientRect();
        return { name: 'toast', top: box.top, bottom: box.bottom, left: box.left, right: box.right };
      });
      const visible = await controlsAndNote(page);
      // The button and the note are on screen with the alert, so the check is about them, not vacuous.
      expect(visible.map((box) => box.name)).toEqual(
        expect.arrayContaining(['Send Message', expect.stringContaining('We use your details')]),
      );
      expect(visible.filter((box) => overlaps(box, toast)).map((box) => box.name)).toEqual([]);
    });
  }

  it('says the failure once, in the toast: the form shows no alert of its own beside it', async () => {
    for (const [width, height] of [
      [375, 667],
      [1280, 800],
    ] as const) {
      const page = await openContact(width, height);
      await sendAndFail(page);
      expect(await page.locator('.toast--destructive .toast__title').textContent()).toBe(TOAST_TITLE);
      expect(await page.locator('.toast--destructive .toast__description').textContent()).toBe(SERVER_MESSAGE);
      // Nothing else on the page that looks like, or says, a failure.
      expect(await page.locator('.form-alert, .island-error').filter({ visible: true }).count(), `${width}`).toBe(0);
      const said = await page.evaluate(() => document.body.innerText);
      expect(said.split(TOAST_TITLE), `${width}`).toHaveLength(2);
    }
  });
});

describe('the Texas offices', () => {
  /** Page-relative left and right edges, and top and bottom, rounded to the pixel. */
  const edges = (page: Page, selector: string) =>
    page.locator(selector).evaluate((element) => {
      const box = element.getBoundingClientRect();
      return {
        left: Math.round(box.left),
        right: Math.round(box.right),
        top: Math.round(box.top + scrollY),
        bottom: Math.round(box.bottom + scrollY),
      };
    });

  it('draws the offices on the same edges as the cards and the form above them on a phone (375)', async () => {
    const page = await openContact(375, 667);
    const [drawing, cards, form, quick] = await Promise.all(
      ['.art-offices__sky', '.office-list', '.contact-form-panel', '.quick-contact'].map((selector) =>
        edges(page, selector),
      ),
    );
    for (const neighbour of [cards, form, quick]) {
      expect(drawing!.left).toBe(neighbour!.left);
      expect(drawing!.right).toBe(neighbour!.right);
    }
    // With the cards as one group: the gap between them is the hero's between its cards, not a section's.
    expect(drawing!.top - cards!.bottom).toBeLessThanOrEqual(24);
  });

  it("draws the offices in the form's column on wide screens (1280), beside the cards in Quick Contact's, both columns of one height", async () => {
    const page = await openContact(1280, 800);
    const [drawing, form, copy, cards, quick] = await Promise.all(
      ['.art-offices__sky', '.contact-form-panel', '.locations__copy', '.office-list', '.quick-contact'].map(
        (selector) => edges(page, selector),
      ),
    );
    expect([drawing!.left, drawing!.right]).toEqual([form!.left, form!.right]);
    expect([cards!.left, cards!.right]).toEqual([quick!.left, quick!.right]);
    expect([drawing!.top, drawing!.bottom]).toEqual([copy!.top, copy!.bottom]);
    // Its corners are the cards'.
    const radius = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => getComputedStyle(element).borderTopLeftRadius);
    expect(await radius('.art-offices__sky')).toBe(await radius('.office-card'));
  });
});
