// Builds the site once into a temporary folder and serves it the way the static host does, for every
// browser test. Tests read the address with inject('baseUrl').
import type { Server } from 'node:http';
import { createServer } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildSite } from '../../cli/build/index.ts';
import { configFromEnv } from '../../cli/config.ts';
import { headerRules, headersForPath } from '../../cli/build/headers.ts';
import { serveStatic } from '../../cli/serve/static.ts';
import { projectRoot } from '../support/project-copy.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    distDir: string;
  }
}

export const TEST_SITE_URL = 'https://www.bluebonnetcyber.example';

export default async function setup(project: TestProject) {
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'site-dist-'));
  const distDir = path.join(workDir, 'dist');
  await buildSite({ projectRoot, outDir: distDir, config: configFromEnv({ SITE_URL: TEST_SITE_URL }) });

  const rules = headerRules({ connectOrigins: [] });
  const server: Server = createServer((request, response) => {
    serveStatic(request, response, { root: distDir, headersFor: (pathname) => headersForPath(rules, pathname) }).catch(() => {
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('test server has no port');

  project.provide('baseUrl', `http://127.0.0.1:${address.port}`);
  project.provide('distDir', distDir);

  return async () => {
    await new Promise((resolve) => server.close(resolve));
    await rm(workDir, { recursive: true, force: true });
  };
}
