// Builds the site once into a temporary folder and serves it the way the static host does, for every
// browser test. Tests read the address with inject('baseUrl').
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildSite } from '../../cli/build/index.ts';
import { configFromEnv } from '../../cli/site/config.ts';
import { headerRules } from '../../cli/build/headers.ts';
import { projectRoot } from '../support/project-copy.ts';
import { hostFolder } from './static-host.ts';

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

  const host = await hostFolder(distDir, headerRules({ connectOrigins: [] }));
  project.provide('baseUrl', host.origin);
  project.provide('distDir', distDir);

  return async () => {
    await host.close();
    await rm(workDir, { recursive: true, force: true });
  };
}
