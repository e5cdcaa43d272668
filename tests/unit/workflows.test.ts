// What CI runs is what we tested: every npm command of the workflows names a script of package.json
// (or npm's own ci and test), the test workflow runs the README's test command, and the deploy
// publishes only what passed it.
import { readdirSync, readFileSync } from 'node:fs';
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
      needs?: string;
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

  it('publish only a commit whose tests passed, and apply every migration not applied yet', () => {
    const deploy = workflows.get('deploy.yml')!;
    const test = workflows.get('test.yml')!;
    const on = deploy.on as Record<string, { workflows?: string[]; types?: string[]; branches?: string[] }>;
    expect(on).not.toHaveProperty('push');
    expect(on.workflow_run).toEqual({ workflows: [test.name], types: ['completed'], branches: ['main'] });
    expect(deploy.jobs.build!.if).toContain("github.event.workflow_run.conclusion == 'success'");
    // A post dated a later day is published on that day without a push.
    expect(on).toHaveProperty('schedule');
    for (const job of [deploy.jobs.build!, deploy.jobs.supabase!]) {
      const checkout = job.steps.find((step) => step.uses === 'actions/checkout@v4')!;
      expect(checkout.with?.ref).toBe('${{ github.event.workflow_run.head_sha || github.sha }}');
    }
    expect(deploy.jobs.supabase!.needs).toBe('build');
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
