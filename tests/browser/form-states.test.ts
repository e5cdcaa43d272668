// The contact form's states as a visitor meets them: where the error toast stands after a failed send
// (under the form, on its side, never over the button, a field or the field being typed in), where
// keyboard focus is once a send has ended (back on the button, not lost to <body>), and how an invalid
// field looks (no sample placeholder beside its error, a red border twice as thick, an icon before the
// message, and still red when focused) next to a filled one (typed text in full ink, samples in a
// lighter italic); and the blog's newsletter form, whose toast rises clear of it too. The Edge
// Functions' answers are played by page.route.
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
const VISITOR = {
  'First Name': 'Ada',
  'Last Name': 'Lovelace',
  'Business Email': 'ada@analytical.example',
  'Company Name': 'Analytical Engines LLC',
  'How Can We Help?': 'We keep getting fake invoices by e-mail.',
};

interface Box {
  name: string;
  top: number;
  bottom: number;
  left: number;
  right: number;
}

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

async function openContact(width: number, height: number): Promise<Page> {
  const { page } = await openPage(browser, { width, height });
  await page.goto(`${baseUrl()}/contact`);
  await islandsReady(page);
  return page;
}

async function fillVisitor(page: Page) {
  for (const [label, value] of Object.entries(VISITOR)) await page.getByLabel(label).fill(value);
}

const submitButton = (page: Page) => page.locator('.contact-form button[type="submit"]');

/** Until the toast's entrance has ended and the page's smooth scroll has come to rest. */
async function settled(page: Page) {
  await page.locator('.toast').first().waitFor();
  await page
    .locator('.toast')
    .evaluateAll((toasts) =>
      Promise.all(toasts.flatMap((toast) => toast.getAnimations().map((animation) => animation.finished))),
    );
  await scrollAtRest(page);
}

/** The error toast and, as viewport boxes, the form's submit button and every field on screen. */
const toastAndForm = (page: Page): Promise<{ toast: Box; button: Box; fields: Box[] }> =>
  page.evaluate(() => {
    const box = (element: Element, name: string) => {
      const rect = element.getBoundingClientRect();
      return { name, top: rect.top, bottom: rect.bottom, left: rect.left, right: rect.right };
    };
    return {
      toast: box(document.querySelector('.toast--destructive')!, 'toast'),
      button: box(document.querySelector('.contact-form button[type="submit"]')!, 'Send Message'),
      fields: [...document.querySelectorAll('.contact-form .field__control')]
        .map((field) => box(field, field.getAttribute('name')!))
        .filter((field) => field.bottom > 0 && field.top < innerHeight),
    };
  });

/** From the first field through every one with the keyboard, while the toast shows: each, as it takes
 *  focus, is on screen and clear of the toast (the page's scroll padding makes room for it). */
async function tabThroughFieldsClearOf(page: Page, label: string) {
  await page.getByLabel('First Name').focus();
  for (let field = 0; field < 7; field++) {
    await scrollAtRest(page);
    const { toast, fields } = await toastAndForm(page);
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('name'));
    const at = fields.find((candidate) => candidate.name === focused);
    expect(at, `${label}: ${focused} on screen`).toBeDefined();
    expect(overlaps(toast, at!), `${label}: ${focused} under the toast`).toBe(false);
    await page.keyboard.press('Tab');
  }
}

const activeElement = (page: Page) =>
  page.evaluate(() =>
    document.activeElement === document.body
      ? 'body'
      : (document.activeElement?.textContent?.trim() ?? document.activeElement?.tagName),
  );

