// The output folder, replaced atomically. Files are written into a staging folder beside it while the
// build goes on (a thread of their own writes them while the next page renders), and the staging
// folder takes the output's place only once everything succeeded: a failed build leaves the previous
// output untouched.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { FileWriter } from './file-writer.ts';

export class StagedOutput {
  readonly files = new Set<string>();
  bytes = 0;

  private constructor(
    private readonly outDir: string,
    private readonly staging: string,
    private readonly writer: FileWriter,
  ) {}

  static async open(outDir: string): Promise<StagedOutput> {
    const resolved = path.resolve(outDir);
    const staging = path.join(path.dirname(resolved), `.${path.basename(resolved)}.building-${process.pid}`);
    await rm(staging, { recursive: true, force: true });
    await mkdir(staging, { recursive: true });
    return new StagedOutput(resolved, staging, new FileWriter(staging));
  }

  /** Starts writing `file` (a path inside the output); `commit` waits for it. */
  write(file: string, data: string | Uint8Array): void {
    this.files.add(file);
    const size = typeof data === 'string' ? Buffer.byteLength(data) : data.byteLength;
    this.bytes += size;
    this.writer.write(file, data, size);
  }

  /**
   * Puts the bytes of `source`, a file no build changes (a kept social card), at `file`: a hard link
   * where the output is on the same disk as `source` (no byte written), a copy elsewhere. The cache
   * replaces its files, never edits them, so the published file cannot change under the site.
   * `size` is its size in bytes, which the caller has already looked up.
   */
  copyOf(file: string, source: string, size: number): void {
    this.files.add(file);
    this.bytes += size;
    this.writer.link(file, source);
  }

  /**
   * Waits for every write, then swaps the staging folder in for the output folder. The previous
   * output is deleted before returning, or, with `removeOld: 'background'` (the CLI), by a detached
   * process: deleting a thousand folders takes this disk a third of a second nobody needs to wait for.
   */
  async commit({ removeOld = 'now' }: { removeOld?: 'now' | 'background' } = {}): Promise<void> {
    await this.writer.finish();
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
    await this.writer.stop();
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
}

function removeInBackground(folder: string): void {
  const script = "require('node:fs').rmSync(process.argv[1], { recursive: true, force: true })";
  spawn(process.execPath, ['-e', script, folder], { detached: true, stdio: 'ignore' }).unref();
}
