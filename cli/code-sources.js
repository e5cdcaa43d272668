// What a key of some code is made of, and the key itself: the one way every kept thing made by our code
// is named after that code (the command's own bundle, cli/kept-bundle.js; the social cards, the
// browser bundle and the empty database, cli/cache-key.ts). The files come from esbuild's metafile,
// which follows the code's imports, so that no list written by hand can miss one (the social cards'
// list once missed their PNG encoder). Project files count by their path and content; a package's
// files by its name and version, which name its files exactly, cost one small read, and are the same
// from every copy of the project (tests build copies that share node_modules and its cache). Plain
// JavaScript, with its types in JSDoc: cli/bin.js uses it before anything can load TypeScript.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What a key is made of.
 * @typedef {object} Sources
 * @property {string[]} files Project-relative: the same in every copy of the project.
 * @property {string[]} packages Package folders, absolute (node_modules/…/name): only their names and versions count.
 */

/**
 * The sources named by esbuild's metafile inputs (relative to `projectRoot`) and by `runtimeFiles`
 * (absolute), each file of a package standing for its package. An input in a namespace of a plugin
 * (`island:SiteMenu`) is no file: what it is made of is in the code that makes it.
 * @param {string} projectRoot
 * @param {readonly string[]} inputs
 * @param {readonly string[]} runtimeFiles
 * @returns {Sources}
 */
export function sourcesOf(projectRoot, inputs, runtimeFiles) {
  /** @type {Set<string>} */
  const files = new Set();
  /** @type {Set<string>} */
  const packages = new Set();
  const paths = inputs.filter((input) => !/^[a-z-]+:/.test(input)).map((input) => path.resolve(projectRoot, input));
  for (const file of [...paths, ...runtimeFiles]) {
    const packageFolder = /^(.*[/\\]node_modules[/\\](?:@[^/\\]+[/\\])?[^/\\]+)[/\\]/.exec(file)?.[1];
    if (packageFolder) packages.add(packageFolder);
    else files.add(path.relative(projectRoot, file).split(path.sep).join('/'));
  }
  return { files: [...files].sort(), packages: [...packages].sort() };
}

/**
 * The key of these sources as they are now; undefined if one is gone.
 * @param {string} projectRoot
 * @param {Sources} sources
 * @returns {string | undefined}
 */
export function keyOf(projectRoot, { files, packages }) {
  const hash = createHash('sha256');
  try {
    for (const file of files) hash.update(`\0${file}\0`).update(readFileSync(path.join(projectRoot, file)));
    const versions = packages.map((folder) => {
      const { name, version } = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8'));
      return `${name}@${version}`;
    });
    for (const version of versions.sort()) hash.update(`\0${version}`);
  } catch {
    return undefined;
  }
  return hash.digest('hex');
}
