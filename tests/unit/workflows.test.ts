// What CI runs is what we tested: every npm command of the workflows names a script of package.json
// (or npm's own ci and test), the test workflow runs the README's test command, and the deploy
// publishes only what passed it.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { runInNewContext } from 'node:vm';
import path from 'node:path';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { lastBuildCards } from '../../cli/build/social-cards.ts';
import { projectRoot } from '../support/project-copy.ts';

interface Workflow {
  name: string;
  on: unknown;
  jobs: Record<
    string,
    {
      if?: string;
      needs?: string | string[];
      steps: {
        id?: string;
        run?: string;
        uses?: string;
        if?: string;
        with?: Record<string, string>;
        env?: Record<string, string>;
      }[];
    }
  >;
}

const folder = path.join(projectRoot, '.github/workflows');
const workflows = new Map(
  readdirSync(folder)
    .filter((file) => file.endsWith('.yml'))
    .map((file) => [file, yaml.load(readFileSync(path.join(folder, file), 'utf8')) as Workflow]),
);
const scripts = (
  JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
).scripts;
const runSteps = (workflow: Workflow) =>
  Object.values(workflow.jobs).flatMap((job) => job.steps.flatMap((step) => (step.run ? [step.run] : [])));

describe('the GitHub workflows', () => {
  it('are a test workflow and a deploy workflow, both valid YAML with jobs and steps', () => {
    expect([...workflows.keys()].sort()).toEqual(['deploy.yml', 'test.yml']);
    for (const [file, workflow] of workflows) {
      expect(Object.keys(workflow.jobs).length, file).toBeGreaterThan(0);
      for (const job of Object.values(workflow.jobs)) expect(job.steps.length, file).toBeGreaterThan(0);
    }
  });

  it('call only npm scripts that exist', () => {
    const npmCommands = [...workflows.values()]
      .flatMap(runSteps)
      .flatMap((run) => [...run.matchAll(/\bnpm (run \S+|test|ci|start)\b/g)].map((match) => match[1]!));
    expect(npmCommands.length).toBeGreaterThan(0);
    for (const command of npmCommands) {
      if (command === 'ci') continue;
      const script = command.startsWith('run ') ? command.slice(4) : command;
      expect(scripts, `npm ${command}`).toHaveProperty(script);
    }
  });

  it("test pull requests and pushes with npm ci and the README's test command", () => {
    const test = workflows.get('test.yml')!;
    expect(test.on).toHaveProperty('pull_request');
    expect(test.on).toHaveProperty('push');
    const runs = runSteps(test);
    expect(runs.some((run) => run.includes('npm ci'))).toBe(true);
    expect(runs).toContain('npm test');
    expect(readFileSync(path.join(projectRoot, 'README.md'), 'utf8')).toContain('npm test');
  });

  it('publish main to GitHub Pages from dist/, built with npm run build, refused without the SITE_URL variable', () => {
    const deploy = workflows.get('deploy.yml')!;
    const uses = Object.values(deploy.jobs).flatMap((job) =>
      job.steps.flatMap((step) => (step.uses ? [step.uses] : [])),
    );
    expect(uses).toContain('actions/upload-pages-artifact@v3');
    expect(uses).toContain('actions/deploy-pages@v4');
    const build = deploy.jobs.build!.steps.find((step) => step.run?.startsWith('npm run build'))!;
    // tests/build/build.test.ts: with this flag and no SITE_URL, the build writes nothing and fails.
    expect(build.run).toBe('npm run build -- --require-site-url');
    expect(build.env?.SITE_URL).toBe('${{ vars.SITE_URL }}');
  });

  it('apply every migration not applied yet, with a pinned Supabase CLI', () => {
    const deploy = workflows.get('deploy.yml')!;
    const supabase = runSteps({ ...deploy, jobs: { supabase: deploy.jobs.supabase! } }).join('\n');
    expect(supabase).toContain('supabase db push');
    expect(supabase).not.toContain('git diff');
    const cli = deploy.jobs.supabase!.steps.find((step) => step.uses === 'supabase/setup-cli@v1')!;
    expect(cli.with?.version).toMatch(/^\d+\.\d+\.\d+$/);
  });
  it('carry the social cards from one deploy to the next: restored before the build, saved when it used other cards', () => {
    const steps = workflows.get('deploy.yml')!.jobs.build!.steps;
    const cardsFolder = path
      .relative(projectRoot, path.dirname(lastBuildCards(projectRoot)))
      .split(path.sep)
      .join('/');
    const lastBuild = path.relative(projectRoot, lastBuildCards(projectRoot)).split(path.sep).join('/');
    const at = (uses: string) => steps.findIndex((step) => step.uses === uses);
    const build = steps.findIndex((step) => step.run?.startsWith('npm run build'));
    const install = steps.findIndex((step) => step.run?.startsWith('npm ci'));
    const [restore, save] = [steps[at('actions/cache/restore@v4')]!, steps[at('actions/cache/save@v4')]!];
    // npm ci empties node_modules, where the cards are kept: the cards come back after it.
    expect([
      install < at('actions/cache/restore@v4'),
      at('actions/cache/restore@v4') < build,
      build < at('actions/cache/save@v4'),
    ]).toEqual([true, true, true]);
    expect([restore.with?.path, save.with?.path]).toEqual([cardsFolder, cardsFolder]);
    expect(restore.with?.['restore-keys']).toBe('social-cards-');
    expect(save.with?.key).toBe(`social-cards-\${{ hashFiles('${lastBuild}') }}`);
    expect(save.if).toContain(
      `steps.${restore.id}.outputs.cache-matched-key != format('social-cards-{0}', hashFiles('${lastBuild}'))`,
    );
  });
});

