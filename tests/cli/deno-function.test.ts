// The Deno entries, run by real Deno (the npm package `deno`) against a real PostgreSQL server with
// the project's migrations: what Supabase runs in production, minus Supabase.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, request as httpRequest } from 'node:http';
import { createServer as createTcpServer, type Socket } from 'node:net';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations } from '../../cli/backend/migrations.ts';
import { hashClient } from '../../supabase/functions/_shared/http.ts';
import { UNSET_HASH_SALT } from '../../supabase/functions/_shared/settings.ts';
import { projectRoot } from '../support/project-copy.ts';
import { chunkedUpload, groupMemory } from '../support/large-upload.ts';
import { freePort, startPostgres, type PostgresServer } from '../support/postgres.ts';
import { waitFor } from '../support/wait.ts';

let database: PostgresServer;
let sql: postgres.Sql;
const functions: ChildProcess[] = [];
const MB = 1024 * 1024;

beforeAll(async () => {
  database = await startPostgres();
  sql = postgres(database.url, { max: 1, onnotice: () => undefined }); // one connection: the migrations run begin..commit
  await applyMigrations(
    {
      exec: (script) => sql.unsafe(script),
      query: async (text, params = []) => await sql.unsafe<never>(text, params as never[]),
    },
    projectRoot,
  );
}, 120_000);

afterAll(async () => {
  // The npm package's `deno` is a launcher that starts the real binary: stop the whole process group.
  for (const child of functions) if (child.pid) process.kill(-child.pid, 'SIGTERM');
  await sql?.end();
  await database?.stop();
});

const deno = path.join(path.dirname(createRequire(import.meta.url).resolve('deno/package.json')), '..', '.bin', 'deno');

