// One process at a time opens the database folder (.data/): two writers on one PGlite folder is a way
// to lose leads. Whoever opens it (`site serve`, or `site submissions` when no server runs) first
// creates a lock file exclusively. A lock left by a process that died (killed, crashed) is recognised
// and taken over: its process is gone, its number now belongs to a process that started at another
// time, or it was a server and no longer answers at its address.
import { open, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ownerOnlyFolder } from './owner-only.ts';
import { lookUpProcess } from './process-identity.ts';
import { UserError } from '../model/user-error.ts';

export interface LockHolder {
  pid: number;
  /**
   * When that process started (process-identity.ts): the system gives its number to another process
   * once it is gone. Absent from the locks of earlier versions, and where it cannot be told.
   */
  started?: string;
  command: 'serve' | 'submissions';
  /** A server's address, once it listens. */
  url?: string;
  /** Asked for by the server's data endpoint: other local users or web pages cannot read leads. */
  token?: string;
}

export const LOCK_FILE = 'serve.json';
/** What the tool keeps in a data folder: the database, this lock, the pages site serve builds (and
 *  what a build of them leaves while it runs: cli/build/output.ts). */
const TOOL_ENTRY = /^(pglite|serve\.json|site|\.site\.(building|old)-.+)$/;
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
  // new or already the tool's (an earlier version made it 0755).
  await ownerOnlyFolder(dataDir, (entries) => entries.every((entry) => TOOL_ENTRY.test(entry)));
  const self = await lookUpProcess(process.pid);
  let holder: LockHolder = { pid: process.pid, started: self.running ? self.started : undefined, command };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const handle = await open(file, 'wx', 0o600);
      await handle.writeFile(JSON.stringify(holder));
      await handle.close();
      return {
        update: async (fields) => {
          holder = { ...holder, ...fields };
          await writeFile(file, JSON.stringify(holder), { mode: 0o600 });
        },
        release: () => rm(file, { force: true }),
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const current = await liveHolder(dataDir);
    if (current) throw new DataFolderBusyError(dataDir, current);
    await rm(file, { force: true }); // stale: its process is gone
  }
  throw new Error(`Could not take the lock file ${file}: another process keeps creating it.`);
}

/** Who holds the folder now, if that process is alive (and, for a server, still answers). */
export async function liveHolder(dataDir: string): Promise<LockHolder | undefined> {
  let holder: LockHolder;
  try {
    holder = JSON.parse(await readFile(path.join(dataDir, LOCK_FILE), 'utf8')) as LockHolder;
  } catch {
    return undefined; // gone, or half-written by a process that died mid-write
  }
  const now = await lookUpProcess(holder.pid);
  if (!now.running) return undefined;
  // Its number given to another program since: a lock left by a killed `site submissions` (which has
  // no address to ask) would otherwise keep the folder for as long as that program runs. A lock of
  // an earlier version has no start time, nor the process when the system can't tell: taken as live.
  if (holder.started && now.started && holder.started !== now.started) return undefined;
  // A killed server can linger as a zombie, or its number be reused: ask it, not the process table.
  if (holder.url && !(await answersAsItself(holder))) return undefined;
  return holder;
}

async function answersAsItself(holder: LockHolder): Promise<boolean> {
  try {
    const response = await fetch(`${holder.url}${HEALTH_PATH}`, { signal: AbortSignal.timeout(2000) });
    const answer = (await response.json()) as { pid?: number };
    return answer.pid === holder.pid;
  } catch {
    return false; // connection refused, timed out, or not a site serve
  }
}
