// `site submissions`: prints the stored leads, or one person's records (--email), or deletes them
// (--forget). A running `site serve` owns the database, so the command asks it; otherwise (none runs,
// or the one that did was killed and left its lock behind) it opens the database folder itself.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { acquireDataLock, liveHolder, type LockHolder } from './data-lock.ts';
import { openLocalDatabase } from './local-database.ts';
import { printableJson, printableLine } from './safe-text.ts';
import {
  DATA_PATH,
  runDataRequest,
  toCsv,
  toText,
  type DataAnswer,
  type DataRequest,
  type PersonRecords,
  type Submission,
} from './submissions.ts';

interface PrintOptions {
  projectRoot: string;
  dataDir: string;
  format: 'text' | 'json' | 'csv';
  /** Show what is stored about this address. */
  email?: string;
  /** Delete what is stored about this address. */
  forget?: string;
}

export async function printSubmissions({ projectRoot, dataDir, format, email, forget }: PrintOptions): Promise<void> {
  const request: DataRequest = forget
    ? { action: 'forget', email: forget }
    : email
      ? { action: 'find', email }
      : { action: 'list' };
  const answer = await askDatabase(projectRoot, dataDir, request);
  process.stdout.write(formatAnswer(request, answer, format));
}

async function askDatabase(projectRoot: string, dataDir: string, request: DataRequest): Promise<DataAnswer> {
  const server = await liveHolder(dataDir);
  if (server?.command === 'serve' && server.url && server.token) return askServer(server, request);
  if (!existsSync(path.join(dataDir, 'pglite'))) return nothingStored(request);
  const lock = await acquireDataLock(dataDir, 'submissions');
  try {
    const db = await openLocalDatabase(projectRoot, path.join(dataDir, 'pglite'));
    try {
      return await runDataRequest(db, request);
    } finally {
      await db.close();
    }
  } finally {
    await lock.release();
  }
}

async function askServer(server: LockHolder, request: DataRequest): Promise<DataAnswer> {
  const response = await fetch(`${server.url}${DATA_PATH}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(request),
  });
  if (!response.ok)
    throw new Error(`site serve (process ${server.pid}) answered ${response.status} for the submissions`);
  return (await response.json()) as DataAnswer;
}

/** No database folder yet: nothing was ever stored (and no folder is made just to say so). */
function nothingStored(request: DataRequest): DataAnswer {
  if (request.action === 'find')
    return { email: request.email.trim(), contactSubmissions: [], newsletterSubscriptions: [] };
  if (request.action === 'forget') return { contactSubmissions: 0, newsletterSubscriptions: 0 };
  return [];
}

/** What the command prints; every value a visitor typed goes through safe-text.ts. */
export function formatAnswer(request: DataRequest, answer: DataAnswer, format: PrintOptions['format']): string {
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
  const { contactSubmissions, newsletterSubscriptions } = answer as {
    contactSubmissions: number;
    newsletterSubscriptions: number;
  };
  return `Deleted ${contactSubmissions} contact form submission(s) and ${newsletterSubscriptions} newsletter subscription(s) for ${printableLine(request.email)}.\n`;
}
