// `site serve`: builds, serves the output like the static host, answers the contact and newsletter
// functions on an embedded database, rebuilds when content/, templates/ or client/ change, and
// reloads open tabs. Each build runs in a fresh child process so that edited
// templates are loaded anew; a failed build keeps the last good output and shows the error in the
// terminal and in the browser until it is fixed.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { watch } from 'chokidar';
import type { Database } from '../../supabase/functions/_shared/database.ts';
import { answerWithHandler, FUNCTIONS_PREFIX, localFunctions } from '../backend/functions.ts';
import { openLocalDatabase } from '../backend/local-database.ts';
import { listSubmissions, LOCK_FILE, SUBMISSIONS_PATH, type ServeLock } from '../backend/submissions.ts';
import { configFromEnv } from '../config.ts';
import { loadContent } from '../content/load.ts';
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
  const [db] = await Promise.all([openLocalDatabase(projectRoot, path.join(dataDir, 'pglite')), runBuild()]);
  const { site } = await loadContent(projectRoot).catch(() => ({ site: undefined }));
  const functions = localFunctions(db, site?.contact.email ?? '');
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
    if (pathname.startsWith(FUNCTIONS_PREFIX)) {
      const handler = functions.get(pathname.slice(FUNCTIONS_PREFIX.length));
      if (handler) return answerWithHandler(handler, request, response, `http://${request.headers.host ?? 'localhost'}`);
      return sendText(response, JSON.stringify({ error: 'No such function.' }), 'application/json', 404);
    }
    if (pathname === SUBMISSIONS_PATH) return answerSubmissions(request, response, db, token);
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
  const lock: ServeLock = { pid: process.pid, url, token };
  await writeFile(path.join(dataDir, LOCK_FILE), JSON.stringify(lock), { mode: 0o600 });
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
    await rm(path.join(dataDir, LOCK_FILE), { force: true });
    await db.close();
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

/** The leads, for `site submissions`: only over loopback, and only with the token from the lock file. */
async function answerSubmissions(request: IncomingMessage, response: ServerResponse, db: Database, token: string): Promise<void> {
  const loopback = /^(127\.|::1$|::ffff:127\.)/.test(request.socket.remoteAddress ?? '');
  if (!loopback || request.headers.authorization !== `Bearer ${token}`) {
    return sendText(response, JSON.stringify({ error: 'Forbidden' }), 'application/json', 403);
  }
  return sendText(response, JSON.stringify(await listSubmissions(db)), 'application/json');
}

function sendText(response: ServerResponse, body: string, type: string, status = 200, headers: Record<string, string> = {}): void {
  response.writeHead(status, { ...headers, 'Content-Type': `${type}; charset=utf-8`, 'Cache-Control': 'no-cache' });
  response.end(body);
}
