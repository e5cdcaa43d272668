// `site new post`, `site new vendor` and `site new page`: a file that builds as it is, or a clear refusal.
import { execFile } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentOnDisk } from '../../cli/model/content-files.ts';
import { loadContent } from '../../cli/model/load.ts';
import { newPage, newPost, newVendor } from '../../cli/model/new-content.ts';
import { PLACEHOLDERS } from '../../cli/model/placeholders.ts';
import { today } from '../../cli/model/publishing.ts';
import { copyProject, type ProjectCopy } from '../support/project-copy.ts';

const run = promisify(execFile);
let project: ProjectCopy;
/** The id `site new post` is to give: one more than the largest the content has. */
let nextId: number;
beforeAll(async () => {
  project = await copyProject();
  nextId = Math.max(0, ...loadContent(contentOnDisk(project.root)).posts.map((post) => post.id)) + 1;
});
afterAll(async () => {
  await project.remove();
});

const site = (...args: string[]) =>
  run(process.execPath, ['cli/bin.js', ...args], { cwd: project.root }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
const nobodyToAsk = async () => undefined;

/** The problems `site check` printed, without the count after them. */
const problemsIn = (stderr: string) => stderr.trim().split('\n').slice(0, -1);

/** Where each sentence `site new` writes for the editor to replace is in a file, in the file's order. */
function placeholderLines(text: string) {
  return text.split('\n').flatMap((line, index) =>
    Object.values(PLACEHOLDERS)
      .filter((sentence) => line.includes(sentence))
      .map((sentence) => ({ line: index + 1, column: line.indexOf(sentence) + 1, sentence })),
  );
}

describe('site new post', () => {
  it("writes the next id with today's date where the business is, the author and category given, and the file validates as it is", async () => {
    const { code, stdout } = await site(
      'new',
      'post',
      'How to Spot a Phishing Email in 2026',
      '--author',
      'priya raman',
      '--category',
      'Email Security',
    );
    expect(code).toBe(0);
    // The next id, whatever posts the content has: one more than the largest.
    const id = nextId;
    const file = `content/blog/${String(id).padStart(2, '0')}-how-to-spot-a-phishing-email-in-2026.md`;
    expect(stdout).toContain(`Wrote ${file}`);
    const text = await project.read(file);
    expect(text).toMatch(new RegExp(`^id: ${id}$`, 'm'));
    expect(text).toContain('author: Priya Raman');
    expect(text).toContain('category: Email Security');
    // Today in the site's time zone (site.yaml), as the build decides what is published: between
    // midnight UTC and midnight in Texas, the UTC date is already tomorrow's.
    const { timeZone } = loadContent(contentOnDisk(project.root)).site;
    expect(text).toMatch(new RegExp(`^date: ${today(timeZone)}$`, 'm'));
    expect(text).toMatch(/^draft: true$/m);
    expect(placeholderLines(text).length).toBeGreaterThan(0);
    const content = loadContent(contentOnDisk(project.root));
    expect(content.posts.find((post) => post.id === nextId)?.title).toBe('How to Spot a Phishing Email in 2026');
  });

  it('builds and checks as it is', async () => {
    expect((await site('check')).code).toBe(0);
  });

  it('lists, while it is a draft, the sentences to replace, and once published refuses each at its line', async () => {
    const file = 'content/blog/07-how-to-spot-a-phishing-email-in-2026.md';
    const lines = placeholderLines(await project.read(file));
    expect(lines.length).toBeGreaterThan(0);
    const draft = await site('check');
    expect(draft.code).toBe(0);
    expect(draft.stdout).toContain(
      `warning: ${file} (draft): ${lines.length} sentence(s) site new wrote are still to replace (lines ${lines.map(({ line }) => line).join(', ')}) before it is published`,
    );
    await project.withEdit(file, /^draft: true\n/m, '', async () => {
      const published = await site('check');
      expect(published.code).toBe(1);
      expect(problemsIn(published.stderr)).toEqual(
        placeholderLines(await project.read(file)).map(
          ({ line, column, sentence }) =>
            `${file}:${line}:${column}: text site new wrote for you to replace with the page's own: "${sentence}"`,
        ),
      );
    });
  });

  it('refuses an unknown author, suggesting the one meant and listing the choices', async () => {
    const { code, stderr } = await site(
      'new',
      'post',
      'Another post',
      '--author',
      'Marcus Delgad',
      '--category',
      'Security',
    );
    expect(code).toBe(1);
    expect(stderr.trim()).toMatch(
      /^Unknown author "Marcus Delgad" \(did you mean "Marcus Delgado"\?\): expected one of Marcus Delgado, /,
    );
  });

  it('outside a terminal, names the option to give and the choices, instead of asking', async () => {
    await expect(
      newPost(project.root, { title: 'No author given', category: 'Security' }, nobodyToAsk),
    ).rejects.toThrow(/^Give the author with --author: one of Marcus Delgado, /);
  });

  it('takes the answers of an editor in a terminal', async () => {
    const asked: string[] = [];
    const file = await newPost(project.root, { title: 'Asked for both' }, async (question, choices) => {
      asked.push(question);
      return choices[1];
    });
    expect(asked).toEqual(['Which author?', 'Which category?']);
    expect(file).toMatch(/^content\/blog\/\d+-asked-for-both\.md$/);
    expect(await project.read(file)).toContain('category: Productivity');
  });
  it('counts an id written in quotes, so the new post never repeats it', async () => {
    const quoted = 'content/blog/50-quoted-id.md';
    const existing = await project.read('content/blog/01-security-measures.md');
    await project.write(quoted, existing.replace(/^id: .*$/m, 'id: "50"'));
    try {
      const file = await newPost(project.root, {
        title: 'After a quoted id',
        author: 'Priya Raman',
        category: 'Security',
      });
      expect(file).toBe('content/blog/51-after-a-quoted-id.md');
      expect(await project.read(file)).toMatch(/^id: 51$/m);
    } finally {
      await rm(path.join(project.root, quoted));
    }
  });
});

describe('site new vendor', () => {
  it('writes a vendor page last in its category that validates and renders as it is', async () => {
    const file = await newVendor(
      project.root,
      { name: 'Acme Backup', category: 'cloud-infrastructure', website: 'https://acme.example' },
      nobodyToAsk,
    );
    expect(file).toBe('content/vendors/acme-backup.md');
    const content = loadContent(contentOnDisk(project.root));
    const vendor = content.vendors.find((entry) => entry.slug === 'acme-backup')!;
    expect(vendor.category.slug).toBe('cloud-infrastructure');
    expect(vendor.order).toBe(Math.max(...vendor.category.vendors.map((entry) => entry.order)));
    expect(vendor.draft).toBe(true);
    expect((await site('check')).code).toBe(0);
  });

  it('is a draft until its placeholder text is replaced: published with it, the check refuses each sentence at its line', async () => {
    const file = 'content/vendors/acme-backup.md';
    const text = await project.read(file);
    expect(text).toMatch(/^draft: true$/m);
    expect(placeholderLines(text).length).toBeGreaterThan(0);
    await project.withEdit(file, /^draft: true\n/m, '', async () => {
      const { code, stderr } = await site('check');
      expect(code).toBe(1);
      expect(problemsIn(stderr)).toEqual(
        placeholderLines(await project.read(file)).map(
          ({ line, column, sentence }) =>
            `${file}:${line}:${column}: text site new wrote for you to replace with the page's own: "${sentence}"`,
        ),
      );
    });
  });

  it('never overwrites a file', async () => {
    const { code, stderr } = await site(
      'new',
      'vendor',
      'Acme Backup',
      '--category',
      'cloud-infrastructure',
      '--website',
      'https://acme.example',
    );
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(
      'content/vendors/acme-backup.md already exists: choose another title, or edit that file',
    );
  });

  it('refuses an unknown category with the list of categories', async () => {
    await expect(newVendor(project.root, { name: 'Nowhere', category: 'gardening' }, nobodyToAsk)).rejects.toThrow(
      /^Unknown category "gardening": expected one of cloud-infrastructure, /,
    );
  });
});

describe('site new page', () => {
  it('writes content/pages/<slug>.md, a plain page at /<slug> with its title and a description, which checks as it is', async () => {
    const { code, stdout } = await site('new', 'page', 'Careers');
    expect(code).toBe(0);
    expect(stdout).toContain('Wrote content/pages/careers.md');
    const text = await project.read('content/pages/careers.md');
    expect(text).toMatch(/^title: "Careers"$/m);
    expect(text).toMatch(/^description: ".+"$/m);
    const page = loadContent(contentOnDisk(project.root)).plainPages.find((entry) => entry.slug === 'careers');
    expect(page?.title).toBe('Careers');
    expect(page?.html).toContain('<p>');
    expect((await site('check')).code).toBe(0);
  });

  it('never overwrites a file', () => {
    expect(() => newPage(project.root, { title: 'Careers' })).toThrow(
      'content/pages/careers.md already exists: choose another title, or edit that file',
    );
  });
});
