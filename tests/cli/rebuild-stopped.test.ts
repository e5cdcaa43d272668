// site serve's rebuilding thread answers each request, or its request ends when the thread stops:
// a thread that exited without an error once left the request, and every later rebuild, waiting forever.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../../cli/site/config.ts';
import { Rebuilder } from '../../cli/serve/rebuild.ts';
import { copyProject, type ProjectCopy } from '../support/project-copy.ts';

let project: ProjectCopy;
let outDir: string;
beforeAll(async () => {
  project = await copyProject();
  outDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'site-rebuild-stopped-')), 'site');
});
afterAll(async () => {
  await project.remove();
  await rm(path.dirname(outDir), { recursive: true, force: true });
});

describe('a request to the rebuilding thread', () => {
  it('ends, with a failure that says so, when the thread stops before it answers', async () => {
    const rebuilder = new Rebuilder({ projectRoot: project.root, outDir, config: configFromEnv({}) });
    const first = rebuilder.start();
    // The thread has started and has the request once the calls before it have run.
    await new Promise((resolve) => setImmediate(resolve));
    await rebuilder.close();
    expect(await first).toMatchObject({ ok: false, message: expect.stringMatching(/stopped .* before it answered/) });
  });
});
