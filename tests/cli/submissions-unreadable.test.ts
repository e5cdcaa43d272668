// `site submissions` when the leads cannot be read: a process that holds the database but does not
// answer (a site serve suspended with Ctrl+Z), and a database folder that is damaged. Each gets a sentence that
// says what is wrong and what to do, within seconds, never a stack trace or a wait of minutes.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, open, rm } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  it('says within seconds that the process holding the database does not answer, and what to do', async () => {
    // The lock's socket of a process that takes connections and never answers, as a suspended one's does.
    const held: Socket[] = [];
    const wedged: Server = createServer((socket) => void held.push(socket));
    await mkdir(path.join(dataDir, 'lock'), { recursive: true });
    await new Promise<void>((resolve) => wedged.listen(path.join(dataDir, 'lock', `${process.pid}-wedged`), resolve));
    try {
      const answer = await submissions();
      expect(answer.code).toBe(1);
      expect(answer.seconds).toBeLessThan(15);
      expect(answer.stderr.trim()).toMatch(
        new RegExp(
          `^Process ${process.pid} holds this database \\(.+\\) but did not answer: it may be suspended \\(Ctrl\\+Z; type fg in its terminal\\) or stuck\\. Stop it \\(Ctrl\\+C in its terminal, or kill ${process.pid}\\), or give this one another --data folder\\.$`,
        ),
      );
      expect(answer.stderr).not.toMatch(/\n\s+at /);
    } finally {
      for (const socket of held) socket.destroy();
      await new Promise((resolve) => wedged.close(resolve));
      await rm(path.join(dataDir, 'lock'), { recursive: true, force: true });
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
