// Incremental rendering is correct by construction: after any edit, the pages `site serve` renders
// again (those that read something that changed, as recorded while they rendered) together with the
// pages it keeps are byte for byte the site a full render of the same content makes. Checked for an
// edit of every content file, and for each kind of edit an editor makes: a title, a body, an
// author's name, a vendor moved to another category, a post added, a post deleted, site.yaml.
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientAssets } from '../../cli/build/assets.ts';
import { changedReads } from '../../cli/model/reads.ts';
import { renderSite, type SiteFiles, type SiteInputs } from '../../cli/build/site-files.ts';
import { readPublicFiles } from '../../cli/build/public-files.ts';
import { configFromEnv } from '../../cli/config.ts';
import { SITE_FILE, type Content } from '../../cli/model/collections.ts';
import { contentOnDisk } from '../../cli/model/content-files.ts';
import { loadContent, ParseCache } from '../../cli/model/load.ts';
import { copyProject, type ProjectCopy } from '../support/project-copy.ts';

/** Stands in for the bundles: a page names no scripts (the bundles are the same in both renders). */
const NO_ASSETS = {
  stylesheet: '/assets/main.css',
  fonts: [],
  scriptsFor: () => undefined,
  files: new Map([['assets/main.css', '']]),
} as unknown as ClientAssets;

let copy: ProjectCopy;
const cache = new ParseCache();
let base: { content: Content; site: SiteFiles };
let publicFiles: ReadonlyMap<string, Uint8Array>;

const inputsFor = (content: Content): SiteInputs => ({
  content,
  assets: NO_ASSETS,
  publicFiles,
  config: configFromEnv({ SITE_URL: 'https://www.bluebonnetcyber.example' }),
  buildDate: '2026-06-01',
});

beforeAll(async () => {
  copy = await copyProject();
  publicFiles = await readPublicFiles(copy.root);
  const content = loadContent(contentOnDisk(copy.root), cache);
  base = { content, site: renderSite(inputsFor(content), { keepContents: true }) };
});
afterAll(async () => {
  await copy?.remove();
});

/**
 * Renders the copy as it is now both ways, from the base render, and returns the files that differ
 * and how many pages the incremental render made again.
 */
async function compareAfterEdit(): Promise<{ differ: string[]; rendered: number; pages: number }> {
  const content = loadContent(contentOnDisk(copy.root), cache);
  const incremental = renderSite(inputsFor(content), {
    previous: { site: base.site, changed: changedReads(base.content, content, SITE_FILE) },
  });
  const full = new Map<string, string | Uint8Array>();
  renderSite(inputsFor(content), { keepContents: false, onFile: (file, data) => full.set(file, data) });
  const differ = [...new Set([...full.keys(), ...incremental.contents!.keys()])].filter(
    (file) => full.get(file) !== incremental.contents!.get(file),
  );
  return { differ, rendered: incremental.rendered.length, pages: incremental.pageCount };
}

/** Makes the edit, compares, and puts every file back as it was. */
async function afterEdit(files: Record<string, (text: string) => string | undefined>) {
  const originals = new Map<string, string | undefined>();
  for (const [file, edit] of Object.entries(files)) {
    const text = await readFile(path.join(copy.root, file), 'utf8').catch(() => undefined);
    originals.set(file, text);
    const edited = edit(text ?? '');
    if (edited === undefined) await rm(path.join(copy.root, file));
    else await writeFile(path.join(copy.root, file), edited);
  }
  try {
    return await compareAfterEdit();
  } finally {
    for (const [file, text] of originals) {
      if (text === undefined) await rm(path.join(copy.root, file), { force: true });
      else await writeFile(path.join(copy.root, file), text);
    }
  }
}

/** The first line of a plain text field (a title, a name, a description...) with words added. */
function editFirstText(text: string): string {
  const field =
    /^(\s*-?\s*)(title|heading|name|description|summary|role|label|eyebrow|tagline|text|lead|caption|[a-z]+Title|[a-z]+Caption|[a-z]+Label): (.+)$/m;
  const match = field.exec(text);
  if (!match) throw new Error('no text field to edit');
  const value = match[3]!;
  const edited =
    value.startsWith('"') && value.endsWith('"')
      ? `${value.slice(0, -1)} (edited)"`
      : value.startsWith('>')
        ? null
        : `${value} (edited)`;
  if (edited === null) throw new Error(`the first text field is a block: ${match[0]}`);
  return text.replace(match[0], `${match[1]}${match[2]}: ${edited}`);
}

const contentFiles = async () =>
  [...loadContent(contentOnDisk(copy.root), cache).files.keys()].filter((file) => file !== SITE_FILE);

describe('an incremental render equals a full render', () => {
  it('after a text field of each content file is edited', async () => {
    const mismatches: string[] = [];
    for (const file of await contentFiles()) {
      const { differ } = await afterEdit({ [file]: editFirstText });
      if (differ.length > 0) mismatches.push(`${file}: ${differ.join(', ')}`);
    }
    expect(mismatches).toEqual([]);
  }, 600_000);

  it("after each markdown file's body is edited, rendering again only some pages", async () => {
    const mismatches: string[] = [];
    for (const file of (await contentFiles()).filter((name) => name.endsWith('.md'))) {
      const { differ, rendered, pages } = await afterEdit({
        [file]: (text) => `${text.trimEnd()}\n\nA paragraph added by an editor, with **bold** words.\n`,
      });
      if (differ.length > 0) mismatches.push(`${file}: ${differ.join(', ')}`);
      expect(rendered, file).toBeLessThan(pages);
    }
    expect(mismatches).toEqual([]);
  }, 600_000);

  it("after an author's name changes (in authors.yaml and in every post of theirs)", async () => {
    const posts = (await contentFiles()).filter((file) => file.startsWith('content/blog/'));
    const rename = (text: string) => text.replaceAll('Marcus Delgado', 'Marcus A. Delgado');
    const { differ } = await afterEdit(
      Object.fromEntries(['content/authors.yaml', ...posts].map((file) => [file, rename])),
    );
    expect(differ).toEqual([]);
  });

  it('after a vendor moves to another category', async () => {
    const { differ } = await afterEdit({
      'content/vendors/okta.md': (text) =>
        text.replace('category: security-solutions', 'category: it-productivity').replace(/^order: \d+$/m, 'order: 9'),
    });
    expect(differ).toEqual([]);
  });

  it('after a post is added, dated first or last', async () => {
    for (const date of ['2099-01-01', '2000-01-01']) {
      const added = (await readFile(path.join(copy.root, 'content/blog/05-email-security.md'), 'utf8'))
        .replace(/^id: \d+$/m, 'id: 77')
        .replace(/^date: .+$/m, `date: ${date}`)
        .replace(/^title: .+$/m, 'title: "A new post"');
      const { differ, rendered, pages } = await afterEdit({ 'content/blog/77-new-post.md': () => added });
      expect(differ, date).toEqual([]);
      expect(rendered).toBeLessThan(pages);
    }
  });

  it('after a post is deleted', async () => {
    const { differ } = await afterEdit({ 'content/blog/03-it-management-costs.md': () => undefined });
    expect(differ).toEqual([]);
  });

  it('after content/site.yaml is edited (every page renders again)', async () => {
    const { differ, rendered, pages } = await afterEdit({ [SITE_FILE]: editFirstText });
    expect(differ).toEqual([]);
    expect(rendered).toBe(pages);
  });
});
