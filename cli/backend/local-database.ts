// The embedded database of `site serve`: PGlite (real Postgres compiled to WebAssembly) in a folder,
// with the project's migrations applied, so the contact form works on a fresh machine with nothing
// to install or configure.
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { Database } from '../../supabase/functions/_shared/database.ts';
import { applyMigrations } from './migrations.ts';

export interface LocalDatabase extends Database {
  close(): Promise<void>;
}

/** Opens (or creates) the database in `dataDir`; in memory when `dataDir` is undefined (tests). */
export async function openLocalDatabase(projectRoot: string, dataDir?: string): Promise<LocalDatabase> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir);
  const db: LocalDatabase = {
    query: async <Row>(sql: string, params: unknown[] = []) => (await pglite.query<Row>(sql, params)).rows,
    close: () => pglite.close(),
  };
  await applyMigrations({ exec: (sql) => pglite.exec(sql), query: db.query }, projectRoot);
  return db;
}
