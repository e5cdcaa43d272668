// Islands are typed as what runs them in the browser, Preact (client/island-runtime/browser.ts): an
// island that uses what only React has fails the typecheck, instead of failing quietly in the browser.
// tsc runs once, with the project's settings, on islands written for the test inside the project.
import { execFile } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../support/project-copy.ts';

const run = promisify(execFile);
// Inside the project, whose package.json "imports" names '#island-runtime'; git ignores .scratch/.
const folder = path.join(projectRoot, '.scratch', `island-types-${process.pid}`);

/** An island that toggles on a double click, with what it imports and the name of the event it sets. */
const island = (imports: string, doubleClick: string) =>
  [
    '// An island written by tests/cli/island-types.test.ts.',
    '/** @jsxImportSource #island-runtime */',
    `import { ${imports} } from '#island-runtime';`,
    'export function Probe() {',
    '  const [open, setOpen] = useState(false);',
    `  return <button ${doubleClick}={() => setOpen(!open)}>{String(open)}</button>;`,
    '}',
  ].join('\n');

const ISLANDS = {
  'Preact.tsx': island('useState', 'onDblClick'),
  'ReactHook.tsx': island('useState, useTransition', 'onDblClick'),
  'ReactEvent.tsx': island('useState', 'onDoubleClick'),
};

/** tsc's errors, by file: each error with the lines that explain it. */
let errors: Record<string, string[]>;

beforeAll(async () => {
  await mkdir(folder, { recursive: true });
  await writeFile(
    path.join(folder, 'tsconfig.json'),
    JSON.stringify({ extends: '../../tsconfig.json', include: ['*.tsx'] }),
  );
  await Promise.all(Object.entries(ISLANDS).map(([file, source]) => writeFile(path.join(folder, file), source)));
  const tsc = path.join(projectRoot, 'node_modules/typescript/bin/tsc');
  const output = await run(process.execPath, [tsc, '--noEmit', '--pretty', 'false', '-p', folder], {
    cwd: projectRoot,
  }).then(
    ({ stdout }) => stdout,
    (error: { stdout: string }) => error.stdout,
  );
  errors = Object.fromEntries(Object.keys(ISLANDS).map((file) => [file, []]));
  for (const [, file, error] of output.matchAll(
    /^(?:.*[/\\])?(\w+\.tsx)\(\d+,\d+\): error (TS\d+: [^]*?)(?=^\S|(?![^]))/gm,
  ))
    errors[file!]!.push(error!.trim());
}, 60_000);
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe("an island's types", () => {
  it("are Preact's: its hooks and its events typecheck", () => {
    expect(errors['Preact.tsx']).toEqual([]);
  });

  it('refuse a hook only React has', () => {
    expect(errors['ReactHook.tsx']).toEqual([
      expect.stringMatching(/^TS2305: Module '"#island-runtime"' has no exported member 'useTransition'/),
      expect.stringMatching(/'useTransition' is declared but its value is never read/),
    ]);
  });

  it("refuse React's name of an event, which Preact would never fire", () => {
    expect(errors['ReactEvent.tsx']).toEqual([expect.stringMatching(/Property 'onDoubleClick' does not exist/)]);
  });
});