describe('after a failed send', () => {
  for (const [width, height] of [
    [320, 568],
    [375, 667],
    [375, 812],
    [768, 1024],
    [1280, 800],
  ] as const) {
    it(`keeps the error toast off the button and the fields at ${width} x ${height}, and focus on the button`, async () => {
      const page = await openContact(width, height);
      await page.route(FUNCTION, (route) =>
        route.fulfill({ status: 500, json: { error: 'Our database is resting. Please write to us.' } }),
      );
      await fillVisitor(page);
      await submitButton(page).click();
      await settled(page);
      const { toast, button, fields } = await toastAndForm(page);
      expect(overlaps(toast, button)).toBe(false);
      expect(fields.filter((field) => overlaps(toast, field)).map((field) => field.name)).toEqual([]);
      // Disabled while sending, the button lost focus; it has it back, the visitor's place kept.
      expect(await activeElement(page)).toBe('Send Message');
      // Announced: the toast is in the assertive live region.
      expect(await page.getByRole('alert').filter({ hasText: 'Oops! Something went wrong' }).count()).toBe(1);
    });
  }

  it("speaks in the form's own voice: the error toast is the pale red card with a red title that the form shows without JavaScript, not a louder message", async () => {
    const look = (page: Page, selector: string, title: string) =>
      page
        .locator(selector)
        .filter({ visible: true })
        .evaluate((box, title) => {
          const heading = box.querySelector(title)!;
          return { background: getComputedStyle(box).backgroundColor, title: getComputedStyle(heading).color };
        }, title);
    const page = await openContact(1280, 800);
    await page.route(FUNCTION, (route) => route.fulfill({ status: 500, json: {} }));
    await fillVisitor(page);
    await submitButton(page).click();
    await settled(page);
    const { page: withoutScripts } = await openPage(browser, { javaScript: false, width: 1280, height: 800 });
    await withoutScripts.goto(`${baseUrl()}/contact#message-not-sent`);
    expect(await look(page, '.toast--destructive', '.toast__title')).toEqual(
      await look(withoutScripts, '.form-alert', '.form-alert__title'),
    );
  });

  it('gives focus back to the button after a send started from the keyboard, so Enter sends again', async () => {
    const page = await openContact(375, 667);
    let requests = 0;
    await page.route(FUNCTION, (route) => {
      requests++;
      return route.abort('internetdisconnected');
    });
    await fillVisitor(page);
    await page.getByLabel('How Can We Help?').focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await settled(page);
    const { toast, button } = await toastAndForm(page);
    expect(overlaps(toast, button)).toBe(false);
    expect(await activeElement(page)).toBe('Send Message');
    expect(await submitButton(page).evaluate((element) => element.matches(':focus-visible'))).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => requests).toBe(2);
  });

  it("puts the toast under the form on wide screens, on the form's right edge, and a field reached with Tab never under it", async () => {
    for (const width of [960, 1280, 1600]) {
      const page = await openContact(width, 800);
      await page.route(FUNCTION, (route) => route.fulfill({ status: 500, json: { error: 'Try again' } }));
      await fillVisitor(page);
      await submitButton(page).click();
      await settled(page);
      const box = async (selector: string) => (await page.locator(selector).boundingBox())!;
      const [toast, panel, note] = [
        await box('.toast--destructive'),
        await box('.contact-form-panel'),
        await box('.contact-form .form-note'),
      ];
      // In the form's column, on its right edge, and under its last line.
      expect(Math.round(toast.x + toast.width), `${width}`).toBe(Math.round(panel.x + panel.width));
      expect(toast.x, `${width}`).toBeGreaterThanOrEqual(panel.x);
      expect(toast.y, `${width}`).toBeGreaterThanOrEqual(note.y + note.height);
      expect(toast.y + toast.height, `${width}`).toBeLessThanOrEqual(800);
      await tabThroughFieldsClearOf(page, `${width}`);
    }
  });
});

describe('after a failed send on a phone (375 x 667)', () => {
  it('takes the width at the foot of the screen, and a field reached with Tab stops above it, never under it', async () => {
    const page = await openContact(375, 667);
    await page.route(FUNCTION, (route) => route.fulfill({ status: 500, json: { error: 'Try again' } }));
    await fillVisitor(page);
    await submitButton(page).click();
    await settled(page);
    const { toast } = await toastAndForm(page);
    expect(toast.right - toast.left).toBeGreaterThan(375 - 48);
    expect(toast.bottom).toBeLessThanOrEqual(667);
    await tabThroughFieldsClearOf(page, '375');
  });
});

