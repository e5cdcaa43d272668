// The built site served by the hosts' own servers: Cloudflare Pages' runtime (`wrangler pages dev`,
// the server Cloudflare runs, with no account), `site preview` (a process of its own, with the headers
// of the folder's _headers) and Debian's nginx with the nginx.conf the build writes. On each, every
// address the site links to answers at once, with no redirect first (docs/publishing.md). A site built
// under a path (a GitHub Pages project site) is served under it by `site preview` and nginx (wrangler
// serves a folder at the root only), and names no address outside it.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../cli/build/index.ts';
import { configFromEnv } from '../../cli/site/config.ts';
import { findNginx } from '../support/nginx.ts';
import { projectRoot } from '../support/project-copy.ts';
import {
  addressesOutsideSitePath,
  described,
  siteAddresses,
  sitePathOf,
  unexpectedAnswers,
} from '../support/site-addresses.ts';

const SITE_URL = 'https://www.bluebonnetcyber.example';
const run = promisify(execFile);
let workDir: string;
let distDir: string;
/** A built site: its folder and the address it was built for. */
interface BuiltSite {
  distDir: string;
  siteUrl: string;
}
/** The site built at the root of its origin (SITE_URL). */
const atRoot: BuiltSite = {
  get distDir() {
    return distDir;
  },
  siteUrl: SITE_URL,
};
/** The font every page preloads. */
let fontPath: string;
beforeAll(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), 'site-hosts-'));
  distDir = path.join(workDir, 'dist');
  await buildSite({ projectRoot, outDir: distDir, config: configFromEnv({ SITE_URL }) });
  const assets = await readdir(path.join(distDir, 'assets'), { recursive: true });
  fontPath = `/assets/${assets
    .find((name) => name.endsWith('.woff2'))!
    .split(path.sep)
    .join('/')}`;
});
afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Until the server started in the background answers at `url`. */
async function waitFor(url: string, timeout?: number): Promise<void> {
  const answers = () =>
    fetch(url).then(
      () => true,
      () => false,
    );
  await expect.poll(answers, { message: `${url} did not answer`, interval: 50, timeout }).toBe(true);
}

/**
 * What a static host must get right, checked against a server at `origin`: every address the site
 * links to, lists in its sitemap or names as canonical answers 200 at once (no redirect first), every
 * page with the site's headers, every hashed asset with a year's caching; an unknown address, and the
 * ones the site links to before they exist, answer 404 with the not-found page. All of them under the
 * path of the address the site was built for, if it has one.
 */
async function expectEveryAddressServed(origin: string, site: BuiltSite = atRoot) {
  const under = (address: string) => sitePathOf(site.siteUrl) + address;
  const { served, pages, knownMissing } = siteAddresses(site.distDir, site.siteUrl);
  expect(pages.length, 'the pages of the sitemap').toBeGreaterThanOrEqual(56);
  expect(served).toEqual(
    expect.arrayContaining([
      ...pages,
      ...['/blog/rss.xml', '/sitemap.xml', '/favicon.svg', '/api/placeholder/400/250'].map(under),
    ]),
  );
  const pageSet = new Set(pages);
  const problems = await unexpectedAnswers(origin, served, (response, address) => {
    if (response.status !== 200) return described(response);
    const type = response.headers.get('content-type') ?? '';
    if (pageSet.has(address) && !type.startsWith('text/html')) return `a page sent as ${type}`;
    if (pageSet.has(address) && !response.headers.get('content-security-policy')?.includes("script-src 'self'"))
      return 'a page without the Content-Security-Policy header';
    if (
      address.startsWith(under('/assets/')) &&
      response.headers.get('cache-control') !== 'public, max-age=31536000, immutable'
    )
      return `an asset cached as "${response.headers.get('cache-control')}"`;
    return undefined;
  });
  expect(problems, `of ${served.length} addresses`).toEqual([]);

  const missing = await unexpectedAnswers(
    origin,
    [...['/no-such-page', '/services/no-such-vendor', '/blog/999'].map(under), ...knownMissing],
    (response) => {
      if (response.status !== 404) return described(response);
      if (!response.headers.get('content-security-policy')?.includes("default-src 'self'"))
        return 'no Content-Security-Policy header';
      return undefined;
    },
  );
  expect(missing).toEqual([]);
  const notFound = await fetch(origin + under('/no-such-page'), { redirect: 'manual' });
  expect(await notFound.text()).toContain('Oops! Page not found');
  expect((await fetch(origin + under('/blog/rss.xml'))).headers.get('content-type')).toMatch(/xml/);
}

