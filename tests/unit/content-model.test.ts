// The content model: a collection is one declaration and one schema, and the type of its entries is
// derived from them (references resolved, referrers listed, a markdown body's fields), never written
// by hand. The expectTypeOf lines are checked by `npx tsc --noEmit`, which covers tests/; the rest
// runs in vitest. tests/build/new-collection.test.ts adds a route and a template and builds the site.
import { z } from 'zod';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  COLLECTIONS,
  defineCollection,
  defineCollections,
  reference,
  type Author,
  type BlogPost,
  type Category,
  type Entry,
  type LegalPage,
  type MarkdownFields,
  type Vendor,
} from '../../cli/model/collections.ts';
import { ContentError } from '../../cli/model/errors.ts';
import { loadContent, loadContentOf } from '../../cli/model/load.ts';
import { thrownBy } from '../support/content-problems.ts';
import { ContentInMemory } from '../support/content-in-memory.ts';

/** A customer's story: what a test adds to the site's collections. */
const caseStudySchema = z.strictObject({
  title: z.string(),
  description: z.string(),
  client: z.string(),
  category: z.string().describe('the name of a file in content/categories/, without .yaml'),
  order: z.int().positive(),
});

const WITH_CASE_STUDIES = defineCollections({
  ...COLLECTIONS,
  caseStudies: defineCollection({
    source: { folder: 'content/case-studies', extension: '.md' },
    schema: caseStudySchema,
    references: { category: reference('categories', { listedAs: 'caseStudies', orderBy: 'order' }) },
    unique: ['order'],
    orderBy: 'order',
  }),
});
type CaseStudy = Entry<typeof WITH_CASE_STUDIES, 'caseStudies'>;

const study = (order: number, category: string) =>
  [
    '---',
    `title: "Case study ${order}"`,
    'description: "How a clinic in Austin stopped a payroll phishing wave."',
    'client: "Hill Country Clinic"',
    `category: ${category}`,
    `order: ${order}`,
    '---',
    '',
    'The clinic received **forty** fake payroll messages in one week.',
    '',
    '## What we did',
    '',
    'We turned on message verdicts for every mailbox.',
    '',
  ].join('\n');

/** The project's content, in memory, with two case studies in a new folder. */
function withCaseStudies(): ContentInMemory {
  const content = ContentInMemory.ofFixture();
  content.write('content/case-studies/clinic.md', study(2, 'security-solutions'));
  content.write('content/case-studies/bakery.md', study(1, 'security-solutions'));
  return content;
}

const project = withCaseStudies();

describe('a collection declared with a schema and a reference', () => {
  it('loads its entries with the category itself in the reference field, and the category lists them in order', async () => {
    const content = loadContentOf(project, WITH_CASE_STUDIES);
    const security = content.categories.find((category) => category.slug === 'security-solutions')!;

    expect(content.caseStudies.map((entry) => entry.slug)).toEqual(['bakery', 'clinic']);
    const clinic = content.caseStudies[1]!;
    expect(clinic.category).toBe(security);
    expect(security.caseStudies).toEqual([content.caseStudies[0], clinic]);
    expect(
      content.categories
        .filter((category) => category !== security)
        .every((category) => category.caseStudies.length === 0),
    ).toBe(true);
    expect(clinic).toMatchObject({ file: 'content/case-studies/clinic.md', client: 'Hill Country Clinic', order: 2 });
    expect(clinic.html).toContain('<strong>forty</strong>');
    expect(clinic.sections).toHaveLength(2);
    // The site's own collections load as before beside it.
    expect(content.vendors.length).toBeGreaterThan(0);
    expect(content.vendors[0]!.category.vendors).toContain(content.vendors[0]);
  });

  it('has its entry type derived: the schema fields, the referenced entry, the referrer lists, a markdown body', async () => {
    const content = loadContentOf(project, WITH_CASE_STUDIES);
    expectTypeOf(content.caseStudies).toEqualTypeOf<CaseStudy[]>();
    expectTypeOf<CaseStudy['client']>().toEqualTypeOf<string>();
    expectTypeOf<CaseStudy['order']>().toEqualTypeOf<number>();
    expectTypeOf<CaseStudy['category']>().toEqualTypeOf<Entry<typeof WITH_CASE_STUDIES, 'categories'>>();
    expectTypeOf<CaseStudy['category']['caseStudies']>().toEqualTypeOf<CaseStudy[]>();
    expectTypeOf<CaseStudy['category']['vendors'][number]['category']['title']>().toEqualTypeOf<string>();
    expectTypeOf<CaseStudy>().toExtend<MarkdownFields & { file: string; slug: string }>();
    // A category of the site's own table has no case studies to list.
    expectTypeOf<Category>().not.toHaveProperty('caseStudies');
  });

  it('reports a case study naming an unknown category with the one meant and the choices, as any reference is', async () => {
    const withTypo = withCaseStudies();
    withTypo.write('content/case-studies/typo.md', study(3, 'security-solution'));
    const error = thrownBy(() => loadContentOf(withTypo, WITH_CASE_STUDIES));
    expect(error).toBeInstanceOf(ContentError);
    expect(String(error)).toMatch(
      /content\/case-studies\/typo\.md:\d+:\d+: category: Unknown category "security-solution" \(did you mean "security-solutions"\?\): expected one of .*security-solutions.* \(content\/categories\/\)/,
    );
  });

  it('is refused when it names a collection declared after it: the table is the load order', async () => {
    const { authors, ...rest } = COLLECTIONS;
    const backwards = defineCollections({ ...rest, authors });
    expect(() => loadContentOf(project, backwards)).toThrow(
      'The collection "posts" refers to "authors" (its field author): declare "authors" before "posts"',
    );
  });

  it('is checked when declared: a reference names a field of the schema and a collection of the table', () => {
    const declare = () =>
      defineCollection({
        source: { folder: 'content/case-studies', extension: '.md' },
        schema: caseStudySchema,
        // @ts-expect-error: 'categry' is not a field of the schema
        references: { categry: reference('categories') },
      });
    const clients = defineCollection({
      source: { folder: 'content/case-studies', extension: '.md' },
      schema: caseStudySchema,
      references: { category: reference('clients') },
    });
    // @ts-expect-error: there is no collection 'clients' to name
    const table = () => defineCollections({ ...COLLECTIONS, caseStudies: clients });
    expect([declare, table]).toHaveLength(2);
  });
});

describe("the site's own collections", () => {
  it('keep the names templates use, as the types derived from their declarations', async () => {
    const content = loadContent(project);
    expectTypeOf(content.authors).toEqualTypeOf<Author[]>();
    expectTypeOf(content.posts).toEqualTypeOf<BlogPost[]>();
    expectTypeOf(content.legal).toEqualTypeOf<LegalPage[]>();
    expectTypeOf<Vendor['category']>().toEqualTypeOf<Category>();
    expectTypeOf<Category['vendors']>().toEqualTypeOf<Vendor[]>();
    expectTypeOf<BlogPost['author']>().toEqualTypeOf<Author>();
    // An author is one key of authors.yaml: its name is that key.
    expectTypeOf<Author['name']>().toEqualTypeOf<string>();
    expectTypeOf<Author>().not.toHaveProperty('html');
    expect(content.posts[0]!.author).toBe(
      content.authors.find((author) => author.name === content.posts[0]!.author.name),
    );
  });
});
