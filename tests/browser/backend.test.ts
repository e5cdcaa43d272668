// The contact form end to end: `site serve` with its embedded database, a visitor in Chromium (with
// and without JavaScript), the owner reading leads with `site submissions`, and what happens when a
// server is killed, or a second one is started on the same database.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyProject, type ProjectCopy } from '../support/project-copy.ts';
import { launchChromium } from '../support/browser.ts';
import { openPage } from '../support/pages.ts';
import { freePort } from '../support/postgres.ts';
import { stopped, waitFor } from '../support/wait.ts';

const run = promisify(execFile);
let project: ProjectCopy;
let browser: Browser;
let work: string;
let server: ChildProcess | undefined;
let origin = '';

let port = 0;

async function startServer(): Promise<void> {
  let output = '';
  server = spawn(process.execPath, ['cli/bin.js', 'serve', '--port', String(port), '--data', path.join(work, 'data')], {
    cwd: project.root,
    env: { ...process.env, RATE_LIMIT_MAX: '100000', ATTEMPT_LIMIT_MAX: '100000' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (chunk) => (output += chunk));
  server.stderr!.on('data', (chunk) => (output += chunk));
  origin = await waitFor(
    () => /Serving (http:\/\/\S+)/.exec(output)?.[1],
    () => `site serve to start; it printed:\n${output}`,
    60_000,
  );
}

async function stopServer(): Promise<void> {
  await stopped(server);
  server = undefined;
}

const submissions = async (...options: string[]) =>
  (
    await run(process.execPath, ['cli/bin.js', 'submissions', ...options, '--data', path.join(work, 'data')], {
      cwd: project.root,
    })
  ).stdout;

/** Kills the server the hard way: no shutdown, the lock file left behind. */
async function killServer(): Promise<void> {
  const killed = server!;
  const exited = new Promise((resolve) => killed.once('exit', resolve));
  killed.kill('SIGKILL');
  await exited;
  server = undefined;
}

/** One lead, by the JSON route the page's script uses; its first name says which it was. */
const sendLead = (name: string) =>
  fetch(`${origin}/functions/v1/contact-form`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: name,
      lastName: 'Test',
      email: `${name.toLowerCase()}@example.com`,
      company: 'Load',
      message: 'Hello',
      submissionKey: crypto.randomUUID(),
    }),
  }).then((response) => response.status);

beforeAll(async () => {
  [project, browser] = await Promise.all([copyProject(), launchChromium()]);
  work = await mkdtemp(path.join(os.tmpdir(), 'site-backend-'));
  port = await freePort();
  await startServer();
});
afterAll(async () => {
  await stopServer();
  await browser?.close();
  await project?.remove();
  await rm(work, { recursive: true, force: true });
});

