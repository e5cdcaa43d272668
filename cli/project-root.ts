// Where the project lives. `cli/bin.js` runs the CLI from a bundle in node_modules/.cache, where
// import.meta.url no longer points into cli/, so it passes the root along; tests and scripts that
// import the sources directly fall back to this file's own location.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot =
  process.env.SITE_PROJECT_ROOT || path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
