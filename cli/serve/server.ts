// The request server of `site serve`: the built pages as the static host serves them (clean URLs,
// headers, 404), plus what only a developer's machine has: live reload, the failed build's error page,
// the Edge Functions on the embedded database, and the endpoints `site submissions` talks to.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { HEALTH_PATH } from '../backend/data-lock.ts';
import { answerWithHandler, FUNCTIONS_PREFIX, type LocalFunctions } from '../backend/functions.ts';
import type { LocalDatabase } from '../backend/local-database.ts';
import { DATA_PATH, dataRequestSchema, runDataRequest, type DataRequest } from '../backend/submissions.ts';
import type { HeaderRule } from '../build/headers.ts';
import { headersForPath } from '../build/headers.ts';
import { isHostPath } from '../build/hosts/index.ts';
import { answerBadRequest, answerMethodNotAllowed, isReadMethod, readRequestTarget } from './request.ts';
import { SOCIAL_PREFIX } from '../build/social-card-path.ts';
import { serveStatic } from './static.ts';
import {
  ERROR_OVERLAY_SCRIPT,
  ERROR_OVERLAY_SCRIPT_PATH,
  ERROR_STYLES,
  ERROR_STYLES_PATH,
  errorPage,
  withErrorOverlay,
} from './error-overlay.ts';
import type { FailureReport } from './failure-report.ts';
import {
  EVENTS_PATH,
  injectLiveReload,
  LIVE_RELOAD_PATH,
  LIVE_RELOAD_SCRIPT,
  type ReloadChannel,
} from './live-reload.ts';

export interface DevServerOptions {
  outDir: string;
  rules: HeaderRule[];
  reloads: ReloadChannel;
  /** The last build's failure, until a build succeeds: shown over the pages of the last good build,
   *  or alone when no build has succeeded yet (`pagesBuilt` false: the folder may hold another run's). */
  buildFailure: () => { report: FailureReport; pagesBuilt: boolean } | undefined;
  /** Requests wait for it: the port is open before anything is built. */
  firstBuild: Promise<void>;
  /** Resolves once the database is open; undefined if it cannot open. */
  functions: () => Promise<LocalFunctions | undefined>;
  /** The database, opened when first asked for. */
  database: () => Promise<LocalDatabase>;
  /** What `site submissions` must send (from the lock file) to read or delete leads. */
  dataToken: string;
  /** The PNG of a social card (/social/….png) of the latest good build, drawn when first asked for:
   *  the first build does not wait for a thousand cards no browser asks for. */
  socialCard: (pathname: string) => Promise<Uint8Array | undefined>;
}

export function createDevServer(options: DevServerOptions): Server {
  const server = createServer((request, response) => {
    answer(request, response, options).catch((error: unknown) => {
      console.error(error);
      if (!response.headersSent) response.writeHead(500);
      response.end('Internal error in site serve');
    });
  });
  return server;
}

async function answer(request: IncomingMessage, response: ServerResponse, options: DevServerOptions): Promise<void> {
  await options.firstBuild;
  const target = readRequestTarget(request);
  if (!target) return answerBadRequest(response);
  const pathname = target.path;
  if (pathname === EVENTS_PATH) return options.reloads.connect(response);
  if (pathname === LIVE_RELOAD_PATH) return sendText(response, LIVE_RELOAD_SCRIPT, 'text/javascript');
  if (pathname === ERROR_STYLES_PATH) return sendText(response, ERROR_STYLES, 'text/css');
  if (pathname === ERROR_OVERLAY_SCRIPT_PATH) return sendText(response, ERROR_OVERLAY_SCRIPT, 'text/javascript');
  if (isHostPath(pathname)) return answerHostAnalytics(pathname, response);
  if (pathname === HEALTH_PATH) return sendText(response, JSON.stringify({ pid: process.pid }), 'application/json');
  if (pathname.startsWith(FUNCTIONS_PREFIX)) return answerFunction(pathname, request, response, options);
  if (pathname === DATA_PATH) return answerDataRequest(request, response, options);
  // Everything past the functions and the endpoints above is a page, which is only read.
  if (!isReadMethod(request)) return answerMethodNotAllowed(response);
  const headersFor = (target: string) => headersForPath(options.rules, target);
  const failure = options.buildFailure();
  const build = options.reloads.build;
  if (failure && !failure.pagesBuilt && !path.extname(pathname)) {
    const page = injectLiveReload(errorPage(failure.report), build);
    return sendText(response, page, 'text/html', 500, headersFor(pathname));
  }
  if (pathname.startsWith(SOCIAL_PREFIX) && pathname.endsWith('.png')) {
    const png = await options.socialCard(pathname);
    if (png) return sendBytes(request, response, png, 'image/png', headersFor(pathname));
  }
  return serveStatic(request, response, {
    root: options.outDir,
    headersFor,
    // The page asked for as the last good build made it (or its 404 page), with the failure over it.
    transformHtml: (html) => injectLiveReload(failure ? withErrorOverlay(html, failure.report) : html, build),
  });
}

