// `site submissions`: prints the stored leads, or one person's records (--email), or deletes them
// (--forget). A running `site serve` owns the database, so the command asks it over the lock's socket
// (data-lock.ts); when none runs, it opens the database itself.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { acquireDataLock, askHolder, DataFolderBusyError, type Holder } from './data-lock.ts';
import { openLocalDatabase } from './local-database.ts';
import { UserError } from '../model/user-error.ts';
import { formatAnswer, runDataRequest, type DataAnswer, type DataRequest } from './submissions.ts';

interface PrintOptions {
  projectRoot: string;
  dataDir: string;
  format: 'text' | 'json' | 'csv';
  /** Show, or delete, what is stored about this address. */
  email?: string;
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
  const holder = (await askHolder(dataDir, 'who')) as Holder | undefined;
  if (holder?.command === 'serve') return askServer(dataDir, holder, request);
  if (!existsSync(path.join(dataDir, 'pglite'))) return nothingStored(request);
  const lock = await acquireDataLock(dataDir, { command: 'submissions' });
  try {
    const db = await openLocalDatabase(projectRoot, path.join(dataDir, 'pglite')).catch((error: unknown) => {
      throw unreadableDatabase(dataDir, error);
    });
    try {
      return await runDataRequest(db, request);
    } finally {
      await db.close();
    }
  } finally {
    await lock.release();
  }
}

/** How long a server that said who it is has for the request itself (a --forget rewrites the tables). */
const ANSWER_SECONDS = 10;

async function askServer(dataDir: string, server: Holder, request: DataRequest): Promise<DataAnswer> {
  let answer: unknown;
  try {
    answer = await askHolder(dataDir, request, ANSWER_SECONDS);
  } catch (error) {
    // It took the question and was silent (askHolder's DataFolderBusyError), or answered with an error.
    if (error instanceof DataFolderBusyError) throw silentServer(dataDir, server, request);
    if (error instanceof UserError) throw error;
    throw new UserError(
      `site serve (process ${server.pid}) stopped answering (${describe(error)}): it may just have stopped. Run site submissions again.`,
    );
  }
  if (answer === undefined)
    throw new UserError(`site serve (process ${server.pid}) has stopped: run site submissions again.`);
  return answer as DataAnswer;
}

/** The server that holds the database did not answer in time: suspended (Ctrl+Z) or stuck. */
function silentServer(dataDir: string, { pid, url }: Holder, request: DataRequest): UserError {
  const folder = path.relative(process.cwd(), dataDir) || dataDir;
  const forgetting =
    request.action === 'forget'
      ? ` It may still delete the records once it runs again: check with site submissions --email ${request.email.trim()}.`
      : ' Nothing was read or changed.';
  return new UserError(
    `site serve (process ${pid}, at ${url}) holds the database in ${folder}/ but did not answer within ${ANSWER_SECONDS} s: ` +
      `it may be suspended (Ctrl+Z; type fg in its terminal) or stuck. Bring it back, or stop it (kill ${pid}), then run site submissions again.${forgetting}`,
  );
}

/** The database folder is there but cannot be opened: damaged, or written by another version. */
function unreadableDatabase(dataDir: string, cause: unknown): UserError {
  const folder = path.join(path.relative(process.cwd(), dataDir) || dataDir, 'pglite');
  return new UserError(
    `The database in ${folder}/ could not be opened (${describe(cause)}): it may be damaged, for example by a disk that filled up or a copy made while site serve ran. ` +
      `Nothing in it was changed. Keep a copy of the folder; to start afresh without the leads it holds, move it aside (site serve then makes a new one).`,
  );
}

/** An error's own words, without its stack: "fetch failed: connect ECONNREFUSED ...". */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}

/** No database folder yet: nothing was ever stored (and no folder is made just to say so). */
function nothingStored(request: DataRequest): DataAnswer {
  if (request.action === 'find')
    return { email: request.email.trim(), contactSubmissions: [], newsletterSubscriptions: [] };
  if (request.action === 'forget') return { contactSubmissions: 0, newsletterSubscriptions: 0 };
  return [];
}
