// The Edge Functions' handlers on a real Postgres (PGlite, with the project's migrations).
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { localFunctions } from '../../cli/backend/functions.ts';
import { openLocalDatabase, type LocalDatabase } from '../../cli/backend/local-database.ts';
import { projectRoot } from '../support/project-copy.ts';
import { createContactHandler } from '../../supabase/functions/_shared/contact-handler.ts';
import { validateContact } from '../../supabase/functions/_shared/contact-schema.ts';
import type { Database } from '../../supabase/functions/_shared/database.ts';
import { createNewsletterHandler } from '../../supabase/functions/_shared/newsletter-handler.ts';
import { settingsFromEnv, type FunctionSettings } from '../../supabase/functions/_shared/settings.ts';

let db: LocalDatabase;
beforeAll(async () => {
  db = await openLocalDatabase(projectRoot);
});
afterAll(async () => {
  await db?.close();
});
beforeEach(async () => {
  await db.query('delete from contact_submissions');
  await db.query('delete from newsletter_subscribers');
  await db.query('delete from request_attempts');
});

const quiet = { warn: vi.fn(), error: vi.fn() };
const settings = (env: Record<string, string> = {}): FunctionSettings =>
  settingsFromEnv((name) => ({ CONTACT_EMAIL: 'hello@bluebonnetcyber.example', ...env })[name]);

const lead = () => ({
  firstName: ' Ada ',
  lastName: 'Lovelace',
  email: 'ada@analytical.example',
  company: 'Analytical Engines LLC',
  phone: '',
  employees: '1-50',
  message: 'We keep getting fake invoices.',
  submissionKey: crypto.randomUUID(),
});