describe("the blog's newsletter form", () => {
  it.each([
    [375, 667],
    [1280, 800],
  ])(
    'brings the field and Subscribe up above the toast that answers it, at %i x %i, sent from the foot of the screen',
    async (width, height) => {
      const { page } = await openPage(browser, { width, height });
      await page.goto(`${baseUrl()}/blog`);
      await islandsReady(page);
      await page.route('**/functions/v1/newsletter-subscribe', (route) =>
        route.fulfill({ status: 500, json: { error: 'We could not subscribe you right now.' } }),
      );
      // The form's last line just above the foot of the screen, where a toast rises.
      await page.locator('.newsletter__form').evaluate((form) => {
        const below = form.getBoundingClientRect().bottom - innerHeight + 4;
        window.scrollBy({ top: below, behavior: 'instant' });
      });
      await page.locator('#newsletter-email').fill('ada@analytical.example');
      await page.locator('#newsletter-email').press('Enter');
      await settled(page);
      const boxes = await page.evaluate(() =>
        ['.toast--destructive', '#newsletter-email', '.newsletter__form button', '.newsletter__form'].map(
          (selector) => {
            const rect = document.querySelector(selector)!.getBoundingClientRect();
            return { name: selector, top: rect.top, bottom: rect.bottom, left: rect.left, right: rect.right };
          },
        ),
      );
      const [toast, field, button, form] = boxes as [Box, Box, Box, Box];
      expect(overlaps(toast, field)).toBe(false);
      expect(overlaps(toast, button)).toBe(false);
      expect(toast.bottom).toBeLessThanOrEqual(height);
      // Beside a wide screen's form, on its right edge, as on the contact page.
      if (width >= 960) expect(Math.round(toast.right)).toBe(Math.round(form.right));
    },
  );
});

describe('focus when a send ends', () => {
  it('is on the button after a success too, and the page takes no focus on load', async () => {
    const page = await openContact(1280, 800);
    expect(await activeElement(page)).toBe('body');
    await page.route(FUNCTION, (route) => route.fulfill({ json: { success: true } }));
    await fillVisitor(page);
    await submitButton(page).click();
    await page.locator('.form-banner:not(.form-outcome)').waitFor();
    await expect.poll(() => activeElement(page)).toBe('Send Message');
  });

  it('stays where the visitor took it while the message was on its way', async () => {
    const page = await openContact(1280, 800);
    let answer: (() => Promise<void>) | undefined;
    await page.route(
      FUNCTION,
      (route) =>
        new Promise<void>(
          (resolve) => (answer = () => route.fulfill({ status: 500, json: { error: 'Try again' } }).then(resolve)),
        ),
    );
    await fillVisitor(page);
    await submitButton(page).click();
    await expect.poll(() => answer).toBeDefined();
    await page.locator('.contact-form').getByRole('link', { name: 'Privacy Policy' }).focus();
    await answer!();
    await page.locator('.toast--destructive').waitFor();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await activeElement(page)).toBe('Privacy Policy');
  });
});

