#!/usr/bin/env node
// The `site` command. Its TypeScript sources, the code of the threads it starts and the packages every
// command loads are bundled by esbuild as ES modules (cli/runtime/node-bundle.js), kept in node_modules/.cache
// in a folder named after them (cli/runtime/kept-bundle.js) and run from there: nothing to compile by hand,
// and no bundling at all while the sources and the installed packages stay as they are. The bundle
// lives outside the project, so the project's folder is handed to it.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { currentBundle } from './runtime/kept-bundle.js';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// React renders several times faster in its production build; nothing here needs its dev warnings
// (the bundle has it built in; this is for the packages loaded from node_modules).
process.env.NODE_ENV ??= 'production';
process.setSourceMapsEnabled(true); // stack traces name the .ts files

const bundle = await currentBundle(projectRoot);
const { main } = await import(pathToFileURL(path.join(bundle, 'index.mjs')).href);
await main(projectRoot, process.argv);
