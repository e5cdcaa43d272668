// What a visitor's browser needs before it paints, for each type of page: the HTML up to the end of
// the first screen (the build's #first-screen-end mark, cli/build/first-screen.ts) and any stylesheet
// the head links, compressed as the hosts send them. A TCP connection's first round trip carries about
// 14 KB; a page within that paints from it. Beside it, Lighthouse's mobile first and largest
// contentful paint (simulated slow 4G and a slowed processor), when asked for.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { DEFAULT_PAGES, lighthouseResults } from './lighthouse.ts';

const BUDGET_KB = 14;

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
    wholeGzip: gzipSync(Buffer.from(html), { level: 9 }).length,
    blocking: blocking.length,
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(5)} KB`;

/** The table `npm run bench` prints; Lighthouse's figures only `withLighthouse` (a few minutes). */
export async function firstPaintReport(dist: string, { withLighthouse = false } = {}): Promise<string[]> {
  const sizes = await Promise.all(DEFAULT_PAGES.map((page) => bytesBeforePaint(dist, page)));
  const paints = withLighthouse ? await lighthouseResults(DEFAULT_PAGES) : [];
  const seconds = (ms: number | undefined) => (ms === undefined ? '    -' : `${(ms / 1000).toFixed(2)} s`);
  const lines = [
    `  ${'page'.padEnd(30)} before first paint: gzip    brotli  (budget ${BUDGET_KB} KB)   whole page gzip${withLighthouse ? '   FCP      LCP' : ''}`,
  ];
  for (const size of sizes) {
    const paint = paints.find((result) => result.page === size.page);
    const within = size.gzip <= BUDGET_KB * 1024 ? 'ok  ' : 'OVER';
    lines.push(
      `  ${size.page.padEnd(30)} ${' '.repeat(20)}${kb(size.gzip)}  ${kb(size.brotli)}  ${within}${' '.repeat(14)}${kb(size.wholeGzip)}` +
        (withLighthouse ? `   ${seconds(paint?.fcpMs)}   ${seconds(paint?.lcpMs)}` : '') +
        (size.blocking > 0 ? `   (${size.blocking} stylesheet in the head)` : ''),
    );
  }
  return lines;
}
