// `site preview`: serves a folder `site build` wrote as a static host would (clean URLs, 404.html
// with status 404, its `_headers`), under the path it was built for, without building or watching:
// the last look at what will be published, as `vite preview` or `astro preview` give.
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { parseNetlifyHeaders } from '../build/hosts/netlify.ts';
import { headersForPath } from '../build/headers.ts';
import { listen } from './listen.ts';
import { serveStatic } from './static.ts';
import { UserError } from '../model/user-error.ts';
import { sitePathOf } from '../site/config.ts';

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

/** Resolves once the server listens, with its address and the site's path ('' at the root). */
export async function preview({
  outDir,
  port,
  host,
}: PreviewOptions): Promise<{ url: string; sitePath: string; close: () => Promise<void> }> {
  const home = path.join(outDir, 'index.html');
  if (!existsSync(home)) throw new NothingToPreviewError(outDir);
  const sitePath = builtSitePath(readFileSync(home, 'utf8'));
  const headersFile = path.join(outDir, '_headers');
  const rules = existsSync(headersFile) ? parseNetlifyHeaders(readFileSync(headersFile, 'utf8')) : [];
  const server = createServer((request, response) => {
    serveStatic(request, response, {
      root: outDir,
      sitePath,
      headersFor: (pathname) => headersForPath(rules, pathname),
    }).catch(() => {
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  const url = await listen(server, port, host);
  return { url, sitePath, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** The path the site was built under, from the address its home page names as its own ('' at the root). */
function builtSitePath(home: string): string {
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(home)?.[1];
  return canonical && URL.canParse(canonical) ? sitePathOf(canonical) : '';
}
