// How the `site` command's TypeScript becomes code Node runs: one esbuild build, as ES modules, of the
// command and of each worker thread it starts, every one an entry point of the same build, so that
// they share its chunks (React, the build, the templates) and everything is bundled one way
// (cli/runtime/kept-bundle.js keeps it, cli/runtime/thread-entry.ts finds a thread's entry in it).

/** The bundle's entry points, by the name of their output file: the command and its threads. */
export const BUNDLE_ENTRIES = {
  index: 'cli/commands/index.ts',
  'rebuild-worker': 'cli/serve/rebuild-worker.ts',
};

/**
 * The command and its threads as ES modules, with our code and the packages every command loads
 * (React, zod, markdown-it, js-yaml, commander, feed, lucide) inlined: Node then reads a few modules
 * instead of resolving and linking hundreds of packages' files (lucide's entry alone imports 2,000
 * icon modules). Packages that are large, native or WebAssembly, and loaded only when a command needs
 * them, stay outside: esbuild, the local database, satori and resvg (a native module).
 * @param {string} projectRoot
 * @param {string} outdir
 * @returns {import('esbuild').BuildOptions & { metafile: true; write: false }}
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
    plugins: [externalPackages(LOADED_WHEN_NEEDED)],
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
    // builds cannot be, and kept all 1,600 icons.
    mainFields: ['module', 'main'],
    // Stack traces name the .ts files. The sources stay out of the map: they are on disk.
    sourcemap: 'linked',
    sourcesContent: false,
    // No keepNames: nothing goes by a function's name (an island is known by its file), and keeping
    // them costs a call for every function made at run time (a rebuild of site serve makes thousands).
    metafile: true,
    write: false,
    logLevel: 'silent',
  };
}

/** Packages the CLI loads only for some commands, or whose files must stay where they are. */
const LOADED_WHEN_NEEDED = ['esbuild', '@electric-sql/pglite', 'postgres', 'satori', '@resvg/resvg-js'];

/**
 * Leaves `packages` (and their subpaths) outside the bundle.
 * @param {readonly string[]} packages
 * @returns {import('esbuild').Plugin}
 */
function externalPackages(packages) {
  return {
    name: 'external-packages',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) =>
        args.path.startsWith('node:') || packages.some((name) => args.path === name || args.path.startsWith(`${name}/`))
          ? { path: args.path, external: true }
          : undefined,
      );
    },
  };
}
