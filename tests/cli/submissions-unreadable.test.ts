// `site submissions` when the leads cannot be read: a site serve that holds the database but does not
// answer (suspended with Ctrl+Z), and a database folder that is damaged. Each gets a sentence that
// says what is wrong and what to do, within seconds, never a stack trace or a wait of minutes.
import { execFile } from 'node:child_process';
import { mkdtemp, open, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../../cli/backend/data-lock.ts';
import { openLocalDatabase } from '../../cli/backend/local-database.ts';
import { projectRoot } from '../support/project-copy.ts';

const run = promisify(execFile);
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'submissions-unreadable-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** `site submissions` on the folder: its exit code, what it printed and how long it took. */
async function submissions(...args: string[]): Promise<{ code: number; stderr: string; seconds: number }> {
  const started = Date.now();
  const { code, stderr } = await run(process.execPath, ['cli/bin.js', 'submissions', '--data', dataDir, ...args], {
    cwd: projectRoot,
    timeout: 60_000,
  }).then(
    () => ({ code: 0, stderr: '' }),
    (error: { code: number; stderr: string }) => error,
  );
  return { code, stderr, seconds: (Date.now() - started) / 1000 };
}

describe('site submissions', () => {
  it('says within seconds that the site serve holding the database does not answer, and what to do', async () => {
    // A server that takes connections and never answers, as a suspended process's socket does.
    const held: Socket[] = [];
    const wedged: Server = createServer((socket) => void held.push(socket));
    await new Promise<void>((resolve) => wedged.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(wedged.address() as { port: number }).port}`;
    // Held by this (living) test process, as site serve's lock names its process.
    await writeFile(
      path.join(dataDir, LOCK_FILE),
      JSON.stringify({ pid: process.pid, command: 'serve', url, token: 't' }),
    );
    try {
      const answer = await submissions();
      expect(answer.code).toBe(1);
      expect(answer.seconds).toBeLessThan(15);
      expect(answer.stderr.trim()).toMatch(
        new RegExp(
          `^site serve \\(process ${process.pid}, at ${url}\\) holds the database in .+ but did not answer within 5 s: it may be suspended \\(Ctrl\\+Z; type fg in its terminal\\) or stuck\\. Bring it back, or stop it \\(kill ${process.pid}\\), then run site submissions again\\. Nothing was read or changed\\.$`,
        ),
      );
      expect(answer.stderr).not.toMatch(/\n\s+at /);
    } finally {
      for (const socket of held) socket.destroy();
      await new Promise((resolve) => wedged.close(resolve));
      await rm(path.join(dataDir, LOCK_FILE), { force: true });
    }
  }, 60_000);

  it('says the database folder cannot be opened, and how to keep its leads, when it is damaged', async () => {
    const db = await openLocalDatabase(projectRoot, path.join(dataDir, 'pglite'));
    await db.close();
    // Postgres's control file overwritten, as a disk that filled up or a bad copy may leave it.
    const control = await open(path.join(dataDir, 'pglite/global/pg_control'), 'r+');
    await control.write(Buffer.alloc(512, 0xa5), 0, 512, 0);
    await control.close();
    const answer = await submissions();
    expect(answer.code).toBe(1);
    expect(answer.stderr.trim()).toMatch(
      /^The database in .+pglite\/ could not be opened \(.+\): it may be damaged, .+ Keep a copy of the folder; to start afresh without the leads it holds, move it aside/,
    );
    expect(answer.stderr).not.toMatch(/\n\s+at /);
  }, 60_000);
});
