// The contact form island in Chromium, with the Edge Function's answers played by page.route.
import type { Browser, Page, Route } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser.ts';
import { baseUrl, islandsReady, openPage, type WatchedPage } from '../support/pages.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Until the page's smooth scrolling has stopped (scrollY the same on two frames running) and the
 * toast's entrance animation has finished: where both then stand is where a visitor sees them.
 */
async function scrollAndToastSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const state = window as unknown as { lastScrollY?: number };
      const still = state.lastScrollY === window.scrollY;
      state.lastScrollY = window.scrollY;
      const toast = document.querySelector('.toast');
      return (
        still &&
        toast !== null &&
        toast.getAnimations({ subtree: true }).every((animation) => animation.playState === 'finished')
      );
    },
    undefined,
    { polling: 'raf' },
  );
}

const FUNCTION = '**/functions/v1/contact-form';
const LABELS = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Business Email',
  company: 'Company Name',
  phone: 'Phone Number',
  employees: 'Number of Employees',
  message: 'How Can We Help?',
} as const;
const VISITOR = {
  firstName: '  Ada ',
  lastName: 'Lovelace',
  email: 'ada@analytical.example',
  company: 'Analytical Engines LLC',
  phone: '(214) 555-0100',
  employees: '1-50',
  message: 'We keep getting fake invoices by e-mail.',
};

async function openContact(options: { clock?: boolean } = {}): Promise<WatchedPage> {
  const watched = await openPage(browser, { width: 1280 });
  if (options.clock) await watched.page.clock.install();
  await watched.page.goto(`${baseUrl()}/contact`);
  await islandsReady(watched.page);
  // Time then moves only when a test says so, so that toast durations are exact.
  if (options.clock) await watched.page.clock.pauseAt((await watched.page.evaluate(() => Date.now())) + 1000);
  return watched;
}

async function fill(page: Page, values: Partial<Record<keyof typeof LABELS, string>>) {
  for (const [field, value] of Object.entries(values))
    await page.getByLabel(LABELS[field as keyof typeof LABELS]).fill(value);
}

const send = (page: Page) => page.getByRole('button', { name: 'Send Message' }).click();
const errorUnder = (page: Page, label: string) =>
  page
    .getByLabel(label)
    .evaluate((input) => document.getElementById(input.getAttribute('aria-describedby')!)?.textContent ?? '');
const toasts = (page: Page) => page.locator('.toast').evaluateAll((all) => all.map((toast) => toast.textContent));
/** The error toasts' live region: the one place a failure is said (the form adds no alert of its own). */
const errorToast = (page: Page, text: string) => page.locator('.toaster').getByRole('alert').filter({ hasText: text });
const successBanner = (page: Page) => page.locator('.form-banner:not(.form-outcome)');

