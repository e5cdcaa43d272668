// The output folder, replaced whole. Files are written into a staging folder beside it, which takes the
// output's place only once everything succeeded: a failed build leaves the previous output untouched.
// What a killed build leaves beside the output is removed by the next build to the same folder. Two
// builds into one folder at once are not supported: the later removes the earlier's staging folder.
import { randomUUID } from 'node:crypto';
import { copyFileSync, existsSync, linkSync, mkdirSync, readdirSync, renameSync, statSync, type Stats } from 'node:fs';
import { writeFile as writeFileByCallback } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { UserError } from '../model/user-error.ts';

/** An output folder a build must not replace: what is there is not a site an earlier build made. */
export class OutputFolderError extends UserError {}

/** The file every output holds, so that a later build knows it may replace the folder whole: a dot-file,
 *  which most hosts do not publish; where one does, it says only this. */
export const OUTPUT_MARKER = '.site-output';
const MARKER_TEXT =
  'This folder is the output of the `site` command, which replaces it whole at every build: ' +
  'a file put here by hand is lost at the next build.\n';

/** What every build wrote at the top of its output before the marker existed: an output of an earlier
 *  version is recognised by all five together (any hand-made site has an index.html). */
const FILES_OF_A_BUILD_BEFORE_THE_MARKER = ['index.html', '404.html', 'sitemap.xml', '_headers', 'vercel.json'];

/** Refuses an output folder whose replacement would lose what is not a build's: the project or a folder
 *  around it (`--out .`), or one of files no build made (`--out content`). A new or empty folder is fine. */
export function refuseForeignOutput(projectRoot: string, outDir: string): void {
  const output = path.resolve(outDir);
  const fromHere = path.relative(process.cwd(), output);
  const shown = fromHere === '' ? '.' : fromHere.startsWith('..') ? output : fromHere;
  const fromOutput = path.relative(output, path.resolve(projectRoot));
  if (fromOutput === '' || !fromOutput.startsWith('..')) {
    throw new OutputFolderError(
      `Not building into ${shown}/: it holds the project itself, and a build replaces its whole output folder. ` +
        'Name a folder of its own, such as dist/ (the default).',
    );
  }
  const entries = existsSync(output) ? readdirSync(output) : [];
  const madeByABuild =
    entries.includes(OUTPUT_MARKER) || FILES_OF_A_BUILD_BEFORE_THE_MARKER.every((name) => entries.includes(name));
  if (entries.length > 0 && !madeByABuild) {
    throw new OutputFolderError(
      `Not building into ${shown}/: it holds files no build made (there is no ${OUTPUT_MARKER} in it), and a build ` +
        'replaces its whole output folder. Move those files elsewhere, or build somewhere else: ' +
        '`site build --out DIR` into a new or empty DIR, `site serve --data DIR` into DIR/site/.',
    );
  }
}

/** Node's callback writeFile: one open, write and close, each a callback. fs.promises' file handles cost
 *  the main thread, which renders the pages meanwhile, several times as much per file (docs/speed.md). */
const writeWhole = promisify(writeFileByCallback);

/** Files being written at once: enough to keep the disk busy while the next page renders, few
 *  enough that the pages waiting to be written are never much of the build's memory. */
const WRITES_AT_ONCE = 16;

export class StagedOutput {
  readonly files = new Set<string>();
  bytes = 0;
  /** Each folder is made once, by the first file written in it. */
  private readonly folders = new Set<string>();
  private readonly writing = new Set<Promise<void>>();
  private failure: Error | undefined;

  private constructor(
    private readonly outDir: string,
    private readonly staging: string,
  ) {}

  /** Refuses (OutputFolderError) a folder that is not a build's to replace, before anything is written. */
  static async open(outDir: string, projectRoot: string): Promise<StagedOutput> {
    const resolved = path.resolve(outDir);
    refuseForeignOutput(projectRoot, resolved);
    await mkdir(path.dirname(resolved), { recursive: true });
    clearLeftovers(resolved);
    // A name of its own, never one of the leftovers being removed (mkdtemp's would be private to its owner).
    const staging = path.join(path.dirname(resolved), `${leftoverPrefixes(resolved).staging}${randomUUID()}`);
    await mkdir(staging);
    // Not one of the site's files (nor counted as one): written beside them, so no output lacks it.
    await writeFile(path.join(staging, OUTPUT_MARKER), MARKER_TEXT);
    return new StagedOutput(resolved, staging);
  }

