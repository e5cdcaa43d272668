// A kept file keyed on the code that made it (the social cards, the browser bundle, the empty
// database): the code named by its entry, its files found by esbuild following its imports and keyed
// as cli/code-sources.js keys every cache. The list of files is kept in the cache: while none of them
// changed, it still holds (a new import is a change to a file on it), and esbuild need not run again.
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { BUNDLE_CACHE } from './node-bundle.js';
import { keyOf, sourcesOf, type Sources } from './code-sources.js';
import { writeWhole } from './whole-file.js';

export { keyOf, sourcesOf, type Sources };

/** Some code, named by where esbuild starts following its imports. */
export interface CodeEntry {
  /** The module whose imports are followed, relative to the project. */
  entry: string;
  /** Files it reads when it runs, which no import names (a font, a WebAssembly module): absolute. */
  runtimeFiles?: readonly string[];
}

export interface CodeKeyOptions extends CodeEntry {
  /** The project the code is in. */
  projectRoot: string;
  /** Where the list of its files is kept between runs. */
  keptList: string;
}

interface KeptList {
  key: string;
  sources: Sources;
}

const running = new Map<string, Promise<string>>();

/**
 * The key of code this process runs from `projectRoot`, for a cache of what it makes. Made once per
 * process, project and entry: the process's code does not change while it runs, whatever happens to
 * the files afterwards.
 */
export function runningCodeKey(projectRoot: string, code: CodeEntry): Promise<string> {
  const name = `${projectRoot}\0${code.entry}`;
  let key = running.get(name);
  if (!key) {
    key = codeKey({ ...code, projectRoot, keptList: keptListOf(projectRoot, code.entry) });
    running.set(name, key);
  }
  return key;
}

/** Where the list of an entry's files is kept: cli/artwork/social-card.tsx -> code-keys/cli--artwork--social-card.tsx.json. */
export const keptListOf = (projectRoot: string, entry: string) =>
  path.join(projectRoot, BUNDLE_CACHE, 'code-keys', `${entry.split('/').join('--')}.json`);

/** The key of the code from `entry` as its files are now. */
export async function codeKey(options: CodeKeyOptions): Promise<string> {
  const kept = await readFile(options.keptList, 'utf8').then(
    (text) => JSON.parse(text) as KeptList,
    () => undefined,
  );
  if (kept && kept.key === keyOf(options.projectRoot, kept.sources)) return kept.key;
  const sources = await importedSources(options);
  const fresh: KeptList = { key: keyOf(options.projectRoot, sources)!, sources };
  // Whole: a run at the same time reads the old list or this one.
  await mkdir(path.dirname(options.keptList), { recursive: true });
  await writeWhole(options.keptList, JSON.stringify(fresh));
  return fresh.key;
}

/** Every file esbuild reads to bundle the entry, packages included, and the files it reads as it runs. */
async function importedSources({ projectRoot, entry, runtimeFiles = [] }: CodeKeyOptions): Promise<Sources> {
  const esbuild = await import('esbuild');
  const { metafile } = await esbuild.build({
    absWorkingDir: projectRoot,
    entryPoints: [entry],
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    // A native module (resvg's) is not read: its package counts by its version, as every package does.
    loader: { '.node': 'empty' },
    logLevel: 'silent',
  });
  return sourcesOf(projectRoot, Object.keys(metafile.inputs), runtimeFiles);
}
