// Answers requests from the built folder the way a static host does: clean URLs (/about serves
// about/index.html), no trailing slashes, the site's headers, 404.html with status 404, text
// compressed with brotli or gzip when the browser accepts it, an ETag and Last-Modified with 304 to a
// browser whose copy is current, and byte ranges of files sent as they are. Only files inside the
// folder are served, and pages are only read.
//
// Ours rather than `send`, `serve-static` or `sirv`: none of them refuses a symlink out of the folder
// (serve-static's issue 120 is open) or compresses what it sends (sirv only finds .br and .gz files
// made beforehand), so each would still need this module's clean URLs, 308s, 404 page and compression
// around it. What they would add, content types, validators and ranges, is a few small functions
// here (content-types.ts, conditional.ts), checked against nginx by the same requests.
import { createReadStream } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { bodyValidators, fileValidators, isNotModified, requestedRange, type ByteRange, type FileVersion } from './conditional.ts';
import { contentTypeOf, isCompressible } from './content-types.ts';
import { answerBadRequest, answerMethodNotAllowed, isReadMethod, readRequestTarget } from './request.ts';

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
  const reply = { pathname: pathname ?? target.path, options, request, encoding: acceptedEncoding(request) };
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

type Encoding = 'br' | 'gzip';

/** Brotli, else gzip, when the browser accepts it (a q=0 refuses it). */
function acceptedEncoding(request: IncomingMessage): Encoding | undefined {
  const quality = new Map<string, number>();
  for (const part of String(request.headers['accept-encoding'] ?? '')
    .toLowerCase()
    .split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    quality.set(name, q ? Number(q.slice(2)) : 1);
  }
  return (['br', 'gzip'] as const).find((encoding) => (quality.get(encoding) ?? quality.get('*') ?? 0) > 0);
}

/** Fast settings: this compresses on every request, where a host compresses once per deploy. */
const BROTLI = { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } };
const COMPRESSORS: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) => promisify(brotliCompress)(body, BROTLI),
  gzip: (body) => promisify(gzip)(body),
};

/**
 * /about/ -> /about and /about.html or /about/index.html -> /about, as the host's clean URLs do; a
 * run of slashes becomes one, so that a redirect is never "//host", which browsers read as a host.
 */
function cleanPath(pathname: string): string {
  let clean = pathname
    .replace(/\/{2,}/g, '/')
    .replace(/\/index\.html$/, '/')
    .replace(/\.html$/, '');
  if (clean.length > 1) clean = clean.replace(/\/+$/, '');
  return clean || '/';
}

interface FoundFile {
  /** Its real path, inside the real root. */
  path: string;
  version: FileVersion;
}

/**
 * The file a path names, by its real path inside the real root: a symlink out of the folder (one
 * planted to .data/serve.json would show the data token) serves nothing.
 */
async function findFile(root: string, pathname: string): Promise<FoundFile | undefined> {
  const resolved = path.join(root, pathname);
  if (!isInside(root, resolved)) return undefined; // no ../ escapes
  const realRoot = await realpath(root).catch(() => undefined);
  if (!realRoot) return undefined;
  for (const candidate of [resolved, path.join(resolved, 'index.html'), `${resolved}.html`]) {
    const real = await realpath(candidate).catch(() => undefined);
    if (!real || !isInside(realRoot, real)) continue;
    const info = await stat(real, { bigint: true }).catch(() => undefined);
    if (info?.isFile()) return { path: real, version: { mtimeNs: info.mtimeNs, size: Number(info.size) } };
  }
  return undefined;
}

function isInside(folder: string, file: string): boolean {
  return file === folder || file.startsWith(folder + path.sep);
}

interface Reply {
  pathname: string;
  options: StaticOptions;
  request: IncomingMessage;
  encoding: Encoding | undefined;
}

async function send(response: ServerResponse, file: FoundFile, status: 200 | 404, { pathname, options, request, encoding }: Reply): Promise<void> {
  const headers: Record<string, string> = {
    'Content-Type': contentTypeOf(file.path),
    'Cache-Control': 'no-cache',
    ...options.headersFor(pathname),
  };
  const compressible = isCompressible(file.path);
  const compress = compressible ? encoding : undefined;
  // The same URL answers other bytes to a browser that accepts another encoding: caches must know.
  if (compressible) headers.Vary = 'Accept-Encoding';
  if (compress) headers['Content-Encoding'] = compress;
  const headOnly = request.method === 'HEAD';
  const transform = file.path.endsWith('.html') ? options.transformHtml : undefined;
  const asIs = !compress && !transform;
  const transformed = transform && Buffer.from(transform(await readFile(file.path, 'utf8')));

  let range: ByteRange | 'unsatisfiable' | undefined;
  // The not-found page is no version of the page asked for: nothing to revalidate or cut.
  if (status === 200) {
    const validators = transformed ? bodyValidators(transformed, file.version, compress) : fileValidators(file.version, compress);
    Object.assign(headers, { ETag: validators.etag, 'Last-Modified': validators.lastModified });
    if (isNotModified(request.headers, validators)) return answerNotModified(response, headers);
    if (asIs) {
      headers['Accept-Ranges'] = 'bytes';
      // Range is defined for GET only: HEAD gets the whole file's headers.
      if (!headOnly) range = requestedRange(request.headers, file.version.size, validators);
    }
  }
  if (asIs) return sendFile(response, file, status, headers, range, headOnly);

  // Made in full (small text files), so that GET and HEAD both say its length.
  const plain = transformed ?? (await readFile(file.path));
  const body = compress ? await COMPRESSORS[compress](plain) : plain;
  response.writeHead(status, { ...headers, 'Content-Length': String(body.length) });
  response.end(headOnly ? undefined : body);
}

/** 304: the validators and the headers the kept copy is used under; nothing about a body. */
function answerNotModified(response: ServerResponse, headers: Record<string, string>): void {
  const { 'Content-Type': _type, 'Content-Encoding': _encoding, ...kept } = headers;
  response.writeHead(304, kept);
  response.end();
}

/** A file as it is on disk: whole, the range asked for (206), or 416 for a range past its end. */
function sendFile(
  response: ServerResponse,
  file: FoundFile,
  status: number,
  headers: Record<string, string>,
  range: ByteRange | 'unsatisfiable' | undefined,
  headOnly: boolean,
): void {
  const { size } = file.version;
  if (range === 'unsatisfiable') {
    const { 'Content-Type': _type, ...kept } = headers;
    response.writeHead(416, { ...kept, 'Content-Type': 'text/plain; charset=utf-8', 'Content-Range': `bytes */${size}` });
    response.end(`The range asked for starts past the end of this file (${size} bytes).\n`);
    return;
  }
  if (range) headers['Content-Range'] = `bytes ${range.start}-${range.end}/${size}`;
  response.writeHead(range ? 206 : status, { ...headers, 'Content-Length': String(range ? range.end - range.start + 1 : size) });
  if (headOnly) return void response.end();
  // A visitor who leaves mid-file (or a browser cancelling a preload) closes the stream: not an error.
  void pipeline(createReadStream(file.path, range), response).catch(() => response.destroy());
}
