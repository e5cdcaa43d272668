// The functions' database in production: the Postgres of the Supabase project, reached with postgres.js
// through the connection string Supabase gives every function (SUPABASE_DB_URL).
import postgres from 'postgres';
import type { Database } from './database.ts';

export function postgresDatabase(connectionString: string | undefined): Database {
  if (!connectionString) throw new Error('SUPABASE_DB_URL is not set: the function has no database to store into.');
  // prepare: false, because Supabase's connection pooler (transaction mode) cannot keep prepared statements.
  const sql = postgres(connectionString, { max: 3, prepare: false, idle_timeout: 20 });
  return {
    query: async <Row>(text: string, params: unknown[] = []) => (await sql.unsafe(text, params as never[])) as unknown as Row[],
  };
}
