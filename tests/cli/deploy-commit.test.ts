// The deploy's \`tested\` job names the commit every other job publishes (tests/unit/workflows.test.ts
// checks they do): its step is run here with bash, a stand-in \`gh\` and GITHUB_OUTPUT, for each way
// the deploy starts.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../support/project-copy.ts';

interface Workflow {
  name: string;
  jobs: Record<string, { steps: { id?: string; run?: string }[] }>;
}

const folder = path.join(projectRoot, '.github/workflows');
const workflows = new Map(
  readdirSync(folder)
    .filter((file) => file.endsWith('.yml'))
    .map((file) => [file, yaml.load(readFileSync(path.join(folder, file), 'utf8')) as Workflow]),
);
const testWorkflowFile = [...workflows].find(([, workflow]) => workflow.name === 'Test')![0];
const step = workflows.get('deploy.yml')!.jobs.tested?.steps.find((candidate) => candidate.id === 'commit') ?? {
  run: 'exit 2',
};

describe('the commit the deploy publishes', () => {
  it('after the tests: the commit they passed on, asking nothing', () => {
    const result = runStep(step.run!, { GITHUB_EVENT_NAME: 'workflow_run', TESTED_BY_TRIGGER: 'abc123' });
    expect(result).toMatchObject({ status: 0, sha: 'abc123', ghCalls: [] });
  });

  it("by the clock or by hand: the newest commit whose push to main passed the Test workflow, not main's head", () => {
    for (const event of ['schedule', 'workflow_dispatch']) {
      const result = runStep(step.run!, { GITHUB_EVENT_NAME: event, GITHUB_SHA: 'untested-head' }, 'def456');
      expect(result.status, event).toBe(0);
      expect(result.sha, event).toBe('def456');
      const call = result.ghCalls[0]!;
      expect(call.slice(0, 2)).toEqual(['run', 'list']);
      const flag = (name: string) => call[call.indexOf(name) + 1];
      expect([flag('--workflow'), flag('--branch'), flag('--event'), flag('--status')]).toEqual([
        testWorkflowFile,
        'main',
        'push',
        'success',
      ]);
      expect(flag('--limit')).toBe('1');
    }
  });

  it('or fails, saying why, when no Test run has passed on main', () => {
    const result = runStep(step.run!, { GITHUB_EVENT_NAME: 'schedule' }, '');
    expect(result.status).toBe(1);
    expect(result.sha).toBeUndefined();
    expect(result.stdout).toContain('::error::No run of the Test workflow has passed on main');
  });
});

/** Runs a step's script with bash, a stand-in `gh` that answers `ghAnswer` and records its arguments,
 *  and GITHUB_OUTPUT: what it exited with, printed, set as `sha`, and asked gh. */
function runStep(
  script: string,
  env: Record<string, string>,
  ghAnswer = '',
): { status: number | null; stdout: string; sha: string | undefined; ghCalls: string[][] } {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'site-workflow-step-'));
  try {
    const [output, calls] = [path.join(folder, 'output'), path.join(folder, 'calls')];
    writeFileSync(output, '');
    writeFileSync(calls, '');
    writeFileSync(
      path.join(folder, 'gh'),
      `#!/bin/sh\nprintf '%s\\0' "$@" >> '${calls}'\nprintf '\\n' >> '${calls}'\nprintf '%s' '${ghAnswer}'\n`,
      { mode: 0o755 },
    );
    const result = spawnSync('bash', ['-e', '-c', script], {
      encoding: 'utf8',
      env: {
        PATH: `${folder}:${process.env.PATH}`,
        GITHUB_OUTPUT: output,
        GITHUB_REPOSITORY: 'owner/site',
        TESTED_BY_TRIGGER: '',
        ...env,
      },
    });
    const sha = /^sha=(.*)$/m.exec(readFileSync(output, 'utf8'))?.[1];
    const ghCalls = readFileSync(calls, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => line.split('\0').slice(0, -1));
    return { status: result.status, stdout: result.stdout, sha, ghCalls };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