describe('an invalid field', () => {
  it('hides its sample placeholder, has a thick red border and an icon before its message', async () => {
    const page = await openContact(375, 812);
    await page.getByLabel('Phone Number').fill('(214) 555-0100'); // optional: never invalid
    await submitButton(page).click();
    const firstName = page.getByLabel('First Name');
    expect(await firstName.getAttribute('aria-invalid')).toBe('true');
    expect(await firstName.getAttribute('placeholder')).toBe('John'); // the spec's sample is kept in the HTML
    const look = (label: string) =>
      page.getByLabel(label).evaluate((field) => {
        const style = getComputedStyle(field);
        const placeholder = getComputedStyle(field, '::placeholder');
        return {
          placeholder: placeholder.color,
          placeholderStyle: placeholder.fontStyle,
          text: style.color,
          border: [style.borderTopColor, style.boxShadow],
        };
      });
    // The border and its shadow ease in (0.15 s).
    await expect.poll(() => look('First Name').then((style) => style.border[0])).toBe('rgb(185, 28, 28)');
    await expect.poll(() => look('First Name').then((style) => style.border[1])).toContain('rgb(185, 28, 28)');
    const invalid = await look('First Name');
    expect(invalid.placeholder).toBe('rgba(0, 0, 0, 0)');
    expect(invalid.border[0]).toBe('rgb(185, 28, 28)');
    expect(invalid.border[1]).toContain('rgb(185, 28, 28)'); // the second pixel of the border, inset
    expect(invalid.border[1]).toContain('inset');

    // The icon, drawn and hidden from assistive technology; the message is the field's description.
    const error = page.locator('#contact-firstName-error');
    expect(await error.textContent()).toBe('First name is required');
    const icon = error.locator('svg');
    expect(await icon.count()).toBe(1);
    expect(await icon.getAttribute('aria-hidden')).toBe('true');
    // Drawn before the words, on their first line (both measured at once: the page may be scrolling).
    const [words, iconBox] = await error.evaluate((paragraph) => {
      const range = document.createRange();
      range.selectNodeContents(paragraph.firstChild!);
      return [
        range.getClientRects()[0]!.toJSON(),
        paragraph.querySelector('svg')!.getBoundingClientRect().toJSON(),
      ] as DOMRect[];
    });
    expect(iconBox!.width).toBeGreaterThanOrEqual(14);
    expect(iconBox!.right).toBeLessThanOrEqual(words!.left);
    expect(iconBox!.top).toBeGreaterThanOrEqual(words!.top);
    expect(iconBox!.bottom).toBeLessThanOrEqual(words!.bottom);
    await expect
      .poll(() => firstName.evaluate((field) => field.getAttribute('aria-describedby')))
      .toBe('contact-firstName-error');

    // Valid again: the sample shows again, and the icon goes with the message.
    await firstName.fill('Ada');
    expect((await look('First Name')).placeholder).not.toBe('rgba(0, 0, 0, 0)');
    expect(await error.locator('svg').count()).toBe(0);
  });
  it('still reads as in error while it has focus: its red border, and the focus ring in the same red', async () => {
    const page = await openContact(1280, 800);
    await submitButton(page).click(); // the fields turn red, and the first takes focus
    const look = (label: string) =>
      page.getByLabel(label).evaluate((field) => {
        const style = getComputedStyle(field);
        return {
          focused: field.matches(':focus-visible'),
          border: style.borderTopColor,
          inset: style.boxShadow.includes('rgb(185, 28, 28)'),
          ring: [style.outlineStyle, style.outlineWidth, style.outlineColor],
        };
      });
    const inError = { border: 'rgb(185, 28, 28)', inset: true };
    await expect
      .poll(() => look('First Name'))
      .toEqual({
        ...inError,
        focused: true,
        ring: ['solid', '3px', 'rgb(185, 28, 28)'],
      });
    // Reached with the keyboard the same; the field it left keeps its border and loses the ring.
    await page.keyboard.press('Tab');
    await expect
      .poll(() => look('Last Name'))
      .toEqual({ ...inError, focused: true, ring: ['solid', '3px', 'rgb(185, 28, 28)'] });
    expect(await look('First Name')).toMatchObject({ ...inError, focused: false });
    expect((await look('First Name')).ring[0]).toBe('none');
    // A field put right gets the site's blue ring again.
    await page.getByLabel('Last Name').fill('Lovelace');
    expect((await look('Last Name')).ring).toEqual(['solid', '3px', 'rgb(59, 64, 236)']);
  });

  it('looks the same without JavaScript, when a post comes back naming the message under the field', async () => {
    const { page } = await openPage(browser, { javaScript: false, width: 375, height: 812 });
    await page.goto(`${baseUrl()}/contact#contact-fix-firstName-required`);
    const message = page.locator('#contact-fix-firstName-required');
    expect(await message.isVisible()).toBe(true);
    expect(await message.locator('svg').isVisible()).toBe(true);
    // Polled: the first screen may be styled before the address's target is known, and the border
    // then eases into its red.
    await expect
      .poll(() =>
        page
          .getByLabel('First Name')
          .evaluate((input) => [
            getComputedStyle(input, '::placeholder').color,
            getComputedStyle(input).borderTopColor,
          ]),
      )
      .toEqual(['rgba(0, 0, 0, 0)', 'rgb(185, 28, 28)']);
    // Focused, its ring is red too.
    await page.getByLabel('First Name').focus();
    expect(await page.getByLabel('First Name').evaluate((input) => getComputedStyle(input).outlineColor)).toBe(
      'rgb(185, 28, 28)',
    );
    // The other fields are not in error.
    expect(await page.getByLabel('Last Name').evaluate((input) => getComputedStyle(input, '::placeholder').color)).toBe(
      'rgb(100, 116, 139)',
    );
  });
});

describe('typed text and sample placeholders', () => {
  it('sets what is typed in full ink and the samples in a lighter italic, in every field', async () => {
    const page = await openContact(1280, 800);
    const styles = await page.locator('.contact-form .field__control').evaluateAll((fields) =>
      fields.map((field) => {
        const placeholder = getComputedStyle(field, '::placeholder');
        const text = getComputedStyle(field);
        return {
          name: field.getAttribute('name'),
          sample: field.getAttribute('placeholder'),
          placeholder: [placeholder.color, placeholder.fontStyle],
          text: [text.color, text.fontStyle, text.fontWeight],
        };
      }),
    );
    expect(styles).toHaveLength(7);
    for (const field of styles) {
      expect(field.sample, field.name!).toBeTruthy(); // each keeps its sample
      expect(field.text, field.name!).toEqual(['rgb(15, 23, 42)', 'normal', '500']);
      expect(field.placeholder, field.name!).toEqual(['rgb(100, 116, 139)', 'italic']);
    }
  });
});
