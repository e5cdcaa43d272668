// The folder of the embedded database, made before PGlite opens it: its owner's alone, and with a
// database in it (created in a process of its own). Apart from local-database.ts so that `site serve`
// can start it at once on its own thread without loading PGlite there.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { ownerOnlyFolder, takeOthersAccessAway } from './owner-only.ts';

/**
 * Makes the database's folder, its owner's alone, creating the database when there is none yet: what
 * opening it needs first, which `site serve` starts at once, before its database thread is up.
 */
export async function prepareDatabaseFolder(dataDir: string): Promise<void> {
  await ownerOnlyFolder(dataDir);
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await createDatabaseFolder(dataDir);
  // The files of a new database (see owner-only-fs.ts), or of one made by an earlier version.
  await takeOthersAccessAway(dataDir);
}

/**
 * Creating a database (Postgres's initdb) takes PGlite far more memory than running one, and a process
 * never gives it back. It is done once per folder, in a short-lived process of its own, so that
 * `site serve` never holds it.
 */
async function createDatabaseFolder(dataDir: string): Promise<void> {
  const pglite = pathToFileURL(createRequire(import.meta.url).resolve('@electric-sql/pglite')).href;
  // The umask makes the folders initdb's output is unpacked into the owner's alone as they are made;
  // its files are made private before the database opens (takeOthersAccessAway): no lead is in them
  // yet, and nobody else can enter the folder meanwhile.
  const script = `process.umask(0o077);
const { PGlite } = await import(${JSON.stringify(pglite)});
const db = await PGlite.create(${JSON.stringify(dataDir)});
await db.close();`;
  await promisify(execFile)(process.execPath, ['--input-type=module', '--eval', script]);
}
