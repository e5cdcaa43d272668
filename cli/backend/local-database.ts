// The embedded database of `site serve`: PGlite (real Postgres compiled to WebAssembly) in a folder,
// with the project's migrations applied, so the contact form works on a fresh machine with nothing
// to install or configure.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import type { Database } from '../../supabase/functions/_shared/database.ts';
import { applyMigrations } from './migrations.ts';

export interface LocalDatabase extends Database {
  close(): Promise<void>;
}

/**
 * A few leads need no more than this; with Postgres's default (128 MB of shared buffers) the embedded
 * database took more than twice the memory to open (README: "Speed").
 */
const SMALL_POSTGRES = { postgresqlconf: 'shared_buffers=16MB' };

/** Opens (or creates) the database in `dataDir`; in memory when `dataDir` is undefined (tests). */
export async function openLocalDatabase(projectRoot: string, dataDir?: string): Promise<LocalDatabase> {
  if (dataDir && !existsSync(path.join(dataDir, 'PG_VERSION'))) await createDatabaseFolder(dataDir);
  const pglite = await PGlite.create(dataDir, SMALL_POSTGRES);
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
  await mkdir(dataDir, { recursive: true });
  const pglite = pathToFileURL(createRequire(import.meta.url).resolve('@electric-sql/pglite')).href;
  const script = `const { PGlite } = await import(${JSON.stringify(pglite)});
const db = await PGlite.create(${JSON.stringify(dataDir)});
await db.close();`;
  await promisify(execFile)(process.execPath, ['--input-type=module', '--eval', script]);
}
