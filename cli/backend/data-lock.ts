// One process at a time opens a data folder (.data/): two writers on one database can lose leads. The
// holder (`site serve`, or `site submissions` when none runs) listens on a Unix socket in lock/ and
// answers there (local-socket.ts); a killed one leaves a socket that refuses connections, which the
// next process deletes. A holder binds its socket in a folder of its own renamed to lock/ then: a
// rename onto a folder that is not empty fails, so of processes starting together exactly one gets in.
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import { answering, ask, SilentError, socketAddress, type Answer } from './local-socket.ts';
import { ownerOnlyDataFolder } from './owner-only.ts';
import { UserError } from '../model/user-error.ts';

export type Holder = { command: 'serve' | 'submissions'; pid: number; url?: string };

/** Another process holds the folder: a command named by its answer, or one that did not answer in time. */
export class DataFolderBusyError extends UserError {
  constructor(dataDir: string, { command, pid, url }: Partial<Holder> & { pid: number }) {
    const folder = path.relative(process.cwd(), dataDir) || dataDir;
    const who =
      command === 'serve'
        ? `site serve is already running with this database (${folder}/)${url ? `, at ${url}` : ''}, as process ${pid}`
        : command === 'submissions'
          ? `site submissions (process ${pid}) is reading this database (${folder}/)`
          : `Process ${pid} holds this database (${folder}/) but did not answer: it may be suspended (Ctrl+Z; type fg in its terminal) or stuck`;
    super(`${who}. Stop it (Ctrl+C in its terminal, or kill ${pid}), or give this one another --data folder.`);
  }
}

/** Takes `dataDir` for this process, which then answers 'who' with its Holder, and what `answer` takes. */
export async function acquireDataLock(dataDir: string, self: Omit<Holder, 'pid'>, answer: Answer = refuse) {
  await ownerOnlyDataFolder(dataDir);
  const holder: Holder = { ...self, pid: process.pid };
  const [lock, own, name] = [path.join(dataDir, 'lock'), `${dataDir}/lock.${hex()}`, `${process.pid}-${hex()}`];
  const server = answering((question) => (question === 'who' ? holder : answer(question)));
  const release = async () => {
    server.close(); // lock/ may then be emptied and taken: only this socket is deleted, by its name
    await rm(path.join(lock, name), { force: true });
    await rmdir(lock).catch(() => undefined);
  };
  try {
    await mkdir(own, { mode: 0o700 });
    await new Promise<void>((bound, failed) =>
      server.once('error', failed).listen(socketAddress(`${own}/${name}`), bound),
    );
    for (let attempt = 0; attempt < 100; attempt++) {
      const refused = await rename(own, lock).catch((error: NodeJS.ErrnoException) => error);
      if (!refused) return { release };
      if (refused.code !== 'ENOTEMPTY' && refused.code !== 'EEXIST') throw refused; // not "taken already"
      const current = await askHolder(dataDir, 'who');
      if (current) throw new DataFolderBusyError(dataDir, current as Holder);
    }
    throw new Error(`Could not take ${lock}: other processes keep taking it.`);
  } catch (error) {
    server.close();
    await rm(own, { recursive: true, force: true });
    throw error;
  }
}

/** What the live holder of `dataDir` answers (undefined when none holds it), deleting killed ones' sockets. */
export async function askHolder(dataDir: string, question: unknown, seconds = 5): Promise<unknown> {
  const lock = path.join(dataDir, 'lock');
  for (const name of await readdir(lock).catch(() => [])) {
    const answered = await ask(path.join(lock, name), question, seconds).then(
      (value) => ({ value }),
      (error: NodeJS.ErrnoException) => {
        if (error instanceof SilentError) throw new DataFolderBusyError(dataDir, { pid: Number.parseInt(name) });
        if (error.code !== 'ECONNREFUSED' && error.code !== 'ENOENT') throw error;
      },
    );
    if (answered) return answered.value;
    await rm(path.join(lock, name), { force: true });
  }
  return undefined;
}

const refuse = () => Promise.reject(new Error('it keeps the folder to itself'));
const hex = () => randomBytes(6).toString('hex');
