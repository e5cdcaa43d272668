// The leads the contact form stored, for `site submissions`: newest first, as a readable list, JSON or
// CSV; and one person's records, to show or to delete (the privacy policy's rights of access and
// deletion).
import type { Database } from '../../supabase/functions/_shared/database.ts';
import { csvCell, printableJson, printableLine, printableLines } from './safe-text.ts';
import { wipeDeletedRows } from './wipe-deleted.ts';
import { z } from 'zod';

export interface Submission {
  id: string;
  createdAt: string;
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  phone: string | null;
  employees: string | null;
  message: string;
}

/** The stored leads, newest first: all of them, or those sent from `email`. */
async function submissions(db: Database, email?: string): Promise<Submission[]> {
  const rows = await db.query<Record<string, unknown>>(
    `select id, created_at, first_name, last_name, email, company, phone, employees, message from contact_submissions
       ${email === undefined ? '' : 'where lower(email) = lower($1)'} order by created_at desc, id`,
    email === undefined ? [] : [email],
  );
  return rows.map((row) => ({
    id: String(row.id),
    createdAt: new Date(row.created_at as string).toISOString(),
    firstName: String(row.first_name),
    lastName: String(row.last_name),
    email: String(row.email),
    company: String(row.company),
    phone: (row.phone as string | null) ?? null,
    employees: (row.employees as string | null) ?? null,
    message: String(row.message),
  }));
}

/** Everything stored about one e-mail address: what the privacy policy lets a person ask for. */
export interface PersonRecords {
  email: string;
  contactSubmissions: Submission[];
  newsletterSubscriptions: { email: string; createdAt: string }[];
}

async function findPerson(db: Database, email: string): Promise<PersonRecords> {
  const subscriptions = await db.query<{ email: string; created_at: string }>(
    'select email, created_at from newsletter_subscribers where lower(email) = lower($1) order by created_at',
    [email.trim()],
  );
  return {
    email: email.trim(),
    contactSubmissions: await submissions(db, email.trim()),
    newsletterSubscriptions: subscriptions.map((row) => ({
      email: row.email,
      createdAt: new Date(row.created_at).toISOString(),
    })),
  };
}

/**
 * Deletes everything stored about one e-mail address, in one transaction, and then the copies the
 * deleted rows left in the local database's files; says how many rows. The copies are wiped even when
 * no row matched: a deletion made before this wiping existed may have left some.
 */
async function forgetPerson(db: Database, email: string): Promise<Forgotten> {
  const [counts] = await db.query<{ contacts: number | string; subscriptions: number | string }>(
    `with contacts as (delete from contact_submissions where lower(email) = lower($1) returning 1),
          subscriptions as (delete from newsletter_subscribers where lower(email) = lower($1) returning 1)
     select (select count(*) from contacts) as contacts, (select count(*) from subscriptions) as subscriptions`,
    [email.trim()],
  );
  await wipeDeletedRows(db, ['contact_submissions', 'newsletter_subscribers']);
  return {
    contactSubmissions: Number(counts?.contacts ?? 0),
    newsletterSubscriptions: Number(counts?.subscriptions ?? 0),
  };
}

/** What `site submissions` asks of the database, directly or through a running `site serve` (which
 *  reads it from a socket, so parses it). */
export const dataRequestSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('list') }),
  z.object({ action: z.literal('find'), email: z.string().trim().min(1) }),
  z.object({ action: z.literal('forget'), email: z.string().trim().min(1) }),
]);
export type DataRequest = z.infer<typeof dataRequestSchema>;
/** What --forget deleted. */
export type Forgotten = { contactSubmissions: number; newsletterSubscriptions: number };
export type DataAnswer = Submission[] | PersonRecords | Forgotten;

export function runDataRequest(db: Database, request: DataRequest): Promise<DataAnswer> {
  if (request.action === 'find') return findPerson(db, request.email);
  if (request.action === 'forget') return forgetPerson(db, request.email);
  return submissions(db);
}

// What the command prints, every value a visitor typed escaped for a terminal and a spreadsheet.
const COLUMNS: (keyof Submission)[] = [
  'createdAt',
  'firstName',
  'lastName',
  'email',
  'company',
  'phone',
  'employees',
  'message',
  'id',
];

export function toCsv(submissions: Submission[]): string {
  return (
    [COLUMNS.join(','), ...submissions.map((s) => COLUMNS.map((column) => csvCell(s[column])).join(','))].join('\n') +
    '\n'
  );
}

export function toText(submissions: Submission[]): string {
  if (submissions.length === 0) return 'No submissions yet.\n';
  const line = printableLine;
  return (
    submissions
      .map((s) =>
        [
          `${s.createdAt.replace('T', ' ').slice(0, 16)} UTC  ${line(s.firstName)} ${line(s.lastName)} <${line(s.email)}>, ${line(s.company)}`,
          [s.phone && `phone ${line(s.phone)}`, s.employees && `${line(s.employees)} employees`]
            .filter(Boolean)
            .join(', '),
          ...printableLines(s.message)
            .split('\n')
            .map((text) => `  ${text}`),
        ]
          .filter(Boolean)
          .join('\n'),
      )
      .join('\n\n') + `\n\n${submissions.length} submission(s), newest first.\n`
  );
}

/** What the command prints; every value a visitor typed goes through safe-text.ts. */
export function formatAnswer(request: DataRequest, answer: DataAnswer, format: 'text' | 'json' | 'csv'): string {
  if (format === 'json') return `${printableJson(answer)}\n`;
  if (request.action === 'list')
    return format === 'csv' ? toCsv(answer as Submission[]) : toText(answer as Submission[]);
  if (request.action === 'find') {
    const person = answer as PersonRecords;
    if (format === 'csv') return toCsv(person.contactSubmissions);
    const subscriptions = person.newsletterSubscriptions
      .map((s) => `Newsletter: subscribed as ${printableLine(s.email)} on ${s.createdAt.slice(0, 10)}.\n`)
      .join('');
    const contacts =
      person.contactSubmissions.length > 0 ? toText(person.contactSubmissions) : 'No contact form submissions.\n';
    return `Records for ${printableLine(person.email)}:\n\n${contacts}${subscriptions || 'No newsletter subscription.\n'}`;
  }
  const { contactSubmissions, newsletterSubscriptions } = answer as Forgotten;
  return `Deleted ${contactSubmissions} contact form submission(s) and ${newsletterSubscriptions} newsletter subscription(s) for ${printableLine(request.email)}.\n`;
}
