// The `site` command's bundle (cli/node-bundle.js), kept in node_modules/.cache/site/bundles in a
// folder named after its bytes, so that copies of the project with the same code (worktrees, the
// tests' copies, which all share node_modules) share one. Each checkout keeps the list of files its
// bundle was made from, as esbuild's metafile names them, and what they were: while none of them
// changed, the bundle still holds (a new import is a change to a file on the list), and esbuild
// need not even load. The list is named after the checkout's folder, the bundle after its content.
// The list and its key are made as every cache's are (cli/code-sources.js).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { keyOf, sourcesOf } from './code-sources.js';
import { BUNDLE_CACHE, cliBundleOptions } from './node-bundle.js';
import { isRunning } from './running-process.js';
import { asideOf, writeWhole } from './whole-file.js';

const BUNDLES = `${BUNDLE_CACHE}/bundles`;
const SOURCE_LISTS = `${BUNDLE_CACHE}/bundle-sources`;
/** Files the bundle depends on that no import names: its options, and the version of esbuild. */
const BUILD_FILES = ['cli/node-bundle.js'];
/** The sources module of the sources' own folder: in the bundle it would name the cache, not the project. */
const SOURCES_ONLY = 'cli/project-root.ts';

/**
 * A checkout's list: what its bundle was made from, their key then, and the bundle's folder name.
 * @typedef {object} SourceList
 * @property {string} root The checkout's folder: the list is dropped once it is gone.
 * @property {string} fingerprint
 * @property {import('./code-sources.js').Sources} sources
 * @property {string} folder
 */

/** What esbuild gives back of a build with `cliBundleOptions`: the files it made, and what it read.
 *  @typedef {Pick<import('esbuild').BuildResult<{ metafile: true; write: false }>, 'outputFiles' | 'metafile'>} BundleResult */

/**
 * The folder of the bundle of the sources as they are now, kept or made now; this process marks it
 * in use until it exits.
 * @param {string} projectRoot
 * @returns {Promise<string>}
 */
export async function currentBundle(projectRoot) {
  const listFile = sourceListFile(projectRoot);
  const kept = readSourceList(listFile);
  if (kept && keyOf(projectRoot, kept.sources) === kept.fingerprint) {
    const folder = path.join(projectRoot, BUNDLES, kept.folder);
    if (existsSync(folder)) {
      markInUse(folder);
      return folder;
    }
  }
  const startedMs = Date.now();
  const { build } = await import('esbuild');
  const result = await build(cliBundleOptions(projectRoot, outdirOf(projectRoot)));
  const folder = keepBundle(projectRoot, result);
  const sources = bundleSources(projectRoot, result.metafile);
  // The key first, then the check: a file saved while esbuild ran, or since, may differ from what it
  // read, and one gone has no key: no list then, and the next run bundles again.
  const fingerprint = keyOf(projectRoot, sources);
  const savedBefore = (/** @type {string} */ file) =>
    (statSync(path.join(projectRoot, file), { throwIfNoEntry: false })?.mtimeMs ?? Infinity) < startedMs;
  if (fingerprint !== undefined && sources.files.every(savedBefore)) {
    /** @type {SourceList} */
    const list = {
      root: projectRoot,
      fingerprint,
      sources,
      folder: path.basename(folder),
    };
    // Whole: a run reading it at the same time sees the old list or this one.
    mkdirSync(path.dirname(listFile), { recursive: true });
    await writeWhole(listFile, JSON.stringify(list));
  }
  removeStaleBundles(projectRoot, folder);
  return folder;
}

/**
 * Where a checkout keeps the list of what its bundle is made of, and the bundle's folder name (`folder`).
 * @param {string} projectRoot
 */
export const sourceListFile = (projectRoot) =>
  path.join(projectRoot, SOURCE_LISTS, `${hashOf(projectRoot).slice(0, 16)}.json`);

/**
 * Where esbuild is told the bundle goes: beside the kept ones, so that its source map's paths hold.
 * @param {string} projectRoot
 */
export const outdirOf = (projectRoot) => path.join(projectRoot, BUNDLES, 'next');

/**
 * Writes the bundle esbuild made (with `cliBundleOptions(projectRoot, outdirOf(projectRoot))`) into
 * the folder named after its bytes, marked in use by this process; that folder.
 * @param {string} projectRoot
 * @param {BundleResult} result
 * @returns {string}
 */
