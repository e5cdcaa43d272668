// `site serve`: builds, serves the output like the static host, answers the contact and newsletter
// functions on an embedded database, rebuilds when content/, templates/ or client/ change, and
// reloads open tabs. Each build runs in a fresh child process so that edited
// templates are loaded anew; a failed build keeps the last good output and shows the error in the
// terminal and in the browser until it is fixed. Pages are served as soon as the first build is
// done; the database opens meanwhile, and the functions wait for it.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { watch } from 'chokidar';
import yaml from 'js-yaml';
import { acquireDataLock, HEALTH_PATH } from '../backend/data-lock.ts';
import { answerWithHandler, FUNCTIONS_PREFIX, localFunctions, type LocalFunctions } from '../backend/functions.ts';
import { openLocalDatabase, type LocalDatabase } from '../backend/local-database.ts';
import { DATA_PATH, runDataRequest, type DataRequest } from '../backend/submissions.ts';
import { configFromEnv } from '../config.ts';
import { headerRules, headersForPath } from '../build/headers.ts';
import { serveStatic } from './static.ts';
import {
  buildErrorPage,
  ERROR_STYLES,
  ERROR_STYLES_PATH,
  EVENTS_PATH,
  injectLiveReload,
  LIVE_RELOAD_PATH,
  LIVE_RELOAD_SCRIPT,
  ReloadChannel,
} from './live-reload.ts';

export interface ServeOptions {
  projectRoot: string;
  outDir: string;
  port: number;
  host: string;
  /** Where the embedded database and the lock file live (.data/ by default). */
  dataDir: string;
}

const WATCHED = ['content', 'templates', 'client'];

export async function serve({ projectRoot, outDir, port, host, dataDir }: ServeOptions): Promise<void> {
  const env = { ...process.env, SITE_URL: process.env.SITE_URL || `http://${host}:${port}` };
  const config = configFromEnv(env);
  const rules = headerRules({ connectOrigins: config.supabaseUrl ? [new URL(config.supabaseUrl).origin] : [] });
  const reloads = new ReloadChannel();
  let buildError: string | undefined;

  const runBuild = async () => {
    const result = await buildInChild(projectRoot, outDir, env);
    buildError = result.ok ? undefined : result.output;
    process.stdout.write(result.ok ? `${result.output}\n` : `${result.output}\nWaiting for changes...\n`);
    reloads.reload();
  };
  // Refuse at once when another process has this database open: two writers can lose leads.
  const lock = await acquireDataLock(dataDir, 'serve');
  await runBuild();
  // The database opens once the pages are out (it would only slow the first build down on two
  // cores); the functions wait for it, a form being seldom sent in the first second.
  const opening = openLocalDatabase(projectRoot, path.join(dataDir, 'pglite'));
  opening.catch((error: unknown) => console.error('The contact form database could not be opened:', error));
  let functions: Promise<LocalFunctions> | undefined;
  const functionsReady = () => (functions ??= opening.then(async (db) => localFunctions(db, await contactEmail(projectRoot))));
  const token = randomBytes(24).toString('hex');

  const server = createServer((request, response) => {
    handle(request, response).catch((error) => {
      console.error(error);
      if (!response.headersSent) response.writeHead(500);
      response.end('Internal error in site serve');
    });
  });
  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (pathname === EVENTS_PATH) return reloads.connect(response);
    if (pathname === LIVE_RELOAD_PATH) return sendText(response, LIVE_RELOAD_SCRIPT, 'text/javascript');
    if (pathname === ERROR_STYLES_PATH) return sendText(response, ERROR_STYLES, 'text/css');
    if (pathname.startsWith('/_vercel/')) return answerHostAnalytics(pathname, response);
    if (pathname === HEALTH_PATH) return sendText(response, JSON.stringify({ pid: process.pid }), 'application/json');
    if (pathname.startsWith(FUNCTIONS_PREFIX)) {
      const local = await functionsReady().catch(() => undefined);
      if (!local) return sendText(response, JSON.stringify({ error: 'The local database is not available; see the terminal of site serve.' }), 'application/json', 503, { 'Retry-After': '5' });
      const handler = local.handlers.get(pathname.slice(FUNCTIONS_PREFIX.length));
      if (handler) return answerWithHandler(handler, local.clientAddress, request, response, `http://${request.headers.host ?? 'localhost'}`);
      return sendText(response, JSON.stringify({ error: 'No such function.' }), 'application/json', 404);
    }
    if (pathname === DATA_PATH) return answerDataRequest(request, response, opening, token);
    const headersFor = (target: string) => headersForPath(rules, target);
    if (buildError && !path.extname(pathname)) {
      return sendText(response, buildErrorPage(buildError), 'text/html', 500, headersFor(pathname));
    }
    return serveStatic(request, response, { root: outDir, headersFor, transformHtml: injectLiveReload });
  };

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const url = `http://${host}:${actualPort}`;
  await lock.update({ url, token });
  console.log(`\nServing ${url}  (watching ${WATCHED.join('/, ')}/; contact form on ${path.relative(projectRoot, dataDir) || dataDir}/; Ctrl+C to stop)`);

  const watcher = watch(
    WATCHED.map((dir) => path.join(projectRoot, dir)),
    { ignoreInitial: true },
  );
  let pending: NodeJS.Timeout | undefined;
  let building: Promise<void> | undefined;
  let again = false;
  const schedule = () => {
    clearTimeout(pending);
    pending = setTimeout(async () => {
      if (building) {
        again = true;
        return;
      }
      do {
        again = false;
        console.log('Change detected, rebuilding...');
        building = runBuild();
        await building;
        building = undefined;
      } while (again);
    }, 80);
  };
  watcher.on('all', schedule);

  const stop = async () => {
    void watcher.close();
    reloads.close();
    server.close();
    await opening.then((db) => db.close()).catch(() => undefined);
    await lock.release();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

function buildInChild(projectRoot: string, outDir: string, env: NodeJS.ProcessEnv): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(projectRoot, 'cli/bin.js'), 'build', '--out', outDir], {
      cwd: projectRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ ok: code === 0, output: output.trimEnd() }));
  });
}

