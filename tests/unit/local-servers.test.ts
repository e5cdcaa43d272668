// `site serve` and `site preview` answer whatever a browser, a script or a prober sends the way a
// static host does: redirects stay on this site, nothing outside the served folder is served, an odd
// path or Host header gets a redirect, the 404 page or a 400 (never a 500), and pages are only read.
// Requests are written byte by byte (node:net): fetch would refuse or tidy up most of them.
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalFunctions } from '../../cli/backend/functions.ts';
import { preview } from '../../cli/serve/preview.ts';
import type { FailureReport } from '../../cli/serve/failure-report.ts';
import { ReloadChannel } from '../../cli/serve/live-reload.ts';
import { createDevServer, type DevServerOptions } from '../../cli/serve/server.ts';

let work: string;
let previewServer: { url: string; close: () => Promise<void> };
let devServer: Server;
const origins: Record<'site serve' | 'site preview', string> = { 'site serve': '', 'site preview': '' };

/** A function that says what it was asked, standing for the contact form's handler. */
const echoFunctions: LocalFunctions = {
  handlers: new Map([
    ['contact-form', async (request: Request) => Response.json({ method: request.method }, { status: 200 })],
  ]),
  clientAddress: { header: 'cf-connecting-ip', trustedProxies: 1 },
};
/** What the dev server is told of the last build: a test that fails one puts it back. */
let buildFailure: ReturnType<DevServerOptions['buildFailure']>;

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'local-servers-'));
  const root = path.join(work, 'dist');
  const outside = path.join(work, 'private');
  const page = (title: string) =>
    `<!doctype html><html><head><title>${title}</title></head><body>${title}</body></html>`;
  for (const folder of [root, outside]) await mkdir(folder, { recursive: true });
  await Promise.all([
    writeFile(path.join(root, 'index.html'), page('Home')),
    writeFile(path.join(root, 'about.html'), page('About')),
    writeFile(path.join(root, 'café.html'), page('Café')),
    writeFile(path.join(root, '404.html'), page('Oops! Page not found')),
    writeFile(path.join(outside, 'secret.json'), '{"token":"SECRET"}'),
    writeFile(path.join(outside, 'index.html'), page('SECRET page')),
  ]);
  // Links planted in the served folder, to a file and to a folder outside it.
  await symlink(path.join(outside, 'secret.json'), path.join(root, 'leak.json'));
  await symlink(outside, path.join(root, 'leaked'));

  previewServer = await preview({ outDir: root, port: 0, host: '127.0.0.1' });
  origins['site preview'] = previewServer.url;
  devServer = createDevServer({
    outDir: root,
    rules: [],
    reloads: new ReloadChannel(),
    buildFailure: () => buildFailure,
    firstBuild: Promise.resolve(),
    functions: async () => echoFunctions,
    socialCard: async () => undefined,
  });
  await new Promise<void>((resolve) => devServer.listen(0, '127.0.0.1', resolve));
  origins['site serve'] = `http://127.0.0.1:${(devServer.address() as { port: number }).port}`;
});

afterAll(async () => {
  await previewServer?.close();
  await new Promise((resolve) => (devServer ? devServer.close(resolve) : resolve(undefined)));
  await rm(work, { recursive: true, force: true });
});

interface RawAnswer {
  status: number;
  /** Header values as the bytes came (latin1), by lower-case name. */
  headers: Map<string, string>;
  body: string;
}

/** Sends a request line (string or raw bytes) with these headers, and reads the whole answer. */
function send(
  origin: string,
  requestLine: string | Buffer,
  headers: string[] = ['Host: 127.0.0.1'],
  body = '',
): Promise<RawAnswer> {
  const { hostname, port } = new URL(origin);
  const head = Buffer.concat([
    Buffer.from(requestLine),
    Buffer.from(['', ...headers, 'Connection: close', '', body].join('\r\n')),
  ]);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(head));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const bytes = Buffer.concat(chunks);
      const split = bytes.indexOf('\r\n\r\n');
      const [statusLine = '', ...lines] = bytes.subarray(0, split).toString('latin1').split('\r\n');
      const answerHeaders = new Map(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      const rest = bytes.subarray(split + 4);
      const answerBody = answerHeaders.get('transfer-encoding') === 'chunked' ? unchunk(rest) : rest;
      resolve({ status: Number(statusLine.split(' ')[1]), headers: answerHeaders, body: answerBody.toString('utf8') });
    });
  });
}