describe('validation', () => {
  it('shows each required message under its field, marks the fields invalid, focuses the first and sends nothing', async () => {
    const { page } = await openContact();
    let requests = 0;
    await page.route(FUNCTION, (route) => {
      requests++;
      return route.abort();
    });
    await send(page);
    expect(await errorUnder(page, 'First Name')).toBe('First name is required');
    expect(await errorUnder(page, 'Last Name')).toBe('Last name is required');
    expect(await errorUnder(page, 'Business Email')).toBe('Please enter a valid email address');
    expect(await errorUnder(page, 'Company Name')).toBe('Company name is required');
    expect(await errorUnder(page, 'How Can We Help?')).toBe('Message is required');
    expect(await errorUnder(page, 'Phone Number')).toBe('');
    expect(await page.getByLabel('First Name').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByLabel('Phone Number').getAttribute('aria-invalid')).toBeNull();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('contact-firstName');
    expect(requests).toBe(0);
  });

  it('says "Please enter a valid email address" for an empty e-mail as for a wrong one, the one message the spec gives', async () => {
    const { page } = await openContact();
    await fill(page, { ...VISITOR, email: '   ' });
    await send(page);
    expect(await errorUnder(page, 'Business Email')).toBe('Please enter a valid email address');
    await page.getByLabel('Business Email').fill('ada@');
    expect(await errorUnder(page, 'Business Email')).toBe('Please enter a valid email address');
    await page.getByLabel('Business Email').fill('ada@example.com');
    expect(await errorUnder(page, 'Business Email')).toBe('');
  });

  it('moves focus to the first invalid field in form order', async () => {
    const { page } = await openContact();
    await fill(page, { ...VISITOR, email: 'not-an-address', message: '' });
    await send(page);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('contact-email');
  });

  it("clears a field's error once it is corrected", async () => {
    const { page } = await openContact();
    await send(page);
    await page.getByLabel('Company Name').fill('Acme');
    expect(await errorUnder(page, 'Company Name')).toBe('');
    expect(await page.getByLabel('Company Name').getAttribute('aria-invalid')).toBeNull();
    expect(await errorUnder(page, 'Last Name')).toBe('Last name is required');
  });

  it.each([
    ['First Name', 50, 'First name must be less than 50 characters'],
    ['Last Name', 50, 'Last name must be less than 50 characters'],
    ['Company Name', 100, 'Company name must be less than 100 characters'],
    ['How Can We Help?', 1000, 'Message must be less than 1000 characters'],
  ])('accepts %s at %i characters and refuses one more with "%s"', async (label, limit, message) => {
    const { page } = await openContact();
    await fill(page, VISITOR);
    await page.getByLabel(label).fill('x'.repeat(limit + 1));
    await send(page);
    expect(await errorUnder(page, label)).toBe(message);
    await page.getByLabel(label).fill('x'.repeat(limit));
    expect(await errorUnder(page, label)).toBe('');
  });

  it('accepts an email of 255 characters and refuses 256', async () => {
    const { page } = await openContact();
    await fill(page, { ...VISITOR, email: `${'a'.repeat(256 - 12)}@example.com` });
    await send(page);
    expect(await errorUnder(page, 'Business Email')).toBe('Email must be less than 255 characters');
    await page.getByLabel('Business Email').fill(`${'a'.repeat(255 - 12)}@example.com`);
    expect(await errorUnder(page, 'Business Email')).toBe('');
  });
});

