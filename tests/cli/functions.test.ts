// The Edge Functions' handlers on a real Postgres (PGlite, with the project's migrations).
import { createHmac } from 'node:crypto';
import { inspect } from 'node:util';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { localFunctions } from '../../cli/backend/functions.ts';
import { openLocalDatabase, type LocalDatabase } from '../../cli/backend/local-database.ts';
import { projectRoot } from '../support/project-copy.ts';
import { countedAs, networkOf } from '../../supabase/functions/_shared/client-address.ts';
import { createContactHandler } from '../../supabase/functions/_shared/contact-handler.ts';
import { hashClient, MAX_BODY_BYTES } from '../../supabase/functions/_shared/http.ts';
import { validateContact } from '../../supabase/functions/_shared/contact-schema.ts';
import { DatabaseUnavailableError, type Database } from '../../supabase/functions/_shared/database.ts';
import { createNewsletterHandler } from '../../supabase/functions/_shared/newsletter-handler.ts';
import { settingsFromEnv, UNSET_HASH_SALT, type FunctionSettings } from '../../supabase/functions/_shared/settings.ts';

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

/** The statements that store a lead or a subscriber (supabase/functions/_shared/storage.ts). */
const STORING = /store_contact_submission|store_newsletter_subscriber/;

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
    const text = await handle(
      new Request('http://localhost/x', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hi' }),
    );
    expect(text.status).toBe(415);
    const large = await handle(post({ ...lead(), message: 'x'.repeat(17 * 1024) }));
    expect(large.status).toBe(413);
    const broken = await handle(post('{"firstName": '));
    expect(broken.status).toBe(400);
    for (const response of [text, large, broken]) expect((await response.json()).error).toMatch(/\w+ \w+/);
    expect(await rows()).toEqual([]);
  });

  it('answers a chunked body of megabytes 413 after reading no more than the limit and a chunk', async () => {
    const CHUNK = 64 * 1024;
    /** A body of 4 MB that says nothing of its length, made as it is read, counting what was taken. */
    const countedBody = () => {
      const counted = { pulled: 0 };
      const stream = new ReadableStream<Uint8Array>(
        {
          pull(controller) {
            if (counted.pulled >= 4 * 1024 * 1024) return controller.close();
            counted.pulled += CHUNK;
            controller.enqueue(new Uint8Array(CHUNK).fill(120));
          },
        },
        { highWaterMark: 0 },
      );
      return { stream, counted };
    };
    for (const handler of [
      createContactHandler({ db, settings: settings(), log: quiet }),
      createNewsletterHandler({ db, settings: settings(), log: quiet }),
    ]) {
      const { stream, counted } = countedBody();
      const init: RequestInit & { duplex: 'half' } = {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: stream,
        duplex: 'half',
      };
      const response = await handler(new Request('http://localhost/functions/v1/contact-form', init));
      expect([response.status, (await response.json()).error]).toEqual([
        413,
        'That message is too large to send. Please shorten it.',
      ]);
      expect(counted.pulled).toBeLessThanOrEqual(MAX_BODY_BYTES + CHUNK);
    }
  });

  it('answers a body that breaks off on the way (the connection dropped) 400, not 500', async () => {
    const breaking = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"firstName": "Ada"'));
        controller.error(new Error('aborted'));
      },
    });
    const init: RequestInit & { duplex: 'half' } = {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: breaking,
      duplex: 'half',
    };
    const response = await handle(new Request('http://localhost/functions/v1/contact-form', init));
    expect([response.status, (await response.json()).error]).toEqual([
      400,
      'The form data could not be read. Please reload the page and try again.',
    ]);
  });

  it("answers 422 with the form's messages per field", async () => {
    const response = await handle(post({ ...lead(), firstName: 'x'.repeat(51), email: 'nope' }));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: 'Please correct the highlighted fields.',
      fields: { firstName: 'First name must be less than 50 characters', email: 'Please enter a valid email address' },
    });
  });

  it("answers 422 with the field's message, never 500, for whatever the database would refuse", async () => {
    const cases: [Record<string, string>, Record<string, string>][] = [
      [{ phone: '1'.repeat(101) }, { phone: 'Phone number must be less than 100 characters' }],
      [{ employees: 'x'.repeat(101) }, { employees: 'Number of employees must be less than 100 characters' }],
      [
        { firstName: 'A\u0000' },
        { firstName: 'First name contains a character that cannot be saved; please remove it.' },
      ],
      [{ message: 'x\ud800y' }, { message: 'Message contains a character that cannot be saved; please remove it.' }],
      [{ company: '\udfff' }, { company: 'Company name contains a character that cannot be saved; please remove it.' }],
    ];
    for (const [change, fields] of cases) {
      const response = await handle(post({ ...lead(), ...change }));
      expect([response.status, await response.json()]).toEqual([
        422,
        { error: 'Please correct the highlighted fields.', fields },
      ]);
    }
    expect(await rows()).toEqual([]);
    // The visitor can fix it and send again: the same lead within the limits is stored.
    expect((await handle(post({ ...lead(), phone: '1'.repeat(100) }))).status).toBe(200);
  });

  it("refuses bytes that are not UTF-8 with the field's message, never repairing them in silence", async () => {
    const body = Buffer.from(JSON.stringify({ ...lead(), firstName: 'Ad#a', company: 'Caf# LLC' }));
    for (const at of [body.indexOf('#'), body.lastIndexOf('#')]) body[at] = 0xe9; // Latin-1's é, alone: not UTF-8
    const response = await handle(
      new Request('http://localhost/x', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'cf-connecting-ip': '203.0.113.7' },
        body,
      }),
    );
    expect(response.status).toBe(422);
    expect((await response.json()).fields).toEqual({
      firstName: 'First name contains a character that cannot be saved; please remove it.',
      company: 'Company name contains a character that cannot be saved; please remove it.',
    });
    expect(await rows()).toEqual([]);
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

  it('answers a filled honeypot like a success, and stores nothing, whatever it holds that is not empty', async () => {
    for (const website of ['http://spam.example', ' ', ['spam'], 1, 0, true, false, null, { url: 'x' }]) {
      const response = await handle(post({ ...lead(), website }));
      expect(response.status, JSON.stringify(website)).toBe(200);
      expect((await response.json()).success).toBe(true);
    }
    const subscribe = createNewsletterHandler({ db, settings: settings(), log: quiet });
    for (const website of [['spam'], 1, null]) {
      expect((await subscribe(post({ email: 'bot@example.com', website }))).status).toBe(200);
    }
    expect(await rows()).toEqual([]);
    expect(await db.query('select * from newsletter_subscribers')).toEqual([]);
    // Empty, as the page's script and the plain form send it, or left out, the lead is kept.
    expect((await handle(post({ ...lead(), website: '' }))).status).toBe(200);
    expect((await handle(post(lead()))).status).toBe(200);
    expect(await rows()).toHaveLength(2);
  });

  it('refuses a name, company or message of invisible characters only (zero-width spaces) as empty', async () => {
    const response = await handle(
      post({ ...lead(), firstName: '\u200b\u200b', company: '\u2800', message: '\u200d\u00ad' }),
    );
    expect(response.status).toBe(422);
    expect((await response.json()).fields).toEqual({
      firstName: 'First name is required',
      company: 'Company name is required',
      message: 'Message is required',
    });
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
    expect((await limited.json()).error).toMatch(
      /^You have sent several messages in a short time\. Please wait \d+ minute/,
    );
    expect((await handle(post(lead(), { 'cf-connecting-ip': '198.51.100.2' }))).status).toBe(200); // another address
    expect((await handle(post(lead()), { RATE_LIMIT_MAX: '10' })).status).toBe(200); // the limit is a setting
  });

  it('answers the CORS preflight with the headers supabase-js sends', async () => {
    const preflight = await handle(
      new Request('http://localhost/x', { method: 'OPTIONS', headers: { origin: 'https://site.example' } }),
    );
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toBe(
      'authorization, x-client-info, apikey, content-type',
    );
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
        if (STORING.test(sql)) throw new Error('disk full');
        return db.query(sql, params);
      },
    };
    const response = await handle(post(lead()), {}, failing);
    expect(response.status).toBe(500);
    const answer = await response.json();
    expect(answer.success).toBeUndefined();
    expect(answer.error).toBe(
      'We could not save your message just now. Please try again in a few minutes, or write to us at hello@bluebonnetcyber.example.',
    );
    expect(await rows()).toEqual([]);
  });

  it('answers 503 with Retry-After and the same way to reach us when the database is out of reach or too slow', async () => {
    const unavailable: Database = {
      query: async () => Promise.reject(new DatabaseUnavailableError('no answer within 3000 ms')),
    };
    const response = await handle(post(lead()), {}, unavailable);
    expect([response.status, response.headers.get('retry-after')]).toEqual([503, '60']);
    expect((await response.json()).error).toBe(
      'We could not save your message just now. Please try again in a few minutes, or write to us at hello@bluebonnetcyber.example.',
    );
    const newsletter = await createNewsletterHandler({ db: unavailable, settings: settings(), log: quiet })(
      post({ email: 'ada@analytical.example' }),
    );
    expect(newsletter.status).toBe(503);
  });

  it('logs what failed in the database (code, constraint, table), never the lead', async () => {
    // postgres.js's errors carry the row in `detail` and the values in `parameters`; PGlite's in `detail` and `params`.
    const postgresJsError = Object.assign(
      new Error(
        'new row for relation "contact_submissions" violates check constraint "contact_submissions_phone_check"',
      ),
      {
        name: 'PostgresError',
        severity: 'ERROR',
        code: '23514',
        detail:
          'Failing row contains (Ada, Lovelace, ada@analytical.example, Analytical Engines LLC, We keep getting fake invoices.).',
        schema_name: 'public',
        table_name: 'contact_submissions',
        constraint_name: 'contact_submissions_phone_check',
        parameters: ['Ada', 'Lovelace', 'ada@analytical.example'],
      },
    );
    const failures: Database[] = [
      { query: async (sql, params) => (STORING.test(sql) ? Promise.reject(postgresJsError) : db.query(sql, params)) },
      // A real PGlite error: the same insert with a value the CHECK constraint refuses.
      {
        query: async (sql, params = []) =>
          db.query(
            sql,
            STORING.test(sql) ? params.map((param, index) => (index === 5 ? '1'.repeat(101) : param)) : params,
          ),
      },
    ];
    for (const failing of failures) {
      const log = { warn: vi.fn(), error: vi.fn() };
      const response = await createContactHandler({ db: failing, settings: settings(), log })(post(lead()));
      expect(response.status).toBe(500);
      const logged = inspect(log.error.mock.calls, { depth: 10, showHidden: true });
      for (const typed of ['Ada', 'Lovelace', 'analytical.example', 'Analytical Engines', 'fake invoices'])
        expect(logged).not.toContain(typed);
      expect(log.error).toHaveBeenCalledWith(
        'contact-form: could not store the submission',
        expect.objectContaining({
          code: '23514',
          constraint: 'contact_submissions_phone_check',
          table: 'contact_submissions',
        }),
      );
    }
    const log = { warn: vi.fn(), error: vi.fn() };
    const newsletter = createNewsletterHandler({ db: failures[0]!, settings: settings(), log });
    expect((await newsletter(post({ email: 'ada@analytical.example' }))).status).toBe(500);
    expect(inspect(log.error.mock.calls, { depth: 10, showHidden: true })).not.toContain('analytical.example');
  });

  it("answers the visitor without waiting for the team's notification, which tells of the stored lead", async () => {
    let release = () => {};
    const hook = vi.fn(() => new Promise<Response>((resolve) => (release = () => resolve(new Response('ok')))));
    const tasks: Promise<void>[] = [];
    const handler = createContactHandler({
      db,
      settings: settings({ NOTIFY_WEBHOOK_URL: 'https://hooks.slack.com/services/T0/B0/x' }),
      fetch: hook,
      log: quiet,
      background: (task) => tasks.push(task),
    });
    // The hook has not answered, and will not until released: the visitor has theirs all the same.
    const response = await handler(post(lead()));
    expect(response.status).toBe(200);
    const { id } = await response.json();
    expect((await rows()).map((row) => row.id)).toEqual([id]);
    expect(tasks).toHaveLength(1);
    release();
    await Promise.all(tasks);
    const [url, init] = hook.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://hooks.slack.com/services/T0/B0/x');
    const body = JSON.parse(init.body as string);
    expect(body.text).toBe('New lead from the contact form');
    expect(JSON.stringify(body.blocks)).toContain(id);
  });

  it('loses no lead when the notification webhook fails, and says so in the log', async () => {
    const broken = vi.fn(async () => {
      throw new TypeError('fetch failed');
    });
    const tasks: Promise<void>[] = [];
    const log = { warn: vi.fn(), error: vi.fn() };
    const handler = createContactHandler({
      db,
      settings: settings({ NOTIFY_WEBHOOK_URL: 'https://hooks.example/lead' }),
      fetch: broken,
      log,
      background: (task) => tasks.push(task),
      sleep: async () => undefined,
    });
    const response = await handler(post(lead()));
    expect(response.status).toBe(200);
    await Promise.all(tasks);
    expect(log.error).toHaveBeenCalledWith(
      expect.stringMatching(
        /^contact-form: the notification webhook could not be reached \(TypeError\) after \d attempts; lead [0-9a-f-]+ is stored but was not announced\.$/,
      ),
    );
    expect(await rows()).toHaveLength(1);
  });
});