/**
 * Where our own servers and configs decide it (not Cloudflare's, which serves 404.html at /404 with
 * 200): the not-found page asked for by name is not found, and /index is a redirect to / (under the
 * site's path, if it has one).
 */
async function expectNotFoundPageAndIndex(origin: string, redirect: 301 | 308, sitePath = '') {
  for (const address of ['/404', '/404.html'].map((address) => sitePath + address)) {
    const answer = await fetch(origin + address, { redirect: 'manual' });
    expect(answer.status, address).toBe(404);
    expect(await answer.text(), address).toContain('Oops! Page not found');
  }
  for (const [asked, location] of [
    ['/index', '/'],
    ['/index.html', '/'],
    ['/blog/index', '/blog'],
  ].map((pair) => pair.map((address) => sitePath + address))) {
    const answer = await fetch(origin + asked!, { redirect: 'manual' });
    expect(answer.status, asked).toBe(redirect);
    expect(new URL(answer.headers.get('location')!, origin).pathname, asked).toBe(location);
  }
}

/**
 * What lets a browser keep a file and fetch part of one, the same requests to both servers. Where
 * they legitimately differ: `site preview` compresses pages (fetch asks for gzip), so a page's ETag
 * names its encoding, where this nginx.conf compresses nothing; nginx answers several ranges in one
 * request with a multipart 206 and `site preview` with the whole file (static-serving.test.ts).
 */
async function expectCachingAndRanges(origin: string) {
  const font = origin + fontPath;
  const whole = await fetch(font);
  expect(whole.status).toBe(200);
  expect(whole.headers.get('content-type')).toBe('font/woff2');
  expect(whole.headers.get('accept-ranges')).toBe('bytes');
  const bytes = Buffer.from(await whole.arrayBuffer());
  const etag = whole.headers.get('etag')!;
  const lastModified = whole.headers.get('last-modified')!;
  expect(etag).toMatch(/^"[^"]+"$/); // strong
  expect(new Date(lastModified).getTime()).toBeGreaterThan(0);

  const conditions: Record<string, string>[] = [{ 'if-none-match': etag }, { 'if-modified-since': lastModified }];
  for (const headers of conditions) {
    const notModified = await fetch(font, { headers });
    expect(notModified.status, JSON.stringify(headers)).toBe(304);
    expect(notModified.headers.get('etag')).toBe(etag);
    expect((await notModified.arrayBuffer()).byteLength).toBe(0);
  }
  expect((await fetch(font, { headers: { 'if-none-match': '"another-version"' } })).status).toBe(200);

  const part = await fetch(font, { headers: { range: 'bytes=0-99' } });
  expect(part.status).toBe(206);
  expect(part.headers.get('content-range')).toBe(`bytes 0-99/${bytes.length}`);
  expect(Buffer.from(await part.arrayBuffer())).toEqual(bytes.subarray(0, 100));
  const pastTheEnd = await fetch(font, { headers: { range: `bytes=${bytes.length}-` } });
  expect(pastTheEnd.status).toBe(416);
  expect(pastTheEnd.headers.get('content-range')).toBe(`bytes */${bytes.length}`);
  await pastTheEnd.arrayBuffer();

  const head = await fetch(font, { method: 'HEAD' });
  expect(head.status).toBe(200);
  for (const name of [
    'content-type',
    'content-length',
    'etag',
    'last-modified',
    'cache-control',
    'content-security-policy',
  ]) {
    expect(head.headers.get(name), name).toBe(whole.headers.get(name));
  }

  const page = await fetch(`${origin}/about`);
  await page.arrayBuffer();
  expect(page.headers.get('etag')).toMatch(/^"[^"]+"$/);
  expect((await fetch(`${origin}/about`, { headers: { 'if-none-match': page.headers.get('etag')! } })).status).toBe(
    304,
  );
}

describe("Cloudflare Pages' own server (wrangler pages dev)", () => {
  it('answers every address of the site at once, applies _headers, and the not-found page for the rest', async () => {
    const port = await freePort();
    const server = serveWithWrangler(port);
    try {
      await waitFor(`http://127.0.0.1:${port}/`, 60_000);
      await expectEveryAddressServed(`http://127.0.0.1:${port}`);
      // What Cloudflare does with the other spellings of a page: one redirect to the address above.
      for (const [asked, location] of [
        ['/about/', '/about'],
        ['/about.html', '/about'],
        ['/index.html', '/'],
      ]) {
        const answer = await fetch(`http://127.0.0.1:${port}${asked}`, { redirect: 'manual' });
        expect(answer.status, asked).toBe(308);
        expect(new URL(answer.headers.get('location')!, 'http://x').pathname, asked).toBe(location);
      }
    } finally {
      server.kill();
    }
  }, 120_000);
});

