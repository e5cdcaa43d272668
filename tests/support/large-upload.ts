// A large upload sent in chunks without Content-Length (what a script or an attacker can send), and
// the memory of the server receiving it: for tests that a server answers 413 without taking it in.
import { execFile } from 'node:child_process';
import { request } from 'node:http';
import { promisify } from 'node:util';

export interface UploadOutcome {
  status: number;
  /** From the first byte sent to the answer. */
  ms: number;
  /** What the client had handed to its socket when the answer came. */
  sentBytes: number;
}

const CHUNK = Buffer.alloc(64 * 1024, 'x');

/** POSTs `totalBytes` to `url` in 64 KB chunks, as fast as the server takes them, and stops sending
 *  the moment it answers. Rejects when the connection fails before any answer. */
export function chunkedUpload(
  url: string,
  totalBytes: number,
  headers: Record<string, string> = {},
): Promise<UploadOutcome> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let sentBytes = 0;
    let answered = false;
    const upload = request(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers } });
    upload.on('response', (response) => {
      answered = true;
      const outcome = { status: response.statusCode ?? 0, ms: Date.now() - started, sentBytes };
      response.resume();
      response.on('end', () => {
        upload.destroy();
        resolve(outcome);
      });
    });
    upload.on('error', (error) => {
      if (!answered)
        reject(new Error(`The upload failed after ${sentBytes} bytes, before any answer: ${error.message}`));
    });
    const send = () => {
      while (!answered && sentBytes < totalBytes) {
        sentBytes += CHUNK.length;
        if (!upload.write(CHUNK)) return void upload.once('drain', send);
      }
      if (!answered) upload.end();
    };
    send();
  });
}

/** The resident memory, in bytes, of every process in a process group (a launcher and what it runs). */
export async function groupMemory(processGroup: number): Promise<number> {
  const { stdout } = await promisify(execFile)('ps', ['-o', 'rss=', '-g', String(processGroup)]);
  return stdout.split('\n').reduce((total, line) => total + (Number(line.trim()) || 0), 0) * 1024;
}