// The deploy publishes only a commit whose tests passed, whatever starts it: its `tested` job names
// that commit (or fails), and every other job waits for it and checks out only what it names.
describe('the deploy, whatever starts it', () => {
  const deploy = workflows.get('deploy.yml')!;
  const test = workflows.get('test.yml')!;
  // Absent from a deploy that checks out whatever started it: then every test below says so.
  const tested = deploy.jobs.tested;
  const TESTED_COMMIT = '${{ needs.tested.outputs.sha }}';
  const needsOf = (name: string) => [deploy.jobs[name]!.needs ?? []].flat();
  const dependsOnTested = (name: string): boolean =>
    needsOf(name).some((need) => need === 'tested' || dependsOnTested(need));

  it('starts after the Test workflow on main, by the clock and by hand, never on a bare push', () => {
    const on = deploy.on as Record<string, { workflows?: string[]; types?: string[]; branches?: string[] }>;
    expect(Object.keys(on).sort()).toEqual(['schedule', 'workflow_dispatch', 'workflow_run']);
    expect(on.workflow_run).toEqual({ workflows: [test.name], types: ['completed'], branches: ['main'] });
  });

  it('has every other job wait for the tested commit and check out only it, none run when that failed', () => {
    const others = Object.keys(deploy.jobs).filter((name) => name !== 'tested');
    expect(others.sort()).toEqual(['build', 'pages', 'supabase']);
    for (const name of others) {
      const job = deploy.jobs[name]!;
      expect(dependsOnTested(name), name).toBe(true);
      // always(), failure() or cancelled() would run the job when `tested` was skipped or failed.
      expect(job.if ?? '', name).not.toMatch(/always\(|failure\(|cancelled\(/);
      const checkouts = job.steps.filter((step) => step.uses?.startsWith('actions/checkout@'));
      // A job reads only the outputs of the jobs it names itself.
      if (checkouts.length > 0) expect(needsOf(name), name).toContain('tested');
      for (const checkout of checkouts) expect(checkout.with?.ref, name).toBe(TESTED_COMMIT);
    }
  });

  it('runs the `tested` job after tests that passed on a push to main, by the clock and by hand, and after nothing else', () => {
    const runs = (github: Record<string, unknown>) => evaluate(tested?.if ?? 'true', { github });
    const afterTests = (conclusion: string, event: string) =>
      runs({ event_name: 'workflow_run', event: { workflow_run: { conclusion, event, head_sha: 'abc' } } });
    expect(afterTests('success', 'push')).toBe(true);
    expect(afterTests('failure', 'push')).toBe(false);
    expect(afterTests('cancelled', 'push')).toBe(false);
    // A pull request from a fork's branch named main runs the tests too: its commit is not main's.
    expect(afterTests('success', 'pull_request')).toBe(false);
    expect(runs({ event_name: 'schedule', event: {} })).toBe(true);
    expect(runs({ event_name: 'workflow_dispatch', event: {} })).toBe(true);
  });

  describe('names the commit to publish', () => {
    const step = tested?.steps.find((candidate) => candidate.id === 'commit') ?? { id: 'commit', run: 'exit 2' };
    const outputs = (tested ?? { outputs: {} }) as unknown as { outputs: Record<string, string> };

    it('as its output, which the other jobs check out', () => {
      expect(outputs.outputs.sha).toBe(`\${{ steps.${step.id}.outputs.sha }}`);
      expect(step.env?.TESTED_BY_TRIGGER).toBe('${{ github.event.workflow_run.head_sha }}');
    });

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
        const workflowFile = [...workflows].find(([, workflow]) => workflow === test)![0];
        expect([flag('--workflow'), flag('--branch'), flag('--event'), flag('--status')]).toEqual([
          workflowFile,
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
});

/**
 * A GitHub Actions expression (==, !=, &&, ||, !, parentheses, strings, context paths) evaluated
 * against `context`: enough for the `if:` of a job, to check what it lets through.
 */
function evaluate(expression: string, context: Record<string, unknown>): boolean {
  const lookup = (dotted: string) =>
    dotted.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], context);
  const js = expression
    .replace(/\$\{\{|\}\}/g, '')
    .replace(
      /'([^']*)'|([A-Za-z_][\w-]*(?:\.[\w-]+)+)/g,
      (_whole, text: string | undefined, dotted: string | undefined) => JSON.stringify(text ?? lookup(dotted!) ?? null),
    )
    .replace(/([=!])=/g, '$1==');
  if (/[^\s"\w.\-()|&!=]/.test(js.replace(/"[^"]*"/g, '""'))) throw new Error(`Cannot evaluate: ${expression}`);
  return Boolean(runInNewContext(js, {}));
}

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
