// The browser bundle is kept between builds (cli/runtime/cache.js) and made again only when something it is
// made of changed; `site build --no-cache` bundles afresh.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bundleClientAssets, type ClientAssets } from '../../cli/build/assets.ts';
import { copyProject, projectRoot, type ProjectCopy } from '../support/project-copy.ts';

/** How many times esbuild has run. */
const esbuildRuns = vi.hoisted(() => ({ count: 0 }));
vi.mock('esbuild', async (importOriginal) => {
  const esbuild = await importOriginal<typeof import('esbuild')>();
  return {
    ...esbuild,
    build: ((options: Parameters<typeof esbuild.build>[0]) => {
      esbuildRuns.count++;
      return esbuild.build(options);
    }) as typeof esbuild.build,
  };
});

let project: ProjectCopy;
beforeAll(async () => {
  project = await copyProject();
});
afterAll(async () => {
  await project.remove();
});

const described = (assets: ClientAssets) => ({
  stylesheet: assets.stylesheet,
  fonts: assets.fonts,
  home: assets.scriptsFor(new Set(['SiteMenu', 'CarouselControls']), '/'),
  files: [...assets.files].map(([file, data]) => [file, Buffer.from(data).toString('base64')]),
});

/** What `make` gives, and how many times esbuild ran to make it. */
async function counted<T>(make: () => Promise<T>): Promise<{ made: T; esbuildRuns: number }> {
  const before = esbuildRuns.count;
  const made = await make();
  return { made, esbuildRuns: esbuildRuns.count - before };
}

describe('the browser bundle kept between builds', () => {
  it('is read back, the same to the byte, while its sources are the same, and made afresh by --no-cache', async () => {
    const made = await bundleClientAssets(project.root);
    const reused = await counted(() => bundleClientAssets(project.root));
    expect(reused.esbuildRuns).toBe(0);
    expect(described(reused.made)).toEqual(described(made));
    const fresh = await counted(() => bundleClientAssets(project.root, { cache: false }));
    expect(fresh.esbuildRuns).toBeGreaterThan(0);
    expect(described(fresh.made)).toEqual(described(made));
  });

  it('is made again when the stylesheet changes, and names the new stylesheet', async () => {
    const before = await bundleClientAssets(project.root);
    await project.withEdit('client/styles/main.css', /$/, '\n.asset-cache-test { color: red }\n', async () => {
      const after = await bundleClientAssets(project.root);
      expect(after.stylesheet).not.toBe(before.stylesheet);
      const css = Buffer.from(after.files.get(after.stylesheet.slice(1))!).toString();
      expect(css).toContain('.asset-cache-test');
    });
    // Back as it was: the first bundle, read back.
    const again = await counted(() => bundleClientAssets(project.root));
    expect([again.made.stylesheet, again.esbuildRuns]).toEqual([before.stylesheet, 0]);
  });

  it('is not kept when an island does not bundle, so every build reports it', async () => {
    await project.withEdit('client/islands/SiteMenu.tsx', /^/, "import './missing-module.ts';\n", async () => {
      const first = await bundleClientAssets(project.root);
      expect(() => first.scriptsFor(new Set(['SiteMenu']), '/about')).toThrow(/missing-module/);
      const second = await counted(() => bundleClientAssets(project.root));
      expect(() => second.made.scriptsFor(new Set(['SiteMenu']), '/about')).toThrow(/missing-module/);
      expect(second.esbuildRuns).toBeGreaterThan(0);
    });
  });

  it('made by a copy of the project elsewhere is not read back here: esbuild names chunks after their paths', async () => {
    await bundleClientAssets(project.root);
    const here = await bundleClientAssets(projectRoot);
    const fresh = await bundleClientAssets(projectRoot, { cache: false });
    expect(described(here)).toEqual(described(fresh));
  });
});
