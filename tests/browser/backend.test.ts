// The contact form end to end: `site serve` with its embedded database, a visitor in Chromium, and the
// owner reading leads with `site submissions`.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyProject, type ProjectCopy } from '../../cli/project-copy.ts';
import { launchChromium } from '../support/browser.ts';
import { openPage } from '../support/pages.ts';
import { waitFor } from '../support/wait.ts';

const run = promisify(execFile);
let project: ProjectCopy;
let browser: Browser;
let work: string;
let server: ChildProcess | undefined;
let origin = '';

async function startServer(): Promise<void> {
  let output = '';
  server = spawn(process.execPath, ['cli/bin.js', 'serve', '--port', '0', '--out', path.join(work, 'dist'), '--data', path.join(work, 'data')], {
    cwd: project.root,
    env: { ...process.env, RATE_LIMIT_MAX: '1000' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (chunk) => (output += chunk));
  server.stderr!.on('data', (chunk) => (output += chunk));
  origin = await waitFor(() => /Serving (http:\/\/\S+)/.exec(output)?.[1], () => `site serve to start; it printed:\n${output}`, 60_000);
}

async function stopServer(): Promise<void> {
  const stopping = server;
  if (!stopping) return;
  const exited = new Promise((resolve) => stopping.once('exit', resolve));
  stopping.kill('SIGTERM');
  await exited;
  server = undefined;
}

const submissions = async (...format: string[]) =>
  (await run(process.execPath, ['cli/bin.js', 'submissions', ...format, '--data', path.join(work, 'data')], { cwd: project.root })).stdout;

beforeAll(async () => {
  [project, browser] = await Promise.all([copyProject(), launchChromium()]);
  work = await mkdtemp(path.join(os.tmpdir(), 'site-backend-'));
  await startServer();
});
afterAll(async () => {
  await stopServer();
  await browser?.close();
  await project?.remove();
  await rm(work, { recursive: true, force: true });
});

describe('the contact form with site serve', () => {
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
    await page.locator('.form-banner').filter({ hasText: 'Message sent successfully!' }).waitFor();
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
    expect(await submissions('--csv')).toMatch(/^createdAt,firstName,.*\n.*,Grace,Hopper,grace@cobol\.example,Compilers of Houston,\(713\) 555-0199,,"Our mail server/);
    expect(await submissions()).toContain('Grace Hopper <grace@cobol.example>, Compilers of Houston');
  });

  it('stores 50 concurrent submissions, each sent twice, exactly once each', async () => {
    const before = JSON.parse(await submissions('--json')).length;
    const keys = Array.from({ length: 50 }, () => crypto.randomUUID());
    const send = (key: string, index: number) =>
      fetch(`${origin}/functions/v1/contact-form`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ firstName: `Load${index}`, lastName: 'Test', email: `load${index}@example.com`, company: 'Load', message: 'Hello', submissionKey: key }),
      }).then((response) => response.status);
    const statuses = await Promise.all([...keys.map(send), ...keys.map(send)]);
    expect(statuses.every((status) => status === 200)).toBe(true);
    const stored = JSON.parse(await submissions('--json')) as { firstName: string }[];
    expect(stored.length - before).toBe(50);
    expect(new Set(stored.map((s) => s.firstName)).size).toBe(stored.length);
  });

  it('subscribes a visitor to the newsletter from the blog, twice without complaint', async () => {
    const { page, consoleErrors } = await openPage(browser);
    await page.goto(`${origin}/blog`, { waitUntil: 'networkidle' });
    const email = page.getByLabel('Email address');
    await email.fill('not-an-address');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    expect(await page.locator('#newsletter-email-error').textContent()).toBe('Please enter a valid email address');
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    for (const attempt of [1, 2]) {
      await email.fill('Reader@Example.com');
      await page.getByRole('button', { name: 'Subscribe' }).click();
      await expect.poll(() => page.getByRole('status').locator('.toast').filter({ hasText: "You're subscribed!" }).count()).toBe(attempt);
      expect(await email.inputValue()).toBe('');
    }
    expect(consoleErrors).toEqual([]);
  });

  it('keeps the submissions across a restart', async () => {
    const before = await submissions('--json');
    await stopServer();
    expect(await submissions('--json')).toBe(before); // read from the database folder itself
    await startServer();
    expect(await submissions('--json')).toBe(before);
  });
});
