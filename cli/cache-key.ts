// The one way a kept file is keyed on the code that made it (the social cards, the browser bundle, the
// empty database): a key made of every file that code is built from, as esbuild finds them by following
// its imports from its entry (the metafile), so that no list written by hand can miss one (the social
// cards' list once missed their PNG encoder). Project files count by their path and content; a
// package's files by its name and version, which name its files exactly, cost one small read, and are
// the same from every copy of the project (tests build copies that share node_modules and its cache).
// The list of files is kept in the cache: while none of them changed, it still holds (a new import is a
// change to a file on it), and esbuild need not run again.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BUNDLE_CACHE } from './node-bundle.js';

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

/** What a key is made of. */
export interface Sources {
  /** Project-relative: the same in every copy of the project. */
  files: string[];
  /** Package folders, absolute (node_modules/…/name): only their names and versions count. */
  packages: string[];
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
  // Written aside and renamed: a run at the same time reads the old list or this one.
  await mkdir(path.dirname(options.keptList), { recursive: true });
  const staging = `${options.keptList}.${process.pid}.tmp`;
  await writeFile(staging, JSON.stringify(fresh));
  await rename(staging, options.keptList);
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
    logLevel: 'silent',
  });
  return sourcesOf(projectRoot, Object.keys(metafile.inputs), runtimeFiles);
}

/**
 * The sources named by esbuild's metafile inputs (relative to `projectRoot`) and by `runtimeFiles`
 * (absolute), each file of a package standing for its package. An input in a namespace of a plugin
 * (`island:SiteMenu`) is no file: what it is made of is in the code that makes it.
 */
export function sourcesOf(projectRoot: string, inputs: readonly string[], runtimeFiles: readonly string[]): Sources {
  const files = new Set<string>();
  const packages = new Set<string>();
  const paths = inputs.filter((input) => !/^[a-z-]+:/.test(input)).map((input) => path.resolve(projectRoot, input));
  for (const file of [...paths, ...runtimeFiles]) {
    const packageFolder = /^(.*[/\\]node_modules[/\\](?:@[^/\\]+[/\\])?[^/\\]+)[/\\]/.exec(file)?.[1];
    if (packageFolder) packages.add(packageFolder);
    else files.add(path.relative(projectRoot, file).split(path.sep).join('/'));
  }
  return { files: [...files].sort(), packages: [...packages].sort() };
}

/** The key of these sources as they are now; undefined if one is gone. */
export function keyOf(projectRoot: string, { files, packages }: Sources): string | undefined {
  const hash = createHash('sha256');
  try {
    for (const file of files) hash.update(`\0${file}\0`).update(readFileSync(path.join(projectRoot, file)));
    const versions = packages.map((folder) => {
      const { name, version } = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as {
        name: string;
        version: string;
      };
      return `${name}@${version}`;
    });
    for (const version of versions.sort()) hash.update(`\0${version}`);
  } catch {
    return undefined;
  }
  return hash.digest('hex');
}
