// At most N stored submissions per client address in a sliding window, counted in the database so that
// the limit holds across every instance of the function.
import type { Database } from './database.ts';

type Table = 'contact_submissions' | 'newsletter_subscribers';

/** Seconds until the client may send again, or undefined when it may send now. */
export async function retryAfterSeconds(
  db: Database,
  table: Table,
  clientHash: string,
  limit: { max: number; windowSeconds: number },
): Promise<number | undefined> {
  const [row] = await db.query<{ count: number | string; oldest_ends_in: number | string | null }>(
    `select count(*) as count,
            extract(epoch from (min(created_at) + make_interval(secs => $2) - now())) as oldest_ends_in
       from ${table}
      where client_hash = $1 and created_at > now() - make_interval(secs => $2)`,
    [clientHash, limit.windowSeconds],
  );
  if (!row || Number(row.count) < limit.max) return undefined;
  return Math.max(1, Math.ceil(Number(row.oldest_ends_in ?? limit.windowSeconds)));
}
