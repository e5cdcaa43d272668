// The embedded database of `site serve`: PGlite (real Postgres compiled to WebAssembly) in a folder,
// with the project's migrations applied, so the contact form works on a fresh machine with nothing
// to install or configure.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import type { Database } from '../../supabase/functions/_shared/database.ts';
import { applyMigrations } from './migrations.ts';
import { ownerOnlyFolder, OwnerOnlyNodeFS, takeOthersAccessAway } from './owner-only.ts';

export interface LocalDatabase extends Database {
  close(): Promise<void>;
}

/**
 * Postgres's settings (PGlite writes them as postgresql.conf at each start). A few leads need no more
 * than 16 MB of shared buffers; with Postgres's default (128 MB) the embedded database took more than
 * twice the memory to open (README: "Speed"). A write-ahead log segment no longer needed is deleted,
 * not recycled: renamed for reuse, it kept every lead it held until written over, a deleted one too.
 */
const POSTGRES_SETTINGS = ['shared_buffers=16MB', 'wal_recycle=off'].join('\n');

/** Opens (or creates) the database in `dataDir`; in memory when `dataDir` is undefined (tests). */
export async function openLocalDatabase(projectRoot: string, dataDir?: string): Promise<LocalDatabase> {
  if (dataDir) {
    await ownerOnlyFolder(dataDir);
    if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await createDatabaseFolder(dataDir);
    // The files of a new database (see OwnerOnlyNodeFS), or of one made by an earlier version.
    await takeOthersAccessAway(dataDir);
  }
  const options = { postgresqlconf: POSTGRES_SETTINGS };
  const pglite = await (dataDir ? PGlite.create({ ...options, fs: new OwnerOnlyNodeFS(dataDir) }) : PGlite.create(options));
  const db: LocalDatabase = {
    query: async <Row>(sql: string, params: unknown[] = []) => (await pglite.query<Row>(sql, params)).rows,
    close: () => pglite.close(),
  };
  await applyMigrations({ exec: (sql) => pglite.exec(sql), query: db.query }, projectRoot);
  return db;
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
