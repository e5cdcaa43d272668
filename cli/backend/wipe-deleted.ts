// A deleted row is not gone from the disk: Postgres only marks it dead in the table's file, and the
// write-ahead log keeps a copy of every insert until its segment is deleted. After `site submissions
// --forget` deletes a person's rows, this has the local database drop those copies too.
import type { Database } from '../../supabase/functions/_shared/database.ts';

/** Rewrites `tables` with their live rows only, then has Postgres delete every write-ahead log segment
 *  that may hold a deleted row. Needs superuser (PGlite's own user). */
export async function wipeDeletedRows(db: Database, tables: readonly string[]): Promise<void> {
  // VACUUM FULL writes each table and its indexes into new files: the old ones are emptied at commit
  // and unlinked at the next checkpoint (below). Plain VACUUM would only mark the space reusable.
  for (const table of tables) await db.query(`vacuum full ${table}`);
  // A recycled segment keeps its old bytes under its new name until written over: a checkpoint must
  // delete old segments instead (set for the whole database too: local-database.ts).
  await db.query('set wal_recycle = off');
  // A switch fills the rest of the current segment with zeros and moves on to the next: every segment
  // that held a deleted row is then behind the current one. A switch with nothing written since the
  // last one does nothing: write a record first.
  const before = await currentSegment(db);
  await db.query(`select pg_logical_emit_message(false, 'site-wipe', '')`);
  await db.query('select pg_switch_wal()');
  const after = await currentSegment(db);
  if (after <= before)
    throw new Error(
      `The write-ahead log stayed on segment ${after} when switched: the deleted rows may still be in it.`,
    );
  // Every segment before the current one is deleted now, and the tables' old files with them.
  await db.query('checkpoint');
}

async function currentSegment(db: Database): Promise<string> {
  const [current] = await db.query<{ name: string }>('select pg_walfile_name(pg_current_wal_lsn()) as name');
  return current?.name ?? '';
}