function post(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request('http://localhost/functions/v1/contact-form', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': '203.0.113.7', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const rows = () => db.query<Record<string, string | null>>('select * from contact_submissions order by created_at');

describe('contact-form', () => {
  const handle = (request: Request, env?: Record<string, string>, database: Database = db) =>
    createContactHandler({ db: database, settings: settings(env), log: quiet })(request);

  it('stores a valid submission, trimmed, and answers 200 with its id only after it is stored', async () => {
    const response = await handle(post(lead()));
    expect(response.status).toBe(200);
    const answer = await response.json();
    const stored = await rows();
    expect(answer).toEqual({ success: true, id: stored[0]!.id });
    expect(stored[0]).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace', phone: null, employees: '1-50' });
    expect(stored[0]!.client_hash).not.toContain('203.0.113.7');
  });

  it.each([
    ['GET', 405, 'Only POST requests are accepted here.'],
    ['PUT', 405, 'Only POST requests are accepted here.'],
  ])('answers %s with %i', async (method, status, error) => {
    const response = await handle(new Request('http://localhost/x', { method }));
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ error });
    expect(response.headers.get('allow')).toBe('POST, OPTIONS');
  });

  it('refuses other content types with 415, bodies over 16 KB with 413 and broken JSON with 400', async () => {
    const text = await handle(new Request('http://localhost/x', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hi' }));
    expect(text.status).toBe(415);
    const large = await handle(post({ ...lead(), message: 'x'.repeat(17 * 1024) }));
    expect(large.status).toBe(413);
    const broken = await handle(post('{"firstName": '));
    expect(broken.status).toBe(400);
    for (const response of [text, large, broken]) expect((await response.json()).error).toMatch(/\w+ \w+/);
    expect(await rows()).toEqual([]);
  });

  it('answers 422 with the form\'s messages per field', async () => {
    const response = await handle(post({ ...lead(), firstName: 'x'.repeat(51), email: 'nope' }));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: 'Please correct the highlighted fields.',
      fields: { firstName: 'First name must be less than 50 characters', email: 'Please enter a valid email address' },
    });
  });

  it('stores a retried submission (same key) once, and answers the retry as a success', async () => {
    const submission = lead();
    const first = await (await handle(post(submission))).json();
    const again = await (await handle(post(submission))).json();
    expect(again).toEqual(first);
    expect(await rows()).toHaveLength(1);
  });

  it('stores concurrent retries of one submission once', async () => {
    const submission = lead();
    const answers = await Promise.all(Array.from({ length: 5 }, () => handle(post(submission)).then((r) => r.json())));
    expect(new Set(answers.map((answer) => answer.id)).size).toBe(1);
    expect(await rows()).toHaveLength(1);
  });

  it('answers a filled honeypot like a success, and stores nothing', async () => {
    const response = await handle(post({ ...lead(), website: 'http://spam.example' }));
    expect(response.status).toBe(200);
    expect((await response.json()).success).toBe(true);
    expect(await rows()).toEqual([]);
  });

  it('requires the submission key the form makes', async () => {
    const { submissionKey: _, ...withoutKey } = lead();
    const response = await handle(post(withoutKey));
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatch(/reload the page/);
  });

  it('limits each address to 5 submissions in 10 minutes, with Retry-After and a friendly message', async () => {
    for (let i = 0; i < 5; i++) expect((await handle(post(lead()))).status).toBe(200);
    const limited = await handle(post(lead()));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(500);
    expect((await limited.json()).error).toMatch(/^You have sent several messages in a short time\. Please wait \d+ minute/);
    expect((await handle(post(lead(), { 'cf-connecting-ip': '198.51.100.2' }))).status).toBe(200); // another address
    expect((await handle(post(lead()), { RATE_LIMIT_MAX: '10' })).status).toBe(200); // the limit is a setting
  });

  it('answers the CORS preflight with the headers supabase-js sends', async () => {
    const preflight = await handle(new Request('http://localhost/x', { method: 'OPTIONS', headers: { origin: 'https://site.example' } }));
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('authorization, x-client-info, apikey, content-type');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it('allows only ALLOWED_ORIGINS when set, and warns when it is not', async () => {
    const env = { ALLOWED_ORIGINS: 'https://www.bluebonnetcyber.example, https://preview.example' };
    const allowed = await handle(post(lead(), { origin: 'https://preview.example' }), env);
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://preview.example');
    const refused = await handle(post(lead(), { origin: 'https://evil.example' }), env);
    expect(refused.status).toBe(403);
    expect(await rows()).toHaveLength(1);
    const log = { warn: vi.fn(), error: vi.fn() };
    createContactHandler({ db, settings: settings(), log });
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('ALLOWED_ORIGINS is not set'));
  });

  it('answers 500 with a way to reach us, and never a success, when the database fails', async () => {
    const failing: Database = {
      query: async (sql, params) => {
        if (/^\s*insert/i.test(sql)) throw new Error('disk full');
        return db.query(sql, params);
      },
    };
    const response = await handle(post(lead()), {}, failing);
    expect(response.status).toBe(500);
    const answer = await response.json();
    expect(answer.success).toBeUndefined();
    expect(answer.error).toBe('We could not save your message just now. Please try again in a few minutes, or write to us at hello@bluebonnetcyber.example.');
    expect(await rows()).toEqual([]);
  });

  it('posts the new lead to NOTIFY_WEBHOOK_URL after storing it, and a failing hook loses nothing', async () => {
    const hook = vi.fn(async () => new Response('ok'));
    const handler = createContactHandler({ db, settings: settings({ NOTIFY_WEBHOOK_URL: 'https://hooks.example/lead' }), fetch: hook as typeof fetch, log: quiet });
    const answer = await (await handler(post(lead()))).json();
    expect(hook).toHaveBeenCalledWith('https://hooks.example/lead', expect.objectContaining({ method: 'POST' }));
    const payload = JSON.parse((hook.mock.calls[0] as unknown as [string, RequestInit])[1].body as string);
    expect(payload).toMatchObject({ type: 'contact_submission', id: answer.id, firstName: 'Ada', company: 'Analytical Engines LLC' });

    const broken = vi.fn(async () => {
      throw new Error('hook down');
    });
    const log = { warn: vi.fn(), error: vi.fn() };
    const failingHook = createContactHandler({ db, settings: settings({ NOTIFY_WEBHOOK_URL: 'https://hooks.example/lead' }), fetch: broken as typeof fetch, log });
    expect((await failingHook(post(lead()))).status).toBe(200);
    expect(log.error).toHaveBeenCalledWith('contact-form: the notification webhook failed', expect.any(Error));
    expect(await rows()).toHaveLength(2);
  });

  it('never answers 5xx and never stores a row the form would refuse, whatever the body', async () => {
    const handler = createContactHandler({ db, settings: settings({ RATE_LIMIT_MAX: '100000', ATTEMPT_LIMIT_MAX: '100000' }), log: quiet });
    const text = fc.oneof(fc.string({ maxLength: 60 }), fc.constantFrom('', '   ', 'a@b.co', 'x'.repeat(51), 'x'.repeat(1001)), fc.anything());
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.anything(),
          fc.record(
            { firstName: text, lastName: text, email: text, company: text, phone: text, employees: text, message: text, submissionKey: fc.oneof(fc.uuid(), text), website: fc.constantFrom(undefined, '', 'x') },
            { requiredKeys: [] },
          ),
        ),
        async (body) => {
          const response = await handler(post(JSON.stringify(body) ?? 'null'));
          expect(response.status).toBeLessThan(500);
        },
      ),
      { numRuns: 300 },
    );
    for (const row of await rows()) {
      const asForm = { firstName: row.first_name, lastName: row.last_name, email: row.email, company: row.company, phone: row.phone ?? undefined, employees: row.employees ?? undefined, message: row.message };
      expect(validateContact(asForm).ok).toBe(true);
    }
  });
});