describe('sending', () => {
  it('loads supabase-js only once the visitor starts using the form', async () => {
    const { page } = await openPage(browser);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${baseUrl()}/contact`, { waitUntil: 'networkidle' });
    const onLoad = [...scripts];
    await page.getByLabel('First Name').focus();
    await page.waitForLoadState('networkidle');
    const added = scripts.filter((script) => !onLoad.includes(script));
    expect(added).toHaveLength(1);
    const code = await (await page.request.get(baseUrl() + added[0]!)).text();
    expect(code).toContain('functions/v1');
  });

  it('posts the seven trimmed fields, a submission key and the empty honeypot, with the anon key', async () => {
    const { page } = await openContact();
    let body: unknown;
    let headers: Record<string, string> = {};
    await page.route(FUNCTION, async (route) => {
      body = route.request().postDataJSON();
      headers = route.request().headers();
      await route.fulfill({ json: { success: true, id: 'test' } });
    });
    await fill(page, VISITOR);
    await send(page);
    await expect
      .poll(() => body)
      .toEqual({ ...VISITOR, firstName: 'Ada', submissionKey: expect.stringMatching(/^[0-9a-f-]{36}$/), website: '' });
    expect(headers.authorization).toMatch(/^Bearer \S+/);
    expect(headers['content-type']).toContain('application/json');
  });

  it('takes no session from the address: a crafted #access_token link signs nobody in', async () => {
    const { page } = await openPage(browser);
    const authRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/auth/')) authRequests.push(request.url());
    });
    let authorization = '';
    await page.route(FUNCTION, async (route) => {
      authorization = route.request().headers().authorization ?? '';
      await route.fulfill({ json: { success: true, id: 'test' } });
    });
    await page.goto(`${baseUrl()}/contact#access_token=forged&refresh_token=r&expires_in=3600&token_type=bearer`);
    await islandsReady(page);
    await fill(page, VISITOR);
    await send(page);
    await successBanner(page).waitFor();
    expect(authorization).toMatch(/^Bearer \S+/);
    expect(authorization).not.toContain('forged');
    expect(authRequests).toEqual([]);
  });

  it('disables every input and the button, which reads "Sending Message..." in its own colour, until the answer', async () => {
    const { page } = await openContact();
    let answer: (() => Promise<void>) | undefined;
    await page.route(
      FUNCTION,
      (route) =>
        new Promise<void>((resolve) => (answer = () => route.fulfill({ json: { success: true } }).then(resolve))),
    );
    await fill(page, VISITOR);
    await send(page);
    const button = page.locator('.contact-form button[type="submit"]');
    await expect.poll(() => button.textContent()).toBe('Sending Message...');
    expect(await button.isDisabled()).toBe(true);
    // Busy, not unavailable: it keeps its colour and says so to assistive technology.
    expect(await button.getAttribute('aria-busy')).toBe('true');
    expect(await button.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
    for (const label of Object.values(LABELS)) expect(await page.getByLabel(label).isDisabled(), label).toBe(true);
    await expect.poll(() => answer).toBeDefined();
    await answer!();
    await expect.poll(() => button.textContent()).toBe('Send Message');
    expect(await page.getByLabel('First Name').isDisabled()).toBe(false);
  });

  it('on success shows the green banner, empties the form and shows the thank-you toast for 6 seconds', async () => {
    const { page } = await openContact({ clock: true });
    await page.route(FUNCTION, (route) => route.fulfill({ json: { success: true, id: 'abc' } }));
    await fill(page, VISITOR);
    await send(page);
    const banner = successBanner(page);
    await banner.waitFor();
    expect(await banner.textContent()).toBe("Message sent successfully!We'll get back to you within 24 hours.");
    for (const label of Object.values(LABELS)) expect(await page.getByLabel(label).inputValue(), label).toBe('');
    const success = page.getByRole('status').filter({ hasText: 'Thank you for your message!' });
    expect(await success.textContent()).toContain(
      "We've received your inquiry and will get back to you within 24 hours.",
    );
    await page.clock.runFor(5900);
    expect(await toasts(page)).toHaveLength(1);
    await page.clock.runFor(200);
    expect(await toasts(page)).toHaveLength(0);
  });

  it('on a 500 with a JSON error shows that text in the error toast for 8 seconds, logs it and keeps the values', async () => {
    const watched = await openContact({ clock: true });
    const { page } = watched;
    await page.route(FUNCTION, (route) =>
      route.fulfill({ status: 500, json: { error: 'Our database is resting. Please write to us.' } }),
    );
    await fill(page, VISITOR);
    await send(page);
    const alert = page.getByRole('alert').filter({ hasText: 'Oops! Something went wrong' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Our database is resting. Please write to us.');
    expect(await page.getByLabel('Company Name').inputValue()).toBe(VISITOR.company);
    expect(await successBanner(page).count()).toBe(0);
    expect(watched.consoleErrors.length).toBeGreaterThan(0);
    await page.clock.runFor(7900);
    expect(await toasts(page)).toHaveLength(1);
    await page.clock.runFor(200);
    expect(await toasts(page)).toHaveLength(0);
    expect(await page.getByRole('button', { name: 'Send Message' }).isEnabled()).toBe(true);
  });

  it('says "Failed to submit form" when the function fails without a message', async () => {
    const { page } = await openContact();
    await page.route(FUNCTION, (route) =>
      route.fulfill({ status: 502, body: 'Bad gateway', contentType: 'text/plain' }),
    );
    await fill(page, VISITOR);
    await send(page);
    await errorToast(page, 'Failed to submit form').waitFor();
  });

  it('asks to try again or write to the contact address when the request cannot be sent', async () => {
    const { page } = await openContact();
    await page.route(FUNCTION, (route: Route) => route.abort('internetdisconnected'));
    await fill(page, VISITOR);
    await send(page);
    await errorToast(page, 'Please try again or contact us directly at hello@bluebonnetcyber.example').waitFor();
    expect(await page.getByLabel('First Name').inputValue()).toBe(VISITOR.firstName);
  });

  it("shows the function's per-field errors under their fields", async () => {
    const { page } = await openContact();
    await page.route(FUNCTION, (route) =>
      route.fulfill({
        status: 422,
        json: { error: 'Please check the form.', fields: { email: 'Please enter a valid email address' } },
      }),
    );
    await fill(page, VISITOR);
    await send(page);
    await errorToast(page, 'Please check the form.').waitFor();
    expect(await errorUnder(page, 'Business Email')).toBe('Please enter a valid email address');
  });
});

describe('after a failure', () => {
  const failWith = (page: Page, message: string) =>
    page.route(FUNCTION, (route) => route.fulfill({ status: 500, json: { error: message } }));

  it('says it once, in the error toast: no alert in the form, no second announcement, every value kept', async () => {
    const { page } = await openContact({ clock: true });
    await failWith(page, 'Our database is resting. Please write to us.');
    await fill(page, VISITOR);
    await send(page);
    await errorToast(page, 'Our database is resting. Please write to us.').waitFor();
    // The failure's title and reason are on the page once, in the toast.
    const visibleText = () => page.evaluate(() => document.body.innerText);
    expect((await visibleText()).split('Oops! Something went wrong')).toHaveLength(2);
    expect((await visibleText()).split('Our database is resting.')).toHaveLength(2);
    expect(await page.locator('.contact-form .form-alert').filter({ visible: true }).count()).toBe(0);
    // Nothing in the form speaks: the toast's assertive region is the one announcement.
    expect(await page.locator('.contact-form :is([role="alert"], [role="status"], [aria-live])').count()).toBe(0);
    for (const [label, value] of Object.entries(VISITOR))
      expect(await page.getByLabel(LABELS[label as keyof typeof LABELS]).inputValue()).toBe(value);
    // Once the toast has gone, the form is as the visitor left it, ready to send again.
    await page.clock.runFor(8100);
    expect(await toasts(page)).toHaveLength(0);
    expect(await page.getByLabel('How Can We Help?').inputValue()).toBe(VISITOR.message);
    expect(await page.getByRole('button', { name: 'Send Message' }).isEnabled()).toBe(true);
  });

  it('shows the failure alone when a send fails after a successful one: each send clears the last outcome as it starts', async () => {
    const { page } = await openContact();
    let answer: ((ok: boolean) => Promise<void>) | undefined;
    await page.route(
      FUNCTION,
      (route) =>
        new Promise<void>(
          (resolve) =>
            (answer = (ok) =>
              (ok
                ? route.fulfill({ json: { success: true } })
                : route.fulfill({ status: 500, json: { error: 'Try again' } })
              ).then(resolve)),
        ),
    );
    await fill(page, VISITOR);
    await send(page);
    await expect.poll(() => answer).toBeDefined();
    await answer!(true);
    await successBanner(page).waitFor();
    answer = undefined;
    await fill(page, VISITOR);
    await send(page);
    // While the second attempt is on its way, neither outcome of the first is shown.
    await expect.poll(() => answer).toBeDefined();
    expect(await successBanner(page).count()).toBe(0);
    expect(await toasts(page)).toHaveLength(0);
    await answer!(false);
    await errorToast(page, 'Try again').waitFor();
    expect(await successBanner(page).count()).toBe(0);
    expect(await page.getByText('Message sent successfully!').filter({ visible: true }).count()).toBe(0);
  });

  it("shows one outcome at a time: a new send dismisses the last one's toast, a retry's success never sits beside a failure", async () => {
    const { page } = await openContact({ clock: true });
    let outcome: 'fail' | 'succeed' = 'fail';
    await page.route(FUNCTION, (route) =>
      outcome === 'fail'
        ? route.fulfill({ status: 500, json: { error: 'Try again' } })
        : route.fulfill({ json: { success: true, id: 'abc' } }),
    );
    await fill(page, VISITOR);
    await send(page);
    await errorToast(page, 'Oops! Something went wrong').waitFor();
    await page.clock.runFor(2000); // well within the error toast's 8 seconds
    outcome = 'succeed';
    await send(page);
    await successBanner(page).waitFor();
    await expect.poll(() => toasts(page)).toEqual([expect.stringContaining('Thank you for your message!')]);

    // And the other way round: a failure within the success toast's 6 seconds.
    await page.clock.runFor(2000);
    outcome = 'fail';
    await fill(page, VISITOR);
    await send(page);
    await expect.poll(() => toasts(page)).toEqual([expect.stringContaining('Oops! Something went wrong')]);
    expect(await successBanner(page).count()).toBe(0);
    // The dismissed toast's own timer, when it comes, takes nothing else with it.
    await page.clock.runFor(4500);
    expect(await toasts(page)).toHaveLength(1);
  });

  it("shows the toast at the foot of a phone's screen, full width, clear of the button", async () => {
    const { page } = await openPage(browser, { width: 375 });
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto(`${baseUrl()}/contact`, { waitUntil: 'networkidle' });
    await failWith(page, 'Our database is resting. Please write to us.');
    await fill(page, VISITOR);
    await send(page);
    const button = page.getByRole('button', { name: 'Send Message' });
    await scrollAndToastSettled(page);
    const toast = (await page.locator('.toast').boundingBox())!;
    const target = (await button.boundingBox())!;
    const overlap =
      toast.x < target.x + target.width &&
      target.x < toast.x + toast.width &&
      toast.y < target.y + target.height &&
      target.y < toast.y + toast.height;
    expect(overlap).toBe(false);
    expect(target.y).toBeGreaterThanOrEqual(0);
    expect(toast.y).toBeGreaterThan(667 / 2);
    expect(toast.y + toast.height).toBeLessThanOrEqual(667);
    expect(toast.width).toBeGreaterThan(375 - 48);
  });
});

describe('without JavaScript', () => {
  it("comes back from a failed post to the spec's failure words, without claiming the emptied fields were kept", async () => {
    const { page } = await openPage(browser, { javaScript: false });
    await page.goto(`${baseUrl()}/contact#message-not-sent`);
    const alert = page.locator('#message-not-sent');
    expect(await alert.isVisible()).toBe(true);
    expect(await alert.textContent()).toBe(
      'Oops! Something went wrongPlease try again or contact us directly at hello@bluebonnetcyber.example',
    );
    expect(await alert.getByRole('link', { name: 'hello@bluebonnetcyber.example' }).getAttribute('href')).toBe(
      'mailto:hello@bluebonnetcyber.example',
    );
    expect(await page.getByLabel('First Name').inputValue()).toBe('');
  });
});

describe('retrying', () => {
  it('sends the same submission key again after a failure, and a new one after a success', async () => {
    const { page } = await openContact();
    const keys: string[] = [];
    let fail = true;
    await page.route(FUNCTION, async (route) => {
      keys.push(route.request().postDataJSON().submissionKey);
      await (fail
        ? route.fulfill({ status: 500, json: { error: 'Try again' } })
        : route.fulfill({ json: { success: true } }));
    });
    await fill(page, VISITOR);
    await send(page);
    await errorToast(page, 'Try again').waitFor();
    fail = false;
    await send(page);
    await successBanner(page).waitFor();
    await fill(page, VISITOR);
    await send(page);
    await expect.poll(() => keys.length).toBe(3);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[1]);
  });
});

describe('announcements', () => {
  it('announces a success once, with the toast; the banner stays on screen but is not a live region', async () => {
    const { page } = await openContact();
    await page.route(FUNCTION, (route) => route.fulfill({ json: { success: true } }));
    await fill(page, VISITOR);
    await send(page);
    await page.locator('.toast').waitFor();
    const banner = successBanner(page);
    expect(await banner.isVisible()).toBe(true);
    const live = '[role="status"], [role="alert"], [role="log"], [aria-live]:not([aria-live="off"])';
    expect(
      await banner.evaluate(
        (element, selector) => element.closest(selector) === null && element.querySelector(selector) === null,
        live,
      ),
    ).toBe(true);
    const announcing = await page
      .locator(live)
      .evaluateAll((regions) =>
        regions
          .filter((region) => /Thank you for your message!|Message sent successfully!/.test(region.textContent ?? ''))
          .map((region) => region.className),
      );
    expect(announcing).toEqual(['toaster__region']);
  });
});

describe('the intro above the fields', () => {
  it('says every field is needed except those marked optional, which are the phone and the number of employees', async () => {
    const { page } = await openContact();
    expect(await page.locator('.contact-form-panel > .muted').textContent()).toBe(
      'All fields are needed except those marked optional.',
    );
    const optional = await page
      .locator('.contact-form .field__label')
      .evaluateAll((labels) =>
        labels.filter((label) => label.querySelector('.field__optional')).map((label) => label.firstChild?.textContent),
      );
    expect(optional).toEqual(['Phone Number', 'Number of Employees']);
  });
});

describe('the privacy note', () => {
  it('links "Privacy Policy" to /privacy in the same sentence as before', async () => {
    const { page } = await openContact();
    const note = page.locator('.contact-form .form-note');
    expect(await note.textContent()).toBe(
      'We use your details only to answer your request, as our Privacy Policy describes.',
    );
    expect(await note.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
  });
});

describe('focus', () => {
  it('rings every control with the 3 px focus outline, a field in error included (in its red)', async () => {
    const { page } = await openContact();
    await send(page); // the fields turn red
    const ring = (label: string) =>
      page.getByLabel(label).evaluate((field) => {
        const style = getComputedStyle(field);
        return [style.outlineStyle, style.outlineWidth, style.outlineColor, style.outlineOffset, style.borderColor];
      });
    expect(await page.getByLabel('First Name').getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => ring('First Name').then((style) => style[4])).toBe('rgb(185, 28, 28)'); // the error stays visible
    const [outlineStyle, outlineWidth, outlineColor, outlineOffset] = await ring('First Name');
    // In the error's red, so that the field still reads as one in error (form-states.test.ts).
    expect([outlineStyle, outlineWidth, outlineColor]).toEqual(['solid', '3px', 'rgb(185, 28, 28)']);
    expect(parseFloat(outlineOffset!)).toBeGreaterThan(0);
    await page.keyboard.press('Shift+Tab'); // to the control before it, out of the form
    const rings: string[] = [];
    for (let i = 0; i < 9; i++) {
      await page.keyboard.press('Tab');
      rings.push(
        await page.evaluate(() => {
          const style = getComputedStyle(document.activeElement!);
          return `${document.activeElement!.getAttribute('name') ?? document.activeElement!.textContent} ${style.outlineStyle} ${style.outlineWidth}`;
        }),
      );
    }
    expect(rings).toEqual(
      [...Object.keys(LABELS), 'Send Message', 'Privacy Policy'].map((control) => `${control} solid 3px`),
    );
  });
});

describe('toasts', () => {
  it('can be closed with their close button', async () => {
    const { page } = await openContact();
    await page.route(FUNCTION, (route) => route.fulfill({ json: { success: true } }));
    await fill(page, VISITOR);
    await send(page);
    await page.getByRole('button', { name: 'Close notification' }).click();
    expect(await toasts(page)).toHaveLength(0);
  });
});

describe('hydration', () => {
  // That it keeps the server's HTML of every island as it is, without an error, is checked on every
  // page by hydration-parity.test.ts.
  it('causes no layout shift on the home and contact pages', async () => {
    for (const width of [375, 1280]) {
      for (const path of ['/', '/contact']) {
        const { page } = await openPage(browser, { width });
        await page.goto(baseUrl() + path, { waitUntil: 'networkidle' });
        const shift = await page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              let total = 0;
              new PerformanceObserver((list) => {
                for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) total += entry.value;
              }).observe({ type: 'layout-shift', buffered: true });
              setTimeout(() => resolve(total), 300);
            }),
        );
        // Under 0.001: a font arriving after the first paint on a slow machine moves text by a
        // fraction of a pixel (its fallback is metric-matched); hydration itself moves nothing.
        expect(shift, `${path} at ${width}px`).toBeLessThan(0.001);
      }
    }
  }, 90_000); // four page loads: on a loaded machine more than the 30 s default

  it('shows "Unexpected Application Error!" in place of an island that throws, and nothing else breaks', async () => {
    const { page } = await openPage(browser);
    await page.route('**/contact', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /(<script type="application\/json" data-island-props="ContactForm">)[^<]*/,
        '$1{}',
      );
      await route.fulfill({ response, body: html });
    });
    await page.goto(`${baseUrl()}/contact`);
    const fallback = page.locator('.contact-form-panel [role="alert"]');
    await fallback.waitFor();
    expect(await fallback.textContent()).toMatch(/^Unexpected Application Error!.+/);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    expect(await page.locator('#site-nav').getByRole('link', { name: 'About' }).isVisible()).toBe(true);
  });
});
