// Starts the `site` command's thread from where this code runs: from the bundle cli/bin.js runs, the
// thread's entry beside it (cli/runtime/cli-bundle.js); from the TypeScript sources (tests, tsx), its
// source run through tsx.
import { Worker, type WorkerOptions } from 'node:worker_threads';
import { BUNDLE_ENTRIES } from './cli-bundle.js';

/** Starts thread `name`: its entry in `bundle` (a folder's URL) when given, else where this code runs. */
export function startThread(name: Exclude<keyof typeof BUNDLE_ENTRIES, 'index'>, options: WorkerOptions, bundle?: URL) {
  // A thread does not inherit the source-map setting, and `site serve` shows a template's error by its line.
  const execArgv = options.execArgv ?? process.execArgv;
  const mapped = { ...options, execArgv: process.sourceMapsEnabled ? [...execArgv, '--enable-source-maps'] : execArgv };
  if (bundle || !import.meta.url.endsWith('.ts')) {
    return new Worker(new URL(`${name}.mjs`, bundle ?? import.meta.url), mapped);
  }
  const source = new URL(`../../${BUNDLE_ENTRIES[name]}`, import.meta.url);
  return new Worker(new URL('typescript-thread.mjs', import.meta.url), { ...mapped, argv: [source.href] });
}
