// docs/architecture.md's promise, kept: adding a kind of content is one entry in COLLECTIONS, its schema, a route
// and a template. In a copy of the project, case studies are added with exactly those four edits
// (and their content), with no type written by hand and no cast: the copy type-checks, and
// `site build` renders a case study's page, linked to the category it names. The route declares its
// page's social card and structured data: one that declares neither does not type-check, and the
// compiler names both.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyProject, type ProjectCopy } from '../support/project-copy.ts';

const run = promisify(execFile);

/** The four edits, as a developer would write them. */
const SCHEMA = `
// ---------------------------------------------------------------- case-studies/*.md

export const caseStudySchema = z.strictObject({
  ...pageMeta,
  client: text,
  category: text.describe('the name of a file in content/categories/, without .yaml'),
  order: z.int().positive(),
});
`;

const DECLARATION = `  caseStudies: defineCollection({
    source: { folder: 'content/case-studies', extension: '.md' },
    schema: schemas.caseStudySchema,
    references: { category: reference('categories', { listedAs: 'caseStudies', orderBy: 'order' }) },
    orderBy: 'order',
  }),
`;

const ROUTE = `    ...content.caseStudies.map((study) => ({ path: \`/case-studies/\${study.slug}\`, file: study.file, page: () => ({ meta: study, element: <CaseStudyPage study={study} />, card: namedCard('Case study', study, site), jsonLd: null }) })),
`;

/** The same route as it might be written first, elsewhere in the copy: no card, no structured data. */
const UNDECLARED_ROUTE = `import type { Content } from './cli/model/collections.ts';
import type { Route } from './cli/site/routes.tsx';
import { CaseStudyPage } from './templates/pages/CaseStudyPage.tsx';

export const caseStudyRoutes = (content: Content): Route[] =>
  content.caseStudies.map((study) => ({ path: \`/case-studies/\${study.slug}\`, file: study.file, page: () => ({ meta: study, element: <CaseStudyPage study={study} /> }) }));
`;

const TEMPLATE = `// A customer's story, beside the service category it used and the other stories of that category.
import type { Entry, SiteCollections } from '../../cli/model/collections.ts';
import { Prose } from '../parts/sections.tsx';
import { usePaths } from '../site-context.ts';

export function CaseStudyPage({ study }: { study: Entry<SiteCollections, 'caseStudies'> }) {
  const paths = usePaths();
  return (
    <article className="container">
      <h1>{study.title}</h1>
      <p className="case-study__client">{study.client}</p>
      <p>
        <a href={paths.category(study.category)}>{study.category.title}</a>: {study.category.caseStudies.length} stories,{' '}
        {study.category.vendors.length} vendors
      </p>
      <Prose html={study.html} />
      <p className="case-study__length">{study.words} words</p>
    </article>
  );
}
`;

/** Checked by the compiler with the rest of the copy: the derived types, as the template sees them. */
const TYPE_CHECKS = `import { expectTypeOf } from 'vitest';
import type { Category, Entry, SiteCollections } from './cli/model/collections.ts';

type CaseStudy = Entry<SiteCollections, 'caseStudies'>;
expectTypeOf<CaseStudy['category']>().toEqualTypeOf<Category>();
expectTypeOf<Category['caseStudies']>().toEqualTypeOf<CaseStudy[]>();
expectTypeOf<CaseStudy['client']>().toEqualTypeOf<string>();
expectTypeOf<CaseStudy['html']>().toEqualTypeOf<string>();
// @ts-expect-error: the schema has no such field, so neither has the entry
expectTypeOf<CaseStudy['budget']>().toBeString();
`;

const CASE_STUDY = `---
title: "How a clinic in Austin stopped a payroll phishing wave"
description: "Forty fake payroll messages in one week, and the verdicts that stopped every one."
client: "Hill Country Clinic"
category: security-solutions
order: 1
---

The clinic received **forty** fake payroll messages in one week.

## What we did

We turned on message verdicts for every mailbox.
`;

let project: ProjectCopy;
let outDir: string;
beforeAll(async () => {
  project = await copyProject();
  outDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'site-out-')), 'dist');

  const schemas = await project.read('cli/model/schemas.ts');
  await project.write('cli/model/schemas.ts', schemas + SCHEMA);
  await project.edit(
    'cli/model/collections.ts',
    /\n\}\);\n(?=[\s\S]*export type SiteCollections)/,
    `\n${DECLARATION}});\n`,
  );
  await project.edit(
    'cli/site/routes.tsx',
    /^(import .*\n)(?!import )/m,
    `$1import { CaseStudyPage } from '../../templates/pages/CaseStudyPage.tsx';\n`,
  );
  await project.edit('cli/site/routes.tsx', /^(\s*\.\.\.legal\.map\()/m, `${ROUTE}$1`);
  await project.write('templates/pages/CaseStudyPage.tsx', TEMPLATE);
  await project.write('case-study.types.ts', TYPE_CHECKS);
  await project.write('case-study.undeclared.tsx', UNDECLARED_ROUTE);
  await mkdir(path.join(project.root, 'content/case-studies'));
  await project.write('content/case-studies/austin-clinic.md', CASE_STUDY);
}, 60_000);
afterAll(async () => {
  await project.remove();
  await rm(path.dirname(outDir), { recursive: true, force: true });
});

describe('a kind of content added with one declaration, one schema, one route and one template', () => {
  it('needs no cast: none of the four edits has one', () => {
    for (const code of [SCHEMA, DECLARATION, ROUTE, TEMPLATE]) expect(code).not.toMatch(/\bas\s+(unknown|any|[A-Z{[])/);
  });

  it("type-checks: the entry type, its category and the category's list of case studies are derived; a route without a card and structured data does not", async () => {
    await project.write(
      'tsconfig.case-study.json',
      JSON.stringify({
        extends: './tsconfig.json',
        include: ['cli/site/routes.tsx', 'case-study.types.ts', 'case-study.undeclared.tsx'],
      }),
    );
    const checked = await run(
      path.join(project.root, 'node_modules/.bin/tsc'),
      ['--noEmit', '-p', 'tsconfig.case-study.json'],
      { cwd: project.root },
    ).then(
      () => '',
      (error: { stdout: string }) => error.stdout,
    );
    // The one error: the route that declares no card and no structured data, named with both.
    expect(checked.split('\n').filter((line) => / error TS\d+:/.test(line))).toEqual([
      expect.stringMatching(/^case-study\.undeclared\.tsx\(6,\d+\): error TS2322:/),
    ]);
    expect(checked).toContain("is missing the following properties from type 'Page': card, jsonLd");
  }, 240_000);

  it('is built: site build renders the case study, linked to its category', async () => {
    await run(process.execPath, ['cli/bin.js', 'build', '--out', outDir], {
      cwd: project.root,
      env: { ...process.env, SITE_URL: 'https://www.bluebonnetcyber.example' },
    });
    const html = await readFile(path.join(outDir, 'case-studies/austin-clinic.html'), 'utf8');
    expect(html).toContain('<title>How a clinic in Austin stopped a payroll phishing wave</title>');
    expect(html).toContain('<p class="case-study__client">Hill Country Clinic</p>');
    expect(html).toMatch(/<a href="\/services\/security-solutions">Security Solutions<\/a>: 1 stories, \d+ vendors/);
    expect(html).toContain('<strong>forty</strong>');
    expect(await readFile(path.join(outDir, 'sitemap.xml'), 'utf8')).toContain('/case-studies/austin-clinic</loc>');
  }, 240_000);
});
