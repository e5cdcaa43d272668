// A bad content file stops the build with the file, the field path and what was expected.
// The project's content is edited in memory for each case (tests/support/content-in-memory.ts).
import yaml from 'js-yaml';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadContent, ParseCache } from '../../cli/model/load.ts';
import { PATHS } from '../../cli/site/routes.tsx';
import { ContentInMemory } from '../support/content-in-memory.ts';
import { placedProblemsOf, thrownBy } from '../support/content-problems.ts';
import { ContentError } from '../../cli/model/errors.ts';

const POST = 'content/blog/03-it-management-costs.md';
const OTHER_POST = 'content/blog/01-security-measures.md';
let content: ContentInMemory;

beforeEach(() => {
  content = ContentInMemory.ofFixture();
});

/** The line of a file that starts with `start`, counted from 1. */
const lineOf = (edited: ContentInMemory, file: string, start: string) =>
  edited
    .text(file)
    .split('\n')
    .findIndex((line) => line.startsWith(start)) + 1;

/** Every problem's line, with its place in the file left out (see 'places each problem' below). */
function problemsOf(edited: ContentInMemory): string[] {
  return placedProblemsOf(edited).map((line) => line.replace(/^([^:\s]+):\d+:\d+: /, '$1: '));
}

describe('content validation', () => {
  it('names the file and the missing field: "content/blog/03-it-management-costs.md: author: Required"', async () => {
    content.edit(POST, /^author: .*\n/m, '');
    expect(problemsOf(content)).toEqual([`${POST}: author: Required`]);
  });

  it('reports a field of the wrong type with what was expected', async () => {
    content.edit(POST, /^id: 3$/m, 'id: three');
    const [problem] = problemsOf(content);
    expect(problem).toMatch(new RegExp(`^${POST}: id: .*expected (int|number), received string`));
  });

  it('reports an unknown blog category with the six allowed ones', async () => {
    content.edit(POST, /^category: .*$/m, 'category: Gardening');
    expect(problemsOf(content)).toEqual([
      `${POST}: category: Unknown category "Gardening": expected one of Security, Productivity, IT Management, Cloud Services, Email Security, Compliance`,
    ]);
  });

  it('reports a vendor in a category that does not exist', async () => {
    content.edit('content/vendors/okta.md', /^category: .*$/m, 'category: identity');
    const [problem] = problemsOf(content);
    expect(problem).toMatch(
      /^content\/vendors\/okta\.md: category: Unknown category "identity": expected one of .*security-solutions/,
    );
  });

  it('refuses a hero lead longer than three lines beside its drawing, saying where the rest goes', async () => {
    content.edit(
      'content/vendors/xero.md',
      /^ {2}description: >-$/m,
      `  description: ${'Xero keeps the books. '.repeat(9)}\n  old: >-`,
    );
    content.edit('content/vendors/xero.md', /^ {2}old: >-\n( {4}.*\n)+/m, '');
    expect(problemsOf(content)).toEqual([
      'content/vendors/xero.md: hero.description: Keep the hero lead to about three lines: 170 characters at most (put the rest in the page body)',
    ]);
  });

  it('places an office on the map only inside Texas', async () => {
    content.edit('content/site.yaml', /latitude: 32\.78/, 'latitude: 40.71');
    expect(problemsOf(content)).toEqual([
      'content/site.yaml: offices.0.latitude: Expected a latitude inside Texas (25.8 to 36.5)',
    ]);
  });

  it('reports a duplicate blog id naming both files', async () => {
    content.edit(POST, /^id: 3$/m, 'id: 2');
    expect(problemsOf(content)).toEqual([
      `${POST}: id: Duplicate id 2, also used by content/blog/02-productivity-suites.md`,
    ]);
  });

  it('reports broken YAML at its line and column', async () => {
    content.edit('content/pages/about.yaml', /^description: >-$/m, 'description: [unclosed');
    const [problem] = placedProblemsOf(content);
    expect(problem).toMatch(/^content\/pages\/about\.yaml:\d+:\d+: Invalid YAML: /);
  });

  it('reports broken frontmatter in a markdown file', async () => {
    content.edit('content/vendors/okta.md', /^order: 2$/m, 'order: [2');
    const [problem] = placedProblemsOf(content);
    expect(problem).toMatch(/^content\/vendors\/okta\.md:\d+:\d+: Invalid YAML frontmatter: /);
  });

  it("counts a frontmatter mistake's line from the top of the file", async () => {
    // Line 4 is `order: 2`; the indented line after it is line 5 of okta.md.
    content.edit('content/vendors/okta.md', /^order: 2$/m, 'order: 2\n  bad: x');
    expect(placedProblemsOf(content)).toEqual([
      'content/vendors/okta.md:5:6: Invalid YAML frontmatter: bad indentation of a mapping entry',
    ]);
  });

  it('reports a misspelt field instead of ignoring it', async () => {
    content.edit(POST, /^author: /m, 'autor: ');
    expect(problemsOf(content)).toEqual([
      `${POST}: author: Required`,
      `${POST}: Unrecognized key "autor": did you mean "author"?`,
    ]);
  });

  it('suggests the key meant for a misspelt nested one, and nothing for a key like no other', async () => {
    content.edit(
      'content/site.yaml',
      'headerCta: { label: Get a Quote, href: /contact }',
      'headerCta: { label: Get a Quote, hreff: /contact, colour: red }',
    );
    expect(problemsOf(content)).toEqual([
      'content/site.yaml: headerCta.href: Required',
      'content/site.yaml: headerCta: Unrecognized key "hreff": did you mean "href"?',
      'content/site.yaml: headerCta: Unrecognized key "colour"',
    ]);
  });

  it('places each problem at the line and column of its key, when the key is written', async () => {
    content.edit(POST, /^category: .*$/m, 'category: Gardening');
    content.edit(POST, /^author: /m, 'athor: ');
    const problems = placedProblemsOf(content);
    const post = content.text(POST).split('\n');
    const lineOf = (start: string) => post.findIndex((line) => line.startsWith(start)) + 1;
    expect(problems).toContainEqual(
      expect.stringMatching(new RegExp(`^${POST}:${lineOf('category:')}:1: category: Unknown category "Gardening"`)),
    );
    expect(problems).toContainEqual(`${POST}:${lineOf('athor:')}:1: Unrecognized key "athor": did you mean "author"?`);
    // A missing key has no place: the file alone.
    expect(problems).toContainEqual(`${POST}: author: Required`);
  });

  it('places a problem inside a list and a mapping, counting columns from 1', async () => {
    content.edit('content/site.yaml', /latitude: 32\.78/, 'latitude: 40.71');
    const problems = placedProblemsOf(content);
    const site = content.text('content/site.yaml').split('\n');
    const latitude = site.findIndex((line) => line.includes('latitude: 40.71'));
    expect(problems).toContainEqual(
      `content/site.yaml:${latitude + 1}:${site[latitude]!.indexOf('latitude') + 1}: offices.0.latitude: Expected a latitude inside Texas (25.8 to 36.5)`,
    );
  });

  it('reports an unknown token and an unknown icon', async () => {
    content.edit('content/pages/about.yaml', 'About Us | {{brand}}', 'About Us | {{brnad}}');
    content.edit('content/pages/about.yaml', 'icon: sparkles', 'icon: sparkle');
    const problems = problemsOf(content);
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^content\/pages\/about\.yaml: title: Unknown token \{\{brnad\}\}: expected one of \{\{brand\}\}, /,
      ),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^content\/pages\/about\.yaml: different\.points\.0\.icon: Unknown icon "sparkle" \(did you mean "sparkles"\?\): expected one of /,
      ),
    );
  });

  it('reports an unknown token again after another file is edited, as `site serve` loads again', async () => {
    const cache = new ParseCache();
    content.edit(POST, /^title: "?/m, '$&{{brnad}} ');
    expect(thrownBy(() => loadContent(content, cache))).toBeInstanceOf(ContentError);
    content.edit('content/blog/01-security-measures.md', /^title: "?/m, '$&Edited: ');
    cache.onlyChanged(['content/blog/01-security-measures.md']);
    const error = thrownBy(() => loadContent(content, cache));
    expect(error).toBeInstanceOf(ContentError);
    expect((error as ContentError).message).toMatch(
      /03-it-management-costs\.md:\d+:\d+: title: Unknown token \{\{brnad\}\}/,
    );
  });

  it('refuses a file name that cannot be an address, saying what to rename it to', async () => {
    content.write('content/vendors/Acme Corp.md', content.text('content/vendors/okta.md'));
    content.write('content/vendors/AWS.md', content.text('content/vendors/aws.md'));
    // Each copy also repeats its original's order in its category: not what this test is about.
    const problems = problemsOf(content).filter((line) => !line.includes(': order: Duplicate order'));
    expect(problems).toEqual([
      'content/vendors/AWS.md: File name "AWS" is not an address (lowercase letters, digits and single hyphens): rename it to aws.md',
      'content/vendors/Acme Corp.md: File name "Acme Corp" is not an address (lowercase letters, digits and single hyphens): rename it to acme-corp.md',
    ]);
  });

  it('reports a post by an author who is not in content/authors.yaml', async () => {
    content.edit(POST, /^author: .*$/m, 'author: Jane Doe');
    const [problem] = problemsOf(content);
    expect(problem).toMatch(
      /^content\/blog\/03-it-management-costs\.md: author: Unknown author "Jane Doe": expected one of Marcus Delgado, /,
    );
  });

  it('reports a broken content/authors.yaml once, not once for every post by its authors', async () => {
    content.edit('content/authors.yaml', /^Priya Raman:$/m, 'Priya Raman: [');
    const problems = problemsOf(content);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^content\/authors\.yaml: Invalid YAML: /);
  });

  it('reports an author of the wrong shape in content/authors.yaml, and nothing about the posts', async () => {
    content.edit('content/authors.yaml', /^ {2}role: Managed Services Lead\n/m, '');
    expect(problemsOf(content)).toEqual(['content/authors.yaml: Jordan Ellis.role: Required']);
  });

  it("reports only the vendors of a category file that exists but has a mistake, as that file's problem", async () => {
    content.edit('content/categories/security-solutions.yaml', /^order: .*$/m, 'order: first');
    const problems = problemsOf(content);
    expect(problems).toEqual([expect.stringMatching(/^content\/categories\/security-solutions\.yaml: order: /)]);
  });

  it('counts a text made only of invisible characters (zero-width space, joiners, BOM) as empty', async () => {
    for (const invisible of ['\u200B', '\u200C\u200D', ' \u2060 ', '\uFEFF']) {
      await content.withEdit('content/pages/home.yaml', /^title: .*$/m, `title: "${invisible}"`, async () => {
        expect(problemsOf(content)).toEqual(['content/pages/home.yaml: title: Required: a non-empty text']);
      });
    }
  });

  it('refuses an author named only with invisible characters, in content/authors.yaml and in a post', async () => {
    content.edit(POST, /^author: .*$/m, 'author: "\u200B"');
    content.write(
      'content/authors.yaml',
      `${content.text('content/authors.yaml')}\u200B:\n  role: Ghost\n  bio: Nobody at all.\n`,
    );
    const problems = placedProblemsOf(content);
    const authors = content.text('content/authors.yaml').split('\n');
    expect(problems).toEqual([
      `content/authors.yaml:${authors.findIndex((line) => line.startsWith('\u200B:')) + 1}:1: Required: a name with letters, not only spaces or invisible characters`,
      expect.stringMatching(new RegExp(`^${POST}:\\d+:1: author: Required: a non-empty text$`)),
    ]);
  });

  it('reports a missing file and a missing folder, naming each', async () => {
    content.remove('content/authors.yaml');
    for (const file of content.list('content/legal')!) content.remove(`content/legal/${file}`);
    expect(problemsOf(content)).toEqual([
      'content/authors.yaml: Missing: this file or folder must exist',
      'content/legal: Missing: this file or folder must exist',
    ]);
  });

  it('reports every problem of every file in one run', async () => {
    content.edit(POST, /^author: .*\n/m, '');
    content.edit('content/vendors/okta.md', /^category: .*$/m, 'category: identity');
    content.edit('content/pages/home.yaml', /^title: .*$/m, 'title: ""');
    const problems = problemsOf(content);
    expect(problems).toEqual(
      expect.arrayContaining([
        `${POST}: author: Required`,
        'content/pages/home.yaml: title: Required: a non-empty text',
        expect.stringMatching(/^content\/vendors\/okta\.md: category: Unknown category/),
      ]),
    );
  });

  it('suggests the author, the blog category and the vendor category meant for a misspelt one', async () => {
    const authors = Object.keys(yaml.load(content.text('content/authors.yaml')) as object);
    const author = authors[0]!;
    // Another post: a post whose own fields are wrong is not looked up in authors.yaml.
    content.edit(OTHER_POST, /^author: .*$/m, `author: ${author.slice(0, -1)}`);
    content.edit(POST, /^category: .*$/m, 'category: Securty');
    content.edit('content/vendors/okta.md', /^category: .*$/m, 'category: security-solution');
    const categories = content.list('content/categories')!.map((file) => file.replace(/\.yaml$/, ''));
    expect(placedProblemsOf(content)).toEqual([
      `content/vendors/okta.md:${lineOf(content, 'content/vendors/okta.md', 'category:')}:1: category: Unknown category "security-solution" (did you mean "security-solutions"?): expected one of ${categories.sort().join(', ')} (content/categories/)`,
      `${POST}:${lineOf(content, POST, 'category:')}:1: category: Unknown category "Securty" (did you mean "Security"?): expected one of Security, Productivity, IT Management, Cloud Services, Email Security, Compliance`,
      `${OTHER_POST}:${lineOf(content, OTHER_POST, 'author:')}:1: author: Unknown author "${author.slice(0, -1)}" (did you mean "${author}"?): expected one of ${authors.join(', ')} (content/authors.yaml)`,
    ]);
  });

  it('says a field left out is required, never that "undefined" is not one of the choices', async () => {
    content.edit(POST, /^category: .*\n/m, '');
    content.edit('content/categories/crm-sales.yaml', /^icon: .*\n/m, '');
    expect(placedProblemsOf(content)).toEqual([
      'content/categories/crm-sales.yaml: icon: Required',
      `${POST}: category: Required`,
    ]);
    const site = ContentInMemory.ofFixture();
    site.edit(
      'content/site.yaml',
      'headerCta: { label: Get a Quote, href: /contact }',
      'headerCta: { label: Get a Quote }',
    );
    expect(placedProblemsOf(site)).toEqual(['content/site.yaml: headerCta.href: Required']);
  });

  it('repeats a wrong date and says what is wrong with it: a day that does not exist, or not YYYY-MM-DD', async () => {
    const line = lineOf(content, POST, 'date:');
    const dated = (date: string) => {
      const edited = ContentInMemory.ofFixture();
      edited.edit(POST, /^date: .*$/m, `date: ${date}`);
      return placedProblemsOf(edited);
    };
    expect(dated('2026-02-30')).toEqual([`${POST}:${line}:1: date: 2026-02-30 does not exist`]);
    expect(dated('2026/02/03')).toEqual([
      `${POST}:${line}:1: date: 2026/02/03 is not a date as YYYY-MM-DD (such as 2026-02-03)`,
    ]);
    expect(dated('3 Feb 2026')).toEqual([
      `${POST}:${line}:1: date: 3 Feb 2026 is not a date as YYYY-MM-DD (such as 2026-02-03)`,
    ]);
    content.edit(POST, /^date: .*\n/m, '');
    expect(placedProblemsOf(content)).toEqual([`${POST}: date: Required`]);
  });

  it('places a YAML syntax error at its line and column, and says to quote a title with ": " in it', async () => {
    content.edit(POST, /^title: .*$/m, 'title: Backups: a guide');
    const lines = content.text(POST).split('\n');
    const line = lines.findIndex((text) => text.startsWith('title:'));
    expect(placedProblemsOf(content)).toEqual([
      `${POST}:${line + 1}:${lines[line]!.lastIndexOf(':') + 1}: Invalid YAML frontmatter: bad indentation of a mapping entry (a text with ": " in it needs quotes: title: "Backups: a guide")`,
    ]);
  });

  it('makes a new blog post from a new file, with nothing else to edit', async () => {
    // An id no post has yet, whatever posts the editors have added.
    const id = Math.max(...loadContent(content).posts.map((p) => p.id)) + 1;
    content.write(`content/blog/new-post-${id}.md`, content.text(POST).replace(/^id: 3$/m, `id: ${id}`));
    const loaded = loadContent(content);
    expect(loaded.posts.map((p) => PATHS.post(p))).toContain(`/blog/${id}`);
  });
});
