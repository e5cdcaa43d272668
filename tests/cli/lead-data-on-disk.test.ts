// What the local database leaves on disk about the people who wrote: nothing another user of the
// machine can read, and, once `site submissions --forget` has deleted a person, nothing of them at
// all, in any file of the data folder (tables, indexes, write-ahead log), with a server running or not.
//
// "Another user" is user nobody, which the test becomes with setpriv: that takes root, as the test runs
// in CI. Run by anyone else, the test checks the folders' modes that keep others out, not a read as
// another user.
import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmod, lstat, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
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
  // Others may enter the folder around the data folders, as a home folder often lets them: the data
  // folder alone must keep them out.
  await chmod(work, 0o755);
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

/** Whether this process can become user nobody: root, with util-linux's setpriv. */
const canBeNobody = process.getuid?.() === 0 && spawnSync('setpriv', ['--version']).status === 0;

/**
 * What user nobody can read of `paths`: the files it can open and read, the folders it can list, the
 * sockets it can connect to. Each is tried as nobody, by a Node script given the paths.
 */
async function readByNobody(paths: string[]): Promise<string[]> {
  const tryEach = `const fs = require('node:fs'), net = require('node:net');
(async () => {
  for (const file of process.argv.slice(1)) {
    const read = await new Promise((resolve) => {
      try {
        const stat = fs.lstatSync(file);
        if (stat.isDirectory()) return resolve(fs.readdirSync(file) && true);
        if (!stat.isSocket()) return resolve(fs.readFileSync(file) && true);
        net.connect(file).once('connect', () => resolve(true)).once('error', () => resolve(false));
      } catch {
        resolve(false);
      }
    });
    if (read) console.log(file);
  }
})();`;
  const { stdout } = await run(
    'setpriv',
    ['--reuid=nobody', '--regid=nogroup', '--clear-groups', process.execPath, '--eval', tryEach, ...paths],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  return stdout.split('\n').filter(Boolean);
}

/** The folder and everything under it, as its owner sees it. */
async function everythingUnder(folder: string): Promise<string[]> {
  return [folder, ...(await readdir(folder, { recursive: true })).map((entry) => path.join(folder, entry))];
}

/** That nobody else reads a byte under `dataDir`: as user nobody where the test can become it, and by
 *  the modes of the folders that hold the leads everywhere. */
async function expectOwnersAlone(dataDir: string): Promise<void> {
  for (const folder of [dataDir, path.join(dataDir, 'pglite')]) expect(await modeOf(folder), folder).toBe('700');
  if (!canBeNobody) return;
  const everything = await everythingUnder(dataDir);
  expect(everything).toContain(path.join(dataDir, 'pglite', 'PG_VERSION'));
  expect(await readByNobody(everything)).toEqual([]);
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
  it('is read by no other user, neither while the server runs nor after it stops', async () => {
    if (canBeNobody) {
      // The check itself, as nobody: it reads a file that others may read, beside the data folder.
      await writeFile(path.join(work, 'public.txt'), 'anyone', { mode: 0o644 });
      expect(await readByNobody([path.join(work, 'public.txt'), work])).toEqual([path.join(work, 'public.txt'), work]);
    }
    const dataDir = path.join(work, 'private');
    const server = await startServer(dataDir);
    try {
      expect(await sendLead(server.origin, 'Ada', 'ada@example.com')).toBe(200);
      // Files Postgres writes later: a new write-ahead log segment and the rewritten tables' files.
      expect(await submissions(dataDir, '--forget', 'nobody@example.com')).toContain(
        'Deleted 0 contact form submission(s)',
      );
      await expectOwnersAlone(dataDir);
    } finally {
      await stopServer(server);
    }
    // And what Postgres writes as it shuts down.
    await expectOwnersAlone(dataDir);
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