/**
 * wrangler, from node_modules, in a folder of its own (it keeps state in .wrangler/): no account, no
 * metrics, and a fixed compatibility date its workerd knows (today's may be newer than the binary).
 */
function serveWithWrangler(port: number): ChildProcess {
  const wrangler = path.join(projectRoot, 'node_modules/wrangler/bin/wrangler.js');
  const args = [
    'pages',
    'dev',
    distDir,
    '--port',
    String(port),
    '--ip',
    '127.0.0.1',
    '--compatibility-date',
    '2026-01-01',
    '--log-level',
    'error',
  ];
  const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true', NO_COLOR: '1' };
  return spawn(process.execPath, [wrangler, ...args], { cwd: workDir, env, stdio: 'ignore' });
}

describe('site preview', () => {
  it('answers every address of the site at once, with the headers of its _headers, validators and ranges', async () => {
    const port = await freePort();
    const child = spawn(
      process.execPath,
      ['cli/bin.js', 'preview', '--out', distDir, '--port', String(port), '--host', '127.0.0.1'],
      { cwd: projectRoot },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    try {
      await waitFor(`http://127.0.0.1:${port}/`);
      await expectEveryAddressServed(`http://127.0.0.1:${port}`);
      await expectCachingAndRanges(`http://127.0.0.1:${port}`);
      await expectNotFoundPageAndIndex(`http://127.0.0.1:${port}`, 308);
      expect(output).toContain(`at http://127.0.0.1:${port}`);
    } finally {
      child.kill();
    }
  });

  it('says what to do when there is nothing built', async () => {
    const empty = path.join(workDir, 'empty');
    await mkdir(empty);
    const failed = await run(process.execPath, ['cli/bin.js', 'preview', '--out', empty], { cwd: projectRoot }).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect('code' in failed && failed.code).toBe(1);
    expect((failed as { stderr: string }).stderr).toMatch(
      /holds no built site \(no index\.html\): run "site build" first/,
    );
  });

  it('says so when the port is in use, as site serve does', async () => {
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const { port } = holder.address() as { port: number };
    try {
      const failed = await run(
        process.execPath,
        ['cli/bin.js', 'preview', '--out', distDir, '--port', String(port), '--host', '127.0.0.1'],
        { cwd: projectRoot },
      ).catch((error: { code: number; stderr: string }) => error);
      expect('code' in failed && failed.code).toBe(1);
      expect((failed as { stderr: string }).stderr.trim()).toBe(`Port ${port} is in use: give another with --port.`);
    } finally {
      await new Promise((resolve) => holder.close(resolve));
    }
  });
});

/**
 * Debian's nginx with the nginx.conf a build wrote, on a free port, `root` set to `root` (the folder
 * the build wrote, or the one that holds it under the site's path); its files in `workDir/name`.
 */
async function startNginx(confFile: string, from: string, root: string, name: string) {
  const nginx = findNginx();
  const port = await freePort();
  const serverBlock = (await readFile(confFile, 'utf8'))
    .replace('listen 80;', `listen 127.0.0.1:${port};`)
    .replace(`root ${from};`, `root ${root};`);
  const prefix = path.join(workDir, name);
  await mkdir(prefix, { recursive: true });
  await writeFile(path.join(prefix, 'site.conf'), serverBlock);
  const temp = (kind: string) => `${kind}_temp_path ${path.join(prefix, kind)};`;
  await writeFile(
    path.join(prefix, 'nginx.conf'),
    [
      process.getuid?.() === 0 ? 'user root;' : '',
      'daemon off;',
      'worker_processes 1;',
      `pid ${path.join(prefix, 'nginx.pid')};`,
      `error_log ${path.join(prefix, 'error.log')};`,
      'events {}',
      `http { include /etc/nginx/mime.types; access_log off; ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join(' ')} include ${path.join(prefix, 'site.conf')}; }`,
    ].join('\n'),
  );
  const server: ChildProcess = spawn(nginx, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')], {
    stdio: 'ignore',
  });
  return { server, port };
}

describe('nginx with the nginx.conf the build writes', () => {
  it('answers every address of the site at once, the 404 page, the headers, validators and ranges', async () => {
    const { server, port } = await startNginx(path.join(distDir, 'nginx.conf'), '/var/www/site', distDir, 'nginx');
    try {
      await waitFor(`http://127.0.0.1:${port}/`);
      await expectEveryAddressServed(`http://127.0.0.1:${port}`);
      await expectCachingAndRanges(`http://127.0.0.1:${port}`);
      await expectNotFoundPageAndIndex(`http://127.0.0.1:${port}`, 301);
      const slashed = await fetch(`http://127.0.0.1:${port}/about/`, { redirect: 'manual' });
      expect(slashed.status).toBe(301);
      expect(new URL(slashed.headers.get('location')!).pathname).toBe('/about');
    } finally {
      server.kill('SIGQUIT');
    }
  });
});

