// The build cache: what `site build` keeps between processes so that the next build renders only the
// pages an edit touched. For each page of the last build it keeps what the page read of the content
// (recorded as it rendered: cli/model/reads.ts) and the value each read had, the page's links, card and
// islands, and a copy of its HTML; all of it under a key of everything else a page shows: the code that
// renders it (its files as esbuild follows the imports: cli/cache-key.ts), the settings, site.yaml
// (every page shows it, and it is not watched), the browser assets' names and the build date. A build
// in a new process compares each kept read's value with the content as it is now and renders again
// only the pages that read something that changed; the others are hard links to their kept copy, as
// the social cards are. Under another key every page renders (and that build is kept instead).
//
// Kept in node_modules/.cache/site/pages/, one folder per checkout (the copies of the project the
// tests make share node_modules): index.v8, html/ with one file per page, read-only, since every
// build's dist/ links to them, parses.v8 with the content files' parses (the loader's ParseCache), and
// root.txt naming the checkout: a checkout's folder goes once the checkout is gone. The feeds are not
// kept: three small files, made again in a few ms, and kept whole or not at all, which a copy that
// vanished halfway could break.
import { createHash, randomBytes } from 'node:crypto';
import {
  chmodSync,
  closeSync,
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  renameSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { SiteConfig } from '../config.ts';
import { SITE_FILE, type Content } from '../model/collections.ts';
import { ParseCache, type KeptParses } from '../model/load.ts';
import { membersOf, readValues, unwatched } from '../model/reads.ts';
import type { PageCard } from '../routes.tsx';
import { CACHE_FOLDER as BUNDLE_CACHE, runningCodeKey, type CodeEntry } from '../cache.js';
import { asideOf, writeWhole } from '../whole-file.js';
import type { ClientAssets } from './assets.ts';
import { outputFileOf } from './render.tsx';
import type { KeptPage, KeptPages, SiteFiles } from './site-files.ts';

/** The code of a build: the loader the parses come from, and the route table, templates and render
 *  the pages come from (one key for both: one list of files to check, one esbuild run to make it). */
export const BUILD_CODE: CodeEntry = { entry: 'cli/build/index.ts' };

/** Bumped when what index.v8 holds changes shape. */
const FORMAT = 5;

/**
 * The kept build. Every string a page refers to (a read, a link, an id) is kept once, in a table, and
 * pages name them by number: a thousand pages read and link to mostly the same things, and arrays of
 * numbers are what v8 serializes fastest.
 */
interface Index {
  format: number;
  key: string;
  /** Every read any kept page made, and the value it had (as readValues gives it, long ones hashed). */
  reads: string[];
  values: string[];
  /** Every link and id of a kept page. */
  texts: string[];
  /** What each shared read (cli/model/reads.ts sharedWithReads) stands for: numbers in `reads`. */
  shared: [read: number, members: Uint32Array][];
  pages: [name: string, StoredPage][];
}

interface StoredPage {
  /** Numbers in Index.reads. */
  reads: Uint32Array;
  /** Numbers in Index.texts. */
  links: Uint32Array;
  ids: Uint32Array;
  card: PageCard | undefined;
  islands: readonly string[];
  /** Its copy's name in html/. */
  copy: string;
}

/** What a render's pages depend on besides the content they read, for the build cache's key. */
export interface RenderingInputs {
  projectRoot: string;
  /** The content the pages render, drafts left out or not. */
  content: Content;
  config: SiteConfig;
  assets: ClientAssets;
  buildDate: string;
}

export class PageCache {
  private readonly valueOf: (read: string) => string;

  private constructor(
    private readonly projectRoot: string,
    private readonly folder: string,
    private readonly key: string,
    private readonly kept: Index | undefined,
    content: Content,
  ) {
    const shown = readValues(content);
    const values = new Map<string, string>();
    this.valueOf = (read) => {
      let value = values.get(read);
      if (value === undefined) values.set(read, (value = short(shown(read))));
      return value;
    };
  }

  /** The cache of this checkout, for a render of `content` with `inputs`: its pages if they were kept under the same key. */
  static async open(inputs: RenderingInputs): Promise<PageCache> {
    const folder = checkoutFolder(inputs.projectRoot);
    const key = await keyOf(inputs);
    let kept: Index | undefined;
    try {
      const index = deserialize(readFileSync(path.join(folder, 'index.v8'))) as Index;
      if (index.format === FORMAT && index.key === key) kept = index;
    } catch {
      // None yet, or unreadable: every page renders, and this build is kept.
    }
    return new PageCache(inputs.projectRoot, folder, key, kept, inputs.content);
  }

  /** The kept pages that read nothing that changed since, for renderSite. */
  keptPages(): KeptPages | undefined {
    const index = this.kept;
    if (!index) return undefined;
    const changed = changedReads(index, (read, at) => this.valueOf(read) !== index.values[at]);
    const pages = new Map(index.pages);
    const html = path.join(this.folder, 'html');
    const texts = index.texts;
    return {
      unchanged: (name): KeptPage | undefined => {
        const page = pages.get(name);
        if (!page || page.reads.some((at) => changed[at])) return undefined;
        return {
          // The cache keeps them itself (save).
          reads: undefined,
          links: {
            links: Array.from(page.links, (at) => texts[at]!),
            ids: new Set(Array.from(page.ids, (at) => texts[at]!)),
          },
          card: page.card,
          islands: page.islands,
          files: new Map([[outputFileOf(name), { source: path.join(html, page.copy) }]]),
        };
      },
    };
  }

  /**
   * The members of every shared read in `reads` (which grows as members are numbered): made by this
   * process's render, or kept in the index by an earlier one.
   */
  private sharedMembers(
    reads: Table,
    number: (table: Table, strings: Iterable<string>) => Uint32Array,
  ): [number, Uint32Array][] {
    const kept = this.kept;
    const keptMembers = new Map(
      kept?.shared.map(([at, members]) => [kept.reads[at]!, Array.from(members, (member) => kept.reads[member]!)]),
    );
    const shared: [number, Uint32Array][] = [];
    for (let at = 0; at < reads.strings.length; at++) {
      const read = reads.strings[at]!;
      const members = membersOf(read) ?? keptMembers.get(read);
      if (members) shared.push([at, number(reads, members)]);
    }
    return shared;
  }

  /**
   * Keeps the build that was just published in `outDir` (rendered with reads recorded): a copy of each
   * page rendered now (a hard link to its file there), the kept pages as they were, and every read's
   * value. A cache it cannot write costs the next build time, never this one: errors are swallowed.
   */
  async save(outDir: string, site: SiteFiles): Promise<void> {
    try {
      await this.write(outDir, site);
    } catch {
      // Left as it was, or without an index: the next build renders every page.
    }
  }

  private async write(outDir: string, site: SiteFiles): Promise<void> {
    const html = path.join(this.folder, 'html');
    mkdirSync(html, { recursive: true });
    writeFileSync(path.join(this.folder, 'root.txt'), this.projectRoot);
    const rendered = new Set(site.rendered);
    const keptPages = new Map(this.kept?.pages);
    const stillKept = (name: string) => (rendered.has(name) ? undefined : keptPages.get(name));
    // The kept tables, so that kept pages keep their numbers, unless most of them are no longer used.
    const reuse =
      this.kept &&
      worthReusing(
        this.kept,
        site.routes.map(({ path }) => stillKept(path)),
      );
    const reads = new Table(reuse ? this.kept.reads : []);
    const texts = new Table(reuse ? this.kept.texts : []);
    const number = (table: Table, strings: Iterable<string>) =>
      Uint32Array.from(strings, (text) => table.numberOf(text));
    const renumbered = (page: StoredPage, from: Index): StoredPage => ({
      ...page,
      reads: number(
        reads,
        Array.from(page.reads, (at) => from.reads[at]!),
      ),
      links: number(
        texts,
        Array.from(page.links, (at) => from.texts[at]!),
      ),
      ids: number(
        texts,
        Array.from(page.ids, (at) => from.texts[at]!),
      ),
    });
    const pages: [string, StoredPage][] = [];
    const cards = new Map(site.routes.map((route) => [route.path, route.card]));
    for (const { path: name } of site.routes) {
      const kept = stillKept(name);
      if (kept) {
        pages.push([name, reuse ? kept : renumbered(kept, this.kept!)]);
        continue;
      }
      const pageReads = site.reads.get(name);
      if (!rendered.has(name) || !pageReads) continue;
      const links = site.pages.get(name) ?? { links: [], ids: new Set<string>() };
      pages.push([
        name,
        {
          reads: number(reads, pageReads),
          links: number(texts, links.links),
          ids: number(texts, links.ids),
          card: unwatched(cards.get(name)),
          islands: site.islands.get(name) ?? [],
          copy: copyInto(html, path.join(outDir, outputFileOf(name))),
        },
      ]);
    }
    const shared = this.sharedMembers(reads, number);
    const index: Index = {
      format: FORMAT,
      key: this.key,
      shared,
      reads: reads.strings,
      values: reads.strings.map(this.valueOf),
      texts: texts.strings,
      pages,
    };
    // Whole: a build starting meanwhile reads the last index or this one.
    await writeWhole(path.join(this.folder, 'index.v8'), serialize(index));
    // The copies no page of this build uses: replaced by a page rendered again, or of a page gone.
    const used = new Set(pages.map(([, page]) => page.copy));
    for (const name of readdirSync(html)) if (!used.has(name)) rmSync(path.join(html, name), { force: true });
    removeGoneCheckouts(path.dirname(this.folder));
  }
}

/**
 * The content files' parses the last build kept (cli/model/load.ts ParseCache), for a build to load
 * the content with: a file whose text is the same is not parsed again (a thousand posts' YAML,
 * schemas and word counts are most of loading them). Kept under the key of the build's code.
 */
export async function keptParses(projectRoot: string): Promise<ParseCache> {
  try {
    const code = await runningCodeKey(projectRoot, BUILD_CODE);
    const chunks = readChunks(path.join(checkoutFolder(projectRoot), 'parses.v8'));
    try {
      const header = chunks.next().value as ParsesHeader | undefined;
      if (header?.format === FORMAT && header.code === code)
        return ParseCache.of([...chunks].flatMap((chunk) => chunk as KeptParses));
    } finally {
      chunks.return(); // closes the file when the rest is not read
    }
  } catch {
    // None yet, or unreadable: every file is parsed.
  }
  return new ParseCache();
}

interface ParsesHeader {
  format: number;
  code: string;
}

/** Parses serialized together: the file is written and read a chunk at a time (below). */
const PARSES_PER_CHUNK = 500;

/**
 * Keeps the parses of a load that parsed any file anew, for the next build (errors swallowed: it
 * then parses again). Called as soon as the content is loaded, not with the pages at the end: the
 * parses of 10,000 posts are 75 MB to serialize, which on top of the pages' links and the index
 * took a build's peak memory to 886 MB; kept after the load, 600 MB.
 */
export async function keepParses(projectRoot: string, parses: ParseCache): Promise<void> {
  if (!parses.changed) return;
  try {
    const header: ParsesHeader = { format: FORMAT, code: await runningCodeKey(projectRoot, BUILD_CODE) };
    const kept = parses.kept();
    const chunks: unknown[] = [header];
    for (let start = 0; start < kept.length; start += PARSES_PER_CHUNK)
      chunks.push(kept.slice(start, start + PARSES_PER_CHUNK));
    mkdirSync(checkoutFolder(projectRoot), { recursive: true });
    writeChunks(path.join(checkoutFolder(projectRoot), 'parses.v8'), chunks);
  } catch {
    // The next build parses every file again.
  }
}

/**
 * Writes each value serialized after its length (4 bytes), into a file beside `file` renamed into
 * its place (a build reading it meanwhile reads the last one whole): a chunk at a time, so that no
 * buffer holds them all (10,000 posts' parses are 75 MB, which as one buffer raised a build's peak).
 */
function writeChunks(file: string, chunks: Iterable<unknown>): void {
  const aside = asideOf(file);
  const descriptor = openSync(aside, 'w');
  try {
    for (const chunk of chunks) {
      const data = serialize(chunk);
      const length = Buffer.alloc(4);
      length.writeUInt32LE(data.length);
      writeSync(descriptor, length);
      writeSync(descriptor, data);
    }
  } finally {
    closeSync(descriptor);
  }
  renameSync(aside, file);
}

/** The values writeChunks wrote, one at a time. */
function* readChunks(file: string): Generator<unknown, void, undefined> {
  const descriptor = openSync(file, 'r');
  try {
    const length = Buffer.alloc(4);
    for (let position = 0; readSync(descriptor, length, 0, 4, position) === 4;) {
      const data = Buffer.alloc(length.readUInt32LE(0));
      if (readSync(descriptor, data, 0, data.length, position + 4) !== data.length)
        throw new Error(`${file} is cut short`);
      position += 4 + data.length;
      yield deserialize(data);
    }
  } finally {
    closeSync(descriptor);
  }
}

/**
 * Which of the index's reads changed: a read whose value differs, or a shared read one of whose
 * members changed.
 */
function changedReads(index: Index, differs: (read: string, at: number) => boolean): boolean[] {
  const changed = index.reads.map(differs);
  const members = new Map(index.shared);
  const decided = new Set<number>();
  const decide = (at: number): boolean => {
    const of = members.get(at);
    if (of && !decided.has(at)) {
      decided.add(at);
      for (const member of of) if (decide(member)) changed[at] = true;
    }
    return changed[at]!;
  };
  for (const [at] of index.shared) decide(at);
  return changed;
}

/** Strings numbered in the order they were first met. */
class Table {
  readonly strings: string[];
  private readonly numbers = new Map<string, number>();

  constructor(strings: readonly string[]) {
    this.strings = [...strings];
    this.strings.forEach((text, at) => this.numbers.set(text, at));
  }

  numberOf(text: string): number {
    let at = this.numbers.get(text);
    if (at === undefined) {
      this.numbers.set(text, (at = this.strings.length));
      this.strings.push(text);
    }
    return at;
  }
}

/** Whether the kept pages still use at least half of the kept reads: else the tables start again. */
function worthReusing(index: Index, keptPages: (StoredPage | undefined)[]): boolean {
  const used = new Uint8Array(index.reads.length);
  for (const page of keptPages) if (page) for (const at of page.reads) used[at] = 1;
  for (const [at, members] of index.shared) if (used[at]) for (const member of members) used[member] = 1;
  let count = 0;
  for (const one of used) count += one;
  return count * 2 >= index.reads.length;
}

/** This checkout's folder in the build cache. */
const checkoutFolder = (projectRoot: string) =>
  path.join(pageCacheFolder(projectRoot), hashOf(projectRoot).slice(0, 16));

/** Where every checkout's build cache is: the deploy workflow carries it from one deploy to the next. */
export const pageCacheFolder = (projectRoot: string) => path.join(projectRoot, BUNDLE_CACHE, 'pages');

/** The folders of checkouts that are gone (the tests' and the bench's copies of the project). */
function removeGoneCheckouts(cache: string): void {
  for (const name of readdirSync(cache)) {
    const folder = path.join(cache, name);
    let root: string;
    try {
      root = readFileSync(path.join(folder, 'root.txt'), 'utf8');
    } catch {
      continue; // being made by a build right now
    }
    if (!existsSync(root)) rmSync(folder, { recursive: true, force: true });
  }
}

/** A page's published file as a read-only copy in `folder`: the same file where it can be (a hard link). */
function copyInto(folder: string, file: string): string {
  const name = `${randomBytes(9).toString('base64url')}.html`;
  const copy = path.join(folder, name);
  try {
    linkSync(file, copy);
  } catch (error) {
    const { code } = error as NodeJS.ErrnoException;
    if (code !== 'EXDEV' && code !== 'EPERM' && code !== 'EMLINK') throw error;
    copyFileSync(file, copy);
  }
  // Every later build's dist/ links to it: writing to the page there fails rather than changing the
  // copy later builds publish. Builds only ever replace files, never write into one.
  chmodSync(copy, 0o444);
  return name;
}

/** A read's value as kept: long ones (a post's body) as their hash. */
const short = (value: string) => (value.length <= 64 ? value : `#${hashOf(value)}`);

const hashOf = (text: string) => createHash('sha256').update(text).digest('base64url');

/** The key of everything but the content that the pages show. */
async function keyOf({ projectRoot, content, config, assets, buildDate }: RenderingInputs): Promise<string> {
  const code = await runningCodeKey(projectRoot, BUILD_CODE);
  return hashOf(
    JSON.stringify({
      code,
      config,
      site: content.files.get(SITE_FILE),
      assets: [assets.stylesheet, assets.fonts, [...assets.files.keys()].sort()],
      buildDate,
    }),
  );
}
