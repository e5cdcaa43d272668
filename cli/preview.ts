// `site preview`: serves a folder `site build` wrote exactly as a static host would (clean URLs,
// 404.html with status 404, the headers of its `_headers` file), without building or watching: the
// last look at what will be published, as `vite preview` or `astro preview` give.
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { parseNetlifyHeaders } from './build/hosts/netlify.ts';
import { headersForPath } from './build/headers.ts';
import { listen } from './serve/listen.ts';
import { serveStatic } from './serve/static.ts';
import { UserError } from './model/user-error.ts';

export interface PreviewOptions {
  outDir: string;
  port: number;
  host: string;
}

export class NothingToPreviewError extends UserError {
  constructor(outDir: string) {
    super(`${outDir} holds no built site (no index.html): run "site build" first, or give the folder with --out.`);
    this.name = 'NothingToPreviewError';
  }
}

/** Starts the server; resolves with its address once it listens (PortInUseError when it cannot). */
export async function preview({
  outDir,
  port,
  host,
}: PreviewOptions): Promise<{ url: string; close: () => Promise<void> }> {
  if (!existsSync(path.join(outDir, 'index.html'))) throw new NothingToPreviewError(outDir);
  const headersFile = path.join(outDir, '_headers');
  const rules = existsSync(headersFile) ? parseNetlifyHeaders(readFileSync(headersFile, 'utf8')) : [];
  const server = createServer((request, response) => {
    serveStatic(request, response, { root: outDir, headersFor: (pathname) => headersForPath(rules, pathname) }).catch(
      () => {
        if (!response.headersSent) response.writeHead(500);
        response.end();
      },
    );
  });
  const url = await listen(server, port, host);
  return { url, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
