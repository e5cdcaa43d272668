// The folder of the project these sources are in, for code run from the sources only: the tests and
// `npm run artwork`. The `site` command runs from a bundle kept in node_modules/.cache, far from them,
// and is handed its project's folder by cli/bin.js instead (cli/runtime/kept-bundle.js refuses to bundle
// this module).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
