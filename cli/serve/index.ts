// `site serve`: builds, serves the output like the static host, rebuilds when content/, templates/
// or client/ change, and reloads open tabs. Each build runs in a fresh child process so that edited
// templates are loaded anew; a failed build keeps the last good output and shows the error in the
// terminal and in the browser until it is fixed.
import { spawn } from 'node:child_process';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { watch } from 'chokidar';
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
}

const WATCHED = ['content', 'templates', 'client'];

export async function serve({ projectRoot, outDir, port, host }: ServeOptions): Promise<void> {
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
  await runBuild();

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
  console.log(`\nServing http://${host}:${actualPort}  (watching ${WATCHED.join('/, ')}/; Ctrl+C to stop)`);

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

  const stop = () => {
    void watcher.close();
    reloads.close();
    server.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
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

function sendText(response: ServerResponse, body: string, type: string, status = 200, headers: Record<string, string> = {}): void {
  response.writeHead(status, { ...headers, 'Content-Type': `${type}; charset=utf-8`, 'Cache-Control': 'no-cache' });
  response.end(body);
}
