// The build cache (cli/build/page-cache.ts): a build in a new process renders only the pages whose
// reads changed since the last build, and its output is byte for byte what a build without the cache
// makes. Checked after an edit of each kind of content file, a post added and one deleted, site.yaml,
// a template (through the command, whose code key then differs), and with kept copies gone.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type BuildResult } from '../../cli/build/index.ts';
import { configFromEnv } from '../../cli/config.ts';
import { copyProject, type ProjectCopy } from '../support/project-copy.ts';
import { differingFiles } from '../support/output-folders.ts';
import { editFirstText, oktaMoved, withParagraph } from '../support/content-edits.ts';

const SITE_URL = 'https://www.bluebonnetcyber.example';
const config = configFromEnv({ SITE_URL });
const BUILD_DATE = '2026-06-01';

let project: ProjectCopy;
let workDir: string;
let builds = 0;

beforeAll(async () => {
  project = await copyProject();
  workDir = await mkdtemp(path.join(os.tmpdir(), 'site-page-cache-'));
  // The first build keeps every page.
  await build(true);
});
afterAll(async () => {
  await project?.remove();
  await rm(workDir, { recursive: true, force: true });
});

async function build(pageCache: boolean): Promise<BuildResult & { outDir: string }> {
  const outDir = path.join(workDir, `out-${++builds}`);
  const result = await buildSite({ projectRoot: project.root, outDir, config, buildDate: BUILD_DATE, pageCache });
  return { ...result, outDir };
}

/** A build with the cache, and one without, of the copy as it is now: what differs, and how many pages were rendered. */
async function cachedAndFull() {
  const cached = await build(true);
  const full = await build(false);
  return { differ: differingFiles(cached.outDir, full.outDir), rendered: cached.rendered, pages: cached.pages };
}

const POST = 'content/blog/02-productivity-suites.md';

describe('a build with the build cache', () => {
  it('renders nothing when nothing changed, and publishes the same files', async () => {
    const { differ, rendered } = await cachedAndFull();
    expect(differ).toEqual([]);
    expect(rendered).toBe(0);
  });

  it.each([
    ['a post', 'content/blog/02-productivity-suites.md'],
    ['a vendor', 'content/vendors/okta.md'],
    ['a category', 'content/categories/crm-sales.yaml'],
    ['an author', 'content/authors.yaml'],
    ['a legal page', 'content/legal/terms.md'],
    ["the home page's file", 'content/pages/home.yaml'],
    ["the blog page's file", 'content/pages/blog.yaml'],
  ])(
    'after a text field of %s is edited, renders only the pages that show it, as a build without the cache',
    async (_, file) => {
      await project.write(file, editFirstText(await project.read(file)));
      const { differ, rendered, pages } = await cachedAndFull();
      expect(differ).toEqual([]);
      expect(rendered).toBeGreaterThan(0);
      expect(rendered).toBeLessThan(pages);
    },
  );

  it("after a post's body is edited, and a vendor moved to another category", async () => {
    for (const [file, edit] of [
      [POST, withParagraph('A paragraph an editor added, with **bold** words.')],
      ['content/vendors/okta.md', oktaMoved],
    ] as const) {
      await project.write(file, edit(await project.read(file)));
      const { differ, rendered, pages } = await cachedAndFull();
      expect(differ, file).toEqual([]);
      expect(rendered, file).toBeLessThan(pages);
    }
  });

  it('after a post is added and another deleted', async () => {
    const added = (await project.read(POST))
      .replace(/^id: \d+$/m, 'id: 77')
      .replace(/^title: .+$/m, 'title: "A new post"');
    await project.write('content/blog/77-new-post.md', added);
    rmSync(path.join(project.root, 'content/blog/03-it-management-costs.md'));
    const { differ, rendered, pages } = await cachedAndFull();
    expect(differ).toEqual([]);
    expect(rendered).toBeLessThan(pages);
  });

  it('after content/site.yaml is edited, renders every page', async () => {
    await project.write('content/site.yaml', editFirstText(await project.read('content/site.yaml')));
    const { differ, rendered, pages } = await cachedAndFull();
    expect(differ).toEqual([]);
    expect(rendered).toBe(pages);
  });

  it('renders again a page whose kept copy is gone, and a build whose index is unreadable', async () => {
    const folder = path.join(project.root, 'node_modules/.cache/site/pages');
    const checkout = readdirSync(folder)
      .map((name) => path.join(folder, name))
      .find((candidate) => {
        const root = path.join(candidate, 'root.txt');
        return existsSync(root) && readFileSync(root, 'utf8') === project.root;
      })!;
    const copies = readdirSync(path.join(checkout, 'html'));
    for (const copy of copies.slice(0, 5)) rmSync(path.join(checkout, 'html', copy), { force: true });
    const gone = await cachedAndFull();
    expect(gone.differ).toEqual([]);
    expect(gone.rendered).toBe(5);

    rmSync(path.join(checkout, 'index.v8'));
    const unreadable = await cachedAndFull();
    expect(unreadable.differ).toEqual([]);
    expect(unreadable.rendered).toBe(unreadable.pages);
  });
});

describe('site build', () => {
  const site = (...args: string[]) =>
    promisify(execFile)(process.execPath, [path.join(project.root, 'cli/bin.js'), 'build', ...args], {
      cwd: project.root,
      env: { ...process.env, SITE_URL },
    });

  it('renders every page again after a template changed, and --no-cache renders every page', async () => {
    const first = await site('--out', path.join(workDir, 'cli-1'));
    expect(first.stdout).toMatch(/Built \d+ pages/);
    await project.edit('templates/parts/Footer.tsx', /<footer\b/, '<footer data-edited=""');
    const cached = await site('--out', path.join(workDir, 'cli-2'));
    expect(cached.stdout).not.toMatch(/kept from the build cache/);
    const full = await site('--no-cache', '--out', path.join(workDir, 'cli-3'));
    expect(full.stdout).not.toMatch(/kept from the build cache/);
    expect(differingFiles(path.join(workDir, 'cli-2'), path.join(workDir, 'cli-3'))).toEqual([]);
    expect(readFileSync(path.join(workDir, 'cli-2/index.html'), 'utf8')).toContain('data-edited');
    const again = await site('--out', path.join(workDir, 'cli-4'));
    expect(again.stdout).toMatch(/\(0 rendered, \d+ kept from the build cache\)/);
  }, 120_000);
});