describe('who is asking: the address the platform vouches for', () => {
  const handle = (request: Request, env?: Record<string, string>) => createContactHandler({ db, settings: settings(env), log: quiet })(request);

  it('ignores a spoofed X-Forwarded-For: rotating it gives no fresh limit', async () => {
    const spoofed = () => ({ 'x-forwarded-for': `10.0.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 255)}` });
    for (let i = 0; i < 5; i++) expect((await handle(post(lead(), spoofed()))).status).toBe(200);
    expect((await handle(post(lead(), spoofed()))).status).toBe(429);
  });

  it('behind proxies that append to X-Forwarded-For, reads the entry the last trusted one wrote, never the leftmost', async () => {
    const env = { CLIENT_IP_HEADER: 'X-Forwarded-For', TRUSTED_PROXIES: '1' };
    const via = (claimed: string, seen: string) => ({ 'cf-connecting-ip': '', 'x-forwarded-for': `${claimed}, ${seen}` });
    for (let i = 0; i < 5; i++) expect((await handle(post(lead(), via(`192.0.2.${i}`, '198.51.100.9')), env)).status).toBe(200);
    expect((await handle(post(lead(), via('192.0.2.200', '198.51.100.9')), env)).status).toBe(429);
    expect((await handle(post(lead(), via('192.0.2.200', '198.51.100.10')), env)).status).toBe(200);
  });

  it('counts every attempt: 100 refused bodies from one client get 429 after the attempt limit, another client still gets through', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 100; i++) statuses.push((await handle(post({ firstName: 'spam' }))).status);
    expect(statuses.slice(0, 30).every((status) => status === 422)).toBe(true);
    expect(statuses.slice(30).every((status) => status === 429)).toBe(true);
    const limited = await handle(post({ firstName: 'spam' }));
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(500);
    expect((await limited.json()).error).toMatch(/^Too many requests from this connection\. Please wait \d+ minute/);
    expect((await handle(post(lead(), { 'cf-connecting-ip': '198.51.100.77' }))).status).toBe(200);
    expect(await rows()).toHaveLength(1);
    // The flood stops growing the table at the limit, and expired attempts are cleared as requests come.
    expect((await db.query<{ count: number }>('select count(*)::int as count from request_attempts'))[0]!.count).toBe(31);
    await db.query("update request_attempts set created_at = now() - interval '1 hour'");
    await handle(post(lead(), { 'cf-connecting-ip': '198.51.100.78' }));
    expect((await db.query<{ count: number }>('select count(*)::int as count from request_attempts'))[0]!.count).toBeLessThanOrEqual(12);
    expect((await handle(post(lead()))).status).toBe(200); // the first client's window has passed
  });
});

