// One question and its answer over a Unix socket, as JSON, each side ending its half when it is done:
// how a process holding a data folder tells who it is, and how `site submissions` asks a running
// `site serve` for the leads (the socket sits in the owner-only data folder: nobody else connects).
import { connect, createServer, type Server, type Socket } from 'node:net';
import path from 'node:path';
import { UserError } from '../model/user-error.ts';

export type Answer = (question: unknown) => unknown;

/** The process at the socket took the connection but did not answer in time: suspended or stuck. */
export class SilentError extends UserError {}

/** A server that answers each connection's question with `answer`, or with the error it throws. */
export const answering = (answer: Answer): Server =>
  createServer({ allowHalfOpen: true }, (socket) => {
    readAll(socket)
      .then((question) => answer(JSON.parse(question)))
      .then(
        (value) => ({ value }),
        (error: Error) => ({ error: error.message }),
      )
      .then((answered) => socket.end(JSON.stringify(answered)))
      .catch(() => socket.destroy());
  });

/** What the process listening at `file` answers; rejects with ECONNREFUSED or ENOENT when none does. */
export async function ask(file: string, question: unknown, seconds: number): Promise<unknown> {
  const socket = connect({ path: socketAddress(file) }, () => socket.end(JSON.stringify(question)));
  socket.setTimeout(seconds * 1000, () => socket.destroy(new SilentError(`no answer within ${seconds} s`)));
  const { value, error } = JSON.parse(await readAll(socket)) as { value?: unknown; error?: string };
  if (error === undefined) return value;
  throw new UserError(`The process holding the data folder could not answer: ${error}`);
}

function readAll(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    socket.setEncoding('utf8').on('data', (chunk) => (text += chunk));
    socket.once('end', () => resolve(text)).once('error', reject);
  });
}

/**
 * A socket's path as short as it goes, relative to the working folder when that is shorter: the system
 * takes about a hundred bytes (108 on Linux, 104 on macOS), which a path from the root easily passes.
 */
export function socketAddress(file: string): string {
  const relative = path.relative(process.cwd(), file);
  const shortest = relative.length < file.length ? relative : file;
  if (Buffer.byteLength(shortest) <= 100) return shortest;
  throw new UserError(
    `The data folder's path is too long for the socket its lock needs (${file}): give --data a shorter one.`,
  );
}
