// The functions' database in production: the Postgres of the Supabase project, reached with postgres.js
// through the connection string Supabase gives every function (SUPABASE_DB_URL). Connecting and each
// statement are bounded, so that a database that is down, or a table locked elsewhere, costs a
// visitor seconds and an honest answer (503, with the way to reach the company), not half a minute.
import postgres from 'postgres';
import { DatabaseUnavailableError, type Database } from './database.ts';

/** A connection not made by then will not be (postgres.js waits 30 s by default). */
export const CONNECT_TIMEOUT_SECONDS = 3;
/** A statement of the functions takes milliseconds; one that has not answered by then is waiting for
 *  something else (a lock, a stalled server) and is cancelled. A request runs two or three. */
export const STATEMENT_TIMEOUT_MS = 3000;

export function postgresDatabase(connectionString: string | undefined): Database {
  if (!connectionString) throw new Error('SUPABASE_DB_URL is not set: the function has no database to store into.');
  // prepare: false, because Supabase's connection pooler (transaction mode) cannot keep prepared statements.
  const sql = postgres(connectionString, {
    max: 3,
    prepare: false,
    idle_timeout: 20,
    connect_timeout: CONNECT_TIMEOUT_SECONDS,
  });
  return {
    query: async <Row>(text: string, params: unknown[] = []) => {
      const pending = sql.unsafe(text, params as never[]);
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timedOut = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          // Cancelled on the server too, so that it does not go on holding a connection and locks.
          pending.cancel();
          reject(new DatabaseUnavailableError(`no answer within ${STATEMENT_TIMEOUT_MS} ms`));
        }, STATEMENT_TIMEOUT_MS);
      });
      try {
        return (await Promise.race([pending, timedOut])) as unknown as Row[];
      } catch (error) {
        // The server's own errors (a constraint, a bad value) say something about the request; anything
        // else (refused, reset, timed out) is the database being out of reach.
        if (error instanceof DatabaseUnavailableError || isServerError(error)) throw error;
        throw new DatabaseUnavailableError(error instanceof Error ? error.message : String(error), { cause: error });
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/** An error PostgreSQL itself sent (postgres.js: PostgresError, with a SQLSTATE code and severity). */
function isServerError(error: unknown): boolean {
  return error instanceof Error && error.name === 'PostgresError' && 'severity' in error;
}
