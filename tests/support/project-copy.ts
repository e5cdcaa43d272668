// A disposable copy of the project (code, the engine's fixture content, and a link to node_modules),
// for tests that build or run the `site` command on changed files and for `npm run bench`, which adds
// generated posts: the real project stays as it is. A test that only loads changed content edits it in memory instead
// (tests/support/content-in-memory.ts): copying the project costs more than loading it.
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { leftoverPrefixes } from '../../cli/build/output.ts';
import { projectRoot } from '../../cli/runtime/project-root.ts';

export { projectRoot };

const { staging, retired } = leftoverPrefixes(path.join(projectRoot, 'dist'));
/** A folder a killed build left in the project (cli/build/output.ts): a copy of the site, not its files. */
export const isBuildLeftover = (name: string) => name.startsWith(staging) || name.startsWith(retired);

/**
 * The content the engine's tests run on: a copy of content/ as it was when the output was recorded
 * (tests/build/output.test.ts), so that what editors add, change or take down in content/ changes none
 * of them. A change to the content's format updates it with content/. The tests of the real site read
 * content/ itself (tests/support/site-content.ts).
 */
export const FIXTURE_CONTENT = 'tests/build/recorded-site/content';

const COPIED = ['cli', 'templates', 'client', 'supabase', 'package.json', 'tsconfig.json', '.vscode', '.remarkrc.mjs'];

export interface ProjectCopy {
  root: string;
  read(file: string): Promise<string>;
  write(file: string, text: string): Promise<void>;
  /** Replaces text in a file of the copy; fails loudly if the text is not there. */
  edit(file: string, from: string | RegExp, to: string): Promise<void>;
  /** Edits a file for the length of `run` and puts it back afterwards, whatever happens: the next
   *  test of a shared copy starts from the real content. */
  withEdit<T>(file: string, from: string | RegExp, to: string, run: () => Promise<T>): Promise<T>;
  remove(): Promise<void>;
}

export async function copyProject(): Promise<ProjectCopy> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'site-test-'));
  await Promise.all(
    COPIED.map((entry) => cp(path.join(projectRoot, entry), path.join(root, entry), { recursive: true })),
  );
  await cp(path.join(projectRoot, FIXTURE_CONTENT), path.join(root, 'content'), { recursive: true });
  await symlink(path.join(projectRoot, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  const read = (file: string) => readFile(path.join(root, file), 'utf8');
  const write = (file: string, text: string) => writeFile(path.join(root, file), text);
  const edit = async (file: string, from: string | RegExp, to: string) => {
    const text = await read(file);
    const edited = text.replace(from, to);
    if (edited === text) throw new Error(`copyProject.edit: ${String(from)} not found in ${file}`);
    await write(file, edited);
  };
  return {
    root,
    read,
    write,
    edit,
    async withEdit(file, from, to, run) {
      const original = await read(file);
      await edit(file, from, to);
      try {
        return await run();
      } finally {
        await write(file, original);
      }
    },
    remove: () => rm(root, { recursive: true, force: true }),
  };
}
