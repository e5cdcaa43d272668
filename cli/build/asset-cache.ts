// The browser bundle of the last build, kept in node_modules/.cache/site: a build whose client code,
// stylesheet, fonts and browser packages are the same as last time (project files by content, not by
// date, so a fresh checkout in CI still hits; packages by version), bundled by the same code, reads
// esbuild's output back instead of running esbuild again, and no second process keeps both cores busy
// while the content loads. What it is made of is what esbuild's metafile says it read, keyed as every
// cache is (cli/cache-key.ts), and where it read them: esbuild's names for the chunks it writes change
// with the paths of their modules, so a bundle made in a copy of the project elsewhere (a test's, whose
// node_modules is a link to this one's) is not this project's. The project's own folder counts too: the
// same relative path can lead to the same package from two folders as deep (/tmp/copy and /work/main
// both reach ../../work/main/node_modules), while esbuild, in each, names it differently.
import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { keyOf, sourcesOf } from '../cache-key.ts';
import { BUNDLE_CACHE } from '../node-bundle.js';
import { asideOf } from '../whole-file.js';

/** What a cached bundle holds: every output file, plus what the build derived from esbuild's metafile. */
export interface CachedBundle<Derived> {
  files: Map<string, Uint8Array>;
  derived: Derived;
}

interface Manifest<Derived> {
  /** Names what the bundle was made from: the code that bundles, and what esbuild read. */
  key: string;
  /** What esbuild read, as its metafile names them (project-relative), which the key covers. */
  inputs: string[];
  files: string[];
  derived: Derived;
}

const MANIFEST = 'manifest.json';

/** Where a project keeps its last browser bundle. */
export const assetCacheFolder = (projectRoot: string) => path.join(projectRoot, BUNDLE_CACHE, 'client-assets');

/** One bundle is kept in its folder: the last one made. */
export class AssetCache<Derived> {
  /** `recipe` names how the bundle is made: the key of the code that bundles (cli/cache-key.ts), which
   *  covers esbuild's version and options. Another recipe, another key. */
  constructor(
    private readonly projectRoot: string,
    private readonly folder: string,
    private readonly recipe: string,
  ) {}

  /** The kept bundle, if every one of its inputs still has the content it had. */
  async read(): Promise<CachedBundle<Derived> | undefined> {
    try {
      const manifest = JSON.parse(await readFile(path.join(this.folder, MANIFEST), 'utf8')) as Manifest<Derived>;
      if (manifest.key !== this.keyOf(manifest.inputs)) return undefined;
      const contents = await Promise.all(manifest.files.map((file) => readFile(path.join(this.folder, 'files', file))));
      return {
        files: new Map(manifest.files.map((file, index) => [file, new Uint8Array(contents[index]!)])),
        derived: manifest.derived,
      };
    } catch {
      return undefined; // none yet, an input gone, or another run replacing it right now: bundle again
    }
  }

  /**
   * Keeps a bundle for the next build; failing to keep it only costs the next build its time.
   * `inputs` are the files esbuild read, as its metafile names them; `startedMs`, when it began reading.
   */
  async write(inputs: string[], bundle: CachedBundle<Derived>, startedMs: number): Promise<void> {
    // The key is of the inputs as they are now: a file saved while esbuild ran may differ from what it
    // read, and would file the old bundle under the new content's key, which the next build trusts.
    // As cli/kept-bundle.js does, such a bundle is not kept; the key first, so a save after the check
    // changes the key and the next read misses.
    const key = this.keyOf(inputs);
    if (key === undefined) return; // an input went while bundling: the next build bundles again
    if (!this.savedBefore(inputs, startedMs)) return;
    const manifest: Manifest<Derived> = {
      key,
      inputs,
      files: [...bundle.files.keys()],
      derived: bundle.derived,
    };
    // Two builds of one process writing at once must not fill one staging folder.
    const staging = asideOf(this.folder);
    try {
      for (const [file, data] of bundle.files) {
        await mkdir(path.dirname(path.join(staging, 'files', file)), { recursive: true });
        await writeFile(path.join(staging, 'files', file), data);
      }
      await writeFile(path.join(staging, MANIFEST), JSON.stringify(manifest));
      await rm(this.folder, { recursive: true, force: true });
      await rename(staging, this.folder);
    } catch {
      await rm(staging, { recursive: true, force: true }).catch(() => undefined);
    }
  }

  private savedBefore(inputs: string[], startedMs: number): boolean {
    return sourcesOf(this.projectRoot, inputs, []).files.every(
      (file) =>
        (statSync(path.join(this.projectRoot, file), { throwIfNoEntry: false })?.mtimeMs ?? Infinity) < startedMs,
    );
  }

  private keyOf(inputs: string[]): string | undefined {
    const sources = keyOf(this.projectRoot, sourcesOf(this.projectRoot, inputs, []));
    return (
      sources &&
      createHash('sha256')
        .update(this.recipe)
        .update(this.projectRoot)
        .update(inputs.join('\0'))
        .update(sources)
        .digest('hex')
    );
  }
}
