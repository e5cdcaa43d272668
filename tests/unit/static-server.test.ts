// The local static server answers like the strictest host (Cloudflare Pages): a page at the one
// address that serves it, a redirect from its other spellings; text compressed when the browser
// accepts it.
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
  // A page as a file (about.html), as a folder's index (guides/index.html), as both, and a file with no
  // extension at all (the blog's placeholder images).
  await mkdir(path.join(root, 'guides'));
  await mkdir(path.join(root, 'both'));
  await mkdir(path.join(root, 'api/placeholder/400'), { recursive: true });
  await writeFile(path.join(root, 'about.html'), '<h1>About</h1>');
  await writeFile(path.join(root, 'guides/index.html'), '<h1>Guides</h1>');
  await writeFile(path.join(root, 'both.html'), '<h1>Both, the file</h1>');
  await writeFile(path.join(root, 'both/index.html'), '<h1>Both, the folder</h1>');
  await writeFile(path.join(root, 'api/placeholder/400/250'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  // Left in the folder by mistake: hosts publish no dotfiles.
  await mkdir(path.join(root, '.git'));
  await mkdir(path.join(root, '.well-known'));
  await writeFile(path.join(root, '.env'), 'SECRET=1');
  await writeFile(path.join(root, '.git/config'), '[core]');
  await writeFile(path.join(root, '.well-known/security.txt'), 'Contact: mailto:security@example.com');
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
  location: string | undefined;
  body: Buffer;
}

/** node:http rather than fetch, which would ask for compression itself and undo it. */
const get = (pathname: string, acceptEncoding?: string) =>
  new Promise<Answer>((resolve, reject) => {
    const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
    request(origin + pathname, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          encoding: response.headers['content-encoding'],
          location: response.headers.location,
          body: Buffer.concat(chunks),
        }),
      );
    })
      .on('error', reject)
      .end();
  });

describe('the static server', () => {
  it('serves a page at its address without a redirect: about.html at /about, guides/index.html at /guides/', async () => {
    const served: Record<string, string> = {
      '/about': '<h1>About</h1>',
      '/guides/': '<h1>Guides</h1>',
      '/both': '<h1>Both, the file</h1>',
      '/both/': '<h1>Both, the folder</h1>',
    };
    for (const [address, body] of Object.entries(served)) {
      const answer = await get(address);
      expect(answer.status, address).toBe(200);
      expect(answer.body.toString(), address).toBe(body);
    }
    expect((await get('/api/placeholder/400/250')).status).toBe(200);
  });

  it("redirects a page's other spellings to its address once, as Cloudflare Pages does", async () => {
    const redirects: Record<string, string> = {
      '/about/': '/about',
      '/about.html': '/about',
      '/about/index.html': '/about',
      '/guides': '/guides/',
      '/guides/index.html': '/guides/',
      '/index.html': '/',
      '/index': '/',
      '/about/index': '/about',
      '/guides/index': '/guides/',
      '//about//': '/about',
    };
    for (const [asked, location] of Object.entries(redirects)) {
      const answer = await get(asked);
      expect(answer.status, asked).toBe(308);
      expect(answer.location, asked).toBe(location);
    }
    expect((await get('/api/placeholder/400')).status, 'a folder with no index.html').toBe(404);
  });

  it("answers the not-found page's own addresses (/404, /404.html) 404, as any unknown address, never 200 or a redirect", async () => {
    for (const address of ['/404', '/404.html', '/404/', '//404', '/%34%30%34']) {
      const answer = await get(address);
      expect([answer.status, answer.location, answer.body.toString()], address).toEqual([
        404,
        undefined,
        '<h1>Not found</h1>',
      ]);
    }
  });

  it('answers a dotfile left in the folder (/.env, /.git/config) with the 404 page, as hosts publish none, but serves /.well-known/', async () => {
    for (const address of ['/.env', '/.git/config', '/%2eenv', '/.env.html']) {
      const answer = await get(address);
      expect(answer.status, address).toBe(404);
      expect(answer.body.toString(), address).toBe('<h1>Not found</h1>');
    }
    expect((await get('/.well-known/security.txt')).status).toBe(200);
  });

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
