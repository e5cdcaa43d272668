// The request server of `site serve`: the built pages as the static host serves them (clean URLs,
// headers, 404), plus what only a developer's machine has: live reload, the failed build's error page,
// and the Edge Functions on the embedded database.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { answerWithHandler, FUNCTIONS_PREFIX, type LocalFunctions } from '../backend/functions.ts';
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
  if (pathname.startsWith(FUNCTIONS_PREFIX)) return answerFunction(pathname, request, response, options);
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