/** A body sent in chunks (a size in hex, a line break, the bytes), as one. */
function unchunk(bytes: Buffer): Buffer {
  const parts: Buffer[] = [];
  for (let at = 0; ;) {
    const sizeEnd = bytes.indexOf('\r\n', at);
    const size = parseInt(bytes.subarray(at, sizeEnd).toString('latin1'), 16);
    if (!size) return Buffer.concat(parts);
    parts.push(bytes.subarray(sizeEnd + 2, sizeEnd + 2 + size));
    at = sizeEnd + 2 + size + 2;
  }
}

const get = (origin: string, target: string, headers?: string[]) => send(origin, `GET ${target} HTTP/1.1`, headers);

/** Where a browser goes when it follows this Location from a page of this site. */
const followed = (location: string | undefined) => new URL(location ?? '', 'http://site.test/page');

describe.each(['site serve', 'site preview'] as const)('%s', (server) => {
  const origin = () => origins[server];

  it('keeps every redirect on this site, encoded as it came (an encoded slash or backslash stays encoded)', async () => {
    const redirects: Record<string, string> = {
      '/%2fevil.example/': '/%2fevil.example',
      '/%5cevil.example/': '/%5cevil.example',
      '//evil.example/': '/evil.example',
      '/\\evil.example/': '/evil.example',
      '/about/?utm=x': '/about?utm=x',
    };
    for (const [target, location] of Object.entries(redirects)) {
      const answer = await get(origin(), target);
      expect(answer.status, target).toBe(308);
      expect(answer.headers.get('location'), target).toBe(location);
      expect(followed(answer.headers.get('location')).origin, target).toBe('http://site.test');
    }
    expect((await get(origin(), '/%2fevil.example')).status).toBe(404);
  });

  it('redirects an odd path to its correctly percent-encoded form, and answers that with the page or the 404 page', async () => {
    const redirects: Record<string, string> = {
      '/%0d%0aX:1/': '/%0d%0aX:1',
      '/%F0%9F%98%80/': '/%F0%9F%98%80',
      '/caf%C3%A9/': '/caf%C3%A9',
    };
    for (const [target, location] of Object.entries(redirects)) {
      const answer = await get(origin(), target);
      expect(answer.status, target).toBe(308);
      expect(answer.headers.get('location'), target).toBe(location);
      expect(answer.headers.has('x'), target).toBe(false);
    }
    expect((await get(origin(), '/caf%C3%A9')).body).toContain('Café');
    for (const target of ['/%0d%0aX:1', '/%F0%9F%98%80', '/%E0%A4%A', '/%00', '/a%2F..%2F..%2Fprivate/secret.json']) {
      const answer = await get(origin(), target);
      expect(answer.status, target).toBe(404);
      expect(answer.body, target).toContain('Oops! Page not found');
    }
  });

  it('never answers 500 or a raw non-ASCII Location to raw UTF-8 bytes in the request line', async () => {
    const answer = await send(
      origin(),
      Buffer.concat([Buffer.from('GET /caf'), Buffer.from('é', 'utf8'), Buffer.from('/ HTTP/1.1')]),
    );
    expect([308, 400]).toContain(answer.status); // Node's parser refuses the bytes: 400
    expect(answer.headers.get('location') ?? '/caf%C3%A9').toBe('/caf%C3%A9');
  });

  it('answers a Host header that names no host with 400', async () => {
    for (const target of ['/about', '/about/']) {
      const answer = await get(origin(), target, ['Host: [']);
      expect(answer.status, target).toBe(400);
      expect(answer.body).toMatch(/^Bad request: /);
    }
  });

  it('serves nothing through a link out of the served folder: the 404 page instead', async () => {
    for (const target of ['/leak.json', '/leaked/secret.json', '/leaked']) {
      const answer = await get(origin(), target);
      expect(answer.status, target).toBe(404);
      expect(answer.body, target).toContain('Oops! Page not found');
      expect(answer.body, target).not.toContain('SECRET');
    }
  });

  it('refuses to write to a page: 405, Allow: GET, HEAD, and a sentence; HEAD still answers', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'TRACE', 'OPTIONS']) {
      for (const target of ['/about', '/nowhere']) {
        const answer = await send(origin(), `${method} ${target} HTTP/1.1`, ['Host: 127.0.0.1', 'Content-Length: 0']);
        expect(answer.status, `${method} ${target}`).toBe(405);
        expect(answer.headers.get('allow'), method).toBe('GET, HEAD');
        expect(answer.body).toBe('Method not allowed: pages here are only read (GET or HEAD).\n');
      }
    }
    const head = await send(origin(), 'HEAD /about HTTP/1.1');
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(0);
    expect(head.body).toBe('');
  });
});

