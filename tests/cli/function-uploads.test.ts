// `site serve` answers an oversized upload to a function 413 at once, without taking it in: the body
// is read no further than the functions' limit, whether or not it says how long it is.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chunkedUpload } from '../support/large-upload.ts';
import { copyProject, type ProjectCopy } from '../support/project-copy.ts';
import { freePort } from '../support/postgres.ts';
import { stoppedGroup, waitFor } from '../support/wait.ts';

let project: ProjectCopy;
let work: string;
let server: ChildProcess;
let origin: string;
let output = '';

beforeAll(async () => {
  project = await copyProject();
  work = await mkdtemp(path.join(os.tmpdir(), 'site-uploads-'));
  const port = await freePort();
  server = spawn(process.execPath, ['cli/bin.js', 'serve', '--port', String(port), '--data', path.join(work, 'data')], {
    cwd: project.root,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group, stopped whole at the end
  });
  server.stdout!.on('data', (chunk) => (output += chunk));
  server.stderr!.on('data', (chunk) => (output += chunk));
  await waitFor(
    () => /Serving http/.test(output) || undefined,
    () => `"Serving http://..." from site serve; it printed:\n${output}`,
    90_000,
  );
  origin = `http://127.0.0.1:${port}`;
}, 120_000);

afterAll(async () => {
  await stoppedGroup(server); // npm, its shell and site serve, before their folders go
  await project?.remove();
  await rm(work, { recursive: true, force: true });
});

const MB = 1024 * 1024;
const lead = () => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Engines',
  message: 'Hello.',
  submissionKey: crypto.randomUUID(),
});
const send = (name: string, body: unknown) =>
  fetch(`${origin}/functions/v1/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('site serve and a large upload to a function', () => {
  it('answers 50 MB sent in chunks 413 at once, having read no more of it than the connection buffers', async () => {
    expect((await send('contact-form', lead())).status).toBe(200);
    for (const name of ['contact-form', 'newsletter-subscribe']) {
      const upload = await chunkedUpload(`${origin}/functions/v1/${name}`, 50 * MB);
      expect(upload.status).toBe(413);
      expect(upload.ms).toBeLessThan(3000);
      // What was handed to the socket before the answer: the kernel's buffers, not the whole body. A
      // server that read the body in would have taken all 50 MB before answering. (Its memory was no
      // measure: the process group's grew by 7 to 42 MB across the uploads, run to run.)
      expect(upload.sentBytes).toBeLessThan(20 * MB);
    }
    const declared = await chunkedUpload(`${origin}/functions/v1/contact-form`, 50 * MB, {
      'content-length': String(50 * MB),
    });
    expect([declared.status, declared.sentBytes < 20 * MB]).toEqual([413, true]);
    // And it goes on answering.
    expect((await send('contact-form', lead())).status).toBe(200);
  });
});
