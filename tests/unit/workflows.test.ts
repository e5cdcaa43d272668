// What CI runs is what we tested: every npm command of the workflows names a script of package.json
// (or npm's own ci and test), both CIs (the test workflow and .ci/run) set up the machine and then run
// the one `npm run ok`, which checks everything and runs the README's test command, and the deploy
// publishes only what passed it.
import { readdirSync, readFileSync } from 'node:fs';
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
/** The npm commands a piece of shell runs: "ci", "test", "run ok". */
const npmCommandsOf = (shell: string) =>
  [...shell.matchAll(/\bnpm (run \S+|test|ci|start)\b/g)].map((match) => match[1]!);
/** A shell script's commands: its text less its comments and its quoted strings (what it prints). */
const shellCommands = (file: string) =>
  readFileSync(path.join(projectRoot, file), 'utf8')
    .replace(/^\s*#.*$/gm, '')
    .replace(/"[^"\n]*"|'[^'\n]*'/g, '');

describe('the GitHub workflows', () => {
  it('are a test workflow and a deploy workflow, both valid YAML with jobs and steps', () => {
    expect([...workflows.keys()].sort()).toEqual(['deploy.yml', 'test.yml']);
    for (const [file, workflow] of workflows) {
      expect(Object.keys(workflow.jobs).length, file).toBeGreaterThan(0);
      for (const job of Object.values(workflow.jobs)) expect(job.steps.length, file).toBeGreaterThan(0);
    }
  });

  it('call only npm scripts that exist', () => {
    const npmCommands = [...workflows.values()].flatMap(runSteps).flatMap(npmCommandsOf);
    expect(npmCommands.length).toBeGreaterThan(0);
    for (const command of npmCommands) {
      if (command === 'ci') continue;
      const script = command.startsWith('run ') ? command.slice(4) : command;
      expect(scripts, `npm ${command}`).toHaveProperty(script);
    }
  });

  it('test pull requests and pushes', () => {
    const test = workflows.get('test.yml')!;
    expect(test.on).toHaveProperty('pull_request');
    expect(test.on).toHaveProperty('push');
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
    const at = (uses: string) => steps.findIndex((step) => step.uses === uses && step.with?.path === cardsFolder);
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

// Two CIs defined step by step drift apart (one ran `site check`, the other did not): each only sets up
// its machine, and everything it checks is the one `npm run ok`, which a developer runs too.
describe('both CIs', () => {
  it('run, after installing the lockfile, only `npm run ok`: the test workflow and .ci/run alike', () => {
    const { content, ...full } = workflows.get('test.yml')!.jobs;
    const commandsOf = (jobs: Workflow['jobs']) => runSteps({ name: '', on: null, jobs }).flatMap(npmCommandsOf);
    expect(commandsOf(full)).toEqual(['ci', 'run ok']);
    expect(npmCommandsOf(shellCommands('.ci/run'))).toEqual(['ci', 'run ok']);
    // And first, on its own, the content check an editor waits for.
    expect(content && commandsOf({ content })).toEqual(['ci', 'run check']);
  });

  it("`npm run ok` formats, lints, type-checks, checks content and links, and runs the README's test command", () => {
    expect(scripts.ok).toBe('bash .ci/ok');
    const ok = npmCommandsOf(shellCommands('.ci/ok'));
    for (const script of ['format:check', 'lint', 'typecheck', 'check']) expect(ok).toContain(`run ${script}`);
    // Last, so that the test count is the last line it prints (.ci/run reports that line).
    expect(ok.at(-1)).toBe('test');
    for (const command of ok) expect(scripts, `npm ${command}`).toHaveProperty(command.replace(/^run /, ''));
    const readme = readFileSync(path.join(projectRoot, 'README.md'), 'utf8');
    expect(readme).toContain('npm test');
    expect(readme).toContain('npm run ok');
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
    expect(others.sort()).toEqual(['build', 'cloudflare', 'pages', 'supabase']);
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

  it('publishes pages only after the backend job succeeded, and that job runs (and succeeds) without its secrets', () => {
    const needsAll = (name: string): string[] => needsOf(name).flatMap((need) => [need, ...needsAll(need)]);
    const backend = Object.keys(deploy.jobs).filter((name) =>
      deploy.jobs[name]!.steps.some((step) => step.run?.includes('supabase db push')),
    );
    const publishers = Object.keys(deploy.jobs).filter((name) =>
      deploy.jobs[name]!.steps.some(
        (step) => step.uses?.startsWith('actions/deploy-pages@') || step.run?.includes('wrangler@4 pages deploy'),
      ),
    );
    // GitHub Pages, or Cloudflare Pages when a project is named: one or the other, never both.
    expect([backend.length, publishers.length]).toEqual([1, 2]);
    expect(publishers.map((name) => deploy.jobs[name]!.if).sort()).toEqual([
      "vars.CLOUDFLARE_PAGES_PROJECT != ''",
      "vars.CLOUDFLARE_PAGES_PROJECT == ''",
    ]);
    // Without always() (checked above) a job runs only when all it needs succeeded.
    for (const name of publishers) expect(needsAll(name), name).toContain(backend[0]);
    // A backend job skipped when Supabase is not configured would skip the pages with it: it decides
    // in a step instead.
    expect(deploy.jobs[backend[0]!]!.if).toBeUndefined();
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

  it('names the commit to publish as its output, the one its step sets (tests/cli/deploy-commit.test.ts runs that step)', () => {
    const step = tested?.steps.find((candidate) => candidate.id === 'commit');
    expect(step?.run).toBeDefined();
    expect((tested as { outputs?: Record<string, string> } | undefined)?.outputs?.sha).toBe(
      '${{ steps.commit.outputs.sha }}',
    );
    expect(step?.env?.TESTED_BY_TRIGGER).toBe('${{ github.event.workflow_run.head_sha }}');
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
