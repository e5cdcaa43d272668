// `site serve`'s database on a worker thread (database-thread.ts), used as if it were here: each
// query is a message there and its rows a message back. The server's own thread is never held up by
// Postgres starting or answering, so the database can open right at start, beside the first build.
import { startThread } from '../thread-entry.ts';
import { prepareDatabaseFolder } from './database-folder.ts';
import type { LocalDatabase } from './local-database.ts';

export interface DatabaseThreadData {
  projectRoot: string;
  dataDir: string;
}

type Request = { sql: string; params?: unknown[]; close?: false } | { close: true };
export type ThreadRequest = Request & { id: number };
type ThreadReply =
  { ready: true } | { failed: ErrorFields } | { id: number; rows: unknown[] } | { id: number; error: ErrorFields };

/**
 * What crosses the threads of an error: its name and message, and the fields that say what failed
 * (supabase/functions/_shared/failure-report.ts logs those). Never its `detail` or parameters, which hold the lead.
 */
type ErrorFields = Record<string, string>;
const NAMING_FIELDS = ['name', 'message', 'code', 'severity', 'schema', 'table', 'column', 'constraint'];

export function errorFields(error: unknown): ErrorFields {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const source = error as unknown as Record<string, unknown>;
  return Object.fromEntries(
    NAMING_FIELDS.flatMap((field) => (typeof source[field] === 'string' ? [[field, source[field]]] : [])),
  );
}

const errorFrom = (fields: ErrorFields) => Object.assign(new Error(fields.message), fields);

export async function openDatabaseOnThread(projectRoot: string, dataDir: string): Promise<LocalDatabase> {
  await prepareDatabaseFolder(projectRoot, dataDir);
  const worker = startThread('database-thread', { workerData: { projectRoot, dataDir } satisfies DatabaseThreadData });
  const waiting = new Map<number, { resolve: (rows: unknown[]) => void; reject: (error: Error) => void }>();
  let lastId = 0;

  await new Promise<void>((resolve, reject) => {
    worker.once('message', (reply: ThreadReply) =>
      'ready' in reply ? resolve() : reject(errorFrom('failed' in reply ? reply.failed : { message: 'no answer' })),
    );
    worker.once('error', reject);
  });
  worker.on('message', (reply: ThreadReply) => {
    if (!('id' in reply)) return;
    const request = waiting.get(reply.id);
    waiting.delete(reply.id);
    if ('error' in reply) request?.reject(errorFrom(reply.error));
    else request?.resolve(reply.rows);
  });
  // A thread that dies (out of memory, a crash in Postgres) fails what waits for it, loudly.
  const failAll = (error: Error) => {
    for (const request of waiting.values()) request.reject(error);
    waiting.clear();
  };
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`The database thread stopped (exit code ${code}).`)));

  const send = <Row>(request: Request) =>
    new Promise<Row[]>((resolve, reject) => {
      const id = ++lastId;
      waiting.set(id, { resolve: resolve as (rows: unknown[]) => void, reject });
      worker.postMessage({ ...request, id });
    });
  return {
    query: <Row>(sql: string, params?: unknown[]) => send<Row>({ sql, params }),
    close: async () => {
      await send({ close: true });
      await worker.terminate();
    },
  };
}
