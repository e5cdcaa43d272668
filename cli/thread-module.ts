// The code of a worker thread: its TypeScript entry bundled by esbuild into one ES module whose
// packages load from node_modules (cli/node-bundle.js), kept in node_modules/.cache/site under a
// name made of its content: a thread started again on unchanged code reuses the file. cli/bin.js
// removes the files of earlier code.
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BUNDLE_CACHE, nodeBundleOptions } from './node-bundle.js';

/** Writes `code` as the module of thread `name`; its file. */
export async function keepThreadModule(projectRoot: string, name: string, code: Uint8Array): Promise<string> {
  const file = path.join(
    projectRoot,
    BUNDLE_CACHE,
    `${name}-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`,
  );
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, code);
  return file;
}

/** Bundles `entry` (project-relative) for thread `name`, once; its file. */
export async function threadModule(projectRoot: string, name: string, entry: string): Promise<string> {
  const esbuild = await import('esbuild');
  const { outputFiles } = await esbuild.build(nodeBundleOptions(projectRoot, entry));
  return keepThreadModule(projectRoot, name, outputFiles![0]!.contents);
}