describe('a form posted without JavaScript', () => {
  const SITE = 'https://www.bluebonnetcyber.example';
  const formPost = (fields: Record<string, string>, headers: Record<string, string> = {}, url = 'http://localhost/functions/v1/contact-form') =>
    new Request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': '203.0.113.7', origin: SITE, ...headers },
      body: new URLSearchParams(fields).toString(),
    });
  const { submissionKey: _, ...fields } = lead();
  // As in production: the site's origin is the one allowed to call.
  const production = { ALLOWED_ORIGINS: SITE };
  const handle = (request: Request, env: Record<string, string> = production, database: Database = db) =>
    createContactHandler({ db: database, settings: settings(env), log: quiet })(request);

  it('stores the lead and sends the browser back to the contact page, saying it was sent, with nothing typed in the address', async () => {
    const response = await handle(formPost({ ...fields, website: '' }));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('https://www.bluebonnetcyber.example/contact#message-sent');
    expect(await rows()).toHaveLength(1);
    expect((await rows())[0]).toMatchObject({ first_name: 'Ada', email: 'ada@analytical.example' });
    // Two visitors of the same static page are two leads (the page has no key of its own to send).
    await handle(formPost({ ...fields, firstName: 'Grace' }));
    expect(await rows()).toHaveLength(2);
  });

  it('names the field and the rule to fix, never the value', async () => {
    const response = await handle(formPost({ ...fields, email: 'ada at analytical' }));
    expect(response.headers.get('location')).toBe('https://www.bluebonnetcyber.example/contact#contact-fix-email-invalid');
    const tooLong = await handle(formPost({ ...fields, firstName: 'A'.repeat(51) }));
    expect(tooLong.headers.get('location')).toMatch(/#contact-fix-firstName-tooLong$/);
    expect(await rows()).toEqual([]);
  });

  it('goes back to SITE_URL from a page it cannot vouch for, and says "not sent" when the database fails', async () => {
    const env = { SITE_URL: 'https://www.example.com/' };
    expect((await handle(formPost(fields), env)).headers.get('location')).toBe('https://www.example.com/contact#message-sent');
    const failing: Database = { query: async () => Promise.reject(new Error('down')) };
    const failed = await handle(formPost(fields), env, failing);
    expect([failed.status, failed.headers.get('location')]).toEqual([303, 'https://www.example.com/contact#message-not-sent']);
  });

  it('never sends the browser to the site an Origin or Referer names unless the function trusts it', async () => {
    const answers = [
      await handle(formPost(fields, { origin: 'https://evil.example' }), {}),
      await handle(formPost(fields, { origin: '', referer: 'https://evil.example/contact' }), {}),
      await handle(formPost(fields, { origin: 'https://evil.example' }), { SITE_URL: SITE }),
    ];
    expect(answers.map((answer) => answer.headers.get('location'))).toEqual([null, null, `${SITE}/contact#message-sent`]);
    // Without a site to go back to, the lead is still stored, and the answer says so in JSON.
    expect(answers[0]!.status).toBe(200);
    expect((await answers[0]!.json()).success).toBe(true);
    expect(await rows()).toHaveLength(3);
  });

  it('goes back to the function\'s own origin, where `site serve` has the site', async () => {
    const response = await handle(formPost(fields, { origin: 'http://localhost:4321' }, 'http://localhost:4321/functions/v1/contact-form'), {});
    expect(response.headers.get('location')).toBe('http://localhost:4321/contact#message-sent');
  });

  it('under `site serve`, goes back to the server itself, even when SITE_URL names the public site', async () => {
    const local = localFunctions(db, { contactEmail: 'hello@example.com', siteUrl: 'http://127.0.0.1:4321' }, { SITE_URL: 'https://www.example.com' });
    const handler = local.handlers.get('contact-form')!;
    const response = await handler(formPost(fields, { origin: 'https://evil.example' }, 'http://127.0.0.1:4321/functions/v1/contact-form'));
    expect(response.headers.get('location')).toBe('http://127.0.0.1:4321/contact#message-sent');
  });

  it('subscribes to the newsletter and goes back to the blog', async () => {
    const handler = createNewsletterHandler({ db, settings: settings(production), log: quiet });
    const response = await handler(formPost({ email: 'reader@example.com' }, {}, 'http://localhost/functions/v1/newsletter-subscribe'));
    expect(response.headers.get('location')).toBe('https://www.bluebonnetcyber.example/blog#subscribed');
    const invalid = await handler(formPost({ email: 'nope' }, {}, 'http://localhost/functions/v1/newsletter-subscribe'));
    expect(invalid.headers.get('location')).toBe('https://www.bluebonnetcyber.example/blog#newsletter-fix-email-invalid');
  });
});

describe('newsletter-subscribe', () => {
  const handle = (body: unknown, env?: Record<string, string>) =>
    createNewsletterHandler({ db, settings: settings(env), log: quiet })(post(body));
  const subscribers = () => db.query<{ email: string }>('select email from newsletter_subscribers');

  it('subscribes an address, and a second time is the same success without a second row', async () => {
    const first = await handle({ email: 'Ada@Example.com' });
    const second = await handle({ email: 'ada@example.com ' });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await second.json()).toEqual(await first.json());
    expect(await subscribers()).toEqual([{ email: 'Ada@Example.com' }]);
  });

  it('answers 422 for an address that is not one', async () => {
    const response = await handle({ email: 'not an address' });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: 'Please enter a valid email address', fields: { email: 'Please enter a valid email address' } });
  });

  it('follows the same rules: POST JSON only, rate limit', async () => {
    const handler = createNewsletterHandler({ db, settings: settings({ RATE_LIMIT_MAX: '2' }), log: quiet });
    expect((await handler(new Request('http://localhost/x'))).status).toBe(405);
    await handler(post({ email: 'a@example.com' }));
    await handler(post({ email: 'b@example.com' }));
    expect((await handler(post({ email: 'c@example.com' }))).status).toBe(429);
  });
});
