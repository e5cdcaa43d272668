// What the local database leaves on disk about the people who wrote: nothing another user of the
// machine can read, and, once `site submissions --forget` has deleted a person, nothing of them at
// all, in any file of the data folder (tables, indexes, write-ahead log), with a server running or not.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { lstat, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localFunctions } from '../../cli/backend/functions.ts';
import { openLocalDatabase } from '../../cli/backend/local-database.ts';
import { copyProject, type ProjectCopy } from '../support/project-copy.ts';
import { stopped, waitFor } from '../support/wait.ts';

const run = promisify(execFile);
let project: ProjectCopy;
let work: string;

beforeAll(async () => {
  project = await copyProject();
  work = await mkdtemp(path.join(os.tmpdir(), 'site-lead-data-'));
});
afterAll(async () => {
  await project?.remove();
  await rm(work, { recursive: true, force: true });
});

// ---------------------------------------------------------------- helpers

interface Server {
  process: ChildProcess;
  origin: string;
}

/**
 * `site serve` on a data folder, under umask 000 (the most permissive a shell can have), so that
 * what it makes private it makes so itself, whatever the umask of whoever starts it.
 */
async function startServer(dataDir: string): Promise<Server> {
  let output = '';
  const child = spawn(
    'sh',
    ['-c', 'umask 000 && exec "$0" "$@"', process.execPath, 'cli/bin.js', 'serve', '--port', '0', '--data', dataDir],
    {
      cwd: project.root,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const origin = await waitFor(
    () => {
      if (child.exitCode !== null) throw new Error(`site serve exited with ${child.exitCode}:\n${output}`);
      return /Serving (http:\/\/\S+)/.exec(output)?.[1];
    },
    () => `site serve to start; it printed:\n${output}`,
    60_000,
  );
  return { process: child, origin };
}

async function stopServer(server: Server): Promise<void> {
  await stopped(server.process);
}

const submissions = async (dataDir: string, ...options: string[]) =>
  (await run(process.execPath, ['cli/bin.js', 'submissions', ...options, '--data', dataDir], { cwd: project.root }))
    .stdout;

const lead = (firstName: string, email: string) => ({
  firstName,
  lastName: 'Test',
  email,
  company: 'Acme',
  message: `Hello from ${firstName}`,
  submissionKey: crypto.randomUUID(),
});

/** Sends a lead the way the contact page's script does. */
const sendLead = (origin: string, firstName: string, email: string) =>
  fetch(`${origin}/functions/v1/contact-form`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(lead(firstName, email)),
  }).then((r) => r.status);

const subscribe = (origin: string, email: string) =>
  fetch(`${origin}/functions/v1/newsletter-subscribe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  }).then((r) => r.status);

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** Every folder and file under `folder` whose mode is not the owner's alone: "path mode". */
async function notPrivate(folder: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    const mode = (await lstat(file)).mode & 0o777;
    if (mode !== (entry.isDirectory() ? 0o700 : 0o600))
      found.push(`${path.relative(folder, file)} ${mode.toString(8)}`);
  }
  return found;
}

const modeOf = async (folder: string) => ((await lstat(folder)).mode & 0o777).toString(8);

/**
 * The files of `folder` holding `text` in any mix of upper and lower case, as UTF-8, with how many
 * times: "path ×count".
 */
async function filesHolding(folder: string, text: string): Promise<string[]> {
  const needle = text.toLowerCase();
  const found: string[] = [];
  for (const file of await filesUnder(folder)) {
    // latin1 maps each byte to one character, so an ASCII address is found at any byte offset.
    const bytes = (await readFile(file)).toString('latin1').toLowerCase();
    let count = 0;
    for (let at = bytes.indexOf(needle); at >= 0; at = bytes.indexOf(needle, at + 1)) count++;
    if (count > 0) found.push(`${path.relative(folder, file)} ×${count}`);
  }
  return found;
}

const firstNames = (listing: string) => (JSON.parse(listing) as { firstName: string }[]).map((s) => s.firstName).sort();

// ---------------------------------------------------------------- the tests

describe('the data folder of site serve', () => {
  it("is its owner's alone: the folder 0700, and in the database every folder 0700 and every file 0600, those written later too", async () => {
    const dataDir = path.join(work, 'private');
    const server = await startServer(dataDir);
    try {
      expect(await sendLead(server.origin, 'Ada', 'ada@example.com')).toBe(200);
      // Files Postgres writes later: a new write-ahead log segment and the rewritten tables' files.
      expect(await submissions(dataDir, '--forget', 'nobody@example.com')).toContain(
        'Deleted 0 contact form submission(s)',
      );
      expect(await modeOf(dataDir)).toBe('700');
      expect(await notPrivate(path.join(dataDir, 'pglite'))).toEqual([]);
      expect(await modeOf(path.join(dataDir, 'serve.json'))).toBe('600');
    } finally {
      await stopServer(server);
    }
    // And what Postgres writes as it shuts down.
    expect(await notPrivate(path.join(dataDir, 'pglite'))).toEqual([]);
    expect(await modeOf(dataDir)).toBe('700');
  }, 120_000);
});

describe("site submissions --forget: the person's data leaves the disk", () => {
  it('through a running site serve: no file of the data folder holds the address, and everyone else is kept', async () => {
    const dataDir = path.join(work, 'forget-with-server');
    const server = await startServer(dataDir);
    try {
      for (const [name, email] of [
        ['Grace', 'grace@example.com'],
        ['Gone', 'Gone.Person@Example.com'],
        ['Hedy', 'hedy@example.com'],
        ['Gone', 'gone.person@example.com'],
      ]) {
        expect(await sendLead(server.origin, name!, email!)).toBe(200);
      }
      expect(await subscribe(server.origin, 'GONE.PERSON@example.com')).toBe(200);
      expect(await subscribe(server.origin, 'reader@example.com')).toBe(200);
      expect(await filesHolding(dataDir, 'gone.person@example.com')).not.toEqual([]); // the search finds it while it is there

      expect(await submissions(dataDir, '--forget', 'gone.person@example.com')).toBe(
        'Deleted 2 contact form submission(s) and 1 newsletter subscription(s) for gone.person@example.com.\n',
      );
      expect(await filesHolding(dataDir, 'gone.person@example.com')).toEqual([]);
      expect(firstNames(await submissions(dataDir, '--json'))).toEqual(['Grace', 'Hedy']);
      expect(
        JSON.parse(await submissions(dataDir, '--email', 'reader@example.com', '--json')).newsletterSubscriptions,
      ).toHaveLength(1);
    } finally {
      await stopServer(server);
    }
    // Nor once the server has written everything out as it stopped.
    expect(await filesHolding(dataDir, 'gone.person@example.com')).toEqual([]);
    expect(await filesHolding(dataDir, 'grace@example.com')).not.toEqual([]);
  }, 120_000);

  it('with no server running: the same, the command opening the database folder itself', async () => {
    const dataDir = path.join(work, 'forget-without-server');
    // The leads are stored by the functions' own handlers on the folder's database, then it is closed.
    const db = await openLocalDatabase(project.root, path.join(dataDir, 'pglite'));
    try {
      const { handlers } = localFunctions(db, { contactEmail: '', siteUrl: 'http://localhost' }, {});
      const post = (name: string, body: unknown) =>
        handlers.get(name)!(
          new Request(`http://localhost/functions/v1/${name}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'cf-connecting-ip': '203.0.113.7' },
            body: JSON.stringify(body),
          }),
        ).then((r) => r.status);
      expect(await post('contact-form', lead('Gone', 'gone.person@example.com'))).toBe(200);
      expect(await post('contact-form', lead('Grace', 'grace@example.com'))).toBe(200);
      expect(await post('contact-form', lead('Gone', 'GONE.PERSON@EXAMPLE.COM'))).toBe(200);
      expect(await post('newsletter-subscribe', { email: 'Gone.Person@example.com' })).toBe(200);
    } finally {
      await db.close();
    }
    expect(await filesHolding(dataDir, 'gone.person@example.com')).not.toEqual([]);

    expect(await submissions(dataDir, '--forget', 'Gone.Person@example.com')).toBe(
      'Deleted 2 contact form submission(s) and 1 newsletter subscription(s) for Gone.Person@example.com.\n',
    );
    expect(await filesHolding(dataDir, 'gone.person@example.com')).toEqual([]);
    expect(firstNames(await submissions(dataDir, '--json'))).toEqual(['Grace']);
  }, 120_000);
});
