// How the local servers' files answer, in the detail a host gets right: a type for every kind of file
// a site holds, an ETag per encoding with 304 to a current copy, byte ranges of files sent as they
// are, and HEAD with GET's headers. The same requests against `site preview` and nginx are in
// preview-and-nginx.test.ts.
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { serveStatic, type StaticOptions } from '../../cli/serve/static.ts';

/** How many bodies the servers have compressed, by encoding. */
const compressions = vi.hoisted(() => ({ br: 0, gzip: 0 }));
vi.mock('node:zlib', async (importOriginal) => {
  const zlib = await importOriginal<typeof import('node:zlib')>();
  const counted =
    <F extends (...args: never[]) => unknown>(encoding: 'br' | 'gzip', compress: F) =>
    (...args: Parameters<F>) => {
      compressions[encoding]++;
      return compress(...args);
    };
  return { ...zlib, brotliCompress: counted('br', zlib.brotliCompress), gzip: counted('gzip', zlib.gzip) };
});

let root: string;
const servers: Server[] = [];
let preview: string;
let serve: string;
const css = 'body { color: navy; }\n'.repeat(200);
const font = Buffer.from(Array.from({ length: 1000 }, (_, index) => index % 251));

async function start(options: Omit<StaticOptions, 'root'>): Promise<string> {
  const server = createServer((request, response) => void serveStatic(request, response, { root, ...options }));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
}

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'static-serving-'));
  await mkdir(path.join(root, 'assets/fonts'), { recursive: true });
  await writeFile(path.join(root, 'index.html'), '<html><head><title>Home</title></head><body>Home</body></html>');
  await writeFile(path.join(root, '404.html'), '<h1>Not found</h1>');
  await writeFile(path.join(root, 'assets/main.css'), css);
  await writeFile(path.join(root, 'assets/fonts/sans.woff2'), font);
  // Like `site preview` (the folder's headers) and `site serve` (the live-reload script in pages).
  preview = await start({ headersFor: () => ({ 'X-Content-Type-Options': 'nosniff' }) });
  serve = await start({
    headersFor: () => ({}),
    transformHtml: (html) => html.replace('</head>', '<script src="/reload.js"></script></head>'),
  });
});
afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  await rm(root, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** node:http rather than fetch, which asks for compression by itself and undoes it. */
const ask = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  new Promise<Answer>((resolve, reject) => {
    request(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end();
  });

/** What a response says about itself, without the headers that change with each one. */
const described = ({ headers }: Answer) => {
  const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...rest } = headers;
  return rest;
};

describe('compression', () => {
  it('compresses a file once per version and encoding, however often it is asked for, and a new version again', async () => {
    const file = path.join(root, 'assets/compressed-once.css');
    await writeFile(file, css);
    const url = `${preview}/assets/compressed-once.css`;
    const before = { ...compressions };
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => ask(url, { 'accept-encoding': index % 2 ? 'gzip' : 'br' })),
    );
    expect(answers.map((answer) => answer.headers['content-encoding'])).toEqual(
      Array.from({ length: 20 }, (_, index) => (index % 2 ? 'gzip' : 'br')),
    );
    for (const answer of answers)
      expect(
        (answer.headers['content-encoding'] === 'br'
          ? brotliDecompressSync(answer.body)
          : gunzipSync(answer.body)
        ).toString(),
      ).toBe(css);
    expect([compressions.br - before.br, compressions.gzip - before.gzip]).toEqual([1, 1]);

    await writeFile(file, css.replace(/navy/g, 'teal'));
    const changed = await ask(url, { 'accept-encoding': 'br' });
    expect(brotliDecompressSync(changed.body).toString()).toContain('teal');
    expect(changed.headers.etag).not.toBe(answers[0]!.headers.etag);
    await ask(url, { 'accept-encoding': 'br' });
    expect(compressions.br - before.br).toBe(2);
  });

  it("compresses a page with site serve's live-reload script once per version too", async () => {
    const before = compressions.br;
    for (let i = 0; i < 5; i++) await ask(`${serve}/`, { 'accept-encoding': 'br' });
    expect(brotliDecompressSync((await ask(`${serve}/`, { 'accept-encoding': 'br' })).body).toString()).toContain(
      '/reload.js',
    );
    expect(compressions.br - before).toBe(1);
  });
});