/**
 * In production the host serves its analytics scripts and accepts their beacons under /_vercel/.
 * Locally there is no such service: answer with a no-op script and an empty 204, so the console
 * stays clean and real errors stand out.
 */
function answerHostAnalytics(pathname: string, response: ServerResponse): void {
  if (pathname.endsWith('/script.js')) {
    return sendText(response, '// The hosting provider serves this analytics script in production.\n', 'text/javascript');
  }
  response.writeHead(204);
  response.end();
}

/** For `site submissions` (the leads, one person's records, deleting them): only over loopback, and
 *  only with the token from the lock file. */
async function answerDataRequest(request: IncomingMessage, response: ServerResponse, database: Promise<LocalDatabase>, token: string): Promise<void> {
  const loopback = /^(127\.|::1$|::ffff:127\.)/.test(request.socket.remoteAddress ?? '');
  if (!loopback || request.method !== 'POST' || request.headers.authorization !== `Bearer ${token}`) {
    return sendText(response, JSON.stringify({ error: 'Forbidden' }), 'application/json', 403);
  }
  let body = '';
  for await (const chunk of request) body += chunk;
  const answer = await runDataRequest(await database, JSON.parse(body) as DataRequest);
  return sendText(response, JSON.stringify(answer), 'application/json');
}

/** CONTACT_EMAIL's fallback, from content/site.yaml as it is now (read when the functions start). */
async function contactEmail(projectRoot: string): Promise<string> {
  try {
    const site = yaml.load(await readFile(path.join(projectRoot, 'content/site.yaml'), 'utf8'), { schema: yaml.CORE_SCHEMA }) as { contact?: { email?: string } };
    return site.contact?.email ?? '';
  } catch {
    return '';
  }
}

function sendText(response: ServerResponse, body: string, type: string, status = 200, headers: Record<string, string> = {}): void {
  response.writeHead(status, { ...headers, 'Content-Type': `${type}; charset=utf-8`, 'Cache-Control': 'no-cache' });
  response.end(body);
}
