// Answers requests from the built folder the way the static host does: clean URLs (/about serves
// about/index.html), no trailing slashes, the site's headers, 404.html with status 404, and text
// compressed with brotli or gzip when the browser accepts it (every static host does). Only files
// inside the folder are served, and pages are only read.
import { createReadStream } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { brotliCompressSync, constants as zlib, createBrotliCompress, createGzip, gzipSync } from 'node:zlib';
import { answerBadRequest, answerMethodNotAllowed, isReadMethod, readRequestTarget } from './request.ts';

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
  const target = readRequestTarget(request);
  if (!target) return answerBadRequest(response);
  if (!isReadMethod(request)) return answerMethodNotAllowed(response);

  // Made from the path as it came, still encoded: decoded, "/%2fevil.example/" would send the
  // browser to //evil.example, and "/caf%C3%A9/" put bytes in the header that are not ASCII.
  const clean = cleanPath(target.path);
  if (clean !== target.path) {
    response.writeHead(308, { Location: clean + target.search });
    response.end();
    return;
  }

  const pathname = decodedPath(target.path);
  const file = pathname === undefined ? undefined : await findFile(options.root, pathname);
  const reply = { pathname: pathname ?? target.path, options, headOnly: request.method === 'HEAD', encoding: acceptedEncoding(request) };
  if (file) return send(response, file, 200, reply);
  const notFoundPage = await findFile(options.root, '/404.html');
  if (notFoundPage) return send(response, notFoundPage, 404, reply);
  response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
  response.end('Not found (and this folder has no 404.html).\n');
}

/** The path as a file name; undefined when its escapes are not UTF-8, as no file's name is. */
function decodedPath(encoded: string): string | undefined {
  try {
    return decodeURIComponent(encoded);
  } catch {
    return undefined;
  }
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

/**
 * /about/ -> /about and /about.html or /about/index.html -> /about, as the host's clean URLs do; a
 * run of slashes becomes one, so that a redirect is never "//host", which browsers read as a host.
 */
function cleanPath(pathname: string): string {
  let clean = pathname.replace(/\/{2,}/g, '/').replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (clean.length > 1) clean = clean.replace(/\/+$/, '');
  return clean || '/';
}

/**
 * The file a path names, by its real path inside the real root: a symlink out of the folder (one
 * planted to .data/serve.json would show the data token) serves nothing.
 */
async function findFile(root: string, pathname: string): Promise<string | undefined> {
  const resolved = path.join(root, pathname);
  if (!isInside(root, resolved)) return undefined; // no ../ escapes
  const realRoot = await realpath(root).catch(() => undefined);
  if (!realRoot) return undefined;
  for (const candidate of [resolved, path.join(resolved, 'index.html'), `${resolved}.html`]) {
    const real = await realpath(candidate).catch(() => undefined);
    if (!real || !isInside(realRoot, real)) continue;
    const info = await stat(real).catch(() => undefined);
    if (info?.isFile()) return real;
  }
  return undefined;
}

function isInside(folder: string, file: string): boolean {
  return file === folder || file.startsWith(folder + path.sep);
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
