// The browser bundle is kept between builds and made again only when something it is made of changed.
import { mkdtemp, readdir, readFile, rm, stat, utimes } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AssetCache } from '../../cli/build/asset-cache.ts';
import { bundleClientAssets, type ClientAssets } from '../../cli/build/assets.ts';
import { copyProject, projectRoot, type ProjectCopy } from '../support/project-copy.ts';

let project: ProjectCopy;
let cacheFolder: string;
beforeAll(async () => {
  project = await copyProject();
  cacheFolder = path.join(await mkdtemp(path.join(os.tmpdir(), 'site-assets-')), 'client-assets');
});
afterAll(async () => {
  await project.remove();
  await rm(path.dirname(cacheFolder), { recursive: true, force: true });
});

const manifestTime = async () => (await stat(path.join(cacheFolder, 'manifest.json'))).mtimeMs;
const described = (assets: ClientAssets) => ({
  stylesheet: assets.stylesheet,
  fonts: assets.fonts,
  home: assets.scriptsFor(new Set(['SiteMenu', 'CarouselControls']), '/'),
  files: [...assets.files].map(([file, data]) => [file, Buffer.from(data).toString('base64')]),
});

describe('the browser bundle kept between builds', () => {
  it('is one whole bundle when two builds of one process keep theirs at once', async () => {
    const folder = path.join(path.dirname(cacheFolder), 'two-at-once');
    const cache = new AssetCache<string>(project.root, folder, 'recipe');
    const bundle = (name: string) => ({
      files: new Map([[`${name}.js`, new TextEncoder().encode(name)]]),
      derived: name,
    });
    await Promise.all([cache.write([], bundle('first'), Date.now()), cache.write([], bundle('second'), Date.now())]);
    const kept = (await cache.read())!;
    expect(await readdir(path.join(folder, 'files'))).toEqual([`${kept.derived}.js`]);
    expect(await readdir(path.dirname(folder))).not.toContainEqual(expect.stringMatching(/\.tmp$/));
  });

  it('is not kept when an input was saved after bundling began: esbuild may have read the older content', async () => {
    const cache = new AssetCache<string>(
      project.root,
      path.join(path.dirname(cacheFolder), 'saved-while-bundling'),
      'r',
    );
    const kept = (derived: string) => ({ files: new Map([['a.js', new TextEncoder().encode(derived)]]), derived });
    const input = path.join(project.root, 'client/styles/main.css');
    const { atime, mtime } = await stat(input);
    const startedMs = Date.now();
    // A save while esbuild ran, dated after the start whatever the clock's resolution.
    const savedAt = new Date(startedMs + 1000);
    await utimes(input, savedAt, savedAt);
    try {
      await cache.write([input], kept('read before the save'), startedMs);
      expect(await cache.read()).toBeUndefined();
      await cache.write([input], kept('read after the save'), startedMs + 2000);
      expect((await cache.read())?.derived).toBe('read after the save');
    } finally {
      // A file dated in the future would keep the other tests' bundles from being kept.
      await utimes(input, atime, mtime);
    }
  });

  it('is read back, the same to the byte, while its sources are the same', async () => {
    const made = await bundleClientAssets(project.root, cacheFolder);
    const keptAt = await manifestTime();
    const reused = await bundleClientAssets(project.root, cacheFolder);
    expect(await manifestTime()).toBe(keptAt);
    expect(described(reused)).toEqual(described(made));
  });

  it('is made again when the stylesheet changes, and names the new stylesheet', async () => {
    const before = await bundleClientAssets(project.root, cacheFolder);
    await project.withEdit('client/styles/main.css', /$/, '\n.asset-cache-test { color: red }\n', async () => {
      const after = await bundleClientAssets(project.root, cacheFolder);
      expect(after.stylesheet).not.toBe(before.stylesheet);
      const css = Buffer.from(after.files.get(after.stylesheet.slice(1))!).toString();
      expect(css).toContain('.asset-cache-test');
    });
    // Back as it was: the first bundle's names again.
    expect((await bundleClientAssets(project.root, cacheFolder)).stylesheet).toBe(before.stylesheet);
  });

  it('is not kept when an island does not bundle, so every build reports it', async () => {
    await project.withEdit('client/islands/SiteMenu.tsx', /^/, "import './missing-module.ts';\n", async () => {
      const first = await bundleClientAssets(project.root, cacheFolder);
      expect(() => first.scriptsFor(new Set(['SiteMenu']), '/about')).toThrow(/missing-module/);
      const second = await bundleClientAssets(project.root, cacheFolder);
      expect(() => second.scriptsFor(new Set(['SiteMenu']), '/about')).toThrow(/missing-module/);
    });
    expect(JSON.parse(await readFile(path.join(cacheFolder, 'manifest.json'), 'utf8')).inputs).toContain(
      'client/islands/SiteMenu.tsx',
    );
  });

  it('made by a copy of the project elsewhere is not read back here: esbuild names chunks after their paths', async () => {
    await bundleClientAssets(project.root, cacheFolder);
    const here = await bundleClientAssets(projectRoot, cacheFolder);
    const fresh = await bundleClientAssets(projectRoot, path.join(path.dirname(cacheFolder), 'fresh'));
    expect(described(here)).toEqual(described(fresh));
  });
});
