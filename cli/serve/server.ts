// The request server of `site serve`: the built pages as the static host serves them, plus live
// reload, the failed build's error page and the Edge Functions on the embedded database.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { answerWithHandler, FUNCTIONS_PREFIX, type LocalFunctions } from '../backend/functions.ts';
import { headersForPath, type HeaderRule } from '../build/headers.ts';
import { isHostPath } from '../build/hosts/index.ts';
import { answerBadRequest, answerMethodNotAllowed, isReadMethod, readRequestTarget, sendBody } from './request.ts';
import { contentTypeOf } from './content-types.ts';
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
  /** The last build's failure until a build succeeds: shown over the last good pages, or alone when
   *  no build has succeeded yet (`pagesBuilt` false: the folder may hold another run's). */
  buildFailure: () => { report: FailureReport; pagesBuilt: boolean } | undefined;
  /** Requests wait for it: the port is open before anything is built. */
  firstBuild: Promise<void>;
  /** Resolves once the database is open; undefined if it cannot open. */
  functions: () => Promise<LocalFunctions | undefined>;
  /** A social card (/social/….png) of the latest good build, drawn when asked for, not by the build. */
  socialCard: (pathname: string) => Promise<Uint8Array | undefined>;
}

const JSON_TYPE = contentTypeOf('.json');

export function createDevServer(options: DevServerOptions): Server {
  return createServer((request, response) => {
    answer(request, response, options).catch((error: unknown) => {
      console.error(error);
      if (!response.headersSent) response.writeHead(500);
      response.end('Internal error in site serve');
    });
  });
}

async function answer(request: IncomingMessage, response: ServerResponse, options: DevServerOptions): Promise<void> {
  await options.firstBuild;
  const target = readRequestTarget(request);
  if (!target) return answerBadRequest(response);
  const pathname = target.path;
  if (pathname === EVENTS_PATH) return options.reloads.connect(response);
  const type = contentTypeOf(pathname);
  if (pathname === LIVE_RELOAD_PATH) return sendBody(response, 200, LIVE_RELOAD_SCRIPT, type);
  if (pathname === ERROR_STYLES_PATH) return sendBody(response, 200, ERROR_STYLES, type);
  if (pathname === ERROR_OVERLAY_SCRIPT_PATH) return sendBody(response, 200, ERROR_OVERLAY_SCRIPT, type);
  if (isHostPath(pathname)) return answerHostAnalytics(pathname, response);
  if (pathname.startsWith(FUNCTIONS_PREFIX)) return answerFunction(pathname, request, response, options);
  // Everything past the functions and the endpoints above is a page, which is only read.
  if (!isReadMethod(request)) return answerMethodNotAllowed(response);
  const headersFor = (target: string) => headersForPath(options.rules, target);
  const failure = options.buildFailure();
  const build = options.reloads.build;
  if (failure && !failure.pagesBuilt && !path.extname(pathname)) {
    const page = injectLiveReload(errorPage(failure.report), build);
    return sendBody(response, 500, page, contentTypeOf('.html'), headersFor(pathname));
  }
  if (pathname.startsWith(SOCIAL_PREFIX) && pathname.endsWith('.png')) {
    const png = await options.socialCard(pathname);
    if (png) return sendBody(response, 200, png, type, headersFor(pathname));
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
    return sendBody(response, 503, error, JSON_TYPE, { 'Retry-After': '5' });
  }
  const handler = local.handlers.get(pathname.slice(FUNCTIONS_PREFIX.length));
  if (!handler) return sendBody(response, 404, JSON.stringify({ error: 'No such function.' }), JSON_TYPE);
  const origin = `http://${request.headers.host ?? 'localhost'}`;
  return answerWithHandler(handler, local.clientAddress, request, response, origin);
}

/**
 * In production the host serves its analytics scripts and accepts their beacons (under /_vercel/).
 * Locally a no-op script and an empty 204 keep the console clean, so real errors stand out.
 */
function answerHostAnalytics(pathname: string, response: ServerResponse): void {
  if (!pathname.endsWith('/script.js')) return void response.writeHead(204).end();
  const script = '// The hosting provider serves this analytics script in production.\n';
  sendBody(response, 200, script, contentTypeOf(pathname));
}
