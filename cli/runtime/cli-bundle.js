// The `site` command's TypeScript as code Node runs: one esbuild build of the command and its thread,
// kept in the cache (cli/runtime/cache.js) under the key of what esbuild read to make it, so that while
// those files are the same esbuild need not even load.
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { entryOf, keepSources, keyIfUnchanged, listedKey, put, sourcesOf, take } from './cache.js';

/** The bundle's entry points, by the name of their output file: the command and its thread. */
export const BUNDLE_ENTRIES = {
  index: 'cli/commands/index.ts',
  'rebuild-worker': 'cli/serve/rebuild-worker.ts',
};

const KIND = 'bundle';
/** Files the bundle depends on that no import names: its options, and how esbuild resolves imports. */
const BUILD_FILES = ['cli/runtime/cli-bundle.js', 'package.json', 'tsconfig.json'];
/** The module that finds the project from its own place: in the bundle it would name the cache. */
const SOURCES_ONLY = 'cli/runtime/project-root.ts';
/** Packages the CLI loads only for some commands, or whose files must stay where they are. */
const LOADED_WHEN_NEEDED = ['esbuild', '@electric-sql/pglite', 'postgres', 'satori', '@resvg/resvg-js'];

/**
 * The command and its thread as ES modules, with our code and the packages every command loads
 * inlined: Node then reads a few modules instead of resolving and linking hundreds of packages' files.
 * @type {(projectRoot: string, outdir: string) => import('esbuild').BuildOptions & { metafile: true; write: false }}
 */
export function cliBundleOptions(projectRoot, outdir) {
  return {
    absWorkingDir: projectRoot,
    entryPoints: BUNDLE_ENTRIES,
    outdir,
    // Modules, not CommonJS files: `.js` under node_modules is not in the project's "type": "module".
    outExtension: { '.js': '.mjs' },
    // Chunks sit beside the entries, so that code in any of them finds an entry next to itself.
    chunkNames: '[name]-[hash]',
    bundle: true,
    splitting: true,
    plugins: [
      {
        name: 'external-packages',
        setup(build) {
          build.onResolve({ filter: /^[^./]/ }, ({ path: name }) =>
            name.startsWith('node:') || LOADED_WHEN_NEEDED.some((each) => name === each || name.startsWith(`${each}/`))
              ? { path: name, external: true }
              : undefined,
          );
        },
      },
    ],
    platform: 'node',
    format: 'esm',
    target: 'node20',
    define: { 'process.env.NODE_ENV': '"production"' },
    // The CommonJS packages inlined (React, commander) require Node's own modules, and an ES module
    // has no `require` of its own to do it with.
    banner: {
      js: "import { createRequire as __bundleRequire } from 'node:module';\nconst require = __bundleRequire(import.meta.url);",
    },
    // Bundled packages (lucide) come as ES modules, which esbuild can tree-shake; their CommonJS
    // builds cannot be, and kept every icon.
    mainFields: ['module', 'main'],
    // Stack traces name the .ts files. The sources stay out of the map: they are on disk.
    sourcemap: 'linked',
    sourcesContent: false,
    // No keepNames: nothing goes by a function's name, and it costs a call for every function made.
    metafile: true,
    write: false,
    logLevel: 'silent',
  };
}

/**
 * The folder of the bundle of the sources as they are now, kept or made now.
 * @type {(projectRoot: string) => Promise<string>}
 */
export async function currentBundle(projectRoot) {
  const listed = listedKey(projectRoot, KIND);
  const kept = listed && take(projectRoot, KIND, listed.key);
  if (kept) return kept;
  const startedMs = Date.now();
  const { build } = await import('esbuild');
  return keepBundle(projectRoot, await build(cliBundleOptions(projectRoot, outdirOf(projectRoot))), startedMs);
}

/** Where esbuild is told the bundle goes: beside the kept ones, so that its source map's paths hold. */
export const outdirOf = (/** @type {string} */ projectRoot) => entryOf(projectRoot, KIND, 'next');

let unkeyed = 0;
/**
 * Puts the bundle esbuild made (with `cliBundleOptions(projectRoot, outdirOf(projectRoot))`, reading
 * its sources since `startedMs`) in the cache; its folder. Under the key of its sources, and as the
 * bundle of the code, unless one was saved while esbuild ran: then under a name no run looks for.
 * @typedef {Pick<import('esbuild').BuildResult<{ metafile: true; write: false }>, 'outputFiles' | 'metafile'>} BundleResult
 * @type {(projectRoot: string, result: BundleResult, startedMs: number) => Promise<string>}
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
