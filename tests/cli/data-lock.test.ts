// One process at a time holds a data folder: it listens on a socket in the folder's lock/. A holder
// that was killed leaves a socket nobody listens on, which `site serve` and `site submissions` take
// over; a holder that runs is respected, answering or not; of processes starting together on the same
// folder exactly one gets it; and `site submissions` asks the running server for the leads.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { chmod, link, lstat, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acquireDataLock, askHolder, DataFolderBusyError } from '../../cli/backend/data-lock.ts';
import { copyProject, type ProjectCopy } from '../support/project-copy.ts';
import { waitFor } from '../support/wait.ts';

const run = promisify(execFile);
let project: ProjectCopy;
let work: string;
/** A socket whose process was killed: nothing listens on it any more. */
let deadSocket: string;

beforeAll(async () => {
  [project, work] = await Promise.all([copyProject(), mkdtemp(path.join(os.tmpdir(), 'site-data-lock-'))]);
  deadSocket = path.join(work, 'dead');
  const holder = spawn(process.execPath, [
    '--eval',
    'require("node:net").createServer().listen(process.argv[1], () => console.log("listening"))',
    deadSocket,
  ]);
  await new Promise((resolve) => holder.stdout.once('data', resolve));
  holder.kill('SIGKILL'); // no chance to remove its socket
  await new Promise((resolve) => holder.once('exit', resolve));
});
afterAll(async () => {
  await project?.remove();
  await rm(work, { recursive: true, force: true });
});

/** A data folder whose lock/ holds the socket of a killed process. */
async function leftByKilledHolder(name: string): Promise<string> {
  const dataDir = path.join(work, name);
  await mkdir(path.join(dataDir, 'lock'), { recursive: true });
  await link(deadSocket, path.join(dataDir, 'lock', '4242-killed'));
  return dataDir;
}

/** `site serve` on a data folder, with what it printed so far and how it ended. */
function startServe(dataDir: string): { child: ChildProcess; output: () => string; exited: Promise<unknown> } {
  let output = '';
  const child = spawn(process.execPath, ['cli/bin.js', 'serve', '--port', '0', '--data', dataDir], {
    cwd: project.root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return { child, output: () => output, exited: new Promise((resolve) => child.once('exit', resolve)) };
}

const serving = (server: ReturnType<typeof startServe>) => /Serving (http:\/\/\S+)/.exec(server.output())?.[1];

async function killed(server: ReturnType<typeof startServe>): Promise<void> {
  server.child.kill('SIGKILL');
  await server.exited;
}

const submissions = async (dataDir: string) =>
  JSON.parse(
    (await run(process.execPath, ['cli/bin.js', 'submissions', '--json', '--data', dataDir], { cwd: project.root }))
      .stdout,
  ) as { email: string }[];

describe('a holder that was killed', () => {
  it('is taken over by one of two site serve started together, whom site submissions asks; once it is killed too, site submissions opens the folder itself', async () => {
    const dataDir = path.join(work, 'killed');
    const first = startServe(dataDir);
    const origin = await waitFor(
      () => serving(first) ?? (first.child.exitCode !== null ? 'exited' : undefined),
      () => `site serve to start; it printed:\n${first.output()}`,
      60_000,
    );
    expect(origin, first.output()).toMatch(/^http:/);
    const lead = { firstName: 'Ada', lastName: 'Test', email: 'ada@example.com', company: 'Acme', message: 'Hello' };
    const answer = await fetch(`${origin}/functions/v1/contact-form`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...lead, submissionKey: crypto.randomUUID() }),
    });
    expect(answer.status).toBe(200);
    await killed(first);
    expect(await readdir(path.join(dataDir, 'lock'))).toHaveLength(1); // its socket, left behind

    const both = [startServe(dataDir), startServe(dataDir)];
    try {
      const winner = await waitFor(
        () => both.find((server) => serving(server)),
        () => `one site serve to start; they printed:\n${both.map((server) => server.output()).join('\n---\n')}`,
        60_000,
      );
      const loser = both.find((server) => server !== winner)!;
      await loser.exited;
      expect(loser.child.exitCode).toBe(1);
      expect(loser.output()).toContain(
        `site serve is already running with this database (${path.relative(project.root, dataDir)}/), at ${serving(winner)}, as process ${winner.child.pid}`,
      );
      // Through the server: it holds the folder, so the command could not have opened it itself.
      expect((await submissions(dataDir)).map((stored) => stored.email)).toEqual(['ada@example.com']);
      await killed(winner);
    } finally {
      for (const server of both) server.child.kill('SIGKILL');
    }

    expect((await submissions(dataDir)).map((stored) => stored.email)).toEqual(['ada@example.com']);
    expect(await readdir(dataDir)).not.toContain('lock'); // released
  }, 180_000);
});

