// The embedded database of `site serve`: PGlite (real Postgres compiled to WebAssembly) in a folder,
// with the project's migrations applied, so the contact form works on a fresh machine with nothing
// to install or configure.
import { PGlite } from '@electric-sql/pglite';
import type { Database } from '../../supabase/functions/_shared/database.ts';
import { prepareDatabaseFolder } from './database-folder.ts';
import { applyMigrations } from './migrations.ts';

export interface LocalDatabase extends Database {
  close(): Promise<void>;
}

/**
 * Postgres's settings (PGlite writes them as postgresql.conf at each start): a few leads need few
 * shared buffers, and Postgres's default takes far more memory to open (docs/speed.md). A write-ahead
 * log segment no longer needed is deleted, not recycled: renamed for reuse, it kept every lead it held.
 */
const POSTGRES_SETTINGS = ['shared_buffers=16MB', 'wal_recycle=off'].join('\n');

/** Opens (or creates) the database in `dataDir`; in memory when `dataDir` is undefined (tests). */
export async function openLocalDatabase(projectRoot: string, dataDir?: string): Promise<LocalDatabase> {
  if (dataDir) await prepareDatabaseFolder(projectRoot, dataDir);
  const pglite = await PGlite.create({ postgresqlconf: POSTGRES_SETTINGS, dataDir });
  const db: LocalDatabase = {
    query: async <Row>(sql: string, params: unknown[] = []) => (await pglite.query<Row>(sql, params)).rows,
    close: () => pglite.close(),
  };
  await applyMigrations({ exec: (sql) => pglite.exec(sql), query: db.query }, projectRoot);
  return db;
}
