// The folder of the embedded database, made before PGlite opens it: its owner's alone, and with a
// database in it (created in a process of its own).
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { runningCodeKey, type CodeEntry } from '../cache-key.ts';
import { BUNDLE_CACHE } from '../node-bundle.js';
import { ownerOnlyFolder } from './owner-only.ts';

/**
 * Makes the database's folder, its owner's alone before anything is written in it, creating the
 * database when there is none yet: what opening it needs first.
 */
export async function prepareDatabaseFolder(projectRoot: string, dataDir: string): Promise<void> {
  await ownerOnlyFolder(dataDir);
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await createDatabaseFolder(projectRoot, dataDir);
}

const require = createRequire(import.meta.url);
const PGLITE = require.resolve('@electric-sql/pglite');

/** What makes the empty database: this module's code, and PGlite, which its script loads by path (no
 *  import esbuild could follow names it). */
export const TEMPLATE_CODE: CodeEntry = { entry: 'cli/backend/database-folder.ts', runtimeFiles: [PGLITE] };

/** A kept empty database, named by its key (databaseTemplate). */
const TEMPLATE_NAME = /^pglite-[0-9a-f]{16}-empty\.tar\.gz$/;

/**
 * An empty database, as Postgres's initdb makes it, kept to copy: initdb takes about 3 s of a
 * processor, unpacking its copy about 1 s. Made by the first creation on this machine (or by
 * `site prepare`, which `npm install` runs), for this version of PGlite and of the code that makes it
 * (cli/cache-key.ts); safe to delete.
 */
export const databaseTemplate = async (projectRoot: string) =>
  path.join(
    projectRoot,
    BUNDLE_CACHE,
    `pglite-${(await runningCodeKey(projectRoot, TEMPLATE_CODE)).slice(0, 16)}-empty.tar.gz`,
  );

/**
 * Creates the database in `dataDir`: a copy of the kept empty one, or initdb's work, which is then
 * kept. Creating one takes PGlite far more memory than running one, and a process never gives it
 * back: it is done in a short-lived process of its own, so that `site serve` never holds it.
 */
export async function createDatabaseFolder(projectRoot: string, dataDir: string): Promise<void> {
  const pglite = pathToFileURL(PGLITE).href;
  // The script runs outside the bundle: it loads the sources' one way of writing a file whole.
  const wholeFile = pathToFileURL(path.join(projectRoot, 'cli/whole-file.js')).href;
  const template = await databaseTemplate(projectRoot);
  // The umask makes the folders initdb's output is unpacked into the owner's alone as they are made;
  // its files are made private before the database opens (takeOthersAccessAway): no lead is in them
  // yet, and nobody else can enter the folder meanwhile.
  const script = `process.umask(0o077);
const { PGlite } = await import(${JSON.stringify(pglite)});
const { writeWhole } = await import(${JSON.stringify(wholeFile)});
const { existsSync, mkdirSync, readFileSync } = await import('node:fs');
const [dataDir, template] = ${JSON.stringify([dataDir, template])};
if (existsSync(template)) {
  const db = await PGlite.create(dataDir, { loadDataDir: new Blob([readFileSync(template)]) });
  await db.close();
} else {
  const db = await PGlite.create(dataDir);
  const copy = Buffer.from(await (await db.dumpDataDir('gzip')).arrayBuffer());
  await db.close();
  mkdirSync(${JSON.stringify(path.dirname(template))}, { recursive: true });
  await writeWhole(template, copy);
}`;
  const made = !existsSync(template);
  await promisify(execFile)(process.execPath, ['--input-type=module', '--eval', script]);
  if (made) await removeOtherTemplates(template);
}

/** Empty databases kept for earlier code or PGlite versions, 4.5 MB each, which nothing copies again. */
async function removeOtherTemplates(template: string): Promise<void> {
  const folder = path.dirname(template);
  const names = await readdir(folder).catch(() => []);
  for (const name of names.filter((other) => TEMPLATE_NAME.test(other) && other !== path.basename(template))) {
    await rm(path.join(folder, name), { force: true });
  }
}

/** Makes the kept empty database if there is none yet; its file when made now. */
export async function prepareDatabaseTemplate(projectRoot: string): Promise<string | undefined> {
  const template = await databaseTemplate(projectRoot);
  if (existsSync(template)) return undefined;
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'site-database-'));
  try {
    await createDatabaseFolder(projectRoot, path.join(scratch, 'pglite'));
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
  return template;
}
