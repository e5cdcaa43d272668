// The folder of the embedded database, made before PGlite opens it: its owner's alone, and with a
// database in it, copied from an empty one kept in the cache (cli/runtime/cache.js), much faster than
// Postgres's initdb. The first creation on this machine (or `site prepare`, which `npm install` runs)
// keeps it, for this version of PGlite and of the code that makes it.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { put, runningCodeKey, take, type CodeEntry } from '../runtime/cache.js';
import { ownerOnlyFolder } from './owner-only.ts';

/** What makes the empty database: its module, and PGlite, which it imports (counted by its version). */
export const TEMPLATE_CODE: CodeEntry = { entry: 'cli/backend/empty-database.js' };
const KIND = 'database';
const templateName = async (projectRoot: string) => `${await runningCodeKey(projectRoot, TEMPLATE_CODE)}.tar.gz`;

/** Makes the database's folder, its owner's alone before anything is written in it, with a database in it. */
export async function prepareDatabaseFolder(projectRoot: string, dataDir: string): Promise<void> {
  await ownerOnlyFolder(dataDir);
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await createDatabaseFolder(projectRoot, dataDir);
}

/**
 * Creates the database in `dataDir`: a copy of the kept empty one, or initdb's work, which is then
 * kept. Done in a short-lived process of the sources (cli/backend/empty-database.js), so that `site
 * serve` never holds the memory creating it takes.
 */
export async function createDatabaseFolder(projectRoot: string, dataDir: string): Promise<void> {
  const name = await templateName(projectRoot);
  const script = path.join(projectRoot, TEMPLATE_CODE.entry);
  const run = (action: 'copy' | 'make', template: string) =>
    promisify(execFile)(process.execPath, [script, dataDir, action, template]);
  const kept = take(projectRoot, KIND, name);
  if (kept) await run('copy', kept);
  else await put(projectRoot, KIND, name, (staging) => run('make', staging));
}

/** Makes the kept empty database if there is none yet; its file when made now. */
export async function prepareDatabaseTemplate(projectRoot: string): Promise<string | undefined> {
  if (take(projectRoot, KIND, await templateName(projectRoot))) return undefined;
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'site-database-'));
  try {
    await createDatabaseFolder(projectRoot, path.join(scratch, 'pglite'));
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
  return take(projectRoot, KIND, await templateName(projectRoot));
}
