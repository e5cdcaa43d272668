// What the functions write to the database, each under its limit: a lead, a subscriber, and every
// request's attempt. The limits are counted there so that they hold across every instance of a
// function: stored submissions per client (a person sending too many messages), and every request per
// client (a flood of bodies that are never stored, which would otherwise cost nothing). Each check and
// what it records are one database function, in which one client's requests take turns
// (supabase/migrations/20261128000000_ipv6_network_limits.sql): a burst cannot pass between the count
// and the insert.
import type { ContactSubmission } from './contact-schema.ts';
import type { Database } from './database.ts';
import type { Limit } from './settings.ts';

/** Who sent a request, as the limits count it: hashes of its address (client-address.ts countedAs) and,
 *  for IPv6, of its /48 (networkOf); never the address itself. */
export interface Sender {
  client: string;
  network: string | null;
}

/**
 * How much more a /48 may do than one of its /64s: a few subscribers, or one site's few networks,
 * each within its own limit, while 65,536 rotated /64s get no more than this many clients' worth.
 */
export const NETWORK_LIMIT_FACTOR = 4;

const networkMax = (limit: Limit) => Math.min(limit.max * NETWORK_LIMIT_FACTOR, 2 ** 31 - 1);

/**
 * Counts this request against the sender's attempts: the seconds it must wait when it (or its
 * network) has made too many, or undefined when it may go on (the attempt is then recorded).
 */
export async function recordAttempt(db: Database, sender: Sender, limit: Limit): Promise<number | undefined> {
  const [row] = await db.query<{ wait: number | null }>('select record_request_attempt($1, $2, $3, $4, $5) as wait', [
    sender.client,
    sender.network,
    limit.max,
    networkMax(limit),
    limit.windowSeconds,
  ]);
  return row?.wait ?? undefined;
}

export type StoredContact =
  /** `fresh`: stored by this request (a retry finds it stored already). */
  { stored: true; id: string; createdAt: Date; fresh: boolean } | { stored: false; retryAfter: number };

/** Stores a lead under its submission key, unless its sender (or its network) has stored too many lately. */
export async function storeContact(
  db: Database,
  key: string,
  lead: ContactSubmission,
  sender: Sender,
  limit: Limit,
): Promise<StoredContact> {
  const [row] = await db.query<{
    stored_id: string | null;
    stored_at: Date | string | null;
    stored_now: boolean;
    retry_after: number | null;
  }>('select * from store_contact_submission($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)', [
    key,
    lead.firstName,
    lead.lastName,
    lead.email,
    lead.company,
    lead.phone || null,
    lead.employees || null,
    lead.message,
    sender.client,
    sender.network,
    limit.max,
    networkMax(limit),
    limit.windowSeconds,
  ]);
  if (!row?.stored_id) return { stored: false, retryAfter: row?.retry_after ?? limit.windowSeconds };
  return { stored: true, id: row.stored_id, createdAt: new Date(row.stored_at!), fresh: row.stored_now };
}

/** Subscribes an address (a second time changes nothing), unless its sender (or its network) has
 *  signed up too many lately: then the seconds to wait. */
export async function storeSubscriber(
  db: Database,
  email: string,
  sender: Sender,
  limit: Limit,
): Promise<number | undefined> {
  const [row] = await db.query<{ wait: number | null }>(
    'select store_newsletter_subscriber($1, $2, $3, $4, $5, $6) as wait',
    [email, sender.client, sender.network, limit.max, networkMax(limit), limit.windowSeconds],
  );
  return row?.wait ?? undefined;
}
