// What the command keeps between runs because it is slow to make again (its own bundle, the browser
// assets, the social cards, the empty database), at node_modules/.cache/site/<kind>/<key>, keyed on
// the code that made it (what esbuild's metafile says it read), so that no entry is served to other
// code. Put whole, touched when used, removed once unused for UNUSED_FOR_MS. Plain JavaScript:
// cli/bin.js uses it before anything can load TypeScript.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, statSync, utimesSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** How long an entry no run used is kept: a weekly run, or a checkout left over a weekend, finds it. */
const UNUSED_FOR_MS = 8 * 24 * 60 * 60 * 1000;

/** Project files (relative: the same in every copy) and package folders (absolute), a key's sources.
 * @typedef {{ files: string[]; packages: string[] }} Sources */

/**
 * The sources named by esbuild's metafile inputs (relative to `projectRoot`) and by `runtimeFiles`
 * (absolute, read as the code runs: a font, PGlite), each file of a package standing for its package.
 * An input in a plugin's namespace (`island:SiteMenu`) is no file: the code that makes it counts.
 * @type {(projectRoot: string, inputs: readonly string[], runtimeFiles?: readonly string[]) => Sources}
 */
export function sourcesOf(projectRoot, inputs, runtimeFiles = []) {
  /** @type {Set<string>} */
  const files = new Set();
  /** @type {Set<string>} */
  const packages = new Set();
  const paths = inputs.filter((input) => !/^[a-z-]+:/.test(input)).map((input) => path.resolve(projectRoot, input));
  for (const file of [...paths, ...runtimeFiles]) {
    const packageFolder = /^(.*[/\\]node_modules[/\\](?:@[^/\\]+[/\\])?[^/\\]+)[/\\]/.exec(file)?.[1];
    if (packageFolder) packages.add(packageFolder);
    else files.add(path.relative(projectRoot, file).split(path.sep).join('/'));
  }
  return { files: [...files].sort(), packages: [...packages].sort() };
}

/**
 * The key of these sources as they are now, and of `salt` (what else the entry depends on); undefined
 * if one is gone.
 * @type {(projectRoot: string, sources: Sources, salt?: string) => string | undefined}
 */
export function keyOf(projectRoot, { files, packages }, salt = '') {
  const hash = createHash('sha256').update(salt);
  try {
    for (const file of files) hash.update(`\0${file}\0`).update(readFileSync(path.join(projectRoot, file)));
    const versions = packages.map((folder) => {
      const { name, version } = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8'));
      return `${name}@${version}`;
    });
    for (const version of versions.sort()) hash.update(`\0${version}`);
  } catch {
    return undefined;
  }
  return hash.digest('hex').slice(0, 32);
}

/**
 * The key of sources something was made from since `startedMs`; undefined when one was saved since
 * (what read it may have read the older bytes) or is gone. The key first, then the dates: a save
 * after the check changes the key.
 * @type {(projectRoot: string, sources: Sources, startedMs: number, salt?: string) => string | undefined}
 */
export function keyIfUnchanged(projectRoot, sources, startedMs, salt) {
  const key = keyOf(projectRoot, sources, salt);
  const savedBefore = (/** @type {string} */ file) =>
    (statSync(path.join(projectRoot, file), { throwIfNoEntry: false })?.mtimeMs ?? Infinity) < startedMs;
  return key !== undefined && sources.files.every(savedBefore) ? key : undefined;
}

/** Where the entry `name` of `kind` is. @type {(projectRoot: string, kind: string, name: string) => string} */
export const entryOf = (projectRoot, kind, name) => path.join(projectRoot, 'node_modules/.cache/site', kind, name);

/** How often an entry's use is recorded: enough for removing it after eight days unused. */
const USE_RECORDED_EVERY_MS = 24 * 60 * 60 * 1000;

/**
 * The entry `name` of `kind`, touched as used now if it was last touched a day ago or more;
 * undefined when there is none. At most once a day: a kept social card is linked into the
 * output it is used in (cli/build/output.ts), and touching it would change that published file's
 * time whenever any later run used the card.
 * @type {(projectRoot: string, kind: string, name: string) => string | undefined}
 */
export function take(projectRoot, kind, name) {
  const entry = entryOf(projectRoot, kind, name);
  try {
    const { mtimeMs } = statSync(entry);
    if (mtimeMs < Date.now() - USE_RECORDED_EVERY_MS) utimesSync(entry, new Date(), new Date());
    return entry;
  } catch {
    return undefined;
  }
}

