// The commands and flags the documents tell a reader to type exist: every `site <command>` (and
// `npx site`, `npm run build -- ...`, `npm start`) names a command of the site command and only flags
// that command has, and every `npm run <script>` a script of package.json, with the bench's flags the
// bench reads. A flag renamed or removed in the code, and left in the docs, fails here.
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../support/project-copy.ts';

const run = promisify(execFile);

const DOCUMENTS = [
  'README.md',
  ...readdirSync(path.join(projectRoot, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** The npm scripts that run a command of `site`, and which. */
const SCRIPT_COMMANDS: Record<string, string> = { build: 'build', preview: 'preview', check: 'check', start: 'serve' };

interface Mention {
  at: string;
  /** `site build`, or `npm run bench`. */
  command: string;
  flags: string[];
}

/** Every command a document names, with the flags written after it on its line (in code, or a code span). */
function mentions(): Mention[] {
  const found: Mention[] = [];
  for (const document of DOCUMENTS) {
    const lines = readFileSync(path.join(projectRoot, document), 'utf8').split('\n');
    let inBlock = false;
    lines.forEach((line, index) => {
      const at = `${document}:${index + 1}`;
      if (line.trimStart().startsWith('```')) inBlock = !inBlock;
      // In a code block, or a code span of prose: `site build --out x`, npx site new post "..." --author "..."
      for (const span of inBlock ? [line] : (line.match(/`[^`]+`/g) ?? [])) {
        const code = span.replace(/^`|`$/g, '');
        const flagsOf = (rest: string) =>
          [...rest.replace(/"[^"]*"/g, '').matchAll(/(?:^|\s)(--?[a-z][\w-]*)/g)].map((m) => m[1]!);
        // `site new post ...`: a command of `site new`, with flags of its own.
        for (const match of code.matchAll(
          /(?:^|[\s(])(?:npx\s+)?site\s+(new\s+[a-z]+|[a-z]+)((?:\s+(?!&&|\|)[^\s|&;]+)*)/g,
        ))
          found.push({ at, command: `site ${match[1]!.replace(/\s+/, ' ')}`, flags: flagsOf(match[2]!) });
        for (const match of code.matchAll(/npm\s+(?:run\s+([a-z:]+)|(start|test))((?:\s+(?!&&|\|)[^\s|&;]+)*)/g)) {
          const script = match[1] ?? match[2]!;
          const rest = match[3] ?? '';
          const passed =
            rest.includes(' -- ') || rest.trimStart().startsWith('-- ') ? rest.slice(rest.indexOf('--') + 2) : '';
          found.push({ at, command: `npm run ${script}`, flags: flagsOf(passed) });
        }
      }
    });
  }
  return found;
}

/** Each command of `site`, with its flags, as its --help lists them. */
const helpOf = new Map<string, Set<string>>();

beforeAll(async () => {
  const commands = new Set(
    mentions().flatMap(({ command }) => {
      if (command.startsWith('site ')) return [command.slice(5)];
      const script = SCRIPT_COMMANDS[command.slice('npm run '.length)];
      return script ? [script] : [];
    }),
  );
  for (const command of commands) {
    const { stdout } = await run(process.execPath, ['cli/bin.js', ...command.split(' '), '--help'], {
      cwd: projectRoot,
    }).catch((error: { stdout: string }) => ({ stdout: error.stdout ?? '' }));
    const flags = new Set([...stdout.matchAll(/(?:^|[\s,])(--?[a-z][\w-]*)/gm)].map((m) => m[1]!));
    helpOf.set(command, flags);
  }
}, 60_000);

describe('the commands the documents name', () => {
  it('are commands of site, with flags each has', () => {
    const problems: string[] = [];
    for (const { at, command, flags } of mentions()) {
      const site = command.startsWith('site ') ? command.slice(5) : SCRIPT_COMMANDS[command.slice('npm run '.length)];
      if (!site) continue;
      const known = helpOf.get(site)!;
      if (!known.has('--help')) problems.push(`${at}: site ${site} is not a command of site`);
      else for (const flag of flags) if (!known.has(flag)) problems.push(`${at}: site ${site} has no ${flag}`);
    }
    expect(problems).toEqual([]);
  });

  it('are scripts of package.json, and the bench reads the flags given to it', () => {
    const { scripts } = JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    const bench = readFileSync(path.join(projectRoot, 'tests/bench/bench.ts'), 'utf8');
    const problems: string[] = [];
    for (const { at, command, flags } of mentions()) {
      if (!command.startsWith('npm run ')) continue;
      const script = command.slice('npm run '.length);
      if (!(script in scripts)) problems.push(`${at}: package.json has no script ${script}`);
      if (script === 'bench')
        for (const flag of flags)
          if (!bench.includes(`${flag.slice(2)}: {`)) problems.push(`${at}: the bench has no ${flag}`);
    }
    expect(problems).toEqual([]);
  });

  it('are found: the scan sees the commands the README shows', () => {
    const named = new Set(mentions().map(({ command }) => command));
    for (const command of [
      'site build',
      'site check',
      'site new post',
      'site submissions',
      'npm run bench',
      'npm run build',
    ])
      expect(named, command).toContain(command);
  });
});
