// How the `site` command's TypeScript becomes one ES module Node runs (cli/bin.js), and the same for
// the worker of `site serve` that renders pages (cli/serve/rebuild.ts): packages load from
// node_modules as they are, everything of ours is bundled.

/** Where the bundles are written, named by their content, inside the project. */
export const BUNDLE_CACHE = 'node_modules/.cache/site';

/** @returns {import('esbuild').BuildOptions} */
export function nodeBundleOptions(projectRoot, entryPoint) {
  return {
    absWorkingDir: projectRoot,
    entryPoints: [entryPoint],
    bundle: true,
    plugins: [externalPackagesButIcons()],
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'inline',
    // An island is known by its component's name (templates/Island.tsx): never renamed in the bundle.
    keepNames: true,
    write: false,
    logLevel: 'silent',
  };
}

/**
 * Packages stay outside the bundle, except `lucide`: its entry imports 2,000 icon modules (80 ms per
 * run), and bundling it keeps only the few dozen the site draws.
 */
function externalPackagesButIcons() {
  return {
    name: 'external-packages-but-icons',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) => (args.path === 'lucide' ? undefined : { path: args.path, external: true }));
    },
  };
}