/** The function's address, and its process group (the launcher and the Deno it runs). */
async function startFunction(
  name: string,
  settings: Record<string, string> = {},
): Promise<{ url: string; processGroup: number }> {
  const port = await freePort();
  let output = '';
  const child = spawn(
    deno,
    [
      'run',
      '--allow-net',
      '--allow-env',
      '--allow-read',
      `--config=supabase/functions/${name}/deno.json`,
      `supabase/functions/${name}/index.ts`,
    ],
    {
      cwd: projectRoot,
      env: { ...process.env, SUPABASE_DB_URL: database.url, PORT: String(port), NO_COLOR: '1', ...settings },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  functions.push(child);
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  await waitFor(
    () => /Listening on/.test(output),
    () => `deno to serve ${name}; it printed:\n${output}`,
    60_000,
  );
  return { url: `http://127.0.0.1:${port}`, processGroup: child.pid! };
}

describe('the Deno functions on PostgreSQL', () => {
  it('contact-form stores a POST in contact_submissions', async () => {
    const { url } = await startFunction('contact-form');
    const key = crypto.randomUUID();
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer anon', 'x-forwarded-for': '192.0.2.1' },
      body: JSON.stringify({
        firstName: 'Katherine',
        lastName: 'Johnson',
        email: 'kj@nasa.example',
        company: 'Langley',
        message: 'Orbits.',
        submissionKey: key,
      }),
    });
    const answer = await response.json();
    expect(response.status).toBe(200);
    const rows = await sql`select id, first_name, company, submission_key from contact_submissions`;
    expect(rows).toEqual([{ id: answer.id, first_name: 'Katherine', company: 'Langley', submission_key: key }]);
    const invalid = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(invalid.status).toBe(422);
  });

  it('contact-form answers 422, never 500, for what PostgreSQL cannot keep, and keeps every character it can', async () => {
    const { url } = await startFunction('contact-form');
    const send = (change: Record<string, string>) =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'cf-connecting-ip': '192.0.2.2' },
        body: JSON.stringify({
          firstName: 'Mary',
          lastName: 'Jackson',
          email: 'mj@nasa.example',
          company: 'Langley',
          message: 'Wind tunnels.',
          submissionKey: crypto.randomUUID(),
          ...change,
        }),
      });
    const refused: Record<string, string>[] = [
      { firstName: 'Mary\u0000' },
      { message: 'x\ud800y' },
      { phone: '1'.repeat(101) },
      { employees: 'é'.repeat(101) },
    ];
    for (const change of refused) {
      const response = await send(change);
      expect([response.status, Object.keys((await response.json()).fields)]).toEqual([422, Object.keys(change)]);
    }
    // At the limits, in characters PostgreSQL counts as one and UTF-8 writes in two or four bytes.
    const kept = {
      firstName: 'é'.repeat(50),
      company: '😀'.repeat(50),
      phone: '☎'.repeat(100),
      employees: 'ñ'.repeat(100),
    };
    const stored = await send(kept);
    expect(stored.status).toBe(200);
    const [row] =
      await sql`select first_name, company, phone, employees from contact_submissions where id = ${(await stored.json()).id}`;
    expect(row).toEqual({
      first_name: kept.firstName,
      company: kept.company,
      phone: kept.phone,
      employees: kept.employees,
    });
  });

  it('answers 50 MB sent in chunks 413 at once, without taking it in', async () => {
    const { url, processGroup } = await startFunction('contact-form');
    const warmUp = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(warmUp.status).toBe(422);
    const before = await groupMemory(processGroup);
    const upload = await chunkedUpload(url, 50 * MB);
    expect(upload.status).toBe(413);
    expect(upload.ms).toBeLessThan(3000);
    const declared = await chunkedUpload(url, 50 * MB, { 'content-length': String(50 * MB) });
    expect(declared.status).toBe(413);
    // The function stops reading at 16 KB (tests/cli/functions.test.ts counts what it reads). How
    // much of the rest the client hands to the socket is Deno's server's choice, not the function's:
    // it reads and discards the rest of a refused body to keep the connection open (0.5 to all of
    // the 50 MB, run to run), without holding it: the memory is what shows whether it was taken in.
    expect((await groupMemory(processGroup)) - before).toBeLessThan(20 * MB);
  });

  it('contact-form tells the team of a new lead after answering, in the body the webhook takes', async () => {
    const received: string[] = [];
    const hook = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        received.push(body);
        response.end('ok');
      });
    });
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    try {
      const hookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/services/T0/B0/x`;
      const { url } = await startFunction('contact-form', {
        NOTIFY_WEBHOOK_URL: hookUrl,
        NOTIFY_WEBHOOK_FORMAT: 'slack',
      });
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'cf-connecting-ip': '192.0.2.3' },
        body: JSON.stringify({
          firstName: 'Dorothy',
          lastName: 'Vaughan',
          email: 'dv@nasa.example',
          company: 'Langley',
          message: 'FORTRAN <!here>',
          submissionKey: crypto.randomUUID(),
        }),
      });
      expect(response.status).toBe(200);
      const { id } = await response.json();
      await expect.poll(() => received.length).toBe(1);
      const body = JSON.parse(received[0]!);
      expect(body.text).toBe('New lead from the contact form');
      expect(JSON.stringify(body.blocks)).toContain(id);
      expect(JSON.stringify(body.blocks)).toContain('FORTRAN &lt;!here&gt;');
    } finally {
      hook.close();
    }
  });

  it('holds both limits under a burst: 60 requests at once from one address store exactly 5, and exactly 30 pass the attempt limit', async () => {
    const [contact, newsletter] = await Promise.all([
      startFunction('contact-form'),
      startFunction('newsletter-subscribe'),
    ]);
    const from = { 'content-type': 'application/json', 'cf-connecting-ip': '192.0.2.60' };
    const lead = () => ({
      firstName: 'Annie',
      lastName: 'Easley',
      email: 'burst@nasa.example',
      company: 'Lewis',
      message: 'Centaur.',
      submissionKey: crypto.randomUUID(),
    });
    const answers = await Promise.all(
      Array.from({ length: 60 }, () =>
        fetch(contact.url, { method: 'POST', headers: from, body: JSON.stringify(lead()) }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect([
      statuses.filter((status) => status === 200).length,
      statuses.filter((status) => status === 429).length,
    ]).toEqual([5, 55]);
    expect(
      await sql`select count(*)::int as count from contact_submissions where email = 'burst@nasa.example'`,
    ).toEqual([{ count: 5 }]);
    const client = await hashClient('192.0.2.60', UNSET_HASH_SALT);
    expect(await sql`select count(*)::int as count from request_attempts where client_hash = ${client}`).toEqual([
      { count: 30 },
    ]);

    const signUps = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        fetch(newsletter.url, {
          method: 'POST',
          headers: { ...from, 'cf-connecting-ip': '192.0.2.61' },
          body: JSON.stringify({ email: `burst${i}@example.com` }),
        }),
      ),
    );
    expect(signUps.filter((answer) => answer.status === 200)).toHaveLength(5);
    expect(await sql`select count(*)::int as count from newsletter_subscribers where email like 'burst%'`).toEqual([
      { count: 5 },
    ]);
  });

  it('answers 503 with the way to reach the company within 10 s when the database does not answer: down, or a table locked elsewhere', async () => {
    const contactEmail = { CONTACT_EMAIL: 'hello@bluebonnetcyber.example' };
    const send = async (url: string) => {
      const started = performance.now();
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'cf-connecting-ip': '192.0.2.70' },
        body: JSON.stringify({
          firstName: 'Christine',
          lastName: 'Darden',
          email: 'cd@nasa.example',
          company: 'Langley',
          message: 'Sonic booms.',
          submissionKey: crypto.randomUUID(),
        }),
      });
      return {
        status: response.status,
        error: ((await response.json()) as { error: string }).error,
        seconds: (performance.now() - started) / 1000,
      };
    };
    const reachUs =
      'We could not save your message just now. Please try again in a few minutes, or write to us at hello@bluebonnetcyber.example.';

    // A server that takes the connection and never says a word, as a stalled database does.
    const held: Socket[] = [];
    const silent = createTcpServer((socket) => held.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const { url } = await startFunction('contact-form', {
        ...contactEmail,
        SUPABASE_DB_URL: `postgres://postgres@127.0.0.1:${(silent.address() as AddressInfo).port}/postgres`,
      });
      const down = await send(url);
      expect([down.status, down.error]).toEqual([503, reachUs]);
      expect(down.seconds).toBeLessThan(10);
    } finally {
      for (const socket of held) socket.destroy();
      silent.close();
    }

    const { url } = await startFunction('contact-form', contactEmail);
    const locker = postgres(database.url, { max: 1 });
    let release = () => {};
    const holding = locker.begin(async (tx) => {
      await tx`lock table contact_submissions in access exclusive mode`;
      await new Promise<void>((resolve) => (release = resolve));
    });
    try {
      await expect
        .poll(
          async () =>
            (
              await sql`select count(*)::int as count from pg_locks where relation = 'contact_submissions'::regclass and granted`
            )[0]!.count,
        )
        .toBeGreaterThan(0);
      const locked = await send(url);
      expect([locked.status, locked.error]).toEqual([503, reachUs]);
      expect(locked.seconds).toBeLessThan(10);
    } finally {
      release();
      await holding;
      await locker.end();
    }
    expect((await send(url)).status).toBe(200); // and it stores again once the lock is gone
  }, 60_000);

  it('contact-form counts an IPv6 /48 as well as its /64s, takes any honeypot value but "" for a bot, and refuses invisible names', async () => {
    // One lead per /64 and window (RATE_LIMIT_MAX 1): four /64s of one /48 pass, a fifth does not.
    const { url } = await startFunction('contact-form', { RATE_LIMIT_MAX: '1' });
    const send = (address: string, change: Record<string, unknown> = {}) =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'cf-connecting-ip': address },
        body: JSON.stringify({
          firstName: 'Mary',
          lastName: 'Jackson',
          email: 'network@nasa.example',
          company: 'Langley',
          message: 'Wind tunnels.',
          submissionKey: crypto.randomUUID(),
          ...change,
        }),
      });
    const statuses = [];
    for (let i = 1; i <= 5; i++) statuses.push((await send(`2001:db8:48:${i}::1`)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    expect((await send('2001:db8:49:1::1')).status).toBe(200);

    for (const website of [['spam'], 1, null, ' ']) {
      const bot = await send('192.0.2.70', { website });
      expect([bot.status, (await bot.json()).success]).toEqual([200, true]);
    }
    const invisible = await send('192.0.2.71', { firstName: '\u200b\u200b\u200b' });
    expect([invisible.status, (await invisible.json()).fields]).toEqual([422, { firstName: 'First name is required' }]);
    expect(
      await sql`select count(*)::int as count from contact_submissions where email = 'network@nasa.example'`,
    ).toEqual([{ count: 5 }]);
  });

  it('answers TRACE 405 with its Allow and message, as site serve does', async () => {
    const { url } = await startFunction('contact-form');
    const answer = await new Promise<{ status: number; allow: string | undefined; body: string }>((resolve, reject) => {
      httpRequest(url, { method: 'TRACE' }, (response) => {
        let body = '';
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, allow: response.headers.allow, body }));
      })
        .on('error', reject)
        .end();
    });
    expect([answer.status, answer.allow, JSON.parse(answer.body)]).toEqual([
      405,
      'POST, OPTIONS',
      { error: 'Only POST requests are accepted here.' },
    ]);
  });

  it('newsletter-subscribe stores an address once', async () => {
    const { url } = await startFunction('newsletter-subscribe');
    for (const email of ['reader@example.com', 'READER@example.com']) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      });
      expect(response.status).toBe(200);
    }
    expect(await sql`select email from newsletter_subscribers where lower(email) = 'reader@example.com'`).toEqual([
      { email: 'reader@example.com' },
    ]);
  });
});
