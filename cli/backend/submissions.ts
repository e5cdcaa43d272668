// Reading the leads the contact form stored, for `site submissions`: newest first, as a readable list,
// JSON or CSV. While `site serve` runs it owns the database, so the command asks it over loopback;
// otherwise it opens the database folder itself.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../../supabase/functions/_shared/database.ts';

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

export async function listSubmissions(db: Database): Promise<Submission[]> {
  const rows = await db.query<Record<string, unknown>>(
    `select id, created_at, first_name, last_name, email, company, phone, employees, message
       from contact_submissions order by created_at desc, id`,
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

// ---------------------------------------------------------------- while site serve runs

/** What `site serve` writes into its data folder so that `site submissions` can find it. */
export interface ServeLock {
  pid: number;
  url: string;
  /** Asked for by the loopback-only endpoint: other local users or web pages cannot read leads. */
  token: string;
}

export const LOCK_FILE = 'serve.json';
export const SUBMISSIONS_PATH = '/__site/submissions';

export async function readServeLock(dataDir: string): Promise<ServeLock | undefined> {
  try {
    const lock = JSON.parse(await readFile(path.join(dataDir, LOCK_FILE), 'utf8')) as ServeLock;
    process.kill(lock.pid, 0); // throws when that process is gone
    return lock;
  } catch {
    return undefined;
  }
}

export async function fetchSubmissionsFromServer(lock: ServeLock): Promise<Submission[]> {
  const response = await fetch(`${lock.url}${SUBMISSIONS_PATH}`, { headers: { authorization: `Bearer ${lock.token}` } });
  if (!response.ok) throw new Error(`site serve answered ${response.status} for the submissions`);
  return (await response.json()) as Submission[];
}

// ---------------------------------------------------------------- output

const COLUMNS: (keyof Submission)[] = ['createdAt', 'firstName', 'lastName', 'email', 'company', 'phone', 'employees', 'message', 'id'];

export function toCsv(submissions: Submission[]): string {
  const cell = (value: string | null) => {
    const text = value ?? '';
    return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return [COLUMNS.join(','), ...submissions.map((s) => COLUMNS.map((column) => cell(s[column])).join(','))].join('\n') + '\n';
}

export function toText(submissions: Submission[]): string {
  if (submissions.length === 0) return 'No submissions yet.\n';
  return (
    submissions
      .map((s) =>
        [
          `${s.createdAt.replace('T', ' ').slice(0, 16)} UTC  ${s.firstName} ${s.lastName} <${s.email}>, ${s.company}`,
          [s.phone && `phone ${s.phone}`, s.employees && `${s.employees} employees`].filter(Boolean).join(', '),
          ...s.message.split('\n').map((line) => `  ${line}`),
        ]
          .filter(Boolean)
          .join('\n'),
      )
      .join('\n\n') + `\n\n${submissions.length} submission(s), newest first.\n`
  );
}