describe('content types', () => {
  it('names every kind of file a site holds, the preloaded font first', async () => {
    const types: Record<string, string> = {
      'font.woff2': 'font/woff2',
      'font.woff': 'font/woff',
      'photo.webp': 'image/webp',
      'photo.avif': 'image/avif',
      'photo.jpg': 'image/jpeg',
      'photo.jpeg': 'image/jpeg',
      'photo.gif': 'image/gif',
      'photo.png': 'image/png',
      'logo.svg': 'image/svg+xml',
      'favicon.ico': 'image/x-icon',
      'clip.mp4': 'video/mp4',
      'brochure.pdf': 'application/pdf',
      'sitemap.xml': 'application/xml; charset=utf-8',
      'robots.txt': 'text/plain; charset=utf-8',
      'feed.json': 'application/json; charset=utf-8',
      'islands.js.map': 'application/json; charset=utf-8',
      'site.webmanifest': 'application/manifest+json',
      'islands.js': 'text/javascript; charset=utf-8',
      README: 'application/octet-stream',
    };
    await mkdir(path.join(root, 'kinds'));
    await Promise.all(Object.keys(types).map((name) => writeFile(path.join(root, 'kinds', name), 'x')));
    for (const [name, type] of Object.entries(types)) {
      expect((await ask(`${preview}/kinds/${name}`)).headers['content-type'], name).toBe(type);
    }
  });
});

