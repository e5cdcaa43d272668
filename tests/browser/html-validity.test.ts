// Every built page passes the W3C Nu Html Checker (the npm vnu-jar, run by Java), as the W3C's own
// validator would judge it. It checks the browser tests' one build (tests/support/global-setup.ts),
// all pages in one JVM call, and fails listing each error with its page, line, column and message.
import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { describe, expect, inject, it } from 'vitest';

const run = promisify(execFile);
// The package's main export is the jar's path (a String object).
const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  firstColumn?: number;
  message: string;
  /** The markup it is about. */
  extract?: string;
}

async function htmlFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const EXPECT_LINK_UNKNOWN =
  'A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.';

/** The checker's errors, each as "page:line:column message", the page as its path in the build. */
async function validatorErrors(distDir: string, files: string[]): Promise<string[]> {
  // vnu exits 1 when it finds an error; its JSON report is on stderr either way.
  const { stderr } = await run('java', ['-jar', vnuJar, '--errors-only', '--format', 'json', ...files], {
    maxBuffer: 64 * 1024 * 1024,
  }).catch((failure: { stderr?: string; code?: number; message: string }) => {
    if (failure.code === 1 && failure.stderr) return { stderr: failure.stderr };
    throw new Error(`The Nu Html Checker did not run (is Java installed?): ${failure.message}`);
  });
  const report = JSON.parse(stderr) as { messages: VnuMessage[] };
  return (
    report.messages
      .filter((message) => message.type === 'error' || message.subType === 'fatal')
      // Its CSS checker predates @container, @property and container-type, which the site's stylesheet
      // uses (and every browser it supports knows), and each page carries its rules. The HTML is what
      // it judges here.
      .filter((message) => !message.message.startsWith('CSS: '))
      // It predates <link rel=expect blocking=render> too, which the HTML standard defines since 2024
      // (#link-type-expect; Chrome 124, Safari 18.2) and the head of every page carries (Document.tsx).
      .filter((message) => !(message.message === EXPECT_LINK_UNKNOWN && message.extract?.includes('rel="expect"')))
      .map((message) => {
        const page = path.relative(distDir, fileURLToPath(message.url));
        return `${page}:${message.lastLine ?? '?'}:${message.firstColumn ?? '?'} ${message.message}`;
      })
  );
}

describe('the W3C Nu Html Checker', () => {
  it('reports no error on any built page', { timeout: 120_000 }, async () => {
    const distDir = inject('distDir');
    const files = await htmlFiles(distDir);
    expect(files.length).toBeGreaterThan(50);
    expect(await validatorErrors(distDir, files)).toEqual([]);
  });
});

describe('every built page', () => {
  // The head's <link rel=expect> holds the page's paint until the end of its first screen has arrived
  // (no half-parsed page is painted), and that end carries the rest of its rules: a page without it
  // would show only once wholly parsed, and half-styled.
  it('has the end of its first screen, once, and its footer, once', async () => {
    const distDir = inject('distDir');
    const files = await htmlFiles(distDir);
    const counts = await Promise.all(
      files.map(async (file) => {
        const html = await readFile(file, 'utf8');
        const count = (id: string) => html.split(`id="${id}"`).length - 1;
        return [path.relative(distDir, file), count('first-screen-end'), count('page-styles'), count('site-footer')];
      }),
    );
    expect(counts.filter(([, ...found]) => found.some((count) => count !== 1))).toEqual([]);
  });
});