describe('site serve', () => {
  const origin = () => origins['site serve'];

  it('lets the functions and the host analytics keep their own methods', async () => {
    for (const method of ['POST', 'OPTIONS']) {
      const answer = await send(origin(), `${method} /functions/v1/contact-form HTTP/1.1`, [
        'Host: 127.0.0.1',
        'Content-Length: 0',
      ]);
      expect(answer.status, method).toBe(200);
      expect(JSON.parse(answer.body)).toEqual({ method });
    }
    expect(
      (await send(origin(), 'POST /_vercel/insights/view HTTP/1.1', ['Host: 127.0.0.1', 'Content-Length: 0'])).status,
    ).toBe(204);
  });

  it('answers TRACE to a function 405 with its Allow and message, as the Deno function does, not 500', async () => {
    const answer = await send(origin(), 'TRACE /functions/v1/contact-form HTTP/1.1');
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('POST, OPTIONS');
    expect(JSON.parse(answer.body)).toEqual({ error: 'Only POST requests are accepted here.' });
  });

  it('answers a function request whose Host header names no host with 400, not 500', async () => {
    const answer = await send(origin(), 'POST /functions/v1/contact-form HTTP/1.1', ['Host: [', 'Content-Length: 0']);
    expect(answer.status).toBe(400);
  });

  it('shows a failed build over the page asked for, or over the 404 page; alone, with 500, before any build succeeded', async () => {
    const report: FailureReport = {
      message: 'Build failed: 1 problem(s) in content/\ncontent/pages/about.yaml:2:1: title: Expected <string>',
      places: [
        {
          file: 'content/pages/about.yaml',
          line: 2,
          column: 1,
          message: 'title: Expected <string>',
          excerpt: [
            { number: 1, text: 'hero:' },
            { number: 2, text: 'title: 5' },
          ],
        },
      ],
    };
    const frame = '<code>  1 | hero:\n<mark>&gt; 2 | title: 5</mark>\n    | ^</code>';
    try {
      buildFailure = { report, pagesBuilt: true };
      const about = await send(origin(), 'GET /about HTTP/1.1');
      expect(about.status).toBe(200);
      expect(about.body).toMatch(
        /^<!doctype html><html><head><title>About<\/title>.*<body><div data-site-build-error>/,
      );
      expect(about.body).toContain('<h3>content/pages/about.yaml:2:1</h3>');
      expect(about.body).toContain('title: Expected &lt;string&gt;');
      expect(about.body).toContain(frame);
      expect(about.body).toMatch(/<\/template><\/div><script type="module" src="[^"]+"><\/script>About<\/body>/);
      const missing = await send(origin(), 'GET /no-such-page HTTP/1.1');
      expect(missing.status).toBe(404);
      expect(missing.body).toContain('Oops! Page not found');
      expect(missing.body).toContain(frame);

      buildFailure = { report, pagesBuilt: false };
      const alone = await send(origin(), 'GET /about HTTP/1.1');
      expect(alone.status).toBe(500);
      expect(alone.body).not.toContain('About</body>');
      expect(alone.body).toContain('<h1>The site could not be built</h1>');
      expect(alone.body).toContain(frame);
    } finally {
      buildFailure = undefined;
    }
  });
});
