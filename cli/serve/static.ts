// Answers requests from the built folder the way Cloudflare Pages, the strictest host we publish to,
// does (/about serves about.html, any other spelling of a page is a 308 to it), so that a build whose
// pages would cost a redirect on a host fails the tests. Ours rather than `send` or `sirv`: neither
// refuses a symlink out of the folder nor compresses, so each would still need this module around it.
import { createReadStream } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { isNotModified, requestedRange, validatorsOf, type ByteRange, type FileVersion } from './conditional.ts';
import { contentTypeOf, isCompressible } from './content-types.ts';
import { answerBadRequest, answerMethodNotAllowed, isReadMethod, readRequestTarget, sendBody } from './request.ts';

export interface StaticOptions {
  root: string;
  /** The path the folder is served under, as a GitHub Pages project site is ('/site'); '' or none: the root. */
  sitePath?: string;
  headersFor: (pathname: string) => Record<string, string>;
  /** Lets `site serve` add its live-reload script to HTML responses. */
  transformHtml?: (html: string) => string;
}

export async function serveStatic(
  request: IncomingMessage,
  response: ServerResponse,
  options: StaticOptions,
): Promise<void> {
  const target = readRequestTarget(request);
  if (!target) return answerBadRequest(response);
  if (!isReadMethod(request)) return answerMethodNotAllowed(response);

  const sitePath = options.sitePath ?? '';
  // The folder asked for without its slash is its home page's address with one, as on GitHub Pages.
  if (sitePath && target.path === sitePath) return redirect(response, `${sitePath}/${target.search}`);
  const inside = target.path.startsWith(`${sitePath}/`) ? target.path.slice(sitePath.length) : undefined;
  const found = inside === undefined ? undefined : await resolvePath(options.root, inside);
  if (found && 'redirect' in found) return redirect(response, sitePath + found.redirect + target.search);

  const file = found?.file ?? (await findFile(options.root, '/404.html'));
  if (!file) return sendBody(response, 404, 'Not found (and this folder has no 404.html).\n');
  const siteHeaders = options.headersFor(decodedPath(target.path) ?? target.path);
  await send(request, response, file, found ? 200 : 404, siteHeaders, options.transformHtml);
}

function redirect(response: ServerResponse, location: string): void {
  response.writeHead(308, { Location: location }).end();
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
  const accepted = request.headers['accept-encoding'] ?? '';
  for (const part of accepted.toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    quality.set(name, q ? Number(q.slice(2)) : 1);
  }
  return (['br', 'gzip'] as const).find((encoding) => (quality.get(encoding) ?? quality.get('*') ?? 0) > 0);
}

/** Fast settings: a rebuild under site serve compresses its pages again, where a host compresses once per deploy. */
const COMPRESSORS: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) => promisify(brotliCompress)(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (body) => promisify(gzip)(body),
};

/** Each file's compressed body per encoding, made once per version (its ETag): a new version replaces it. */
const compressed = new Map<string, { etag: string; body: Promise<Buffer> }>();

function compressOnce(key: string, etag: string, encoding: Encoding, plain: () => Promise<Buffer>): Promise<Buffer> {
  const kept = compressed.get(key);
  if (kept?.etag === etag) return kept.body;
  const body = plain().then(COMPRESSORS[encoding]);
  compressed.set(key, { etag, body });
  // A failure is not kept: the next request tries again.
  body.catch(() => compressed.get(key)?.body === body && compressed.delete(key));
  return body;
}

/**
 * A file, or the address that serves it (a redirect), or nothing. Redirects keep the path encoded:
 * decoded, "/%2fevil.example/" would send the browser to //evil.example.
 */
async function resolvePath(
  root: string,
  encoded: string,
): Promise<{ file: FoundFile } | { redirect: string } | undefined> {
  const pathname = decodedPath(encoded);
  if (pathname === undefined || isHidden(pathname) || isNotFoundPage(pathname)) return undefined;
  const clean = cleanPath(encoded);
  if (clean !== encoded) {
    // One redirect, to where the clean path leads: //about/ goes to /about, not by way of /about/.
    const then = await resolvePath(root, clean);
    return { redirect: then && 'redirect' in then ? then.redirect : clean };
  }
  if (encoded.endsWith('/')) {
    const index = await findFile(root, `${pathname}index.html`);
    if (index) return { file: index };
    // /about/ is /about (which may not exist either: then its 404).
    return encoded === '/' ? undefined : { redirect: encoded.slice(0, -1) };
  }
  const file = (await findFile(root, pathname)) ?? (await findFile(root, `${pathname}.html`));
  if (file) return { file };
  if (await findFile(root, `${pathname}/index.html`)) return { redirect: `${encoded}/` };
  return undefined;
}

/** A dotfile or a dot-folder (/.env, /.git/config), which hosts do not publish; /.well-known/ they do. */
function isHidden(pathname: string): boolean {
  return pathname.split('/').some((segment) => segment.startsWith('.') && segment !== '.well-known');
}

