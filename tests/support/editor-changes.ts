// An editor's day, as docs/editing-content.md tells it, on a copy of the whole project (code, content,
// tests): an author added by one edit of content/authors.yaml, a post started with `site new post`,
// written and published, a vendor started with `site new vendor`, written and published, and a post
// removed. CI then runs the content check and the site's own tests in the copy (.ci/ok): what an
// editor can do with content alone must never need a developer to make the tests pass.
//   node --import tsx tests/support/editor-changes.ts <folder>   makes the copy there and edits it
import { execFile } from 'node:child_process';
import { cp, mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import yaml from 'js-yaml';
import { projectRoot } from '../../cli/runtime/project-root.ts';

const run = promisify(execFile);

/** What the edits add and remove, for the checks that follow them. */
export const EDITOR_CHANGES = {
  author: 'Rosa Alvarez',
  postTitle: 'How to Test Your Backups Before You Need Them',
  vendorName: 'Northwind Backup',
  vendorCategory: 'cloud-infrastructure',
  removedPost: 'content/blog/04-cloud-migration.md',
} as const;

/** Copies the project's files (what git tracks or would track: no node_modules, no build output). */
export async function copyWholeProject(into: string): Promise<void> {
  const { stdout } = await run('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: projectRoot,
    maxBuffer: 64 * 1024 * 1024,
  });
  await mkdir(into, { recursive: true });
  const files = stdout.split('\0').filter(Boolean);
  for (const file of files) {
    await mkdir(path.dirname(path.join(into, file)), { recursive: true });
    await cp(path.join(projectRoot, file), path.join(into, file)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error; // a tracked file deleted in the working tree
    });
  }
  await symlink(path.join(projectRoot, 'node_modules'), path.join(into, 'node_modules'), 'dir');
  // A checkout, as an editor's is: what git tracks and ignores is then as in the project.
  const git = (...args: string[]) =>
    run('git', ['-c', 'user.name=Editor', '-c', 'user.email=editor@example.com', ...args], { cwd: into });
  await git('init', '--quiet');
  await git('add', '--all');
  await git('commit', '--quiet', '--no-verify', '--message', 'The project as it is');
}

/** Splits a markdown file into its front matter (parsed) and its body. */
function frontMatter(text: string): { fields: Record<string, unknown>; body: string } {
  const match = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(text);
  if (!match) throw new Error('No front matter');
  // Dates stay the text they are (the default schema would make them Date objects).
  return { fields: yaml.load(match[1]!, { schema: yaml.JSON_SCHEMA }) as Record<string, unknown>, body: match[2]! };
}

const withFrontMatter = (fields: Record<string, unknown>, body: string) =>
  `---\n${yaml.dump(fields, { lineWidth: 100, schema: yaml.JSON_SCHEMA })}---\n\n${body.trim()}\n`;

/** The edits, made in `root` with the project's own `site` command where the docs say to use it. */
export async function applyEditorChanges(root: string): Promise<void> {
  const site = (...args: string[]) => run(process.execPath, ['cli/bin.js', ...args], { cwd: root });
  const { author, postTitle, vendorName, vendorCategory, removedPost } = EDITOR_CHANGES;

  // An author: one edit of content/authors.yaml.
  const authors = path.join(root, 'content/authors.yaml');
  await writeFile(
    authors,
    `${(await readFile(authors, 'utf8')).trimEnd()}\n${author}:\n  role: Security Analyst\n  bio: ${author} watches the alerts at {{brand}} and writes about what she sees.\n`,
  );

  // A post by that author, written and published (its draft line removed).
  const post = (await site('new', 'post', postTitle, '--author', author, '--category', 'Security')).stdout;
  const postFile = /content\/blog\/[\w-]+\.md/.exec(post)![0];
  const written = frontMatter(await readFile(path.join(root, postFile), 'utf8'));
  delete written.fields.draft;
  written.fields.description =
    'A backup nobody has restored is a hope, not a plan: three tests a small business can run this month.';
  await writeFile(
    path.join(root, postFile),
    withFrontMatter(
      written.fields,
      `Most Texas small businesses back up their files. Far fewer have ever tried to get them back.

## Why it matters

When ransomware locks a shared drive, the only question that counts is how fast the files come back.

## Three tests to run

1. Restore one file from last week's backup to a spare folder.
2. Restore a whole mailbox to a test account.
3. Time a full restore of one computer.

## Where to start

Pick the first test and run it this Friday afternoon.`,
    ),
  );

  // A vendor, written and published.
  const vendor = (
    await site(
      'new',
      'vendor',
      vendorName,
      '--category',
      vendorCategory,
      '--website',
      'https://www.northwind-backup.example',
    )
  ).stdout;
  const vendorFile = /content\/vendors\/[\w-]+\.md/.exec(vendor)![0];
  const scaffold = frontMatter(await readFile(path.join(root, vendorFile), 'utf8'));
  const fields: Record<string, unknown> = {
    ...scaffold.fields,
    summary: 'Off-site copies of every laptop and server, checked each night and restored in minutes.',
    features: ['Nightly off-site copies', 'Restores tested every month', 'Alerts when a backup is missed'],
    hero: {
      eyebrow: vendorName,
      title: `${vendorName} for Texas businesses`,
      description: `${vendorName} keeps a copy of every computer off site. {{brand}} sets it up and tests your restores.`,
    },
  };
  delete fields.draft;
  await writeFile(path.join(root, vendorFile), withFrontMatter(fields, ''));

  // A post taken down.
  await rm(path.join(root, removedPost));
}

// Run as a script: the copy, then the edits.
if (import.meta.url === `file://${process.argv[1]}`) {
  const into = path.resolve(process.argv[2] ?? '');
  if (!process.argv[2]) throw new Error('Give the folder to make the copy in.');
  await copyWholeProject(into);
  await applyEditorChanges(into);
  console.log(`An editor's changes made in a copy of the project at ${into}`);
}
