// How the `site` command's TypeScript becomes ES modules Node runs (cli/bin.js), and the same for
// the worker of `site serve` that renders pages (cli/serve/rebuild.ts): packages load from
// node_modules as they are, everything of ours is bundled.

/** Where the bundles are written, named by their content, inside the project. */
export const BUNDLE_CACHE = 'node_modules/.cache/site';

/**
 * One entry as one module (the serve worker), or, given `outdir`, split into chunks (the CLI): a
 * command's packages are imported by its own chunk, so `site build` never loads the database or the
 * file watcher of `site serve`.
 * @returns {import('esbuild').BuildOptions}
 */
export function nodeBundleOptions(projectRoot, entryPoint, { outdir } = {}) {
  return {
    absWorkingDir: projectRoot,
    entryPoints: [entryPoint],
    ...(outdir ? { outdir, splitting: true, entryNames: '[name]', chunkNames: '[name].[hash]' } : {}),
    bundle: true,
    plugins: [externalPackagesButIcons()],
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Stack traces name the .ts files. The sources stay out of the map: they are on disk, and a map
    // that carried them made every start-up parse them again.
    sourcemap: outdir ? 'linked' : 'inline',
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
 * Packages stay outside the bundle, except `lucide`: its entry imports every icon's module on each
 * run, and bundling it keeps only the few dozen the site draws.
 */
function externalPackagesButIcons() {
  return {
    name: 'external-packages-but-icons',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) => (args.path === 'lucide' ? undefined : { path: args.path, external: true }));
    },
  };
}
