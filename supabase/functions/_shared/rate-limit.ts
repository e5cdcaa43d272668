// The two limits, counted in the database so that they hold across every instance of a function:
// stored submissions per client (a person sending too many messages), and every request per client
// (a flood of bodies that are never stored, which would otherwise cost nothing).
import type { Database } from './database.ts';
import type { Limit } from './settings.ts';

type Table = 'contact_submissions' | 'newsletter_subscribers';

/** Seconds until the client may send again, or undefined when it may send now. */
export async function retryAfterSeconds(db: Database, table: Table, clientHash: string, limit: Limit): Promise<number | undefined> {
  const [row] = await db.query<{ count: number | string; oldest_ends_in: number | string | null }>(
    `select count(*) as count,
            extract(epoch from (min(created_at) + make_interval(secs => $2) - now())) as oldest_ends_in
       from ${table}
      where client_hash = $1 and created_at > now() - make_interval(secs => $2)`,
    [clientHash, limit.windowSeconds],
  );
  return waitFrom(row, limit);
}

/**
 * Counts this request against the client's attempts and says how long it must wait when it has made
 * too many. One statement, one round trip: it counts, records the attempt (only while under the
 * limit, so a flood cannot grow the table without end) and removes a few expired attempts of anyone.
 */
export async function recordAttempt(db: Database, clientHash: string, limit: Limit): Promise<number | undefined> {
  const [row] = await db.query<{ count: number | string; oldest_ends_in: number | string | null }>(
    `with recent as (
       select count(*) as count, min(created_at) as oldest
         from request_attempts
        where client_hash = $1 and created_at > now() - make_interval(secs => $2)
     ),
     recorded as (
       insert into request_attempts (client_hash) select $1 from recent where recent.count < $3
     ),
     expired as (
       delete from request_attempts
        where ctid in (select ctid from request_attempts where created_at <= now() - make_interval(secs => $2) limit 20)
     )
     select count, extract(epoch from (oldest + make_interval(secs => $2) - now())) as oldest_ends_in from recent`,
    [clientHash, limit.windowSeconds, limit.max],
  );
  return waitFrom(row, limit);
}

function waitFrom(row: { count: number | string; oldest_ends_in: number | string | null } | undefined, limit: Limit): number | undefined {
  if (!row || Number(row.count) < limit.max) return undefined;
  return Math.max(1, Math.ceil(Number(row.oldest_ends_in ?? limit.windowSeconds)));
}
