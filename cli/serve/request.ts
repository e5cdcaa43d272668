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

/** Pages are only read. */
const READ_METHODS = new Set(['GET', 'HEAD']);

/**
 * What the request asks for, or undefined when no host could answer it: a target that is neither a
 * path nor an http(s) URL, or a Host header that names no host.
 */
export function readRequestTarget(request: IncomingMessage): RequestTarget | undefined {
  if (!isHost(request.headers.host)) return undefined;
  const sent = request.url ?? '/';
  // A path is read against a fixed origin, never as a URL of its own: "//evil.example/" is a path here.
  let url: URL;
  try {
    url = new URL(sent.startsWith('/') ? `http://localhost${sent}` : sent);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  return { path: url.pathname, search: url.search };
}

/** A name or an address, with a port or not, as browsers send it; HTTP/1.0 requests may send none. */
function isHost(host: string | undefined): boolean {
  return host === undefined || (!/[/?#@\\]/.test(host) && URL.canParse(`http://${host}`));
}

export function isReadMethod(request: IncomingMessage): boolean {
  return READ_METHODS.has(request.method ?? '');
}

export function answerBadRequest(response: ServerResponse): void {
  answerPlainText(
    response,
    400,
    'Bad request: the address or the Host header cannot be read as a page of this site.\n',
  );
}

export function answerMethodNotAllowed(response: ServerResponse): void {
  answerPlainText(
    response,
    405,
    `Method not allowed: pages here are only read (${[...READ_METHODS].join(' or ')}).\n`,
    {
      Allow: [...READ_METHODS].join(', '),
    },
  );
}

function answerPlainText(
  response: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { ...headers, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
  response.end(text);
}