describe('processes that find a stale lock, or none, at once', () => {
  it('let exactly one of them hold the folder: the others are told it is busy, and nothing is left aside', async () => {
    for (let round = 0; round < 20; round++) {
      const dataDir = round % 2 ? await leftByKilledHolder(`raced-${round}`) : path.join(work, `raced-${round}`);
      const openers = await Promise.allSettled(
        Array.from({ length: 8 }, () => acquireDataLock(dataDir, { command: 'submissions' })),
      );
      const holders = openers.filter((opener) => opener.status === 'fulfilled');
      expect(holders, `round ${round}`).toHaveLength(1);
      for (const opener of openers) {
        if (opener.status === 'rejected') expect(opener.reason).toBeInstanceOf(DataFolderBusyError);
      }
      expect(await readdir(dataDir)).toEqual(['lock']);
      expect(await readdir(path.join(dataDir, 'lock'))).toHaveLength(1);
      expect(await askHolder(dataDir, 'who')).toEqual({ command: 'submissions', pid: process.pid });
      await holders[0]!.value.release();
      expect(await readdir(dataDir)).toEqual([]);
    }
  });
});

describe('a holder that runs', () => {
  it('is respected, and named, by site serve', async () => {
    const dataDir = path.join(work, 'live');
    const lock = await acquireDataLock(dataDir, { command: 'submissions' });
    try {
      await expect(acquireDataLock(dataDir, { command: 'serve' })).rejects.toThrow(DataFolderBusyError);
      const refused = await run(process.execPath, ['cli/bin.js', 'serve', '--port', '0', '--data', dataDir], {
        cwd: project.root,
      }).then(
        () => ({ code: 0, stderr: '' }),
        (error: { code: number; stderr: string }) => error,
      );
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`site submissions (process ${process.pid}) is reading this database`);
      expect(await askHolder(dataDir, 'who')).toEqual({ command: 'submissions', pid: process.pid });
    } finally {
      await lock.release();
    }
  });

  it('is respected when it takes the connection but does not answer (suspended with Ctrl+Z, or busy)', async () => {
    const dataDir = path.join(work, 'silent');
    await mkdir(path.join(dataDir, 'lock'), { recursive: true });
    const held: Socket[] = [];
    const silent: Server = createServer((socket) => void held.push(socket));
    await new Promise<void>((resolve) => silent.listen(path.join(dataDir, 'lock', '4343-silent'), resolve));
    try {
      const refused = acquireDataLock(dataDir, { command: 'serve' });
      await expect(refused).rejects.toThrow(DataFolderBusyError);
      await expect(refused).rejects.toThrow(/^Process 4343 holds this database .* but did not answer/);
      expect(await readdir(path.join(dataDir, 'lock'))).toEqual(['4343-silent']);
    } finally {
      for (const socket of held) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});

describe('the data folder taken', () => {
  it("is made its owner's alone when new or empty, and a folder of the user's own keeps its mode", async () => {
    const modeOf = async (folder: string) => (await lstat(folder)).mode & 0o777;
    const fresh = path.join(work, 'fresh', 'data');
    const madeForData = path.join(work, 'made-for-data');
    const users = path.join(work, 'users-own');
    await mkdir(madeForData, { recursive: true, mode: 0o755 });
    await mkdir(users, { recursive: true, mode: 0o755 });
    await writeFile(path.join(users, 'notes.txt'), 'mine');
    await Promise.all([chmod(madeForData, 0o755), chmod(users, 0o755)]);
    for (const folder of [fresh, madeForData, users]) {
      await (await acquireDataLock(folder, { command: 'submissions' })).release();
    }
    expect([await modeOf(fresh), await modeOf(madeForData), await modeOf(users)]).toEqual([0o700, 0o700, 0o755]);
  });

  it('is refused, saying so, when its path is too long for a socket, from here and from the root', async () => {
    const deep = path.join(work, 'x'.repeat(120));
    await expect(acquireDataLock(deep, { command: 'serve' })).rejects.toThrow(
      /The data folder's path is too long for the socket its lock needs .*: give --data a shorter one\./,
    );
    expect(await readdir(deep)).toEqual([]);
  });
});
