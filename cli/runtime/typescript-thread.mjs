// A worker thread of the `site` command run from its TypeScript sources (in tests, and under tsx):
// Node cannot load TypeScript itself, and a thread does not inherit the loader of the thread that
// started it, so this registers tsx here first, then loads the thread's entry, given as its argument
// (cli/runtime/thread-entry.ts).
import { register } from 'tsx/esm/api';

// A thread's argv is the program, this file, then the arguments it was given.
const [, , entry] = process.argv;
// Without one, the last of argv would be this file, which would import itself and do nothing.
if (!entry) throw new Error("cli/runtime/typescript-thread.mjs runs a thread's entry: give its URL as the argument.");
register();
await import(entry);
