// Incremental rendering is correct by construction: after any edit, the pages `site serve` renders
// again (those that read something that changed, as recorded while they rendered) together with the
// pages it keeps are byte for byte the site a full render of the same content makes, with the same
// broken links and the same warnings. Checked for an edit of every content file, and for each kind of
// edit an editor makes: a title, a body, an author's name, a vendor moved to another category, a post
// added, a post deleted, site.yaml, a heading another page links to renamed, a link to a page known
// to be missing, a plain page added there.
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_ASSETS } from '../support/rendered-pages.ts';
import { changedReads } from '../../cli/model/reads.ts';
import { BrokenLinksError, renderSite, type SiteFiles, type SiteInputs } from '../../cli/build/site-files.ts';
import { readPublicFiles } from '../../cli/build/public-files.ts';
import { configFromEnv } from '../../cli/site/config.ts';
import { SITE_FILE, type Content } from '../../cli/model/collections.ts';
import { contentOnDisk } from '../../cli/model/content-files.ts';
import { loadContent, ParseCache } from '../../cli/model/load.ts';
import { copyProject, type ProjectCopy } from '../support/project-copy.ts';
import { editFirstText, oktaMoved, withParagraph } from '../support/content-edits.ts';

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
  base = { content, site: await renderSite(inputsFor(content), { keepContents: true }) };
});
afterAll(async () => {
  await copy?.remove();
});

/** What a render says of the site's links: the broken ones (it then makes no site) or its warnings. */
async function rendered(render: () => Promise<SiteFiles>) {
  try {
    const site = await render();
    return { site, links: { broken: [] as BrokenLinksError['broken'], warnings: site.warnings } };
  } catch (error) {
    if (!(error instanceof BrokenLinksError)) throw error;
    return { site: undefined, links: { broken: error.broken, warnings: [] } };
  }
}

/**
 * Renders the copy as it is now both ways, from the given render (the base's by default), and returns
 * the files that differ, how many pages the incremental render made again, and what each says of the
 * site's links.
 */
async function compareAfterEdit(from = base) {
  const content = loadContent(contentOnDisk(copy.root), cache);
  const incremental = await rendered(() =>
    renderSite(inputsFor(content), {
      previous: { site: from.site, changed: changedReads(from.content, content, SITE_FILE) },
    }),
  );
  const files = new Map<string, string | Uint8Array>();
  const full = await rendered(() =>
    renderSite(inputsFor(content), { keepContents: false, onFile: (file, data) => void files.set(file, data) }),
  );
  const made = incremental.site?.contents ?? new Map<string, string | Uint8Array>();
  const differ = full.site
    ? [...new Set([...files.keys(), ...made.keys()])].filter((file) => files.get(file) !== made.get(file))
    : [];
  return {
    differ,
    rendered: incremental.site?.rendered.length ?? 0,
    pages: incremental.site?.pageCount ?? 0,
    links: incremental.links,
    fullLinks: full.links,
  };
}

/** Makes the edits, calls `run`, and puts every file back as it was. */
async function withEdits<T>(files: Record<string, (text: string) => string | undefined>, run: () => Promise<T>) {
  const originals = new Map<string, string | undefined>();
  for (const [file, edit] of Object.entries(files)) {
    const text = await readFile(path.join(copy.root, file), 'utf8').catch(() => undefined);
    originals.set(file, text);
    const edited = edit(text ?? '');
    if (edited === undefined) await rm(path.join(copy.root, file));
    else await writeFile(path.join(copy.root, file), edited);
  }
  try {
    return await run();
  } finally {
    for (const [file, text] of originals) {
      if (text === undefined) await rm(path.join(copy.root, file), { force: true });
      else await writeFile(path.join(copy.root, file), text);
    }
  }
}

/** Makes the edit and compares (links and warnings included), from the given render. */
async function afterEdit(files: Record<string, (text: string) => string | undefined>, from = base) {
  const result = await withEdits(files, () => compareAfterEdit(from));
  expect(result.links, 'the links reported').toEqual(result.fullLinks);
  return result;
}

/** The render of the copy with the edits made: the base of a second edit. */
async function baseWith(files: Record<string, (text: string) => string | undefined>) {
  return withEdits(files, async () => {
    const content = loadContent(contentOnDisk(copy.root), cache);
    return { content, site: await renderSite(inputsFor(content), { keepContents: true }) };
  });
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
        [file]: withParagraph('A paragraph added by an editor, with **bold** words.'),
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
      'content/vendors/okta.md': oktaMoved,
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

  it('after a heading that another page links to is renamed (a kept page links to it)', async () => {
    const linking = await baseWith({
      'content/blog/01-security-measures.md': withParagraph(
        'See [what IT really costs](/blog/3#why-the-sticker-price-misleads).',
      ),
    });
    const { links } = await afterEdit(
      {
        'content/blog/01-security-measures.md': withParagraph(
          'See [what IT really costs](/blog/3#why-the-sticker-price-misleads).',
        ),
        'content/blog/03-it-management-costs.md': (text) =>
          text.replace('## Why the Sticker Price Misleads', '## Why the Price Tag Misleads'),
      },
      linking,
    );
    expect(links.broken).toEqual([
      {
        page: '/blog/1',
        link: '/blog/3#why-the-sticker-price-misleads',
        reason: 'no element with id "why-the-sticker-price-misleads" on /blog/3',
      },
    ]);
  });

  it('after a plain page is added at an address known to be missing (its links are valid then)', async () => {
    const careers = '---\ntitle: Careers\ndescription: "Open roles in Texas."\n---\n\nWe hire engineers.\n';
    const { differ, rendered, links } = await afterEdit({ 'content/pages/careers.md': () => careers });
    expect(differ).toEqual([]);
    expect(rendered).toBe(1);
    expect(links.warnings.join('\n')).not.toContain('/careers');
  });

  it('after a post links a page known to be missing (the warning counts it)', async () => {
    const linkedFrom = (warnings: string[]) =>
      Number(/\/careers is linked from (\d+) page/.exec(warnings.join('\n'))?.[1]);
    const before = linkedFrom((await afterEdit({})).links.warnings);
    const { links } = await afterEdit({
      'content/blog/02-productivity-suites.md': withParagraph('We are [hiring](/careers).'),
    });
    expect(linkedFrom(links.warnings)).toBe(before + 1);
  });
});
