// Applies supabase/migrations/*.sql in name order, each once, recording what ran: the same files
// `supabase db push` applies in production.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export interface MigrationTarget {
  /** Runs a script of several statements. */
  exec(sql: string): Promise<unknown>;
  query<Row>(sql: string, params?: unknown[]): Promise<Row[]>;
}

export async function applyMigrations(target: MigrationTarget, projectRoot: string): Promise<void> {
  await target.exec(
    'create table if not exists site_migrations (name text primary key, applied_at timestamptz not null default now())',
  );
  const done = new Set(
    (await target.query<{ name: string }>('select name from site_migrations')).map((row) => row.name),
  );
  const folder = path.join(projectRoot, 'supabase/migrations');
  for (const name of (await readdir(folder)).filter((file) => file.endsWith('.sql')).sort()) {
    if (done.has(name)) continue;
    const sql = await readFile(path.join(folder, name), 'utf8');
    await target.exec(
      `begin;\n${sql}\n;insert into site_migrations (name) values ('${name.replace(/'/g, "''")}');\ncommit;`,
    );
  }
}
