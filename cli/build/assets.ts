// Bundles what runs in the browser (client/) with one esbuild call per build: the stylesheet (from
// which each page takes the rules it uses: page-styles.ts), and an entry for each island of client/islands/index.ts that hydrates it, minified, hashed, with the code
// they share in chunks. A page loads the entries of the islands it rendered.
import { readdirSync, readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type * as esbuild from 'esbuild';
import {
  keepSources,
  keyIfUnchanged,
  listedKey,
  put,
  runningCodeKey,
  sourcesOf,
  take,
  type CodeEntry,
} from '../runtime/cache.js';
import { ISLANDS } from '../../client/islands/index.ts';
import { IslandError } from '../../templates/island-error.ts';
import { UserError } from '../model/user-error.ts';

const STYLESHEET = 'client/styles/main.css';
export const ISLANDS_FOLDER = 'client/islands';

export interface EntryScripts {
  /** The entry module, loaded with <script type="module">. */
  src: string;
  /** The modules it imports statically: preloaded so they do not wait for the entry. */
  preload: string[];
}

/** A page rendered an island that has no browser code to load. */
export class IslandBundleError extends UserError {
  constructor(page: string, island: string, reason: string) {
    super(`The page ${page} uses the island ${island}, which cannot be bundled: ${reason}`);
    this.name = 'IslandBundleError';
  }
}

export class ClientAssets {
  constructor(
    readonly stylesheet: string,
    /** The brand face's file: preloaded by every page, so its text swaps early (and moves nothing). */
    readonly fonts: string[],
    private readonly islands: ReadonlyMap<string, EntryScripts>,
    /** Islands whose file does not bundle, with esbuild's reason. */
    readonly broken: ReadonlyMap<string, string>,
    /** Every file to write, relative to the output folder. */
    readonly files: ReadonlyMap<string, Uint8Array>,
  ) {}

  /** What a page that rendered these islands loads: each island's entry, and the modules they import,
   *  preloaded; nothing for a page without islands. */
  scriptsFor(names: ReadonlySet<string>, page: string): { entries: string[]; preload: string[] } | undefined {
    if (names.size === 0) return undefined;
    const entries = [...names].sort().map((name) => {
      const scripts = this.islands.get(name);
      if (scripts) return scripts;
      throw new IslandBundleError(
        page,
        name,
        this.broken.get(name) ?? `${ISLANDS_FOLDER}/ has no ${name}.tsx exporting ${name}`,
      );
    });
    const sources = new Set(entries.map((entry) => entry.src));
    const preload = new Set(entries.flatMap((entry) => entry.preload).filter((chunk) => !sources.has(chunk)));
    return { entries: [...sources], preload: [...preload] };
  }

  static fromIndex(index: BundleIndex, files: ReadonlyMap<string, Uint8Array>): ClientAssets {
    return new ClientAssets(index.stylesheet, index.fonts, new Map(index.islands), new Map(index.broken), files);
  }
}

/** The text of the bundle's files at these addresses (/assets/...), one after another. */
export function textOf(assets: Pick<ClientAssets, 'files'>, addresses: string[]): string {
  const decoder = new TextDecoder();
  return addresses.map((address) => decoder.decode(assets.files?.get(address.slice(1)))).join('\n');
}

/** What a build takes from esbuild's metafile, kept with the bundle. */
export interface BundleIndex {
  stylesheet: string;
  fonts: string[];
  islands: [string, EntryScripts][];
  /** Islands whose file does not bundle, with esbuild's reason. */
  broken: [string, string][];
}

/** The browser bundle: the one kept for the same sources, or made now and kept (not with `cache: false`). */
export async function bundleClientAssets(projectRoot: string, { cache = true } = {}): Promise<ClientAssets> {
  const islandNames = listedIslands(projectRoot);
  const salt = cache ? await recipeOf(projectRoot) : '';
  const listed = cache ? listedKey(projectRoot, KIND, salt) : undefined;
  const kept = listed && take(projectRoot, KIND, listed.key);
  if (kept) {
    const read = await readKept(kept).catch(() => undefined); // another run's, pruned right now: bundle again
    if (read) return read;
  }

  const startedMs = Date.now();
  const failure = (error: unknown) => error as esbuild.BuildFailure;
  let result = await bundle(projectRoot, islandNames).catch(failure);
  const broken = new Map<string, string>();
  if (result instanceof Error) {
    // Find which islands fail on their own, and bundle the others without them.
    for (const name of islandNames) {
      const alone = await bundle(projectRoot, [name], { stylesheet: false }).catch(failure);
      if (alone instanceof Error) broken.set(name, describeBundleFailure(alone));
    }
    if (broken.size === 0) throw result;
    result = await bundle(
      projectRoot,
      islandNames.filter((name) => !broken.has(name)),
    );
  }

  const { outputs } = result.metafile;
  const outputOf = (entryPoint: string) => {
    const found = Object.keys(outputs).find((output) => outputs[output]!.entryPoint === entryPoint);
    if (!found) throw new Error(`esbuild wrote no output for ${entryPoint}`);
    return found;
  };
  /** The chunks an output imports statically, transitively; dynamic imports load later, on demand. */
  const staticImports = (output: string, seen = new Set<string>()): Set<string> => {
    for (const imported of outputs[output]!.imports) {
      if (imported.kind === 'import-statement' && !seen.has(imported.path)) {
        seen.add(imported.path);
        staticImports(imported.path, seen);
      }
    }
    return seen;
  };

  const islands = new Map<string, EntryScripts>();
  for (const name of islandNames.filter((island) => !broken.has(island))) {
    const output = outputOf(`${ISLAND_ENTRY}:${name}`);
    islands.set(name, { src: `/${output}`, preload: [...staticImports(output)].map((chunk) => `/${chunk}`) });
  }
  const files = new Map<string, Uint8Array>();
  for (const file of result.outputFiles) files.set(path.relative(projectRoot, file.path), file.contents);
  // Preloaded: the brand face's common part alone, the first file the stylesheet declares
  // (client/styles/font.css), in which most of every first screen is set. The labels' face loads
  // when a page shows one, its fallback sized to it (no shift).
  const stylesheet = outputOf(STYLESHEET);
  const css = Buffer.from(files.get(stylesheet) ?? new Uint8Array()).toString('utf8');
  const brandFace = /url\(["']?([^"')]+\.woff2)/.exec(css)?.[1];
  const fonts = brandFace ? [path.posix.join('/', path.posix.dirname(stylesheet), brandFace)] : [];
  const index: BundleIndex = {
    stylesheet: `/${stylesheet}`,
    fonts,
    islands: [...islands],
    broken: [...broken],
  };
  // Only a whole bundle is kept: a broken island must fail the next build too. Failing to keep it
  // only costs the next build its time.
  if (cache && broken.size === 0)
    await keep(projectRoot, salt, result.metafile, { files, index }, startedMs).catch(() => undefined);
  return ClientAssets.fromIndex(index, files);
}

/** The browser bundle's kind of entry in the cache (cli/runtime/cache.js): one JSON file of its index and files. */
const KIND = 'assets';

/** What the bundle depends on beside what esbuild reads: the code that bundles, package.json's
 *  "imports", and the project's folder, since esbuild names chunks after paths relative to it. */
const recipeOf = async (projectRoot: string) =>
  [await runningCodeKey(projectRoot, BUNDLER_CODE), importsOf(projectRoot), projectRoot].join('\n');

async function readKept(entry: string): Promise<ClientAssets> {
  const kept = JSON.parse(await readFile(entry, 'utf8')) as { index: BundleIndex; files: [string, string][] };
  const files = kept.files.map(([file, data]): [string, Uint8Array] => [
    file,
    new Uint8Array(Buffer.from(data, 'base64')),
  ]);
  return ClientAssets.fromIndex(kept.index, new Map(files));
}

/** Keeps a bundle for the next build, unless an input was saved while esbuild read them. */
async function keep(
  projectRoot: string,
  salt: string,
  metafile: esbuild.Metafile,
  { files, index }: { files: ReadonlyMap<string, Uint8Array>; index: BundleIndex },
  startedMs: number,
): Promise<void> {
  const sources = sourcesOf(projectRoot, Object.keys(metafile.inputs));
  const key = keyIfUnchanged(projectRoot, sources, startedMs, salt);
  if (key === undefined) return;
  const kept = [...files].map(([file, data]) => [file, Buffer.from(data).toString('base64')]);
  await put(projectRoot, KIND, key, (staging) => writeFile(staging, JSON.stringify({ index, files: kept })));
  await keepSources(projectRoot, KIND, sources, key);
}

/** The islands' names: those of client/islands/index.ts, each its file's and its component's. A file
 *  left out of the list would never hydrate, so it stops the build. */
export function listedIslands(projectRoot: string): string[] {
  const listed = Object.keys(ISLANDS);
  const files = readdirSync(path.join(projectRoot, ISLANDS_FOLDER)).filter((file) => file.endsWith('.tsx'));
  const unlisted = files.map((file) => path.basename(file, '.tsx')).filter((name) => !listed.includes(name));
  if (unlisted.length > 0) {
    const files = unlisted.map((name) => `${ISLANDS_FOLDER}/${name}.tsx`).join(', ');
    throw new IslandError(
      `${files} ${unlisted.length === 1 ? 'is' : 'are'} not listed in ${ISLANDS_FOLDER}/index.ts: add ${unlisted.join(', ')} to ISLANDS there, or move what is not an island out of ${ISLANDS_FOLDER}/`,
    );
  }
  return listed;
}

/** The namespace of the generated entries: `island:SiteMenu` hydrates client/islands/SiteMenu.tsx. */
const ISLAND_ENTRY = 'island';

/** The code that bundles: the key of the kept bundle's recipe. */
export const BUNDLER_CODE: CodeEntry = { entry: 'cli/build/assets.ts' };

async function bundle(projectRoot: string, islandNames: string[], { stylesheet = true } = {}) {
  const esbuild = await import('esbuild');
  return esbuild.build({
    absWorkingDir: projectRoot,
    entryPoints: {
      ...(stylesheet ? { main: STYLESHEET } : {}),
      ...Object.fromEntries(islandNames.map((name) => [name, `${ISLAND_ENTRY}:${name}`])),
    },
    outdir: 'assets',
    entryNames: '[name].[hash]',
    chunkNames: 'chunks/[name].[hash]',
    assetNames: 'fonts/[name].[hash]',
    loader: { '.woff2': 'file' },
    // The drawings' own files (templates/art/art-files.ts), named by their address on the site.
    external: ['/art/*'],
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    target: ['chrome100', 'firefox100', 'safari15'],
    write: false,
    metafile: true,
    logLevel: 'silent',
    plugins: [islandEntries(projectRoot)],
    // In the browser islands run on Preact, lighter than preact/compat: under esbuild's "browser"
    // condition their '#island-runtime' imports name it (package.json "imports").
    jsx: 'automatic',
    jsxImportSource: '#island-runtime',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
}

/** The "imports" of the project's package.json, as JSON. */
function importsOf(projectRoot: string): string {
  const manifest = JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { imports?: object };
  return JSON.stringify(manifest.imports ?? {});
}

/** Each island's entry, written by the build: import the component of its file and hydrate it. */
function islandEntries(projectRoot: string): esbuild.Plugin {
  return {
    name: 'island-entries',
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${ISLAND_ENTRY}:`) }, (args) => ({
        path: args.path.slice(ISLAND_ENTRY.length + 1),
        namespace: ISLAND_ENTRY,
      }));
      build.onLoad({ filter: /.*/, namespace: ISLAND_ENTRY }, (args) => ({
        resolveDir: projectRoot,
        loader: 'ts',
        contents: [
          `import { ${args.path} } from './${ISLANDS_FOLDER}/${args.path}.tsx';`,
          `import { hydrateIsland } from './client/hydrate.ts';`,
          `hydrateIsland(${JSON.stringify(args.path)}, ${args.path});`,
        ].join('\n'),
      }));
    },
  };
}

/** esbuild's first error, where it is: "client/islands/X.tsx:3:9: Could not resolve ...". */
export function describeBundleFailure(failure: esbuild.BuildFailure): string {
  const first = failure.errors?.[0];
  if (!first) return failure.message;
  const where = first.location ? `${first.location.file}:${first.location.line}:${first.location.column}: ` : '';
  return `${where}${first.text}`;
}
