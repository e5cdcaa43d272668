// A worker thread of the `site` command run from its TypeScript sources (in tests, and under tsx):
// Node cannot load TypeScript itself, and a thread does not inherit the loader of the thread that
// started it, so this registers tsx here first, then loads the thread's entry, given as its argument
// (cli/thread-entry.ts).
import { register } from 'tsx/esm/api';

register();
await import(process.argv.at(-1));