describe('a site built under a path (SITE_URL=https://acme.example/site, as a GitHub Pages project site)', () => {
  const siteUrl = 'https://acme.example/site';
  /** The folder a host serves from: the build's folder is site/ in it, as GitHub Pages and nginx have it. */
  let hostRoot: string;
  const underPath: BuiltSite = {
    get distDir() {
      return path.join(hostRoot, 'site');
    },
    siteUrl,
  };
  beforeAll(async () => {
    hostRoot = path.join(workDir, 'www');
    await buildSite({ projectRoot, outDir: underPath.distDir, config: configFromEnv({ SITE_URL: siteUrl }) });
  });

  it('names no address outside the path: links, sources, forms, islands, stylesheets, feeds, sitemap, robots.txt, host files', async () => {
    expect(addressesOutsideSitePath(underPath.distDir, siteUrl)).toEqual([]);
    // Every page names its own address, under the path, as canonical and og:url.
    const pages = (await readdir(underPath.distDir, { recursive: true }))
      .map((file) => String(file).split(path.sep).join('/'))
      .filter((file) => file.endsWith('.html') && file !== '404.html');
    for (const page of pages) {
      const html = await readFile(path.join(underPath.distDir, page), 'utf8');
      const address = `${siteUrl}/${page === 'index.html' ? '' : page.replace(/\.html$/, '')}`;
      expect(html, page).toContain(`<link rel="canonical" href="${address}"/>`);
      expect(html, page).toContain(`<meta property="og:url" content="${address}"/>`);
    }
    const read = (file: string) => readFile(path.join(underPath.distDir, file), 'utf8');
    expect((await read('_headers')).split('\n').filter((line) => /^\S/.test(line))).toEqual([
      '/site/*',
      '/site/assets/*',
      '/site/api/placeholder/*',
    ]);
    const vercel = JSON.parse(await read('vercel.json')) as { headers: { source: string }[] };
    expect(vercel.headers.map((rule) => rule.source)).toEqual([
      '/site/(.*)',
      '/site/assets/(.*)',
      '/site/api/placeholder/(.*)',
    ]);
    expect(await read('robots.txt')).toBe(
      'User-agent: *\nAllow: /site/\n\nSitemap: https://acme.example/site/sitemap.xml\n',
    );
  });

  it('is served by site preview under the path: every address at once, /site as /site/, the not-found page', async () => {
    const port = await freePort();
    const child = spawn(
      process.execPath,
      ['cli/bin.js', 'preview', '--out', underPath.distDir, '--port', String(port), '--host', '127.0.0.1'],
      { cwd: projectRoot },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    const origin = `http://127.0.0.1:${port}`;
    try {
      await waitFor(`${origin}/site/`);
      await expectEveryAddressServed(origin, underPath);
      await expectNotFoundPageAndIndex(origin, 308, '/site');
      const folder = await fetch(`${origin}/site`, { redirect: 'manual' });
      expect([folder.status, folder.headers.get('location')]).toEqual([308, '/site/']);
      expect((await fetch(`${origin}/contact`, { redirect: 'manual' })).status).toBe(404);
      expect(output).toContain(`at ${origin}/site/ as a static host serves it`);
    } finally {
      child.kill();
    }
  });

  it('is served by nginx with the nginx.conf the build writes, the folder as site/ in its root', async () => {
    const { server, port } = await startNginx(
      path.join(underPath.distDir, 'nginx.conf'),
      '/var/www',
      hostRoot,
      'nginx-under-path',
    );
    const origin = `http://127.0.0.1:${port}`;
    try {
      await waitFor(`${origin}/site/`);
      await expectEveryAddressServed(origin, underPath);
      await expectNotFoundPageAndIndex(origin, 301, '/site');
      const folder = await fetch(`${origin}/site`, { redirect: 'manual' });
      expect(folder.status).toBe(301);
      expect(new URL(folder.headers.get('location')!).pathname).toBe('/site/');
      const slashed = await fetch(`${origin}/site/about/`, { redirect: 'manual' });
      expect(slashed.status).toBe(301);
      expect(new URL(slashed.headers.get('location')!).pathname).toBe('/site/about');
    } finally {
      server.kill('SIGQUIT');
    }
  });
});
