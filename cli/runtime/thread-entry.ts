// Starts the worker threads of the `site` command. The same modules run from their TypeScript
// sources (tests, tsx) and from the bundle cli/bin.js runs, where each thread's module is an entry of
// the bundle (cli/runtime/node-bundle.js): this file alone decides which of the two a thread loads.
import { Worker, type WorkerOptions } from 'node:worker_threads';
import { BUNDLE_ENTRIES } from './node-bundle.js';

export type ThreadName = Exclude<keyof typeof BUNDLE_ENTRIES, 'index'>;

/** In the bundle this code is in an .mjs chunk beside the entries; from the sources it is this .ts file. */
const RUNS_FROM_SOURCES = import.meta.url.endsWith('.ts');

/**
 * Starts thread `name`: its entry in `bundle` (a folder's URL) when given, else in the bundle this
 * code runs from, or its TypeScript source run through tsx (cli/runtime/typescript-thread.mjs) when this code
 * runs from the sources.
 */
export function startThread(name: ThreadName, options: WorkerOptions, bundle?: URL): Worker {
  // A thread's errors name the .ts lines, as the main thread's do (cli/bin.js): a thread does not take
  // that setting from the thread that starts it, and `site serve` shows a template's error by its line.
  const execArgv = options.execArgv ?? process.execArgv;
  const mapped = { ...options, execArgv: process.sourceMapsEnabled ? [...execArgv, '--enable-source-maps'] : execArgv };
  if (bundle || !RUNS_FROM_SOURCES) return new Worker(new URL(`${name}.mjs`, bundle ?? import.meta.url), mapped);
  const source = new URL(`../../${BUNDLE_ENTRIES[name]}`, import.meta.url);
  return new Worker(new URL('typescript-thread.mjs', import.meta.url), { ...mapped, argv: [source.href] });
}