/**
 * The not-found page's own addresses (/404, /404.html, /404/) answer as every unknown address does,
 * with status 404: with 200, as on Cloudflare Pages, a crawler would keep it as a page.
 */
function isNotFoundPage(pathname: string): boolean {
  return cleanPath(pathname).replace(/(.)\/$/, '$1') === '/404';
}

/**
 * The address a page is served at: /about.html -> /about, /about/index(.html) -> /about/, a run of
 * slashes as one (so that a redirect is never "//host", which browsers read as a host).
 */
function cleanPath(pathname: string): string {
  return pathname
    .replace(/\/{2,}/g, '/')
    .replace(/\/index(\.html)?$/, '/')
    .replace(/\.html$/, '');
}

interface FoundFile {
  /** Its real path, inside the real root. */
  path: string;
  version: FileVersion;
}

/** The file at a path, by its real path inside the real root: a symlink out of the folder (to the
 *  database in .data/pglite, say) serves nothing, nor does a folder. */
async function findFile(root: string, pathname: string): Promise<FoundFile | undefined> {
  const resolved = path.join(root, pathname);
  if (!isInside(root, resolved)) return undefined; // no ../ escapes
  const [realRoot, real] = await Promise.all(
    [realpath(root), realpath(resolved)].map((found) => found.catch(() => undefined)),
  );
  if (!realRoot || !real || !isInside(realRoot, real)) return undefined;
  const info = await stat(real, { bigint: true }).catch(() => undefined);
  return info?.isFile() ? { path: real, version: { mtimeNs: info.mtimeNs, size: Number(info.size) } } : undefined;
}

function isInside(folder: string, file: string): boolean {
  return file === folder || file.startsWith(folder + path.sep);
}

async function send(
  request: IncomingMessage,
  response: ServerResponse,
  file: FoundFile,
  status: 200 | 404,
  siteHeaders: Record<string, string>,
  transformHtml: StaticOptions['transformHtml'],
): Promise<void> {
  const headers: Record<string, string> = {
    'Content-Type': contentTypeOf(file.path),
    'Cache-Control': 'no-cache',
    ...siteHeaders,
  };
  const compressible = isCompressible(file.path);
  const encoding = compressible ? acceptedEncoding(request) : undefined;
  // The same URL answers other bytes to a browser that accepts another encoding: caches must know.
  if (compressible) headers.Vary = 'Accept-Encoding';
  if (encoding) headers['Content-Encoding'] = encoding;
  const transform = file.path.endsWith('.html') ? transformHtml : undefined;
  const transformed = transform && Buffer.from(transform(await readFile(file.path, 'utf8')));
  const validators = validatorsOf(file.version, encoding, transformed);
  const asIs = !encoding && !transformed;

  let range: ByteRange | 'unsatisfiable' | undefined;
  // The not-found page is no version of the page asked for: nothing to revalidate or cut.
  if (status === 200) {
    Object.assign(headers, { ETag: validators.etag, 'Last-Modified': validators.lastModified });
    if (isNotModified(request.headers, validators)) {
      const { 'Content-Type': _type, 'Content-Encoding': _encoding, ...kept } = headers;
      return void response.writeHead(304, kept).end();
    }
    if (asIs) {
      headers['Accept-Ranges'] = 'bytes';
      // Range is defined for GET only: HEAD gets the whole file's headers.
      if (request.method === 'GET') range = requestedRange(request.headers, file.version.size, validators);
    }
  }
  if (asIs) return sendFile(request, response, file, status, headers, range);

  // Made in full (small text files), so that GET and HEAD both say its length; Node sends HEAD no body.
  const plain = async () => transformed ?? (await readFile(file.path));
  const body = encoding
    ? await compressOnce(`${encoding} ${file.path}`, validators.etag, encoding, plain)
    : await plain();
  response.writeHead(status, { ...headers, 'Content-Length': String(body.length) });
  response.end(body);
}

/** A file as it is on disk: whole, the range asked for (206), or 416 for a range past its end. */
function sendFile(
  request: IncomingMessage,
  response: ServerResponse,
  file: FoundFile,
  status: number,
  headers: Record<string, string>,
  range: ByteRange | 'unsatisfiable' | undefined,
): void {
  const { size } = file.version;
  if (range === 'unsatisfiable') {
    const text = `The range asked for starts past the end of this file (${size} bytes).\n`;
    return sendBody(response, 416, text, undefined, { ...headers, 'Content-Range': `bytes */${size}` });
  }
  if (range) headers['Content-Range'] = `bytes ${range.start}-${range.end}/${size}`;
  const length = range ? range.end - range.start + 1 : size;
  response.writeHead(range ? 206 : status, { ...headers, 'Content-Length': String(length) });
  if (request.method === 'HEAD') return void response.end();
  // A visitor who leaves mid-file (or a browser cancelling a preload) closes the stream: not an error.
  void pipeline(createReadStream(file.path, range), response).catch(() => response.destroy());
}