describe('compression', () => {
  it('keeps an encoding the browser refuses (q=0) refused', async () => {
    const answer = await ask(`${preview}/assets/main.css`, { 'accept-encoding': 'br;q=0, gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(
      (await ask(`${preview}/assets/main.css`, { 'accept-encoding': 'gzip;q=0' })).headers['content-encoding'],
    ).toBeUndefined();
  });
});

describe('ETag, Last-Modified and 304', () => {
  it('gives every 200 a strong ETag and a Last-Modified, and answers 304 with no body to a current copy', async () => {
    for (const pathname of ['/', '/assets/main.css', '/assets/fonts/sans.woff2']) {
      const first = await ask(preview + pathname);
      expect(first.status).toBe(200);
      expect(first.headers.etag, pathname).toMatch(/^"[^"]+"$/);
      expect(new Date(first.headers['last-modified']!).getTime(), pathname).toBeGreaterThan(0);
      const byTag = await ask(preview + pathname, { 'if-none-match': first.headers.etag! });
      expect(byTag.status, pathname).toBe(304);
      expect(byTag.body.length).toBe(0);
      expect(byTag.headers.etag).toBe(first.headers.etag);
      expect(byTag.headers['x-content-type-options']).toBe('nosniff');
      const byDate = await ask(preview + pathname, { 'if-modified-since': first.headers['last-modified']! });
      expect(byDate.status, pathname).toBe(304);
    }
  });

  it('answers in full to an ETag of another version, and to a date before the file changed', async () => {
    const url = `${preview}/assets/main.css`;
    expect((await ask(url, { 'if-none-match': '"another-version"' })).status).toBe(200);
    expect((await ask(url, { 'if-modified-since': 'Mon, 01 Jan 2001 00:00:00 GMT' })).status).toBe(200);
    // If-None-Match decides when both are sent, as the RFC says.
    const current = await ask(url);
    expect(
      (await ask(url, { 'if-none-match': '"another-version"', 'if-modified-since': current.headers['last-modified']! }))
        .status,
    ).toBe(200);
  });

  it('gives each encoding its own ETag, so that a cache never takes a compressed body for the plain one', async () => {
    const url = `${preview}/assets/main.css`;
    const plain = await ask(url);
    const brotli = await ask(url, { 'accept-encoding': 'br' });
    const gzip = await ask(url, { 'accept-encoding': 'gzip' });
    expect(new Set([plain.headers.etag, brotli.headers.etag, gzip.headers.etag]).size).toBe(3);
    expect(brotli.headers.vary).toBe('Accept-Encoding');
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect((await ask(url, { 'accept-encoding': 'br', 'if-none-match': brotli.headers.etag! })).status).toBe(304);
    expect((await ask(url, { 'accept-encoding': 'br', 'if-none-match': plain.headers.etag! })).status).toBe(200);
  });

  it('changes the ETag when a rebuild rewrites a file with as many bytes within the same second', async () => {
    const file = path.join(root, 'assets/main.css');
    const before = await ask(`${preview}/assets/main.css`);
    await writeFile(file, css.replace('navy', 'teal'));
    const after = await ask(`${preview}/assets/main.css`, { 'if-none-match': before.headers.etag! });
    expect(after.status).toBe(200);
    expect(after.body.toString()).toContain('teal');
    await writeFile(file, css);
  });

  it('changes the ETag of a file put back to an older version, its time set back', async () => {
    const file = path.join(root, 'assets/fonts/sans.woff2');
    const seen = await ask(`${preview}/assets/fonts/sans.woff2`);
    await utimes(file, new Date('2020-01-01'), new Date('2020-01-01'));
    const answer = await ask(`${preview}/assets/fonts/sans.woff2`, { 'if-none-match': seen.headers.etag! });
    expect(answer.status).toBe(200);
    expect(answer.headers['last-modified']).toBe('Wed, 01 Jan 2020 00:00:00 GMT');
  });

  it('tags a page with the live-reload script by its bytes: the same file served plain has another ETag', async () => {
    const withScript = await ask(`${serve}/`);
    const plain = await ask(`${preview}/`);
    expect(withScript.body.toString()).toContain('/reload.js');
    expect(withScript.headers.etag).not.toBe(plain.headers.etag);
    expect((await ask(`${serve}/`, { 'if-none-match': withScript.headers.etag! })).status).toBe(304);
    expect((await ask(`${serve}/`, { 'if-none-match': plain.headers.etag! })).status).toBe(200);
  });

  it('sends the 404 page with no validators: a 404 is no version of the page asked for', async () => {
    const missing = await ask(`${preview}/nowhere`, { 'if-none-match': '*' });
    expect(missing.status).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    expect(missing.body.toString()).toBe('<h1>Not found</h1>');
  });
});

describe('byte ranges', () => {
  const url = () => `${preview}/assets/fonts/sans.woff2`;

  it('answers bytes=0-99 with 206, the range and those bytes', async () => {
    const part = await ask(url(), { range: 'bytes=0-99' });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${font.length}`);
    expect(part.headers['accept-ranges']).toBe('bytes');
    expect(part.headers['content-length']).toBe('100');
    expect(part.body).toEqual(font.subarray(0, 100));
  });

  it('reads open and suffix ranges, and cuts a range that runs past the end', async () => {
    expect((await ask(url(), { range: 'bytes=990-' })).body).toEqual(font.subarray(990));
    expect((await ask(url(), { range: 'bytes=-10' })).headers['content-range']).toBe(`bytes 990-999/${font.length}`);
    expect((await ask(url(), { range: 'bytes=995-5000' })).headers['content-range']).toBe(
      `bytes 995-999/${font.length}`,
    );
  });

  it('answers a range that starts past the end with 416 and the size', async () => {
    const refused = await ask(url(), { range: `bytes=${font.length}-` });
    expect(refused.status).toBe(416);
    expect(refused.headers['content-range']).toBe(`bytes */${font.length}`);
  });

  it('sends the whole file for a Range it does not read, several ranges, or an If-Range of another version', async () => {
    // nginx answers several ranges with a multipart 206; a whole 200 is what the RFC allows instead.
    for (const headers of <Record<string, string>[]>[
      { range: 'items=0-1' },
      { range: 'bytes=5-1' },
      { range: 'bytes=0-1,5-6' },
      { range: 'bytes=0-99', 'if-range': '"another-version"' },
    ]) {
      const whole = await ask(url(), headers);
      expect(whole.status, JSON.stringify(headers)).toBe(200);
      expect(whole.body).toEqual(font);
    }
    const current = await ask(url());
    expect((await ask(url(), { range: 'bytes=0-99', 'if-range': current.headers.etag! })).status).toBe(206);
  });

  it('ignores Range on a compressed response, whose bytes are not the file', async () => {
    const compressed = await ask(`${preview}/assets/main.css`, { 'accept-encoding': 'br', range: 'bytes=0-9' });
    expect(compressed.status).toBe(200);
    expect(compressed.headers['accept-ranges']).toBeUndefined();
    expect(brotliDecompressSync(compressed.body).toString()).toBe(css);
    const plain = await ask(`${preview}/assets/main.css`, { range: 'bytes=0-9' });
    expect(plain.status).toBe(206);
    expect(plain.body.toString()).toBe(css.slice(0, 10));
  });
});

describe('HEAD', () => {
  it("answers with GET's headers and no body: pages, compressed or not, files, and the 404 page", async () => {
    for (const [pathname, headers] of [
      ['/', {}],
      ['/', { 'accept-encoding': 'gzip, br' }],
      ['/assets/fonts/sans.woff2', {}],
      ['/nowhere', { 'accept-encoding': 'br' }],
    ] as const) {
      const get = await ask(preview + pathname, headers);
      const head = await ask(preview + pathname, headers, 'HEAD');
      expect(head.status, pathname).toBe(get.status);
      expect(described(head), pathname).toEqual(described(get));
      expect(head.body.length).toBe(0);
    }
  });
});
