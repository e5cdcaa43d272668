// What a visitor's browser needs before it paints, for each type of page: the HTML up to the end of
// the first screen (the build's #first-screen-end mark, cli/build/first-screen.ts) and any stylesheet
// the head links, compressed as the hosts send them. A TCP connection's first round trip carries about
// 14 KB; a page within that paints from it. Beside it, the whole page as `site preview` and
// `npm run lighthouse` send it (brotli 5, with the host's headers): Lighthouse's simulated
// connection carries 14,600 bytes in its first round trip, and a page within them ends one round trip
// (0.15 s) sooner, and everything it asks for starts as much sooner. Then Lighthouse's mobile first
// and largest contentful paint (simulated slow 4G and a slowed processor), when asked for.
import { get } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { headerRules } from '../../cli/build/headers.ts';
import { hostFolder } from '../support/static-host.ts';
import { DEFAULT_PAGES, lighthouseResults } from './lighthouse.ts';

const BUDGET_KB = 14;
/** What a new connection's first round trip carries in Lighthouse's simulation: 10 segments of 1,460 bytes. */
const FIRST_ROUND_TRIP = 14_600;

/** The built file of a page's address: / -> index.html, /blog/1 -> blog/1.html. */
const fileOf = (page: string) => (page === '/' ? 'index.html' : `${page.slice(1)}.html`);

const brotli = (data: Buffer) => brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** The bytes before the first paint of one built page, and of the whole page, in gzip and brotli. */
async function bytesBeforePaint(dist: string, page: string) {
  const html = await readFile(path.join(dist, fileOf(page)), 'utf8');
  const end = html.indexOf('<span id="first-screen-end"'); // the head waits for it (Document.tsx)
  const firstScreen = Buffer.from(end === -1 ? html : html.slice(0, end));
  const head = html.slice(0, html.indexOf('</head>'));
  const blocking = [...head.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]!);
  const sheets = await Promise.all(blocking.map((href) => readFile(path.join(dist, href))));
  const sum = (measure: (data: Buffer) => number) =>
    measure(firstScreen) + sheets.reduce((total, sheet) => total + measure(sheet), 0);
  return {
    page,
    gzip: sum((data) => gzipSync(data, { level: 9 }).length),
    brotli: sum(brotli),
    blocking: blocking.length,
  };
}

/** The bytes of a page's response as the host sends it to a browser: its headers and its body. */
function sentBytes(origin: string, page: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(`${origin}${page}`, { headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
      const { rawHeaders } = response;
      let bytes = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n\r\n`.length;
      for (let at = 0; at < rawHeaders.length; at += 2) bytes += `${rawHeaders[at]}: ${rawHeaders[at + 1]}\r\n`.length;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve(bytes));
    }).on('error', reject);
  });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(5)} KB`;

/** The table `npm run bench` prints; Lighthouse's figures only `withLighthouse` (a few minutes). */
export async function firstPaintReport(dist: string, { withLighthouse = false } = {}): Promise<string[]> {
  const sizes = await Promise.all(DEFAULT_PAGES.map((page) => bytesBeforePaint(dist, page)));
  const host = await hostFolder(dist, headerRules({ connectOrigins: [] }));
  const sent = await Promise.all(DEFAULT_PAGES.map((page) => sentBytes(host.origin, page))).finally(() => host.close());
  const paints = withLighthouse ? await lighthouseResults(DEFAULT_PAGES) : [];
  const seconds = (ms: number | undefined) => (ms === undefined ? '    -' : `${(ms / 1000).toFixed(2)} s`);
  const lines = [
    `  ${'page'.padEnd(30)} before first paint: gzip    brotli  (budget ${BUDGET_KB} KB)   whole page as sent${withLighthouse ? '          FCP      LCP' : ''}`,
  ];
  for (const [index, size] of sizes.entries()) {
    const paint = paints.find((result) => result.page === size.page);
    const within = size.gzip <= BUDGET_KB * 1024 ? 'ok  ' : 'OVER';
    const trips = sent[index]! <= FIRST_ROUND_TRIP ? '1 round trip ' : '2 round trips';
    lines.push(
      `  ${size.page.padEnd(30)} ${' '.repeat(20)}${kb(size.gzip)}  ${kb(size.brotli)}  ${within}${' '.repeat(14)}${kb(sent[index]!)} ${trips}` +
        (withLighthouse ? `   ${seconds(paint?.fcpMs)}   ${seconds(paint?.lcpMs)}` : '') +
        (size.blocking > 0 ? `   (${size.blocking} stylesheet in the head)` : ''),
    );
  }
  return lines;
}