let puts = 0;
/** The kinds' folders this process has looked through for entries no run used lately. */
const pruned = new Set();

/**
 * Puts the entry `name` of `kind`, which `write` writes at the path it is given (a file or a folder),
 * whole: a run reading it sees none or all of it. Where another run put it first, theirs stays. Its path.
 * @type {(projectRoot: string, kind: string, name: string, write: (staging: string) => unknown) => Promise<string>}
 */
export async function put(projectRoot, kind, name, write) {
  const entry = entryOf(projectRoot, kind, name);
  const folder = path.dirname(entry);
  await mkdir(folder, { recursive: true });
  // Once a process, so that a build drawing a thousand cards looks once; what a killed run left aside goes too.
  if (!pruned.has(folder)) {
    pruned.add(folder);
    for (const old of readdirSync(folder).map((other) => path.join(folder, other))) {
      const mtimeMs = statSync(old, { throwIfNoEntry: false })?.mtimeMs ?? Infinity;
      if (mtimeMs < Date.now() - UNUSED_FOR_MS) rmSync(old, { recursive: true, force: true });
    }
  }
  const staging = `${entry}.${process.pid}-${++puts}.tmp`;
  try {
    await write(staging);
    await rename(staging, entry); // a file replaces one put meanwhile; a folder fails, and theirs stays
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    if (take(projectRoot, kind, name) === undefined) throw error;
  }
  return entry;
}

/**
 * The key of the sources kept under `name` as they are now, and whether it is the key they had when
 * kept (`same`); undefined when none are kept, or the list is not one.
 * @type {(projectRoot: string, name: string, salt?: string) => { key: string; same: boolean } | undefined}
 */
export function listedKey(projectRoot, name, salt) {
  try {
    const file = /** @type {string} */ (take(projectRoot, 'sources', `${name}.json`));
    const { key, sources } = JSON.parse(readFileSync(file, 'utf8'));
    const isTexts = (/** @type {unknown} */ value) => Array.isArray(value) && value.every((v) => typeof v === 'string');
    if (!isTexts(sources.files) || !isTexts(sources.packages)) return undefined;
    const now = keyOf(projectRoot, sources, salt);
    return now === undefined ? undefined : { key: now, same: now === key };
  } catch {
    return undefined;
  }
}

/**
 * Keeps the sources of `name`, with their key: what the next run keys the same code on without
 * asking esbuild what it reads.
 * @type {(projectRoot: string, name: string, sources: Sources, key: string) => Promise<string>}
 */
export const keepSources = (projectRoot, name, sources, key) =>
  put(projectRoot, 'sources', `${name}.json`, (staging) => writeFile(staging, JSON.stringify({ key, sources })));

/** Some code: the module whose imports esbuild follows, and files it reads that no import names (absolute).
 * @typedef {{ entry: string; runtimeFiles?: readonly string[] }} CodeEntry */

/**
 * The key of the code from `code.entry` as its files are now: the files kept for it last time, while
 * they are the same; else esbuild follows its imports again.
 * @type {(projectRoot: string, code: CodeEntry) => Promise<string>}
 */
export async function codeKey(projectRoot, { entry, runtimeFiles = [] }) {
  const name = `code-${entry.split('/').join('--')}`;
  const listed = listedKey(projectRoot, name);
  if (listed?.same) return listed.key;
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
  const sources = sourcesOf(projectRoot, Object.keys(metafile.inputs), runtimeFiles);
  const key = keyOf(projectRoot, sources);
  if (key === undefined) throw new Error(`A file ${entry} imports went while it was read`);
  await keepSources(projectRoot, name, sources, key);
  return key;
}

/** @type {Map<string, Promise<string>>} */
const running = new Map();

/**
 * The key of code this process runs, made once per process, project and entry: the process's code
 * does not change while it runs, whatever happens to the files afterwards.
 * @type {(projectRoot: string, code: CodeEntry) => Promise<string>}
 */
export function runningCodeKey(projectRoot, code) {
  const name = `${projectRoot}\0${code.entry}`;
  if (!running.has(name)) running.set(name, codeKey(projectRoot, code));
  return /** @type {Promise<string>} */ (running.get(name));
}