describe('the contact form with site serve', () => {
  it('has its database made and opened at start, beside the first build, before any form asks for it', async () => {
    // A fresh data folder (a fresh clone): nothing has been sent, and the database is being made.
    await expect.poll(() => existsSync(path.join(work, 'data/pglite/PG_VERSION')), { timeout: 30_000 }).toBe(true);
    // The functions answer once it is open; the pages never waited for it.
    await expect
      .poll(async () => (await fetch(`${origin}/functions/v1/contact-form`, { method: 'OPTIONS' })).status, {
        timeout: 30_000,
      })
      .toBe(204);
  });

  it('stores what a visitor sends, and site submissions shows exactly that', async () => {
    const { page, consoleErrors } = await openPage(browser, { width: 375 });
    await page.goto(`${origin}/contact`, { waitUntil: 'networkidle' });
    await page.getByLabel('First Name').fill(' Grace ');
    await page.getByLabel('Last Name').fill('Hopper');
    await page.getByLabel('Business Email').fill('grace@cobol.example');
    await page.getByLabel('Company Name').fill('Compilers of Houston');
    await page.getByLabel('Phone Number').fill('(713) 555-0199');
    await page.getByLabel('How Can We Help?').fill('Our mail server is a museum piece.\nCan you help us move?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.locator('.form-banner:not(.form-outcome)').filter({ hasText: 'Message sent successfully!' }).waitFor();
    expect(consoleErrors).toEqual([]);

    const stored = JSON.parse(await submissions('--json'));
    expect(stored).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        firstName: 'Grace',
        lastName: 'Hopper',
        email: 'grace@cobol.example',
        company: 'Compilers of Houston',
        phone: '(713) 555-0199',
        employees: null,
        message: 'Our mail server is a museum piece.\nCan you help us move?',
      },
    ]);
    expect(await submissions('--csv')).toMatch(
      /^createdAt,firstName,.*\n.*,Grace,Hopper,grace@cobol\.example,Compilers of Houston,\(713\) 555-0199,,"Our mail server/,
    );
    expect(await submissions()).toContain('Grace Hopper <grace@cobol.example>, Compilers of Houston');
  });

  it('stores 50 concurrent submissions, each sent twice, exactly once each', async () => {
    const before = JSON.parse(await submissions('--json')).length;
    const keys = Array.from({ length: 50 }, () => crypto.randomUUID());
    const send = (key: string, index: number) =>
      fetch(`${origin}/functions/v1/contact-form`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          firstName: `Load${index}`,
          lastName: 'Test',
          email: `load${index}@example.com`,
          company: 'Load',
          message: 'Hello',
          submissionKey: key,
        }),
      }).then((response) => response.status);
    const statuses = await Promise.all([...keys.map(send), ...keys.map(send)]);
    expect(statuses.every((status) => status === 200)).toBe(true);
    const stored = JSON.parse(await submissions('--json')) as { firstName: string }[];
    expect(stored.length - before).toBe(50);
    expect(new Set(stored.map((s) => s.firstName)).size).toBe(stored.length);
  });

  it('subscribes a visitor to the newsletter from the blog, twice without complaint, one outcome shown at a time', async () => {
    const { page, consoleErrors } = await openPage(browser);
    await page.goto(`${origin}/blog`, { waitUntil: 'networkidle' });
    const email = page.getByLabel('Email address');
    const subscribe = page.getByRole('button', { name: 'Subscribe' });
    await email.fill('not-an-address');
    await subscribe.click();
    expect(await page.locator('#newsletter-email-error').textContent()).toBe('Please enter a valid email address');
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    // A failed attempt first: its error toast goes as soon as the visitor tries again.
    const newsletter = '**/functions/v1/newsletter-subscribe';
    await page.route(newsletter, (route) => route.fulfill({ status: 500, json: { error: 'The list is resting.' } }));
    await email.fill('Reader@Example.com');
    await subscribe.click();
    await page.getByRole('alert').locator('.toast').filter({ hasText: 'The list is resting.' }).waitFor();
    await page.unroute(newsletter);
    const errorsBefore = consoleErrors.length; // the browser's own line about the 500
    for (let attempt = 1; attempt <= 2; attempt++) {
      await email.fill('Reader@Example.com');
      await subscribe.click();
      await expect.poll(() => email.inputValue()).toBe('');
      expect(await page.locator('.toast').allTextContents(), `attempt ${attempt}`).toEqual([
        expect.stringContaining("You're subscribed!"),
      ]);
    }
    expect(consoleErrors.slice(errorsBefore)).toEqual([]);
  });

  it('keeps the submissions across a restart', async () => {
    const before = await submissions('--json');
    await stopServer();
    expect(await submissions('--json')).toBe(before); // read from the database folder itself
    await startServer();
    expect(await submissions('--json')).toBe(before);
  });
});

