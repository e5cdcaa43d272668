#!/usr/bin/env node
// The `site` command, run from its bundle (cli/runtime/cli-bundle.js), kept in node_modules/.cache and
// made again only when its sources or packages change; the bundle lives outside the project, so the
// project's folder is handed to it.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { currentBundle } from './runtime/cli-bundle.js';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Nothing here needs React's dev warnings (the bundle has its production build built in; this is for
// the packages loaded from node_modules).
process.env.NODE_ENV ??= 'production';
process.setSourceMapsEnabled(true); // stack traces name the .ts files

const bundle = await currentBundle(projectRoot);
const { main } = await import(pathToFileURL(path.join(bundle, 'index.mjs')).href);
await main(projectRoot, process.argv);
