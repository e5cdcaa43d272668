// How the `site` command's TypeScript becomes code Node runs: the command itself as one CommonJS
// file with the packages it always loads (cli/bin.js), and the worker of `site serve` that renders
// pages as one ES module whose packages load from node_modules as they are (cli/serve/rebuild.ts).

/** Where the bundles are written, named by their content, inside the project. */
export const BUNDLE_CACHE = 'node_modules/.cache/site';

/**
 * The worker of `site serve` as one ES module; its packages load from node_modules.
 * @returns {import('esbuild').BuildOptions}
 */
export function nodeBundleOptions(projectRoot, entryPoint) {
  return {
    absWorkingDir: projectRoot,
    entryPoints: [entryPoint],
    bundle: true,
    plugins: [externalPackagesButIcons()],
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Stack traces name the .ts files. The sources stay out of the map: they are on disk.
    sourcemap: 'inline',
    sourcesContent: false,
    // Bundled packages (lucide) come as ES modules, which esbuild can tree-shake; their CommonJS
    // builds cannot be, and kept all 1,600 icons.
    mainFields: ['module', 'main'],
    // No keepNames: nothing goes by a function's name (an island is known by its file), and keeping
    // them costs a call for every function made at run time (a rebuild of site serve makes thousands).
    write: false,
    logLevel: 'silent',
  };
}

/**
 * The `site` command as one CommonJS file: our code and the packages every command loads (React,
 * zod, markdown-it, js-yaml, commander, feed, lucide) in one module, which Node reads and runs in
 * about two thirds of the time it takes to resolve and link the same code as ES modules
 * (`site --version`: 0.15 s against 0.21 s). Packages that are large, native or WebAssembly, and
 * loaded only when a command needs them, stay outside: esbuild, the local database, satori and resvg.
 * @returns {import('esbuild').BuildOptions}
 */
export function cliBundleOptions(projectRoot, entryPoint, outfile) {
  return {
    absWorkingDir: projectRoot,
    entryPoints: [entryPoint],
    outfile,
    bundle: true,
    plugins: [externalPackages(LOADED_WHEN_NEEDED)],
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    // A CommonJS module has no import.meta: its URL is the bundle's own, as an ES module's would be.
    define: { 'import.meta.url': '__bundle_url', 'process.env.NODE_ENV': '"production"' },
    banner: { js: "const __bundle_url = require('node:url').pathToFileURL(__filename).href;" },
    mainFields: ['module', 'main'],
    sourcemap: 'linked',
    sourcesContent: false,
    write: false,
    logLevel: 'silent',
  };
}

/** Packages the CLI loads only for some commands, or whose files must stay where they are. */
const LOADED_WHEN_NEEDED = ['esbuild', '@electric-sql/pglite', 'postgres', 'satori', '@resvg/resvg-wasm', 'yaml'];

/** Leaves `packages` (and their subpaths) outside the bundle. */
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

/**
 * Packages stay outside the bundle, except `lucide`: its entry imports every icon's module on each
 * run, and bundling it keeps only the few dozen the site draws. A `#` import is the project's own
 * (package.json "imports"), which Node could not resolve from the bundle's folder: it is bundled.
 */
function externalPackagesButIcons() {
  return {
    name: 'external-packages-but-icons',
    setup(build) {
      build.onResolve({ filter: /^[^./#]/ }, (args) =>
        args.path === 'lucide' ? undefined : { path: args.path, external: true },
      );
    },
  };
}
