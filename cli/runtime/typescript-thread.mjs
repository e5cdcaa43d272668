// A thread of the `site` command run from its TypeScript sources (cli/runtime/thread-entry.ts): a thread
// does not inherit the loader of the one that started it, so this registers tsx, then loads the entry
// given as its argument.
import { register } from 'tsx/esm/api';

const [, , entry] = process.argv;
// Without one, the last of argv would be this file, which would import itself and do nothing.
if (!entry) throw new Error("cli/runtime/typescript-thread.mjs runs a thread's entry: give its URL as the argument.");
register();
await import(entry);
