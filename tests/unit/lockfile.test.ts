// `npm ci` installs exactly the lockfile and fails when it lacks a package the tree declares, on any
// machine: a lockfile written where the registry lacked one platform's build of a package (rollup's
// and deno's builds for macOS and Windows, once) breaks every CI run and every other platform.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../support/project-copy.ts';

interface LockedPackage {
  version?: string;
  optionalDependencies?: Record<string, string>;
  dependencies?: Record<string, string>;
}

const lock = JSON.parse(readFileSync(path.join(projectRoot, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, LockedPackage>;
};
const manifest = JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as Record<
  string,
  Record<string, string>
>;

/** Where Node would find `name` from the package at `from` (a lock key): its own node_modules, then up. */
function resolves(from: string, name: string): boolean {
  let base = from;
  for (;;) {
    if (lock.packages[`${base ? `${base}/` : ''}node_modules/${name}`]) return true;
    if (!base) return false;
    const parent = base.lastIndexOf('/node_modules/');
    base = parent === -1 ? '' : base.slice(0, parent);
  }
}

describe('the lockfile', () => {
  it('has every optional platform package that a locked package declares, for every platform', () => {
    const missing = Object.entries(lock.packages).flatMap(([key, entry]) =>
      Object.keys(entry.optionalDependencies ?? {})
        .filter((name) => !resolves(key, name))
        .map((name) => `${name} (declared by ${key || 'package.json'})`),
    );
    expect(missing).toEqual([]);
  });

  it('has every dependency of package.json', () => {
    const declared = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies });
    expect(declared.filter((name) => !lock.packages[`node_modules/${name}`])).toEqual([]);
  });
});