async function answerFunction(
  pathname: string,
  request: IncomingMessage,
  response: ServerResponse,
  options: DevServerOptions,
): Promise<void> {
  const local = await options.functions();
  if (!local) {
    const error = JSON.stringify({ error: 'The local database is not available; see the terminal of site serve.' });
    return sendText(response, error, 'application/json', 503, { 'Retry-After': '5' });
  }
  const handler = local.handlers.get(pathname.slice(FUNCTIONS_PREFIX.length));
  if (!handler) return sendText(response, JSON.stringify({ error: 'No such function.' }), 'application/json', 404);
  return answerWithHandler(
    handler,
    local.clientAddress,
    request,
    response,
    `http://${request.headers.host ?? 'localhost'}`,
  );
}

/**
 * In production the host serves its analytics scripts and accepts their beacons (under /_vercel/).
 * Locally there is no such service: answer with a no-op script and an empty 204, so the console
 * stays clean and real errors stand out.
 */
function answerHostAnalytics(pathname: string, response: ServerResponse): void {
  if (pathname.endsWith('/script.js')) {
    return sendText(
      response,
      '// The hosting provider serves this analytics script in production.\n',
      'text/javascript',
    );
  }
  response.writeHead(204);
  response.end();
}

/** A request for the leads is one small JSON object: an action, and an e-mail address or none. */
const DATA_REQUEST_MAX_BYTES = 4096;

/** For `site submissions` (the leads, one person's records, deleting them): only over loopback, and
 *  only with the token from the lock file. */
async function answerDataRequest(
  request: IncomingMessage,
  response: ServerResponse,
  { database, dataToken }: DevServerOptions,
): Promise<void> {
  const loopback = /^(127\.|::1$|::ffff:127\.)/.test(request.socket.remoteAddress ?? '');
  if (!loopback || request.method !== 'POST' || request.headers.authorization !== `Bearer ${dataToken}`) {
    return sendText(response, JSON.stringify({ error: 'Forbidden' }), 'application/json', 403);
  }
  const body = await readLimitedBody(request, DATA_REQUEST_MAX_BYTES);
  if (body === undefined) {
    const error = JSON.stringify({
      error: `The request is larger than ${DATA_REQUEST_MAX_BYTES} bytes: send one action and one e-mail address.`,
    });
    // The rest of the body is left unread: the connection closes after this answer.
    return sendText(response, error, 'application/json', 413, { Connection: 'close' });
  }
  const dataRequest = parseDataRequest(body);
  if (!dataRequest) {
    return sendText(
      response,
      JSON.stringify({
        error: 'Not a request this answers: send {"action":"list"}, or "find" or "forget" with an "email".',
      }),
      'application/json',
      400,
    );
  }
  const result = await runDataRequest(await database(), dataRequest);
  return sendText(response, JSON.stringify(result), 'application/json');
}

/** The request `body` names, or undefined for anything else (not JSON, an unknown action, no e-mail). */
function parseDataRequest(body: string): DataRequest | undefined {
  try {
    return dataRequestSchema.parse(JSON.parse(body));
  } catch {
    return undefined;
  }
}

/** The body as text, or undefined as soon as it passes `limit` bytes (the rest is not read). */
function readLimitedBody(request: IncomingMessage, limit: number): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const take = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      request.off('data', take).pause();
      resolve(undefined);
    };
    request
      .on('data', take)
      .once('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
      .once('error', reject);
  });
}

function sendBytes(
  request: IncomingMessage,
  response: ServerResponse,
  body: Uint8Array,
  type: string,
  headers: Record<string, string>,
): void {
  response.writeHead(200, {
    ...headers,
    'Content-Type': type,
    'Content-Length': String(body.byteLength),
    'Cache-Control': 'no-cache',
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}

function sendText(
  response: ServerResponse,
  body: string,
  type: string,
  status = 200,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { ...headers, 'Content-Type': `${type}; charset=utf-8`, 'Cache-Control': 'no-cache' });
  response.end(body);
}
