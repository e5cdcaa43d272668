// Bundles what runs in the browser (client/) with one esbuild call per build, never per page:
// the stylesheet and each page entry, minified, with content hashes in their names.
import path from 'node:path';
import * as esbuild from 'esbuild';
import type { ClientEntry } from '../routes.tsx';

const ENTRIES: Record<'main' | ClientEntry, string> = {
  main: 'client/styles/main.css',
  'not-found': 'client/not-found.ts',
};

export interface AssetManifest {
  stylesheet: string;
  scripts: Record<ClientEntry, string>;
  /** Every written file, relative to the output folder, with its contents. */
  files: Map<string, Uint8Array>;
}

export async function bundleClientAssets(projectRoot: string): Promise<AssetManifest> {
  const result = await esbuild.build({
    absWorkingDir: projectRoot,
    entryPoints: ENTRIES,
    outdir: 'assets',
    entryNames: '[name].[hash]',
    chunkNames: 'chunks/[name].[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const urlOfEntry = new Map<string, string>();
  for (const [output, info] of Object.entries(result.metafile.outputs)) {
    if (info.entryPoint) urlOfEntry.set(info.entryPoint, `/${output}`);
  }
  const files = new Map<string, Uint8Array>();
  for (const file of result.outputFiles) files.set(path.relative(projectRoot, file.path), file.contents);

  const url = (entry: keyof typeof ENTRIES) => {
    const found = urlOfEntry.get(ENTRIES[entry]);
    if (!found) throw new Error(`esbuild wrote no output for ${ENTRIES[entry]}`);
    return found;
  };
  return { stylesheet: url('main'), scripts: { 'not-found': url('not-found') }, files };
}
