// Bundles what runs in the browser (client/) with one esbuild call per build, never per page:
// the stylesheet and each page entry, minified, with content hashes in their names.
import path from 'node:path';
import * as esbuild from 'esbuild';
import type { ClientEntry } from '../routes.tsx';

const STYLESHEET = 'client/styles/main.css';
const SCRIPT_ENTRIES: Record<ClientEntry, string> = {
  site: 'client/entries/site.ts',
  home: 'client/entries/home.ts',
  contact: 'client/entries/contact.ts',
  blog: 'client/entries/blog.ts',
  'not-found': 'client/entries/not-found.ts',
};

export interface EntryScripts {
  /** The entry module, loaded with <script type="module">. */
  src: string;
  /** The shared chunks it imports statically: preloaded so they do not wait for the entry. */
  preload: string[];
}

export interface AssetManifest {
  stylesheet: string;
  scripts: Record<ClientEntry, EntryScripts>;
  /** The brand font files the stylesheet uses: preloaded by every page, so text never swaps late. */
  fonts: string[];
  /** Every written file, relative to the output folder, with its contents. */
  files: Map<string, Uint8Array>;
}

export async function bundleClientAssets(projectRoot: string): Promise<AssetManifest> {
  const result = await esbuild.build({
    absWorkingDir: projectRoot,
    entryPoints: { main: STYLESHEET, ...SCRIPT_ENTRIES },
    outdir: 'assets',
    entryNames: '[name].[hash]',
    chunkNames: 'chunks/[name].[hash]',
    assetNames: 'fonts/[name].[hash]',
    loader: { '.woff2': 'file' },
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
    write: false,
    metafile: true,
    logLevel: 'silent',
    // Islands are written against React's API; in the browser Preact runs them (DESIGN.md), through
    // a thin alias rather than preact/compat (see client/react-on-preact.ts).
    jsx: 'automatic',
    jsxImportSource: 'preact',
    alias: { react: './client/react-on-preact.ts' },
    define: { 'process.env.NODE_ENV': '"production"' },
  });
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

  const scripts = {} as Record<ClientEntry, EntryScripts>;
  for (const [entry, source] of Object.entries(SCRIPT_ENTRIES) as [ClientEntry, string][]) {
    const output = outputOf(source);
    scripts[entry] = { src: `/${output}`, preload: [...staticImports(output)].map((chunk) => `/${chunk}`) };
  }
  const files = new Map<string, Uint8Array>();
  for (const file of result.outputFiles) files.set(path.relative(projectRoot, file.path), file.contents);
  const fonts = Object.keys(outputs).filter((output) => output.endsWith('.woff2')).map((output) => `/${output}`);
  return { stylesheet: `/${outputOf(STYLESHEET)}`, scripts, fonts, files };
}
