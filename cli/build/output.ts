// The output folder, replaced atomically. Files are written into a staging folder beside it while the
// build goes on (the disk works on the thread pool while the next page renders), and the staging
// folder takes the output's place only once everything succeeded: a failed build leaves the previous
// output untouched.
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { copyFile, link, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Bytes of pages waiting for the disk, at most. */
const MAX_BACKLOG_BYTES = 32 * 1024 * 1024;

export class StagedOutput {
  readonly files = new Set<string>();
  bytes = 0;
  private backlog = 0;
  private readonly writes: Promise<unknown>[] = [];
  private readonly folders = new Map<string, Promise<unknown>>();

  private constructor(
    private readonly outDir: string,
    private readonly staging: string,
  ) {}

  static async open(outDir: string): Promise<StagedOutput> {
    const resolved = path.resolve(outDir);
    const staging = path.join(path.dirname(resolved), `.${path.basename(resolved)}.building-${process.pid}`);
    await rm(staging, { recursive: true, force: true });
    await mkdir(staging, { recursive: true });
    return new StagedOutput(resolved, staging);
  }

  /** Starts writing `file` (a path inside the output); `commit` waits for it. */
  write(file: string, data: string | Uint8Array): void {
    this.files.add(file);
    const size = typeof data === 'string' ? Buffer.byteLength(data) : data.byteLength;
    this.bytes += size;
    const target = path.join(this.staging, file);
    // Pages are made faster than a slow disk takes them, and a waiting write holds its page in
    // memory: past a backlog, a write waits for the disk instead (10,000 posts: 1.3 GB without this).
    if (this.backlog > MAX_BACKLOG_BYTES) {
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, data);
      return;
    }
    this.backlog += size;
    const written = this.folder(path.dirname(target)).then(() => writeFile(target, data));
    this.writes.push(written.finally(() => (this.backlog -= size)));
  }

  /**
   * Puts the bytes of `source`, a file no build changes (a kept social card), at `file`: a hard link
   * where the output is on the same disk as `source` (no byte written), a copy elsewhere. The cache
   * replaces its files, never edits them, so the published file cannot change under the site.
   */
  copyOf(file: string, source: string): void {
    this.files.add(file);
    this.bytes += statSync(source).size;
    const target = path.join(this.staging, file);
    const copied = this.folder(path.dirname(target)).then(() =>
      link(source, target).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'EXDEV' || error.code === 'EPERM' || error.code === 'EMLINK') return copyFile(source, target);
        throw error;
      }),
    );
    this.writes.push(copied);
  }

  /**
   * Waits for every write, then swaps the staging folder in for the output folder. The previous
   * output is deleted before returning, or, with `removeOld: 'background'` (the CLI), by a detached
   * process: deleting a thousand folders takes this disk a third of a second nobody needs to wait for.
   */
  async commit({ removeOld = 'now' }: { removeOld?: 'now' | 'background' } = {}): Promise<void> {
    await Promise.all(this.writes);
    const retired = path.join(path.dirname(this.outDir), `.${path.basename(this.outDir)}.old-${process.pid}-${Date.now()}`);
    const hadOutput = await rename(this.outDir, retired).then(
      () => true,
      (error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
        return false;
      },
    );
    await rename(this.staging, this.outDir);
    if (!hadOutput) return;
    if (removeOld === 'now') await rm(retired, { recursive: true, force: true });
    else removeInBackground(retired);
  }

  /** Throws the staging folder away; the output folder was never touched. */
  async discard(): Promise<void> {
    await Promise.allSettled(this.writes);
    await rm(this.staging, { recursive: true, force: true });
  }

  /** Previous outputs that a killed build left beside the output folder. */
  static removeLeftovers(outDir: string): void {
    const resolved = path.resolve(outDir);
    const prefix = `.${path.basename(resolved)}.old-`;
    let names: string[];
    try {
      names = readdirSync(path.dirname(resolved)).filter((name) => name.startsWith(prefix));
    } catch {
      return;
    }
    for (const name of names) removeInBackground(path.join(path.dirname(resolved), name));
  }

  private folder(folder: string): Promise<unknown> {
    let made = this.folders.get(folder);
    if (!made) this.folders.set(folder, (made = mkdir(folder, { recursive: true })));
    return made;
  }
}

function removeInBackground(folder: string): void {
  const script = "require('node:fs').rmSync(process.argv[1], { recursive: true, force: true })";
  spawn(process.execPath, ['-e', script, folder], { detached: true, stdio: 'ignore' }).unref();
}