  /** Starts writing `file` (a path inside the output); resolves once another file may be started. A
   *  write that failed is reported by `commit`, and by the writes after it. */
  async write(file: string, content: string | Uint8Array): Promise<void> {
    if (this.failure) throw this.failure;
    this.files.add(file);
    // Encoded once, here, where its size is counted.
    const data = typeof content === 'string' ? Buffer.from(content) : content;
    this.bytes += data.byteLength;
    const target = path.join(this.staging, file);
    const folder = path.dirname(target);
    if (!this.folders.has(folder)) mkdirSync(folder, { recursive: true });
    this.folders.add(folder);
    const writing: Promise<void> = writeWhole(target, data)
      .catch((error: unknown) => {
        this.failure ??= new Error(`Could not write the output: ${file}: ${(error as Error).message}`);
      })
      .finally(() => this.writing.delete(writing));
    this.writing.add(writing);
    // Either way the event loop turns, and the writes under way take their next step.
    await (this.writing.size >= WRITES_AT_ONCE ? Promise.race(this.writing) : new Promise(setImmediate));
  }

  /**
   * Puts the bytes of `source`, a file no build changes (a kept social card), at `file`: a hard link, or
   * a copy from another disk. Done at once: the cache may remove `source` at any moment. Its stats, or
   * undefined when `source` is not there (the caller makes the file itself).
   */
  copyOf(file: string, source: string): Stats | undefined {
    const target = path.join(this.staging, file);
    mkdirSync(path.dirname(target), { recursive: true });
    try {
      try {
        linkSync(source, target);
      } catch (error) {
        // Another disk, or a filesystem without hard links: the same bytes, copied.
        if (!['EXDEV', 'EPERM', 'EMLINK'].includes((error as NodeJS.ErrnoException).code!)) throw error;
        copyFileSync(source, target);
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
    const stats = statSync(target);
    this.files.add(file);
    this.bytes += stats.size;
    return stats;
  }

  /** Waits for every write, then swaps the staging folder in for the output folder. The previous output
   *  is removed without waiting: what a killed process leaves of it goes at the next build. */
  async commit(): Promise<void> {
    await Promise.all(this.writing);
    if (this.failure) throw this.failure;
    const retired = path.join(path.dirname(this.outDir), `${leftoverPrefixes(this.outDir).retired}${Date.now()}`);
    const hadOutput = existsSync(this.outDir);
    if (hadOutput) await rename(this.outDir, retired);
    await rename(this.staging, this.outDir);
    if (hadOutput) removeLater(retired);
  }

  /** Throws the staging folder away; the output folder was never touched. */
  async discard(): Promise<void> {
    await Promise.all(this.writing);
    await rm(this.staging, { recursive: true, force: true });
  }
}

/** How the folders a build makes beside its output begin: the staging folder and the output it
 *  retired. Exported for the ignore lists' test: git, Prettier and ESLint must pass over them. */
export function leftoverPrefixes(outDir: string): { staging: string; retired: string } {
  return { staging: `.${path.basename(outDir)}.building-`, retired: `.${path.basename(outDir)}.old-` };
}

/** Removes what killed builds left beside the output folder. One killed between its two renames left no
 *  output folder: the site it retired is put back. */
function clearLeftovers(outDir: string): void {
  const parent = path.dirname(outDir);
  const { staging, retired } = leftoverPrefixes(outDir);
  const names = readdirSync(parent);
  // Named after the time it was retired, in digits of one length: the last in order is the last published.
  const newest = names
    .filter((name) => name.startsWith(retired))
    .sort()
    .at(-1);
  if (newest && !existsSync(outDir)) renameSync(path.join(parent, newest), outDir);
  for (const name of names)
    if (name.startsWith(staging) || name.startsWith(retired)) removeLater(path.join(parent, name));
}

/** Removes a folder while the process goes on; one it could not remove is a leftover of the next build. */
function removeLater(folder: string): void {
  rm(folder, { recursive: true, force: true }).catch(() => undefined);
}
