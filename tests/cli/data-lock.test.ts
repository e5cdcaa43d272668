// The lock of the data folder names its holder by process number and start time. A lock left by a
// killed command whose number the system has since given to an unrelated program is stale: `site
// serve` and `site submissions` take it over. A lock whose process really runs is respected.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { chmod, lstat, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acquireDataLock, DataFolderBusyError, LOCK_FILE, type LockHolder } from '../../cli/backend/data-lock.ts';
import { lookUpProcess } from '../../cli/backend/process-identity.ts';
import { copyProject, type ProjectCopy } from '../support/project-copy.ts';
import { waitFor } from '../support/wait.ts';

const run = promisify(execFile);
let project: ProjectCopy;
let work: string;
/** An unrelated program that runs for the whole file: the number a stale lock names. */
let other: ChildProcess;

beforeAll(async () => {
  [project, work] = await Promise.all([copyProject(), mkdtemp(path.join(os.tmpdir(), 'site-data-lock-'))]);
  other = spawn('sleep', ['300'], { stdio: 'ignore' });
  await new Promise((resolve, reject) => other.once('spawn', resolve).once('error', reject));
});
afterAll(async () => {
  other?.kill();
  await project?.remove();
  await rm(work, { recursive: true, force: true });
});

/** Writes the lock a command of an earlier run would have left, in a fresh data folder. */
async function leftLock(name: string, holder: LockHolder): Promise<string> {
  const dataDir = path.join(work, name);
  await mkdir(dataDir, { recursive: true });
  await writeFile(path.join(dataDir, LOCK_FILE), JSON.stringify(holder));
  return dataDir;
}

/** The lock of a `site submissions` killed long ago, whose number is now the unrelated program's. */
const reusedNumber = (): LockHolder => ({ pid: other.pid!, started: 'another-boot:12345', command: 'submissions' });

/** A command that must fail: its exit code and what it said. */
const failing = (command: Promise<unknown>) =>
  command.then(
    () => ({ code: 0, stderr: '' }),
    (error: { code: number; stderr: string }) => error,
  );

