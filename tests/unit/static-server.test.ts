// The local static server answers like the host: text compressed when the browser accepts it.
import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic } from '../../cli/serve/static.ts';

let root: string;
let server: Server;
let origin: string;
const css = 'body { color: navy; }\n'.repeat(200);

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'static-server-'));
  await mkdir(path.join(root, 'assets'));
  await writeFile(path.join(root, 'assets/main.css'), css);
  await writeFile(path.join(root, 'assets/logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  await writeFile(path.join(root, '404.html'), '<h1>Not found</h1>');
  server = createServer((request, response) => void serveStatic(request, response, { root, headersFor: () => ({}) }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(root, { recursive: true, force: true });
});

interface Answer {
  status: number;
  encoding: string | undefined;
  body: Buffer;
}

/** node:http rather than fetch, which would ask for compression itself and undo it. */
const get = (pathname: string, acceptEncoding?: string) =>
  new Promise<Answer>((resolve, reject) => {
    const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
    request(origin + pathname, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });

describe('the static server', () => {
  it('sends text with brotli to a browser that accepts it, and gzip to one that accepts only gzip', async () => {
    const brotli = await get('/assets/main.css', 'gzip, deflate, br');
    expect(brotli.encoding).toBe('br');
    expect(brotliDecompressSync(brotli.body).toString()).toBe(css);
    const gzip = await get('/assets/main.css', 'gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(css);
  });

  it('sends images and requests without Accept-Encoding as they are', async () => {
    expect((await get('/assets/logo.png', 'br')).encoding).toBeUndefined();
    const plain = await get('/assets/main.css');
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString()).toBe(css);
  });

  it('compresses the not-found page too, with its 404 status', async () => {
    const missing = await get('/nowhere', 'br');
    expect(missing.status).toBe(404);
    expect(brotliDecompressSync(missing.body).toString()).toBe('<h1>Not found</h1>');
  });

  it('answers 404 with a sentence, not a 500, from a folder without 404.html', async () => {
    await rm(path.join(root, '404.html'));
    try {
      const missing = await get('/nowhere');
      expect(missing.status).toBe(404);
      expect(missing.body.toString()).toBe('Not found (and this folder has no 404.html).\n');
    } finally {
      await writeFile(path.join(root, '404.html'), '<h1>Not found</h1>');
    }
  });
});
