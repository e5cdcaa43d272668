// Answers requests from the built folder the way the static host does: clean URLs (/about serves
// about/index.html), no trailing slashes, the site's headers, 404.html with status 404, and text
// compressed with brotli or gzip when the browser accepts it (every static host does).
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { brotliCompressSync, constants as zlib, createBrotliCompress, createGzip, gzipSync } from 'node:zlib';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
};

export interface StaticOptions {
  root: string;
  headersFor: (pathname: string) => Record<string, string>;
  /** Lets `site serve` add its live-reload script to HTML responses. */
  transformHtml?: (html: string) => string;
}

export async function serveStatic(request: IncomingMessage, response: ServerResponse, options: StaticOptions): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://localhost');
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    pathname = '/__malformed__';
  }

  const clean = cleanPath(pathname);
  if (clean !== pathname) {
    response.writeHead(308, { Location: clean + url.search });
    response.end();
    return;
  }

  const file = await findFile(options.root, pathname);
  const reply = { pathname, options, headOnly: request.method === 'HEAD', encoding: acceptedEncoding(request) };
  if (file) return send(response, file, 200, reply);
  return send(response, path.join(options.root, '404.html'), 404, reply);
}

const COMPRESSIBLE = new Set(['.html', '.css', '.js', '.json', '.xml', '.txt', '.svg', '.webmanifest']);

function acceptedEncoding(request: IncomingMessage): 'br' | 'gzip' | undefined {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

/** Fast settings: this compresses on every request, where a host compresses once per deploy. */
const BROTLI = { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } };

/** /about/ -> /about and /about.html or /about/index.html -> /about, as the host's clean URLs do. */
function cleanPath(pathname: string): string {
  let clean = pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (clean.length > 1) clean = clean.replace(/\/+$/, '');
  return clean || '/';
}

async function findFile(root: string, pathname: string): Promise<string | undefined> {
  const resolved = path.join(root, pathname);
  if (resolved !== root && !resolved.startsWith(root + path.sep)) return undefined; // no ../ escapes
  for (const candidate of [resolved, path.join(resolved, 'index.html'), `${resolved}.html`]) {
    const info = await stat(candidate).catch(() => undefined);
    if (info?.isFile()) return candidate;
  }
  return undefined;
}

interface Reply {
  pathname: string;
  options: StaticOptions;
  headOnly: boolean;
  encoding: 'br' | 'gzip' | undefined;
}

async function send(response: ServerResponse, file: string, status: number, { pathname, options, headOnly, encoding }: Reply): Promise<void> {
  // Extensionless files get what a plain static host sends; the header rules may say better.
  const headers: Record<string, string> = {
    'Content-Type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
    'Cache-Control': 'no-cache',
    ...options.headersFor(pathname),
  };
  const compress = encoding && COMPRESSIBLE.has(path.extname(file)) ? encoding : undefined;
  if (compress) Object.assign(headers, { 'Content-Encoding': compress, Vary: 'Accept-Encoding' });

  if (file.endsWith('.html') && options.transformHtml) {
    const html = Buffer.from(options.transformHtml(await readFile(file, 'utf8')));
    const body = compress === 'br' ? brotliCompressSync(html, BROTLI) : compress === 'gzip' ? gzipSync(html) : html;
    response.writeHead(status, { ...headers, 'Content-Length': body.length });
    response.end(headOnly ? undefined : body);
    return;
  }
  if (compress) {
    response.writeHead(status, headers);
    if (headOnly) response.end();
    // A visitor who leaves mid-page (or a browser cancelling a preload) closes the stream: not an error.
    else await pipeline(createReadStream(file), compress === 'br' ? createBrotliCompress(BROTLI) : createGzip(), response).catch(() => response.destroy());
    return;
  }
  const { size } = await stat(file);
  response.writeHead(status, { ...headers, 'Content-Length': size });
  if (headOnly) response.end();
  else createReadStream(file).pipe(response);
}