describe('a lock whose process number now belongs to another program', () => {
  it('is taken over by site serve, which starts, and then by site submissions, which reads the leads', async () => {
    expect((await lookUpProcess(other.pid!)).running).toBe(true);
    const dataDir = await leftLock('reused-by-serve', reusedNumber());
    let output = '';
    const server = spawn(process.execPath, ['cli/bin.js', 'serve', '--port', '0', '--data', dataDir], {
      cwd: project.root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout.on('data', (chunk) => (output += chunk));
    server.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise((resolve) => server.once('exit', resolve));
    try {
      const origin = await waitFor(
        () => {
          if (server.exitCode !== null) throw new Error(`site serve exited with ${server.exitCode}:\n${output}`);
          return /Serving (http:\/\/\S+)/.exec(output)?.[1];
        },
        () => `site serve to start; it printed:\n${output}`,
        60_000,
      );
      const lock = JSON.parse(await readFile(path.join(dataDir, LOCK_FILE), 'utf8')) as LockHolder;
      expect(lock).toMatchObject({ pid: server.pid, command: 'serve', url: origin });
      const body = {
        firstName: 'Ada',
        lastName: 'Test',
        email: 'ada@example.com',
        company: 'Acme',
        message: 'Hello',
        submissionKey: crypto.randomUUID(),
      };
      const answer = await fetch(`${origin}/functions/v1/contact-form`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(answer.status).toBe(200);
    } finally {
      server.kill('SIGTERM');
      await exited;
    }

    await writeFile(path.join(dataDir, LOCK_FILE), JSON.stringify(reusedNumber()));
    const { stdout } = await run(process.execPath, ['cli/bin.js', 'submissions', '--json', '--data', dataDir], {
      cwd: project.root,
    });
    expect((JSON.parse(stdout) as { email: string }[]).map((lead) => lead.email)).toEqual(['ada@example.com']);
  }, 120_000);

  it('is taken over when the folder is opened: the lock then names this process', async () => {
    const dataDir = await leftLock('reused', reusedNumber());
    const lock = await acquireDataLock(dataDir, 'submissions');
    try {
      const self = await lookUpProcess(process.pid);
      expect(self).toEqual({ running: true, started: expect.any(String) });
      expect(JSON.parse(await readFile(path.join(dataDir, LOCK_FILE), 'utf8'))).toEqual({
        pid: process.pid,
        started: self.running && self.started,
        command: 'submissions',
      });
    } finally {
      await lock.release();
    }
  });
});

describe('a stale lock that several commands find at once', () => {
  it('is taken over by one of them: the others are told the folder is busy, and the lock is whole', async () => {
    for (let round = 0; round < 20; round++) {
      const dataDir = await leftLock(`raced-${round}`, reusedNumber());
      const openers = await Promise.allSettled(
        Array.from({ length: 8 }, () => acquireDataLock(dataDir, 'submissions')),
      );
      const holders = openers.filter((opener) => opener.status === 'fulfilled');
      expect(holders, `round ${round}`).toHaveLength(1);
      for (const opener of openers) {
        if (opener.status === 'rejected') expect(opener.reason).toBeInstanceOf(DataFolderBusyError);
      }
      expect(JSON.parse(await readFile(path.join(dataDir, LOCK_FILE), 'utf8'))).toMatchObject({ pid: process.pid });
      expect(await readdir(dataDir)).toEqual([LOCK_FILE]); // nothing left aside
      await holders[0]!.value.release();
    }
  });
});

describe('a lock whose process really runs', () => {
  it('is respected, the process named by its start time', async () => {
    const state = await lookUpProcess(other.pid!);
    expect(state).toEqual({ running: true, started: expect.any(String) });
    const holder: LockHolder = {
      pid: other.pid!,
      started: state.running ? state.started : undefined,
      command: 'submissions',
    };
    const dataDir = await leftLock('live', holder);
    await expect(acquireDataLock(dataDir, 'serve')).rejects.toThrow(DataFolderBusyError);
    const refused = await failing(
      run(process.execPath, ['cli/bin.js', 'serve', '--port', '0', '--data', dataDir], { cwd: project.root }),
    );
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`site submissions (process ${other.pid}) is reading this database`);
    expect(JSON.parse(await readFile(path.join(dataDir, LOCK_FILE), 'utf8'))).toEqual(holder);
  });

  it('is respected when it is a server too busy to answer its health check in time', async () => {
    // A server that takes the connection and never answers: busy, not gone (it once lost its lock
    // after 2 s, and a second site serve opened the same database).
    const held = new Set<Socket>();
    const busy = createServer(() => undefined).on('connection', (socket) => held.add(socket));
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
    try {
      const state = await lookUpProcess(other.pid!);
      const holder: LockHolder = {
        pid: other.pid!,
        started: state.running ? state.started : undefined,
        command: 'serve',
        url: `http://127.0.0.1:${(busy.address() as AddressInfo).port}`,
      };
      const dataDir = await leftLock('busy-server', holder);
      await expect(acquireDataLock(dataDir, 'submissions')).rejects.toThrow(DataFolderBusyError);
      expect(JSON.parse(await readFile(path.join(dataDir, LOCK_FILE), 'utf8'))).toEqual(holder);
    } finally {
      for (const socket of held) socket.destroy();
      await new Promise((resolve) => busy.close(resolve));
    }
  });

  it('is respected without a start time, which its holder could not tell', async () => {
    const holder: LockHolder = { pid: other.pid!, command: 'submissions' };
    const dataDir = await leftLock('no-start-time', holder);
    await expect(acquireDataLock(dataDir, 'submissions')).rejects.toThrow(DataFolderBusyError);
    expect(JSON.parse(await readFile(path.join(dataDir, LOCK_FILE), 'utf8'))).toEqual(holder);
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
    for (const folder of [fresh, madeForData, users]) await (await acquireDataLock(folder, 'submissions')).release();
    expect([await modeOf(fresh), await modeOf(madeForData), await modeOf(users)]).toEqual([0o700, 0o700, 0o755]);
  });
});
