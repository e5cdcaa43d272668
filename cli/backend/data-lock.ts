// One process at a time opens the database folder (.data/): two writers on one PGlite folder is a way
// to lose leads. Whoever opens it (`site serve`, or `site submissions` when no server runs) first
// creates a lock file exclusively. A lock left by a process that died (killed, crashed) is recognised
// and taken over: its process is gone, its number now belongs to a process that started at another
// time, or it was a server and no longer answers at its address. The lock file is never seen half
// written (cli/whole-file.js: written aside, then linked or renamed into place), and a stale lock is
// removed by one process at a time (the one that made the takeover folder beside it), and only while
// it is still the lock that was judged stale: two processes starting together never both hold the
// folder.
import { mkdir, readFile, rm, stat } from 'node:fs/promises';
import { setTimeout as delay } from 'node:timers/promises';
import path from 'node:path';
import { ownerOnlyFolder } from './owner-only.ts';
import { lookUpProcess } from './process-identity.ts';
import { UserError } from '../model/user-error.ts';
import { createWhole, writeWhole } from '../whole-file.js';

export interface LockHolder {
  pid: number;
  /**
   * When that process started (process-identity.ts): the system gives its number to another process
   * once it is gone. Absent where the system cannot tell it.
   */
  started?: string;
  command: 'serve' | 'submissions';
  /** A server's address, once it listens. */
  url?: string;
  /** Asked for by the server's data endpoint: other local users or web pages cannot read leads. */
  token?: string;
}

export const LOCK_FILE = 'serve.json';
/** The lock holds the server's token: its owner's alone. */
const LOCK_MODE = 0o600;
/** What the tool keeps in a data folder: the database, this lock, the pages site serve builds (and
 *  what a build of them leaves while it runs: cli/build/output.ts). */
const TOOL_ENTRY = /^(pglite|serve\.json(\.\d+-\d+\.tmp|\.takeover)?|site|\.site\.(building|old)-.+)$/;
export const HEALTH_PATH = '/__site/health';

export class DataFolderBusyError extends UserError {
  constructor(dataDir: string, holder: LockHolder) {
    const folder = path.relative(process.cwd(), dataDir) || dataDir;
    const who =
      holder.command === 'serve'
        ? `site serve is already running with this database (${folder}/)${holder.url ? `, at ${holder.url}` : ', still starting'}, as process ${holder.pid}`
        : `site submissions (process ${holder.pid}) is reading this database (${folder}/)`;
    super(`${who}. Stop it first (Ctrl+C in its terminal), or give this one another folder with --data.`);
    this.name = 'DataFolderBusyError';
  }
}

export interface DataLock {
  /** Records what others need to reach this server (its address and token). */
  update(fields: Pick<LockHolder, 'url' | 'token'>): Promise<void>;
  release(): Promise<void>;
}

/** Takes the folder for this process, taking over a stale lock; throws DataFolderBusyError otherwise. */
export async function acquireDataLock(dataDir: string, command: LockHolder['command']): Promise<DataLock> {
  const file = path.join(dataDir, LOCK_FILE);
  // The folder holds the leads (the database) and this lock's token: its owner's alone, when it is
  // new or holds nothing but what the tool keeps there (an empty folder made for --data, say).
  await ownerOnlyFolder(dataDir, (entries) => entries.every((entry) => TOOL_ENTRY.test(entry)));
  const self = await lookUpProcess(process.pid);
  let holder: LockHolder = { pid: process.pid, started: self.running ? self.started : undefined, command };
  for (let attempt = 0; attempt < 100; attempt++) {
    if (await createWhole(file, JSON.stringify(holder), { mode: LOCK_MODE })) {
      return {
        update: async (fields) => {
          holder = { ...holder, ...fields };
          await writeWhole(file, JSON.stringify(holder), { mode: LOCK_MODE });
        },
        release: () => rm(file, { force: true }),
      };
    }
    const seen = await readFile(file, 'utf8').catch(() => undefined);
    const current = await liveHolder(dataDir);
    if (current) throw new DataFolderBusyError(dataDir, current);
    // Stale: its process is gone. Another process taking it over at the same time: wait for its lock.
    if (seen !== undefined && !(await removeStale(file, seen))) await delay(20);
  }
  throw new Error(`Could not take the lock file ${file}: another process keeps creating it.`);
}

/**
 * Removes the stale lock `file`, which read `seen`, if this process is the one taking it over (it made
 * the takeover folder) and the lock is still that one; whether it was this process's turn. A takeover
 * folder older than ten seconds was left by a process that died mid-takeover, and is cleared.
 */
async function removeStale(file: string, seen: string): Promise<boolean> {
  const takeover = `${file}.takeover`;
  try {
    await mkdir(takeover);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const made = await stat(takeover).catch(() => undefined);
    if (made && Date.now() - made.mtimeMs > 10_000) await rm(takeover, { recursive: true, force: true });
    return false;
  }
  try {
    if ((await readFile(file, 'utf8').catch(() => undefined)) === seen) await rm(file, { force: true });
    return true;
  } finally {
    await rm(takeover, { recursive: true, force: true });
  }
}

/** Who holds the folder now, if that process is alive (and, for a server, still answers or is too
 *  busy to: then `silent`, as a server suspended with Ctrl+Z is). */
export async function liveHolder(dataDir: string): Promise<(LockHolder & { silent?: true }) | undefined> {
  let holder: LockHolder;
  try {
    holder = JSON.parse(await readFile(path.join(dataDir, LOCK_FILE), 'utf8')) as LockHolder;
  } catch {
    return undefined; // gone, or half-written by a process that died mid-write
  }
  const now = await lookUpProcess(holder.pid);
  if (!now.running) return undefined;
  // Its number given to another program since: a lock left by a killed `site submissions` (which has
  // no address to ask) would otherwise keep the folder for as long as that program runs. Where the
  // system could not tell a start time, then or now, it is taken as live.
  if (holder.started && now.started && holder.started !== now.started) return undefined;
  // A killed server can linger as a zombie, or its number be reused: ask it, not the process table.
  if (!holder.url) return holder;
  const answer = await askHealth(holder);
  if (answer === 'gone') return undefined;
  return answer === 'silent' ? { ...holder, silent: true } : holder;
}

/** How long a server has to say it is alive. */
export const HEALTH_TIMEOUT_MS = 5000;

async function askHealth(holder: LockHolder): Promise<'itself' | 'silent' | 'gone'> {
  try {
    const response = await fetch(`${holder.url}${HEALTH_PATH}`, { signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS) });
    const answer = (await response.json()) as { pid?: number };
    return answer.pid === holder.pid ? 'itself' : 'gone';
  } catch (error) {
    // A server too busy to answer in time is still the holder: only one that refuses the connection,
    // or answers as something else, is gone.
    return error instanceof DOMException && error.name === 'TimeoutError' ? 'silent' : 'gone';
  }
}
