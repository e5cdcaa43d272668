// The documents a reader follows: README.md and docs/*.md. Every link between them leads to a file and,
// with a #fragment, to one of its headings; every file or folder of the repository they name in code
// (`cli/build/render.tsx`, `supabase/migrations/`) exists; the README lists every document; and the
// dependency table (docs/dependencies.md) names every package package.json installs, so a package is never
// added unexplained.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isBuildLeftover, projectRoot } from '../support/project-copy.ts';

const DOCUMENTS = [
  'README.md',
  ...readdirSync(path.join(projectRoot, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** Files a document shows as an example of what a command writes, which the repository does not have. */
const EXAMPLES = new Set([
  'content/blog/07-how-to-test-your-backups.md',
  'content/vendors/acme-backup.md',
  'content/pages/careers.md',
]);

/** Folders at the top that are not the repository's own: what npm, git, the build and `site serve` write. */
const NOT_OURS = new Set(['node_modules', 'dist', '.git', '.data', '.cache']);
const TOP_FOLDERS = new Set(
  readdirSync(projectRoot, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !NOT_OURS.has(entry.name) && !isBuildLeftover(entry.name))
    .map((entry) => entry.name),
);

/** A document's text without its fenced code blocks: sample output and commands, not references. */
function prose(document: string): string {
  return readFileSync(path.join(projectRoot, document), 'utf8').replace(/^```[\s\S]*?^```/gm, '');
}

/** The anchor GitHub gives a heading: lower case, punctuation dropped, spaces as hyphens. */
function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(document: string): Set<string> {
  return new Set([...prose(document).matchAll(/^#{1,6}\s+(.+)$/gm)].map((match) => headingAnchor(match[1]!)));
}

/** The links of a text that stay in the repository: `(docs/x.md#part)`, `(#part)`; not a link shown as code. */
function localLinks(text: string): string[] {
  return [...text.replace(/`[^`]*`/g, '').matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1]!)
    .filter((target) => !/^[a-z]+:/i.test(target));
}

/** Where a link of `document` leads, or why it leads nowhere. */
function brokenLink(document: string, target: string): string | undefined {
  const [file, anchor] = target.split('#') as [string, string | undefined];
  const linked = file === '' ? document : path.posix.normalize(path.posix.join(path.posix.dirname(document), file));
  if (!existsSync(path.join(projectRoot, linked))) return `${document}: ${target} (no file ${linked})`;
  if (anchor !== undefined && linked.endsWith('.md') && !anchorsOf(linked).has(anchor))
    return `${document}: ${target} (no heading #${anchor} in ${linked})`;
  return undefined;
}

/** The repository paths a document names in code spans: those that start with a top folder of the repository
 *  and hold no pattern (`migrations/*.sql`) or placeholder (`content/pages/<page>.yaml`). */
function namedPaths(document: string): string[] {
  return [...prose(document).matchAll(/`([^`\s]+)`/g)]
    .map((match) => match[1]!)
    .filter((named) => named.includes('/') && TOP_FOLDERS.has(named.split('/')[0]!) && !/[<>*{}]/.test(named));
}

/** The text of the README's section `title`, up to the next section. */
function readmeSection(title: string): string {
  const readme = prose('README.md');
  const start = readme.indexOf(`\n## ${title}\n`);
  expect(start, `README.md has a section "## ${title}"`).toBeGreaterThan(-1);
  const end = readme.indexOf('\n## ', start + 1);
  return readme.slice(start, end === -1 ? undefined : end);
}

describe('the documents', () => {
  it('anchor headings as GitHub does', () => {
    expect(headingAnchor('Help while typing (VS Code)')).toBe('help-while-typing-vs-code');
    expect(headingAnchor("The forms' backend on Supabase")).toBe('the-forms-backend-on-supabase');
    expect(headingAnchor('`site serve`')).toBe('site-serve');
  });

  it('are the README and the files of docs/', () => {
    expect(DOCUMENTS.length).toBeGreaterThan(3);
  });

  it('link only to files and headings that exist', () => {
    const links = DOCUMENTS.flatMap((document) => localLinks(prose(document)).map((target) => ({ document, target })));
    expect(links.length).toBeGreaterThan(10); // the scan sees them
    expect(links.map(({ document, target }) => brokenLink(document, target)).filter(Boolean)).toEqual([]);
  });

  it('name only files and folders the repository has', () => {
    const named = DOCUMENTS.flatMap((document) => namedPaths(document).map((file) => ({ document, file })));
    expect(named.length).toBeGreaterThan(50); // the scan sees them
    const missing = named
      .filter(({ file }) => !EXAMPLES.has(file) && !existsSync(path.join(projectRoot, file)))
      .map(({ document, file }) => `${document}: ${file}`);
    expect(missing).toEqual([]);
  });

  it("are all listed in the README's Documents", () => {
    const listed = new Set(localLinks(readmeSection('Documents')).map((target) => target.split('#')[0]));
    expect(DOCUMENTS.filter((document) => document !== 'README.md' && !listed.has(document))).toEqual([]);
  });
});

describe('the dependency table', () => {
  it('names every package package.json installs (their @types/ packages as one row)', () => {
    const manifest = JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as Record<
      'dependencies' | 'devDependencies',
      Record<string, string>
    >;
    const packages = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies });
    const table = prose('docs/dependencies.md');
    const named = (name: string) =>
      table.includes(`\`${name}\``) || (name.startsWith('@types/') && table.includes('`@types/*`'));
    expect(packages.length).toBeGreaterThan(20);
    expect(packages.filter((name) => !named(name))).toEqual([]);
  });
});
