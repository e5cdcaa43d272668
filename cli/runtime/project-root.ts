// The folder of the project these sources are in, for code run from the sources only (the tests, `npm
// run artwork`): the bundled `site` command is handed its project by cli/bin.js instead.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
