// The `site` command's bundle (cli/runtime/node-bundle.js), kept in the cache (cli/runtime/cache.js) under the key of
// what esbuild read to make it: while those files are the same, the bundle still holds (a new import
// is a change to a file that imports it) and esbuild need not even load. Copies of the project with
// the same code (worktrees, the tests' copies, which share node_modules) run one bundle.
import { writeFile, mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { entryOf, keepSources, keyIfUnchanged, listedKey, put, sourcesOf, take } from './cache.js';
import { cliBundleOptions } from './node-bundle.js';

const KIND = 'bundle';
/** Files the bundle depends on that no import names: its options, and how esbuild resolves imports. */
const BUILD_FILES = ['cli/runtime/node-bundle.js', 'package.json', 'tsconfig.json'];
/** The sources module of the sources' own folder: in the bundle it would name the cache, not the project. */
const SOURCES_ONLY = 'cli/runtime/project-root.ts';

/** What esbuild gives back of a build with `cliBundleOptions`: the files it made, and what it read.
 *  @typedef {Pick<import('esbuild').BuildResult<{ metafile: true; write: false }>, 'outputFiles' | 'metafile'>} BundleResult */

/**
 * The folder of the bundle of the sources as they are now, kept or made now.
 * @param {string} projectRoot
 * @returns {Promise<string>}
 */
export async function currentBundle(projectRoot) {
  const listed = listedKey(projectRoot, KIND);
  const kept = listed && take(projectRoot, KIND, listed.key);
  if (kept) return kept;
  const startedMs = Date.now();
  const { build } = await import('esbuild');
  return keepBundle(projectRoot, await build(cliBundleOptions(projectRoot, outdirOf(projectRoot))), startedMs);
}

/**
 * Where esbuild is told the bundle goes: beside the kept ones, so that its source map's paths hold.
 * @param {string} projectRoot
 */
export const outdirOf = (projectRoot) => entryOf(projectRoot, KIND, 'next');

let unkeyed = 0;
/**
 * Puts the bundle esbuild made (with `cliBundleOptions(projectRoot, outdirOf(projectRoot))`, reading
 * its sources since `startedMs`) in the cache; its folder. Under the key of its sources, and as the
 * bundle of the code, unless one was saved while esbuild ran: then under a name no run looks for.
 * @param {string} projectRoot
 * @param {BundleResult} result
 * @param {number} startedMs
 * @returns {Promise<string>}
 */
export async function keepBundle(projectRoot, { outputFiles, metafile }, startedMs) {
  if (metafile.inputs[SOURCES_ONLY]) throw new Error(`${SOURCES_ONLY} is for code run from its sources only`);
  const esbuildPackage = createRequire(import.meta.url).resolve('esbuild/package.json');
  const buildFiles = BUILD_FILES.map((file) => path.join(projectRoot, file));
  const sources = sourcesOf(projectRoot, Object.keys(metafile.inputs), [...buildFiles, esbuildPackage]);
  const key = keyIfUnchanged(projectRoot, sources, startedMs);
  const outdir = outdirOf(projectRoot);
  const folder = await put(
    projectRoot,
    KIND,
    key ?? `unkeyed-${Date.now()}-${process.pid}-${++unkeyed}`,
    async (staging) => {
      for (const file of outputFiles) {
        const target = path.join(staging, path.relative(outdir, file.path));
        await mkdir(path.dirname(target), { recursive: true });
        await writeFile(target, file.contents);
      }
    },
  );
  if (key) await keepSources(projectRoot, KIND, sources, key);
  return folder;
}
