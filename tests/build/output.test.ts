// What visitors get stays what it was unless a change to the code means it to: every route of the
// site is built and compared with the recorded output (a fingerprint of each page, asset hashes left
// out, since they change with any edit to the styles or scripts). The content is a copy of content/
// as it was when the output was recorded (recorded-site/content/), so that an editor's new post or
// title changes nothing here; a change to the content's format updates that copy with content/. A
// deliberate change to the pages is recorded with `npx vitest run tests/build/output.test.ts -u`;
// the snapshot's diff then names the routes it changed.
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../cli/build/index.ts';
import { configFromEnv } from '../../cli/site/config.ts';
import { copyProject, type ProjectCopy } from '../support/project-copy.ts';

let project: ProjectCopy;
let outDir: string;
beforeAll(async () => {
  project = await copyProject(); // its content is the recorded copy
  outDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'site-output-')), 'dist');
  await buildSite({
    projectRoot: project.root,
    outDir,
    config: configFromEnv({ SITE_URL: 'https://www.bluebonnetcyber.example' }),
    buildDate: '2026-01-01',
  });
});
afterAll(async () => {
  await project.remove();
  await rm(path.dirname(outDir), { recursive: true, force: true });
});

/** assets/SiteMenu.K3X9ZQ2A.js -> assets/SiteMenu.js: a name made from the file's bytes. */
const withoutAssetHashes = (html: string) =>
  html.replace(/(\/assets\/(?:chunks\/|fonts\/)?[\w-]+)\.[A-Z0-9]{8}\.(js|css|woff2)/g, '$1.$2');

describe('the built pages', () => {
  it('are the recorded ones, route by route', async () => {
    const pages = (await readdir(outDir, { recursive: true }))
      .map(String)
      .filter((file) => file.endsWith('.html'))
      .sort();
    const fingerprints: Record<string, string> = {};
    for (const page of pages) {
      const html = withoutAssetHashes(await readFile(path.join(outDir, page), 'utf8'));
      fingerprints[page] = createHash('sha256').update(html).digest('hex').slice(0, 16);
    }
    expect(Object.keys(fingerprints)).toHaveLength(57);
    expect(fingerprints).toMatchSnapshot();
  });
});