export function keepBundle(projectRoot, { outputFiles, metafile }) {
  if (metafile.inputs[SOURCES_ONLY]) throw new Error(`${SOURCES_ONLY} is for code run from its sources only`);
  const outdir = outdirOf(projectRoot);
  const hash = createHash('sha256');
  for (const file of outputFiles) hash.update(`\0${path.relative(outdir, file.path)}\0`).update(file.contents);
  const folder = path.join(projectRoot, BUNDLES, hash.digest('hex').slice(0, 16));
  if (existsSync(folder)) {
    markInUse(folder);
    return folder;
  }
  // Written into a staging folder renamed into place, already marked in use: concurrent runs never
  // read a torn bundle, and never remove one about to be run.
  const staging = asideOf(folder);
  for (const file of outputFiles) {
    const target = path.join(staging, path.relative(outdir, file.path));
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, file.contents);
  }
  markInUse(staging, folder);
  try {
    renameSync(staging, folder);
  } catch (error) {
    // Another run put the same bundle in place first.
    rmSync(staging, { recursive: true, force: true });
    if (!existsSync(folder)) throw error;
    markInUse(folder);
  }
  return folder;
}

/**
 * What the bundle is made of: every file esbuild read, the options it was given, and esbuild itself
 * (by its version).
 * @param {string} projectRoot
 * @param {import('esbuild').Metafile} metafile
 * @returns {import('./code-sources.js').Sources}
 */
function bundleSources(projectRoot, metafile) {
  const esbuildPackage = createRequire(import.meta.url).resolve('esbuild/package.json');
  const buildFiles = BUILD_FILES.map((file) => path.join(projectRoot, file));
  return sourcesOf(projectRoot, Object.keys(metafile.inputs), [...buildFiles, esbuildPackage]);
}

/** The marks this process made, removed as it exits. @type {Set<string>} */
const marks = new Set();

/**
 * Marks `folder` in use by this process until it exits (a file named after its process id), so that
 * no other run removes it; `renamedTo` is where a staging folder will be when the process exits.
 * @param {string} folder
 * @param {string} [renamedTo]
 */
function markInUse(folder, renamedTo = folder) {
  mkdirSync(path.join(folder, 'in-use'), { recursive: true });
  writeFileSync(path.join(folder, 'in-use', String(process.pid)), '');
  if (marks.size === 0) process.once('exit', () => marks.forEach((mark) => rmSync(mark, { force: true })));
  marks.add(path.join(renamedTo, 'in-use', String(process.pid)));
}

/**
 * Removes the bundles no checkout's list names and no running process uses, and the lists of
 * checkouts that are gone: what is kept is the latest bundle of each checkout, and those running.
 * @param {string} projectRoot
 * @param {string} current
 */
function removeStaleBundles(projectRoot, current) {
  const listsDir = path.join(projectRoot, SOURCE_LISTS);
  /** @type {Set<string>} */
  const named = new Set();
  for (const name of existsSync(listsDir) ? readdirSync(listsDir).filter((file) => file.endsWith('.json')) : []) {
    const list = readSourceList(path.join(listsDir, name));
    if (list && existsSync(list.root)) named.add(list.folder);
    else rmSync(path.join(listsDir, name), { force: true });
  }
  const bundlesDir = path.join(projectRoot, BUNDLES);
  const minuteAgo = Date.now() - 60_000;
  for (const name of readdirSync(bundlesDir)) {
    const folder = path.join(bundlesDir, name);
    if (folder === current || named.has(name)) continue;
    // A staging folder is written and renamed at once: one older than a minute was left by a crash.
    const crashed = () => (statSync(folder, { throwIfNoEntry: false })?.mtimeMs ?? Infinity) < minuteAgo;
    if (name.endsWith('.tmp') ? crashed() : !inUse(folder)) {
      rmSync(folder, { recursive: true, force: true });
    }
  }
}

/**
 * Whether a process that marked `folder` in use still runs.
 * @param {string} folder
 * @returns {boolean}
 */
function inUse(folder) {
  const users = existsSync(path.join(folder, 'in-use')) ? readdirSync(path.join(folder, 'in-use')) : [];
  return users.some((pid) => isRunning(Number(pid)));
}

/**
 * The list in `file`; undefined when it is gone, torn or not a list (bin.js must not fail on it: the
 * bundle is made again and the list rewritten).
 * @param {string} file
 * @returns {SourceList | undefined}
 */
function readSourceList(file) {
  try {
    const list = JSON.parse(readFileSync(file, 'utf8'));
    const isText = (/** @type {unknown} */ value) => typeof value === 'string';
    const isTexts = (/** @type {unknown} */ value) => Array.isArray(value) && value.every(isText);
    return isText(list.root) &&
      isText(list.fingerprint) &&
      isText(list.folder) &&
      isTexts(list.sources?.files) &&
      isTexts(list.sources?.packages)
      ? list
      : undefined;
  } catch {
    return undefined;
  }
}

/** @param {string} text */
const hashOf = (text) => createHash('sha256').update(text).digest('hex');
