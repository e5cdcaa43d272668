// `site serve` on a port another program holds: a sentence, exit code 1, and nothing left behind (no
// lock file, no build worker, no database process), whoever holds the port.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acquireDataLock, askHolder } from '../../cli/backend/data-lock.ts';
import { copyProject, type ProjectCopy } from '../support/project-copy.ts';

const run = promisify(execFile);
let project: ProjectCopy;
let portHolder: Server;
let port: number;

beforeAll(async () => {
  project = await copyProject();
  portHolder = createServer((_request, response) => response.end(''));
  await new Promise<void>((resolve) => portHolder.listen(0, '127.0.0.1', resolve));
  port = (portHolder.address() as { port: number }).port;
});

afterAll(async () => {
  await new Promise((resolve) => portHolder?.close(resolve));
  await project?.remove();
});

const dataDir = () => path.join(project.root, '.data');

/** `site serve` on the held port, in the copy, with its default folder (.data/ there). */
async function serveOnHeldPort(): Promise<{ code: number; stderr: string }> {
  return run(process.execPath, ['cli/bin.js', 'serve', '--port', String(port), '--host', '127.0.0.1'], {
    cwd: project.root,
    timeout: 60_000,
  }).then(
    () => ({ code: 0, stderr: '' }),
    (error: { code: number; stderr: string }) => error,
  );
}

/** Processes whose command line names the copy (a database being created there, say). */
async function processesInCopy(): Promise<string[]> {
  const { stdout } = await run('ps', ['-eo', 'pid=,args=']);
  return stdout.split('\n').filter((line) => line.includes(project.root));
}

describe('site serve on a port in use', () => {
  it('says the port is in use, exits 1, and leaves no lock file and no process behind', async () => {
    const failed = await serveOnHeldPort();
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain(`Port ${port} is in use: give another with --port.`);
    expect(failed.stderr).not.toMatch(/\n\s+at /); // a sentence, not a stack trace
    expect(existsSync(path.join(dataDir(), 'lock'))).toBe(false);
    await expect.poll(processesInCopy, { timeout: 3000 }).toEqual([]);
  });

  it("names this project's own site serve when that is what holds the port, and leaves its lock alone", async () => {
    // This test process holds the data folder as the site serve on that port would.
    const holder = { command: 'serve', url: `http://127.0.0.1:${port}` } as const;
    const lock = await acquireDataLock(dataDir(), holder);
    try {
      const failed = await serveOnHeldPort();
      expect(failed.code).toBe(1);
      expect(failed.stderr).toContain(
        `site serve is already running with this database (.data/), at http://127.0.0.1:${port}, as process ${process.pid}`,
      );
      expect(failed.stderr).not.toMatch(/\n\s+at /);
      expect(await askHolder(dataDir(), 'who')).toEqual({ ...holder, pid: process.pid });
    } finally {
      await lock.release();
    }
  });
});
