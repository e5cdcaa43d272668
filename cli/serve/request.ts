// What a request to a local server (`site serve`, `site preview`) asks for, read the way a static
// host reads it, and the refusals such a host gives: 400 to a request no host could mean, 405 to
// anything but reading a page.
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface RequestTarget {
  /** The path, percent-encoded as in a URL: what redirects are made of, never the decoded form. */
  path: string;
  /** The query with its "?", or "". */
  search: string;
}

/**
 * What the request asks for, or undefined when no host could answer it: a target that is neither a
 * path nor an http(s) URL, or a Host header that names no host (HTTP/1.0 requests may send none).
 */
export function readRequestTarget(request: IncomingMessage): RequestTarget | undefined {
  const { host } = request.headers;
  if (host !== undefined && (/[/?#@\\]/.test(host) || !URL.canParse(`http://${host}`))) return undefined;
  const sent = request.url ?? '/';
  // A path is read against a fixed origin, never as a URL of its own: "//evil.example/" is a path here.
  const address = sent.startsWith('/') ? `http://localhost${sent}` : sent;
  const url = URL.canParse(address) ? new URL(address) : undefined;
  if (url?.protocol !== 'http:' && url?.protocol !== 'https:') return undefined;
  return { path: url.pathname, search: url.search };
}

/** Pages are only read. */
export const isReadMethod = (request: IncomingMessage) => request.method === 'GET' || request.method === 'HEAD';

export function answerBadRequest(response: ServerResponse): void {
  sendBody(response, 400, 'Bad request: the address or the Host header cannot be read as a page of this site.\n');
}

export function answerMethodNotAllowed(response: ServerResponse): void {
  const text = 'Method not allowed: pages here are only read (GET or HEAD).\n';
  sendBody(response, 405, text, 'text/plain; charset=utf-8', { Allow: 'GET, HEAD' });
}

/** A body made in full, never kept by a browser's cache unless the site's headers say otherwise. */
export function sendBody(
  response: ServerResponse,
  status: number,
  body: string | Uint8Array,
  type = 'text/plain; charset=utf-8',
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, {
    'Cache-Control': 'no-cache',
    ...headers,
    'Content-Type': type,
    'Content-Length': String(Buffer.byteLength(body)),
  });
  response.end(body);
}
