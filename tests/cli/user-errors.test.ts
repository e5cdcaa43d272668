// What the `site` command prints when it fails: a mistake the person at the terminal can fix (any
// UserError, cli/model/user-error.ts) in its own sentence, without a stack trace; a bug with its stack,
// so that it can be found. Both exit with 1.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeBuildFailure, describeError } from '../../cli/build/summary.ts';
import { UserError } from '../../cli/model/user-error.ts';
import { NothingToPreviewError } from '../../cli/serve/preview.ts';
import { PortInUseError } from '../../cli/serve/listen.ts';
import { IslandError } from '../../templates/island-error.ts';
import { projectRoot } from '../support/project-copy.ts';

const run = promisify(execFile);
const STACK_LINE = /^\s+at /m;

/** `site preview` with these arguments, from a folder of its own. */
const preview = (cwd: string, ...args: string[]) => previewWith({}, cwd, ...args);
/** The same, with these variables added to the environment. */
const previewWith = (env: Record<string, string>, cwd: string, ...args: string[]) =>
  run(process.execPath, [path.join(projectRoot, 'cli/bin.js'), 'preview', ...args], {
    cwd,
    timeout: 30_000,
    env: { ...process.env, ...env },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'site-user-errors-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('a failing command', () => {
  it('says which setting of the environment it cannot use: a PORT that is no port', async () => {
    const { code, stderr } = await previewWith({ PORT: '99999' }, folder);
    expect(code).toBe(1);
    expect(stderr).toBe('PORT must be a port number from 0 to 65535, got "99999"\n');
  });

  it('says a mistake the person can fix in its own sentence, without a stack trace, and exits 1', async () => {
    const { code, stdout, stderr } = await preview(folder, '--out', 'nothing-built');
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toBe(
      `${path.join(folder, 'nothing-built')} holds no built site (no index.html): run "site build" first, or give the folder with --out.\n`,
    );
  });

  it('shows a bug with its stack trace, and exits 1', async () => {
    await writeFile(path.join(folder, 'index.html'), '<!doctype html><title>Built</title>');
    // An address of no interface of this machine (TEST-NET-3): listening there fails, and nothing
    // of ours says why, so it is not the person's to fix.
    const { code, stderr } = await preview(folder, '--out', '.', '--host', '203.0.113.1', '--port', '0');
    expect(code).toBe(1);
    expect(stderr).toMatch(/^Error: listen EADDRNOTAVAIL/);
    expect(stderr).toMatch(STACK_LINE);
  });
});

describe('the words of a failure', () => {
  it('are the message alone for every error written for the person at the terminal', () => {
    const mistakes = [new NothingToPreviewError('dist'), new PortInUseError(8080), new IslandError('The page / …')];
    for (const mistake of mistakes) {
      expect(mistake).toBeInstanceOf(UserError);
      expect(describeError(mistake)).toBe(mistake.message);
      expect(describeBuildFailure(mistake)).toBe(
        `Build failed: ${mistake.message}\nThe previous output was left untouched.`,
      );
    }
  });

  it("are an unexpected error's stack", () => {
    const bug = new TypeError("Cannot read properties of undefined (reading 'title')");
    expect(describeError(bug)).toMatch(/^TypeError: Cannot read properties of undefined/);
    expect(describeError(bug)).toMatch(STACK_LINE);
    expect(describeBuildFailure(bug)).toMatch(STACK_LINE);
  });
});