describe('who is asking: the address the platform vouches for', () => {
  const handle = (request: Request, env?: Record<string, string>) =>
    createContactHandler({ db, settings: settings(env), log: quiet })(request);

  it('ignores a spoofed X-Forwarded-For: rotating it gives no fresh limit', async () => {
    const spoofed = () => ({
      'x-forwarded-for': `10.0.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 255)}`,
    });
    for (let i = 0; i < 5; i++) expect((await handle(post(lead(), spoofed()))).status).toBe(200);
    expect((await handle(post(lead(), spoofed()))).status).toBe(429);
  });

  it('behind proxies that append to X-Forwarded-For, reads the entry the last trusted one wrote, never the leftmost', async () => {
    const env = { CLIENT_IP_HEADER: 'X-Forwarded-For', TRUSTED_PROXIES: '1' };
    const via = (claimed: string, seen: string) => ({
      'cf-connecting-ip': '',
      'x-forwarded-for': `${claimed}, ${seen}`,
    });
    for (let i = 0; i < 5; i++)
      expect((await handle(post(lead(), via(`192.0.2.${i}`, '198.51.100.9')), env)).status).toBe(200);
    expect((await handle(post(lead(), via('192.0.2.200', '198.51.100.9')), env)).status).toBe(429);
    expect((await handle(post(lead(), via('192.0.2.200', '198.51.100.10')), env)).status).toBe(200);
  });

  it('counts an IPv6 client by its /64, however the address is written, and an IPv4 address written as IPv6 as itself', async () => {
    const rotating = Array.from({ length: 7 }, (_, i) => `2001:db8:1:2::${(i + 1).toString(16)}`);
    const statuses = [];
    for (const address of rotating) statuses.push((await handle(post(lead(), { 'cf-connecting-ip': address }))).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect((await handle(post(lead(), { 'cf-connecting-ip': '2001:db8:1:3::1' }))).status).toBe(200); // the next /64

    const oneAddress = [
      '2001:db8:5::1',
      '2001:DB8:5::1',
      '2001:0db8:0005:0000:0000:0000:0000:0001',
      '[2001:db8:5::1]',
      '2001:db8:5:0:ffff::9',
    ];
    expect(new Set(oneAddress.map(countedAs))).toEqual(new Set(['2001:db8:5:0::/64']));
    expect(countedAs('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(countedAs(' 203.0.113.7 ')).toBe('203.0.113.7');
    for (let i = 0; i < 5; i++)
      expect((await handle(post(lead(), { 'cf-connecting-ip': '203.0.113.9' }))).status).toBe(200);
    expect((await handle(post(lead(), { 'cf-connecting-ip': '::ffff:203.0.113.9' }))).status).toBe(429);
  });

  it('counts the /48 too, four times looser: rotating /64s inside one /48 gives no fresh limits', async () => {
    // Each /64 of 2001:db8:7::/48 sends one lead: 20 pass (4 x 5), the 21st /64 is refused, a /64 of
    // another /48 is not, and one /64 still stops at its own 5.
    const statuses = [];
    for (let i = 1; i <= 21; i++)
      statuses.push((await handle(post(lead(), { 'cf-connecting-ip': `2001:db8:7:${i.toString(16)}::1` }))).status);
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect((await handle(post(lead(), { 'cf-connecting-ip': '2001:db8:8:1::1' }))).status).toBe(200);
    expect(networkOf('2001:DB8:7:ab::1')).toBe('2001:db8:7::/48');
    expect(networkOf('[2001:0db8:0007:ffff::9]')).toBe('2001:db8:7::/48');
    expect(networkOf('203.0.113.7')).toBeUndefined();
    expect(networkOf('::ffff:203.0.113.7')).toBeUndefined();

    // The attempt limit: 120 attempts (4 x 30) from 120 /64s of one /48, then 429 for the whole /48.
    const attempts = [];
    for (let i = 1; i <= 121; i++)
      attempts.push(
        (await handle(post({ firstName: 'spam' }, { 'cf-connecting-ip': `2001:db8:9:${i.toString(16)}::1` }))).status,
      );
    expect(attempts.filter((status) => status === 422)).toHaveLength(120);
    expect(attempts[120]).toBe(429);
    expect((await handle(post(lead(), { 'cf-connecting-ip': '2001:db8:9:ffff::1' }))).status).toBe(429);
    expect((await handle(post(lead(), { 'cf-connecting-ip': '2001:db8:a:1::1' }))).status).toBe(200);

    // The newsletter's sign-ups: 5 per /64, 20 per /48.
    const signUp = createNewsletterHandler({ db, settings: settings(), log: quiet });
    const signUps = [];
    for (let i = 1; i <= 21; i++)
      signUps.push(
        (
          await signUp(
            post({ email: `reader${i}@example.com` }, { 'cf-connecting-ip': `2001:db8:b:${i.toString(16)}::1` }),
          )
        ).status,
      );
    expect(signUps.filter((status) => status === 200)).toHaveLength(20);
    expect(signUps[20]).toBe(429);
  });

  it('counts a caller under an HMAC-SHA-256 of its address keyed by CLIENT_HASH_SALT, never a plain hash', async () => {
    await handle(post(lead(), { 'cf-connecting-ip': '203.0.113.7' }), { CLIENT_HASH_SALT: 'a long random secret' });
    const [stored] = await rows();
    const expected = createHmac('sha256', 'a long random secret').update('203.0.113.7').digest('hex');
    expect(stored!.client_hash).toBe(expected);
  });

  it('warns at start when CLIENT_HASH_SALT is not set, and still stores leads', async () => {
    for (const create of [createContactHandler, createNewsletterHandler]) {
      const unset = { warn: vi.fn(), error: vi.fn() };
      create({ db, settings: settings(), log: unset });
      expect(unset.warn).toHaveBeenCalledWith(expect.stringMatching(/: CLIENT_HASH_SALT is not set, so the hashes/));
      const set = { warn: vi.fn(), error: vi.fn() };
      create({ db, settings: settings({ CLIENT_HASH_SALT: 'secret' }), log: set });
      expect(set.warn).not.toHaveBeenCalledWith(expect.stringContaining('CLIENT_HASH_SALT'));
    }
    expect((await handle(post(lead()))).status).toBe(200);
  });

  it('under `site serve`, counts callers under a salt of its own, not the unset one', async () => {
    const local = localFunctions(db, { contactEmail: 'hello@example.com', siteUrl: 'http://127.0.0.1:4321' }, {});
    await local.handlers.get('contact-form')!(post(lead(), { 'cf-connecting-ip': '203.0.113.7' }));
    const [stored] = await rows();
    expect(stored!.client_hash).not.toBe(await hashClient('203.0.113.7', UNSET_HASH_SALT));
    expect(stored!.client_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('serves requests without the configured address header without the limits, and says once, loudly, which header is missing', async () => {
    const log = { warn: vi.fn(), error: vi.fn() };
    const handleWithout = createContactHandler({ db, settings: settings({ CLIENT_IP_HEADER: 'X-Real-IP' }), log });
    // Counted as one client, 31 of these would lock every such visitor out for ten minutes.
    for (let i = 0; i < 40; i++) expect((await handleWithout(post({ firstName: 'spam' }))).status).toBe(422);
    for (let i = 0; i < 7; i++) expect((await handleWithout(post(lead()))).status).toBe(200);
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error.mock.calls[0]![0]).toMatch(
      /^contact-form: a request came without the client address header x-real-ip \(CLIENT_IP_HEADER\)/,
    );
    // With the header, the limits hold as ever.
    for (let i = 0; i < 5; i++)
      expect((await handleWithout(post(lead(), { 'x-real-ip': '198.51.100.90' }))).status).toBe(200);
    expect((await handleWithout(post(lead(), { 'x-real-ip': '198.51.100.90' }))).status).toBe(429);
  });

  it('holds both limits under a burst: 60 requests at once from one address store exactly 5, and exactly 30 get past the attempt limit', async () => {
    // Answers come back after a few milliseconds, as over a network: the requests' steps interleave.
    const overNetwork: Database = {
      query: async (sql, params) => {
        const answer = await db.query(sql, params);
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 3));
        return answer as never;
      },
    };
    const answers = await Promise.all(
      Array.from({ length: 60 }, () =>
        createContactHandler({ db: overNetwork, settings: settings(), log: quiet })(post(lead())),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(55);
    expect(await rows()).toHaveLength(5);
    expect((await db.query<{ count: number }>('select count(*)::int as count from request_attempts'))[0]!.count).toBe(
      30,
    );
    const signUps = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        createNewsletterHandler({ db: overNetwork, settings: settings(), log: quiet })(
          post({ email: `reader${i}@example.com` }, { 'cf-connecting-ip': '198.51.100.40' }),
        ),
      ),
    );
    expect(signUps.filter((answer) => answer.status === 200)).toHaveLength(5);
    expect(
      (await db.query<{ count: number }>('select count(*)::int as count from newsletter_subscribers'))[0]!.count,
    ).toBe(5);
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
    expect((await db.query<{ count: number }>('select count(*)::int as count from request_attempts'))[0]!.count).toBe(
      31,
    );
    await db.query("update request_attempts set created_at = now() - interval '1 hour'");
    await handle(post(lead(), { 'cf-connecting-ip': '198.51.100.78' }));
    expect(
      (await db.query<{ count: number }>('select count(*)::int as count from request_attempts'))[0]!.count,
    ).toBeLessThanOrEqual(12);
    expect((await handle(post(lead()))).status).toBe(200); // the first client's window has passed
  });
});

describe('a form posted without JavaScript', () => {
  const SITE = 'https://www.bluebonnetcyber.example';
  const formPost = (
    fields: Record<string, string>,
    headers: Record<string, string> = {},
    url = 'http://localhost/functions/v1/contact-form',
  ) =>
    new Request(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'cf-connecting-ip': '203.0.113.7',
        origin: SITE,
        ...headers,
      },
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

  it('refuses a field whose percent-escapes are not UTF-8 (%E9 for é in Latin-1), naming it, and keeps a stray % as typed', async () => {
    // The typed message last: the last of two values of a field is the one kept.
    const send = (typed: string) =>
      handle(
        new Request('http://localhost/functions/v1/contact-form', {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'cf-connecting-ip': '203.0.113.7',
            origin: SITE,
          },
          body: `${new URLSearchParams(fields)}&${typed}`,
        }),
        production,
      );
    const refused = await send('message=Caf%E9+au+lait');
    expect(refused.headers.get('location')).toBe(`${SITE}/contact#contact-fix-message-unsavable`);
    const kept = await send('message=100%+sure');
    expect(kept.headers.get('location')).toBe(`${SITE}/contact#message-sent`);
    expect((await rows()).map((row) => row.message)).toEqual(['100% sure']);
  });

  it('names the field and the rule to fix, never the value', async () => {
    const response = await handle(formPost({ ...fields, email: 'ada at analytical' }));
    expect(response.headers.get('location')).toBe(
      'https://www.bluebonnetcyber.example/contact#contact-fix-email-invalid',
    );
    const tooLong = await handle(formPost({ ...fields, firstName: 'A'.repeat(51) }));
    expect(tooLong.headers.get('location')).toMatch(/#contact-fix-firstName-tooLong$/);
    const longPhone = await handle(formPost({ ...fields, phone: '1'.repeat(101) }));
    expect(longPhone.headers.get('location')).toMatch(/#contact-fix-phone-tooLong$/);
    const nul = await handle(formPost({ ...fields, company: 'Analytical\u0000Engines' }));
    expect(nul.headers.get('location')).toMatch(/#contact-fix-company-unsavable$/);
    expect(await rows()).toEqual([]);
  });

  it('goes back to SITE_URL from a page it cannot vouch for, and says "not sent" when the database fails', async () => {
    const env = { SITE_URL: 'https://www.example.com/' };
    expect((await handle(formPost(fields), env)).headers.get('location')).toBe(
      'https://www.example.com/contact#message-sent',
    );
    const failing: Database = { query: async () => Promise.reject(new Error('down')) };
    const failed = await handle(formPost(fields), env, failing);
    expect([failed.status, failed.headers.get('location')]).toEqual([
      303,
      'https://www.example.com/contact#message-not-sent',
    ]);
  });

  it("goes back under SITE_URL's path, where a site under one (a GitHub Pages project site) has its pages", async () => {
    const env = {
      SITE_URL: 'https://acme.github.io/site',
      ALLOWED_ORIGINS: 'https://acme.github.io, https://preview.example',
    };
    const fromTheSite = await handle(formPost(fields, { origin: 'https://acme.github.io' }), env);
    expect(fromTheSite.headers.get('location')).toBe('https://acme.github.io/site/contact#message-sent');
    const newsletter = createNewsletterHandler({ db, settings: settings(env), log: quiet });
    const subscribed = await newsletter(
      formPost(
        { email: 'reader@example.com' },
        { origin: 'https://acme.github.io' },
        'http://localhost/functions/v1/newsletter-subscribe',
      ),
    );
    expect(subscribed.headers.get('location')).toBe('https://acme.github.io/site/blog#subscribed');
    // Another origin the function trusts has the site at its root.
    const fromAPreview = await handle(formPost(fields, { origin: 'https://preview.example' }), env);
    expect(fromAPreview.headers.get('location')).toBe('https://preview.example/contact#message-sent');
  });

  it('never sends the browser to the site an Origin or Referer names unless the function trusts it', async () => {
    const answers = [
      await handle(formPost(fields, { origin: 'https://evil.example' }), {}),
      await handle(formPost(fields, { origin: '', referer: 'https://evil.example/contact' }), {}),
      await handle(formPost(fields, { origin: 'https://evil.example' }), { SITE_URL: SITE }),
    ];
    expect(answers.map((answer) => answer.headers.get('location'))).toEqual([
      null,
      null,
      `${SITE}/contact#message-sent`,
    ]);
    // Without a site to go back to, the lead is still stored, and the answer says so in JSON.
    expect(answers[0]!.status).toBe(200);
    expect((await answers[0]!.json()).success).toBe(true);
    expect(await rows()).toHaveLength(3);
  });

  it('with SITE_URL or ALLOWED_ORIGINS set, sends back only to those, whatever Host the request names', async () => {
    // An attacker's form posting to the function with a Host of their own and an Origin to match.
    const forged = () =>
      formPost(fields, { origin: 'https://evil.example' }, 'https://evil.example/functions/v1/contact-form');
    expect((await handle(forged(), { SITE_URL: SITE })).headers.get('location')).toBe(`${SITE}/contact#message-sent`);
    expect((await handle(forged(), { ALLOWED_ORIGINS: SITE })).headers.get('location')).toBeNull(); // JSON, in place
    expect(
      (await handle(formPost(fields), { ALLOWED_ORIGINS: `https://other.example, ${SITE}` })).headers.get('location'),
    ).toBe(`${SITE}/contact#message-sent`);
  });

  it("goes back to the function's own origin, where `site serve` has the site", async () => {
    const response = await handle(
      formPost(fields, { origin: 'http://localhost:4321' }, 'http://localhost:4321/functions/v1/contact-form'),
      {},
    );
    expect(response.headers.get('location')).toBe('http://localhost:4321/contact#message-sent');
  });

  it('under `site serve`, goes back to the server itself, even when SITE_URL names the public site', async () => {
    const local = localFunctions(
      db,
      { contactEmail: 'hello@example.com', siteUrl: 'http://127.0.0.1:4321' },
      { SITE_URL: 'https://www.example.com' },
    );
    const handler = local.handlers.get('contact-form')!;
    const response = await handler(
      formPost(fields, { origin: 'https://evil.example' }, 'http://127.0.0.1:4321/functions/v1/contact-form'),
    );
    expect(response.headers.get('location')).toBe('http://127.0.0.1:4321/contact#message-sent');
  });

  it('subscribes to the newsletter and goes back to the blog', async () => {
    const handler = createNewsletterHandler({ db, settings: settings(production), log: quiet });
    const response = await handler(
      formPost({ email: 'reader@example.com' }, {}, 'http://localhost/functions/v1/newsletter-subscribe'),
    );
    expect(response.headers.get('location')).toBe('https://www.bluebonnetcyber.example/blog#subscribed');
    const invalid = await handler(
      formPost({ email: 'nope' }, {}, 'http://localhost/functions/v1/newsletter-subscribe'),
    );
    expect(invalid.headers.get('location')).toBe(
      'https://www.bluebonnetcyber.example/blog#newsletter-fix-email-invalid',
    );
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
    expect(await response.json()).toEqual({
      error: 'Please enter a valid email address',
      fields: { email: 'Please enter a valid email address' },
    });
  });

  it('answers 422, never 500, for an address the database could not keep', async () => {
    const message = 'Email contains a character that cannot be saved; please remove it.';
    for (const email of ['reader\u0000@example.com', 'reader@example.com\ud800']) {
      const response = await handle({ email });
      expect([response.status, await response.json()]).toEqual([422, { error: message, fields: { email: message } }]);
    }
    expect(await subscribers()).toEqual([]);
  });

  it('follows the same rules: POST JSON only, rate limit', async () => {
    const handler = createNewsletterHandler({ db, settings: settings({ RATE_LIMIT_MAX: '2' }), log: quiet });
    expect((await handler(new Request('http://localhost/x'))).status).toBe(405);
    await handler(post({ email: 'a@example.com' }));
    await handler(post({ email: 'b@example.com' }));
    expect((await handler(post({ email: 'c@example.com' }))).status).toBe(429);
  });
});

describe('whatever arrives', () => {
  const SITE = 'https://www.bluebonnetcyber.example';
  // Two ways to run: nothing set (as `site serve` would without its SITE_URL), and set as in production.
  const configurations: Record<string, string>[] = [{}, { ALLOWED_ORIGINS: SITE, SITE_URL: SITE }];
  const unlimited = { RATE_LIMIT_MAX: '1000000', ATTEMPT_LIMIT_MAX: '1000000' };

  // Text a visitor, a broken client or an attacker may send: anything in UTF-16 (lone surrogates and
  // NUL included), values around and past every limit, and values that are not text at all.
  const anyChar = fc.oneof(
    fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)),
    fc.constantFrom('\u0000', '\ud800', '\udfff', '😀', 'a', ' ', '@'),
  );
  const value = fc.oneof(
    fc.string({ unit: anyChar, maxLength: 40 }),
    fc.constantFrom('', '   ', 'Ada', 'a@b.co', 'ada@analytical.example', 'A\u0000', '\ud800', '<!channel>'),
    fc
      .tuple(fc.constantFrom('x', '1', 'é', '😀', '\u0000'), fc.integer({ min: 40, max: 1100 }))
      .map(([text, times]) => text.repeat(times)),
    fc.anything({ maxDepth: 2 }),
  );
  const lead = fc.record(
    {
      firstName: value,
      lastName: value,
      email: fc.oneof(value, fc.emailAddress()),
      company: value,
      phone: value,
      employees: value,
      message: value,
      submissionKey: fc.oneof(fc.uuid(), value),
      website: fc.constantFrom(undefined, '', ' ', 'http://spam.example'),
    },
    { requiredKeys: [] },
  );
  // Most faults only show once every other field is right: a valid lead with a few fields changed.
  const validLead = fc.record({
    firstName: fc.constantFrom('Ada', ' Grace '),
    lastName: fc.constantFrom('Lovelace', 'Hopper'),
    email: fc.constantFrom('ada@analytical.example', 'GRACE@navy.example'),
    company: fc.constantFrom('Analytical Engines LLC', 'US Navy'),
    message: fc.constantFrom('We keep getting fake invoices.', 'Help.'),
    submissionKey: fc.uuid(),
  });
  const field = fc.constantFrom(
    'firstName',
    'lastName',
    'email',
    'company',
    'phone',
    'employees',
    'message',
    'submissionKey',
    'website',
  );
  const changedLead = fc
    .tuple(validLead, fc.dictionary(field, value, { maxKeys: 2 }))
    .map(([valid, changes]) => ({ ...valid, ...changes }));
  const body = fc.oneof(
    { weight: 3, arbitrary: changedLead },
    { weight: 1, arbitrary: lead },
    { weight: 1, arbitrary: fc.anything({ maxDepth: 2 }) },
  );
  const headers = fc.record(
    {
      'content-type': fc.constantFrom(
        'application/json',
        'application/json; charset=utf-8',
        'APPLICATION/JSON',
        'application/x-www-form-urlencoded',
        'application/x-www-form-urlencoded; charset=UTF-8',
        'text/plain',
        'multipart/form-data',
      ),
      origin: fc.constantFrom(SITE, 'https://evil.example', 'http://localhost', 'null', 'not a url'),
      referer: fc.constantFrom(`${SITE}/contact`, 'https://evil.example/contact', 'http://localhost/contact', '::'),
      'content-length': fc.constantFrom('0', '5', '16385', '999999999', 'abc', '-1'),
    },
    { requiredKeys: [] },
  );
  const method = fc.oneof(
    { weight: 6, arbitrary: fc.constant('POST') },
    { weight: 1, arbitrary: fc.constantFrom('PUT', 'PATCH', 'DELETE', 'OPTIONS', 'GET') },
  );

  /** The request, and the body as the function will read it (a form's fields are all text). */
  const request = (url: string, sent: { method: string; body: unknown; headers: Record<string, string> }) => {
    const isForm = /x-www-form-urlencoded/i.test(sent.headers['content-type'] ?? '');
    // A web form sends every field it has as text, and none it does not have.
    const asText = (field: unknown) => (typeof field === 'string' ? field : (JSON.stringify(field) ?? ''));
    const fields =
      sent.body && typeof sent.body === 'object'
        ? Object.entries(sent.body).flatMap(([name, field]) => (field === undefined ? [] : [[name, asText(field)]]))
        : [];
    const text = isForm ? new URLSearchParams(fields).toString() : (JSON.stringify(sent.body) ?? 'null');
    const received: Record<string, unknown> = isForm
      ? Object.fromEntries(new URLSearchParams(text))
      : { ...(JSON.parse(text) as object) };
    const headers = { 'cf-connecting-ip': '203.0.113.50', ...sent.headers };
    return {
      request: new Request(url, { method: sent.method, headers, body: sent.method === 'GET' ? undefined : text }),
      received,
    };
  };
  const honeypotFilled = (received: Record<string, unknown>) =>
    Object.hasOwn(received, 'website') && received.website !== '';
  /** A redirect may only go back to the site: SITE_URL, an allowed origin, or the function's own. */
  const expectOnSite = (response: Response, env: Record<string, string>) => {
    const location = response.headers.get('location');
    if (location === null) return;
    const sites = [env.SITE_URL ?? 'http://localhost', 'http://localhost'];
    expect(sites.some((site) => location.startsWith(`${site}/`))).toBe(true);
  };
  const count = async (table: string) =>
    (await db.query<{ count: number }>(`select count(*)::int as count from ${table}`))[0]!.count;

  it.each(configurations)(
    'contact-form (%o): never a 5xx, never a redirect off the site, and a lead is stored exactly when the answer says so',
    async (env) => {
      const handler = createContactHandler({ db, settings: settings({ ...unlimited, ...env }), log: quiet });
      await fc.assert(
        fc.asyncProperty(method, body, headers, async (verb, sent, sentHeaders) => {
          const before = await count('contact_submissions');
          const { request: sending, received } = request('http://localhost/functions/v1/contact-form', {
            method: verb,
            body: sent,
            headers: sentHeaders,
          });
          const response = await handler(sending);
          expect(response.status).toBeLessThan(500);
          expectOnSite(response, env);
          const answer = response.headers.get('content-type')?.startsWith('application/json')
            ? await response.json()
            : undefined;
          const saysStored =
            (response.status === 200 && typeof answer?.id === 'string') ||
            /#message-sent$/.test(response.headers.get('location') ?? '');
          const added = (await count('contact_submissions')) - before;
          if (!saysStored || honeypotFilled(received)) expect(added).toBe(0);
          else if (!answer) expect(added).toBe(1);
          else {
            const [stored] = await db.query<Record<string, string | null>>(
              'select * from contact_submissions where id = $1',
              [answer.id],
            );
            expect(stored).toBeDefined();
            // What is kept is what was sent (trimmed): nothing replaced or dropped on the way in.
            const sentLead = validateContact(received);
            if (added === 1 && sentLead.ok)
              expect(stored).toMatchObject({
                first_name: sentLead.data.firstName,
                message: sentLead.data.message,
                phone: sentLead.data.phone || null,
                employees: sentLead.data.employees || null,
              });
          }
        }),
        { numRuns: 400 },
      );
      for (const row of await rows()) {
        const asForm = {
          firstName: row.first_name,
          lastName: row.last_name,
          email: row.email,
          company: row.company,
          phone: row.phone ?? undefined,
          employees: row.employees ?? undefined,
          message: row.message,
        };
        expect(validateContact(asForm).ok).toBe(true);
      }
    },
  );

  it.each(configurations)(
    'newsletter-subscribe (%o): never a 5xx, never a redirect off the site, and an address is stored exactly when the answer says so',
    async (env) => {
      const handler = createNewsletterHandler({ db, settings: settings({ ...unlimited, ...env }), log: quiet });
      const address = fc.oneof(fc.emailAddress(), value);
      await fc.assert(
        fc.asyncProperty(
          method,
          fc.oneof(
            fc.record({ email: address, website: fc.constantFrom(undefined, '', 'x') }, { requiredKeys: [] }),
            fc.anything({ maxDepth: 2 }),
          ),
          headers,
          async (verb, sent, sentHeaders) => {
            const before = await count('newsletter_subscribers');
            const { request: sending, received } = request('http://localhost/functions/v1/newsletter-subscribe', {
              method: verb,
              body: sent,
              headers: sentHeaders,
            });
            const response = await handler(sending);
            expect(response.status).toBeLessThan(500);
            expectOnSite(response, env);
            const saysStored = response.status === 200 || /#subscribed$/.test(response.headers.get('location') ?? '');
            const added = (await count('newsletter_subscribers')) - before;
            if (!saysStored || honeypotFilled(received)) expect(added).toBe(0);
            else {
              const email = String(received.email).trim();
              expect(
                await db.query('select 1 from newsletter_subscribers where lower(email) = lower($1)', [email]),
              ).toHaveLength(1);
            }
          },
        ),
        { numRuns: 400 },
      );
    },
  );
});
