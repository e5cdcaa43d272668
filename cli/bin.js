#!/usr/bin/env node
// The `site` command. Its TypeScript sources and the packages every command loads are bundled by
// esbuild into one CommonJS file (cli/node-bundle.js says why), kept in node_modules/.cache in a
// folder named after the sources, and run from there: nothing to compile by hand, and no bundling
// at all while the sources and the installed packages stay as they are.
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUNDLE_CACHE, cliBundleOptions } from './node-bundle.js';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Where the CLI's code comes from. */
const SOURCE_FOLDERS = ['cli', 'templates', 'client', 'supabase/functions/_shared'];
/** What else goes into the bundle: the installed packages. */
const LOCKFILE = 'package-lock.json';
process.env.SITE_PROJECT_ROOT = projectRoot;
// React renders several times faster in its production build; nothing here needs its dev warnings
// (the bundle has it built in; the serve worker loads React from node_modules).
process.env.NODE_ENV ??= 'production';
process.setSourceMapsEnabled(true); // stack traces name the .ts files

const cacheDir = path.join(projectRoot, BUNDLE_CACHE);
// Bundling is done again only when a source file or the installed packages changed since.
const folder = path.join(cacheDir, `cli-${sourcesFingerprint()}`);
const bundleFile = path.join(folder, 'index.cjs');
if (!existsSync(folder)) {
  const { build } = await import('esbuild');
  // Written into a staging folder renamed into place: concurrent runs never read a torn bundle.
  const staging = `${folder}.${process.pid}.tmp`;
  const bundle = await build(cliBundleOptions(projectRoot, 'cli/index.ts', path.join(staging, 'index.cjs')));
  for (const output of bundle.outputFiles) {
    mkdirSync(path.dirname(output.path), { recursive: true });
    writeFileSync(output.path, output.contents);
  }
  try {
    renameSync(staging, folder);
  } catch (error) {
    // Another run put the same bundle in place first.
    rmSync(staging, { recursive: true, force: true });
    if (!existsSync(folder)) throw error;
  }
}
removeStaleBundles(folder);

createRequire(import.meta.url)(bundleFile);

/**
 * Names the current sources: every code file the CLI bundles, by path, size and modification time
 * (stat calls, far quicker than bundling).
 */
function sourcesFingerprint() {
  const hash = createHash('sha256');
  const lockfile = statSync(path.join(projectRoot, LOCKFILE), { throwIfNoEntry: false });
  hash.update(`${LOCKFILE}\0${lockfile?.size}\0${lockfile?.mtimeMs}\n`);
  for (const folder of SOURCE_FOLDERS) {
    const root = path.join(projectRoot, folder);
    for (const name of readdirSync(root, { recursive: true }).map(String).sort()) {
      if (!/\.(ts|tsx|js|jsx|json)$/.test(name)) continue;
      const { size, mtimeMs } = statSync(path.join(root, name));
      hash.update(`${folder}/${name}\0${size}\0${mtimeMs}\n`);
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/** Bundles of older sources (the CLI's, serve's threads'), unused for a minute, are removed. */
function removeStaleBundles(current) {
  const minuteAgo = Date.now() - 60_000;
  for (const name of readdirSync(cacheDir)) {
    const candidate = path.join(cacheDir, name);
    if (candidate === current || !/^(cli|rebuild-worker|database-thread)-/.test(name)) continue;
    try {
      if (statSync(candidate).mtimeMs < minuteAgo) rmSync(candidate, { recursive: true, force: true });
    } catch {
      // another run removed it first
    }
  }
}