describe('the contact form without JavaScript', () => {
  const fill = async (page: import('playwright').Page, values: Record<string, string>) => {
    for (const [label, value] of Object.entries(values)) await page.getByLabel(label).fill(value);
  };
  const LEAD = {
    'First Name': 'Hedy',
    'Last Name': 'Lamarr',
    'Business Email': 'hedy@spread.example',
    'Company Name': 'Frequency Hopping Co',
    'How Can We Help?': 'Our radios need an audit.',
  };

  it('posts the lead, stores it, and shows the success banner, with nothing typed in the address', async () => {
    const { page } = await openPage(browser, { javaScript: false, width: 375 });
    await page.goto(`${origin}/contact`);
    await fill(page, LEAD);
    await Promise.all([page.waitForURL(/#message-sent$/), page.getByRole('button', { name: 'Send Message' }).click()]);
    expect(page.url()).toBe(`${origin}/contact#message-sent`);
    expect(await page.locator('#message-sent').isVisible()).toBe(true);
    expect(await page.locator('#message-sent').textContent()).toContain('Message sent successfully!');
    const stored = JSON.parse(await submissions('--json')) as { firstName: string; email: string }[];
    expect(stored.filter((lead) => lead.email === 'hedy@spread.example')).toHaveLength(1);
  });

  it("shows the spec's message under the field to fix, in view on a phone, and stores nothing", async () => {
    const { page } = await openPage(browser, { javaScript: false, width: 375, height: 667 });
    await page.goto(`${origin}/contact`);
    // Spaces pass the browser's own "required" check; the function's trimmed rule refuses them.
    await fill(page, { ...LEAD, 'Business Email': 'spaces@example.com', 'First Name': '   ' });
    await Promise.all([
      page.waitForURL(/#contact-fix-firstName-required$/),
      page.getByRole('button', { name: 'Send Message' }).click(),
    ]);
    const message = page.locator('#contact-fix-firstName-required');
    expect(await message.isVisible()).toBe(true);
    expect(await message.textContent()).toBe('First name is required');
    // Scrolled to, and not under the header (two rows tall on a phone without scripts), also when
    // the address is opened again, as from the history.
    for (const reopen of [false, true]) {
      if (reopen) await page.goto(`${origin}/contact#contact-fix-email-invalid`, { waitUntil: 'networkidle' });
      const shown = reopen ? page.locator('#contact-fix-email-invalid') : message;
      const placement = () =>
        shown.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const header = document.querySelector('header.site-header')!.getBoundingClientRect();
          return box.top >= Math.max(header.bottom, 0) && box.bottom <= innerHeight
            ? 'in view'
            : `at ${box.top}, header to ${header.bottom}`;
        });
      await expect.poll(placement, { timeout: 3000 }).toBe('in view');
    }
    expect(await page.locator('#message-sent').isVisible()).toBe(false);
    expect(await submissions('--email', 'spaces@example.com')).toContain('No contact form submissions.');
  });

  it('with JavaScript, never shows those fallbacks, whatever the address says', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${origin}/contact#message-sent`, { waitUntil: 'networkidle' });
    expect(await page.locator('#message-sent').isVisible()).toBe(false);
  });
});

describe("one person's records", () => {
  it('--email shows them, --forget deletes exactly those, from the contact form and the newsletter', async () => {
    for (const name of ['Forget', 'Keep']) expect(await sendLead(name)).toBe(200);
    await fetch(`${origin}/functions/v1/newsletter-subscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":"FORGET@example.com"}',
    });
    const records = JSON.parse(await submissions('--email', 'forget@example.com', '--json'));
    expect(records.contactSubmissions.map((lead: { firstName: string }) => lead.firstName)).toEqual(['Forget']);
    expect(records.newsletterSubscriptions.map((s: { email: string }) => s.email)).toEqual(['FORGET@example.com']);
    const before = JSON.parse(await submissions('--json')).length;

    expect(await submissions('--forget', 'Forget@Example.com')).toBe(
      'Deleted 1 contact form submission(s) and 1 newsletter subscription(s) for Forget@Example.com.\n',
    );
    const after = JSON.parse(await submissions('--json')) as { firstName: string }[];
    expect(after).toHaveLength(before - 1);
    expect(after.some((lead) => lead.firstName === 'Keep')).toBe(true);
    expect(JSON.parse(await submissions('--email', 'forget@example.com', '--json'))).toEqual({
      email: 'forget@example.com',
      contactSubmissions: [],
      newsletterSubscriptions: [],
    });
  });
});

describe('one database, one server', () => {
  it('refuses a second site serve on the same database, naming the one that runs', async () => {
    const second = await run(
      process.execPath,
      ['cli/bin.js', 'serve', '--port', '0', '--data', path.join(work, 'data')],
      {
        cwd: project.root,
      },
    ).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => error,
    );
    expect(second.code).toBe(1);
    expect(second.stderr).toContain(`site serve is already running with this database`);
    expect(second.stderr).toContain(`at ${origin}, as process ${server!.pid}`);
    expect(second.stderr).not.toMatch(/\n\s+at /); // a sentence, not a stack trace
  });

  it('after a crash, site submissions reads the database itself, and a new server takes over the stale lock', async () => {
    const before = await submissions('--json');
    await killServer();
    expect(await submissions('--json')).toBe(before);
    await startServer();
    expect(await submissions('--json')).toBe(before);
  });

  it('stores every submission that was answered 200 exactly once, while the server is killed and restarted', async () => {
    const answered: string[] = [];
    let next = 0;
    let streaming = true;
    const stream = async () => {
      while (streaming) {
        const name = `Stream${next++}`;
        const status = await sendLead(name).catch(() => 0); // refused while the server is down
        if (status === 200) answered.push(name);
        if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    const streams = [stream(), stream(), stream()];
    await waitFor(
      () => answered.length >= 40,
      () => 'forty answered submissions before the kill',
    );
    await killServer();
    await startServer();
    const afterRestart = answered.length;
    await waitFor(
      () => answered.length >= afterRestart + 20,
      () => 'twenty answered submissions after the restart',
    );
    streaming = false;
    await Promise.all(streams);

    const stored = (JSON.parse(await submissions('--json')) as { firstName: string }[])
      .map((lead) => lead.firstName)
      .filter((name) => name.startsWith('Stream'));
    const counts = new Map<string, number>();
    for (const name of stored) counts.set(name, (counts.get(name) ?? 0) + 1);
    expect(answered.filter((name) => counts.get(name) !== 1)).toEqual([]);
    expect([...counts.values()].every((count) => count === 1)).toBe(true);
  }, 120_000);
});
