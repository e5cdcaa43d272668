// What the functions write to the database, each under its limit: a lead, a subscriber, and every
// request's attempt. The limits are counted there so that they hold across every instance of a
// function: stored submissions per client (a person sending too many messages), and every request per
// client (a flood of bodies that are never stored, which would otherwise cost nothing). Each check and
// what it records are one database function, in which one client's requests take turns
// (supabase/migrations/20261126000000_limits_in_one_step.sql): a burst cannot pass between the count
// and the insert.
import type { ContactSubmission } from './contact-schema.ts';
import type { Database } from './database.ts';
import type { Limit } from './settings.ts';

/**
 * Counts this request against the client's attempts: the seconds it must wait when it has made too
 * many, or undefined when it may go on (the attempt is then recorded).
 */
export async function recordAttempt(db: Database, clientHash: string, limit: Limit): Promise<number | undefined> {
  const [row] = await db.query<{ wait: number | null }>('select record_request_attempt($1, $2, $3) as wait', [
    clientHash,
    limit.max,
    limit.windowSeconds,
  ]);
  return row?.wait ?? undefined;
}

export type StoredContact =
  /** `fresh`: stored by this request (a retry finds it stored already). */
  { stored: true; id: string; createdAt: Date; fresh: boolean } | { stored: false; retryAfter: number };

/** Stores a lead under its submission key, unless its client has stored too many lately. */
export async function storeContact(
  db: Database,
  key: string,
  lead: ContactSubmission,
  clientHash: string,
  limit: Limit,
): Promise<StoredContact> {
  const [row] = await db.query<{
    stored_id: string | null;
    stored_at: Date | string | null;
    stored_now: boolean;
    retry_after: number | null;
  }>('select * from store_contact_submission($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)', [
    key,
    lead.firstName,
    lead.lastName,
    lead.email,
    lead.company,
    lead.phone || null,
    lead.employees || null,
    lead.message,
    clientHash,
    limit.max,
    limit.windowSeconds,
  ]);
  if (!row?.stored_id) return { stored: false, retryAfter: row?.retry_after ?? limit.windowSeconds };
  return { stored: true, id: row.stored_id, createdAt: new Date(row.stored_at!), fresh: row.stored_now };
}

/** Subscribes an address (a second time changes nothing), unless its client has signed up too many
 *  lately: then the seconds to wait. */
export async function storeSubscriber(
  db: Database,
  email: string,
  clientHash: string,
  limit: Limit,
): Promise<number | undefined> {
  const [row] = await db.query<{ wait: number | null }>('select store_newsletter_subscriber($1, $2, $3, $4) as wait', [
    email,
    clientHash,
    limit.max,
    limit.windowSeconds,
  ]);
  return row?.wait ?? undefined;
}
