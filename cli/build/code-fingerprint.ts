// A name for what some code does, for a cache of what it made: made of every file it is built from,
// as esbuild finds them by following its imports from its entry (the metafile), so that no list
// written by hand can miss one (the social cards' list once missed their PNG encoder). Project files
// count by their path and content; a package's files by its name and version, which name its files
// exactly, cost one small read, and are the same from every copy of the project (tests build copies
// that share node_modules and its cache). The list is kept beside the cache: while none of its files
// changed, it still holds (a new import is a change to a file on it), and esbuild need not run again.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface CodeFingerprintOptions {
  projectRoot: string;
  /** The module whose imports are followed, relative to the project. */
  entry: string;
  /** Files it reads when it runs, which no import names (a font, a WebAssembly module): absolute. */
  runtimeFiles: readonly string[];
  /** Where the list of its files is kept between builds. */
  keptList: string;
}

interface KeptList {
  fingerprint: string;
  sources: Sources;
}

interface Sources {
  /** Project-relative: the same in every copy of the project. */
  files: string[];
  /** Package folders, absolute (node_modules/…/name): only their names and versions count. */
  packages: string[];
}

export async function codeFingerprint(options: CodeFingerprintOptions): Promise<string> {
  const kept = await readFile(options.keptList, 'utf8').then(
    (text) => JSON.parse(text) as KeptList,
    () => undefined,
  );
  if (kept && fingerprintOf(options.projectRoot, kept.sources) === kept.fingerprint) return kept.fingerprint;
  const sources = await sourcesOf(options);
  const fresh: KeptList = { fingerprint: fingerprintOf(options.projectRoot, sources)!, sources };
  // Written aside and renamed: a build running at the same time reads the old list or this one.
  await mkdir(path.dirname(options.keptList), { recursive: true });
  const staging = `${options.keptList}.${process.pid}.tmp`;
  await writeFile(staging, JSON.stringify(fresh));
  await rename(staging, options.keptList);
  return fresh.fingerprint;
}

/** Every file esbuild reads to bundle the entry, packages included, and the runtime files, each file
 *  of a package standing for its package. */
async function sourcesOf({ projectRoot, entry, runtimeFiles }: CodeFingerprintOptions): Promise<Sources> {
  const esbuild = await import('esbuild');
  const { metafile } = await esbuild.build({
    absWorkingDir: projectRoot,
    entryPoints: [entry],
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    logLevel: 'silent',
  });
  const files = new Set<string>();
  const packages = new Set<string>();
  for (const file of [
    ...Object.keys(metafile.inputs).map((input) => path.resolve(projectRoot, input)),
    ...runtimeFiles,
  ]) {
    const packageFolder = /^(.*[/\\]node_modules[/\\](?:@[^/\\]+[/\\])?[^/\\]+)[/\\]/.exec(file)?.[1];
    if (packageFolder) packages.add(packageFolder);
    else files.add(path.relative(projectRoot, file).split(path.sep).join('/'));
  }
  return { files: [...files].sort(), packages: [...packages].sort() };
}

/** The fingerprint of these sources as they are now; undefined if one is gone. */
function fingerprintOf(projectRoot: string, { files, packages }: Sources): string | undefined {
  const hash = createHash('sha256');
  try {
    for (const file of files) hash.update(`\0${file}\0`).update(readFileSync(path.join(projectRoot, file)));
    const versions = packages.map((folder) => {
      const { name, version } = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as {
        name: string;
        version: string;
      };
      return `${name}@${version}`;
    });
    for (const version of versions.sort()) hash.update(`\0${version}`);
  } catch {
    return undefined;
  }
  return hash.digest('hex');
}
