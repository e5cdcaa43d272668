// The editors' JSON Schemas (.vscode/schemas, made from the zod schemas) accept every real content
// file and refuse a wrong one, as the build does. How they are written and wired up for VS Code:
// tests/cli/editor-schemas.test.ts.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { contentJsonSchemas, type SchemaFile } from '../../cli/model/json-schemas.ts';
import { splitFrontmatter } from '../../cli/model/frontmatter.ts';
import { FIXTURE_CONTENT, projectRoot } from '../support/project-copy.ts';

const schemas = contentJsonSchemas(projectRoot);
// The schemas name formats (email, uri, date), which ajv alone does not know: it would let any string
// through them, and warn of each on every run.
const ajv = addFormats(new Ajv({ allErrors: true, strict: false }));

/** The files a schema applies to: its globs are a file or a folder's `*.ext`. */
function filesOf({ appliesTo }: SchemaFile): string[] {
  return appliesTo.flatMap((glob) => {
    if (!glob.includes('*')) return [glob];
    const [folder, extension] = [path.dirname(glob), path.extname(glob)];
    return readdirSync(path.join(projectRoot, folder))
      .filter((file) => file.endsWith(extension))
      .map((file) => `${folder}/${file}`);
  });
}

/** A content file's data as an editor's tools read it: YAML, or a markdown file's front matter. */
function dataOf(file: string, text = readFileSync(path.join(projectRoot, file), 'utf8')): unknown {
  return yaml.load(file.endsWith('.md') ? splitFrontmatter(text).frontmatter : text, { schema: yaml.CORE_SCHEMA });
}

const schemaFor = (file: string) => schemas.find((schema) => filesOf(schema).includes(file))!;
const errorsOf = (file: string, data: unknown) => {
  const validate = ajv.compile(schemaFor(file).schema);
  return validate(data) ? [] : validate.errors!.map((error) => `${error.instancePath} ${error.message}`);
};

describe('the JSON Schemas of content files', () => {
  it('cover every content file, each by exactly one schema', () => {
    const covered = schemas.flatMap(filesOf);
    expect(new Set(covered).size).toBe(covered.length);
    const all = [
      'content/site.yaml',
      'content/authors.yaml',
      ...['pages', 'categories', 'vendors', 'blog', 'legal'].flatMap((folder) =>
        readdirSync(path.join(projectRoot, 'content', folder)).map((file) => `content/${folder}/${file}`),
      ),
    ];
    expect(covered.sort()).toEqual(all.filter((file) => /\.(ya?ml|md)$/.test(file)).sort());
  });

  it('accept every real content file', () => {
    for (const schema of schemas)
      for (const file of filesOf(schema)) expect(errorsOf(file, dataOf(file)), file).toEqual([]);
  });

  it('refuse a misspelt key, an unknown author or category, and a missing field, as the build does', () => {
    const post = 'content/blog/03-it-management-costs.md';
    // The engine's fixture (a post and a vendor editors may have changed in content/).
    const fixture = (file: string) =>
      readFileSync(path.join(projectRoot, FIXTURE_CONTENT, file.slice('content/'.length)), 'utf8');
    const text = fixture(post);
    const wrong = dataOf(
      post,
      text
        .replace(/^author: .*$/m, 'author: Jane Doe')
        .replace(/^category: .*$/m, 'category: Gardening')
        .replace(/^title: /m, 'titel: '),
    ) as object;
    const errors = errorsOf(post, wrong);
    expect(errors).toContainEqual('/author must be equal to one of the allowed values');
    expect(errors).toContainEqual('/category must be equal to one of the allowed values');
    expect(errors).toContainEqual(" must have required property 'title'");
    expect(errors).toContainEqual(' must NOT have additional properties');
    const vendor = 'content/vendors/okta.md';
    expect(errorsOf(vendor, { ...(dataOf(vendor, fixture(vendor)) as object), category: 'identity' })).toContainEqual(
      '/category must be equal to one of the allowed values',
    );
  });

  it('refuse an address the formats refuse: an e-mail whose domain ends a label in a hyphen, a link that is no URL', () => {
    const site = dataOf('content/site.yaml') as { contact: object; social: object[] };
    const wrong = {
      ...site,
      contact: { ...site.contact, email: 'hello@bluebonnetcyber-.example' },
      social: [{ ...site.social[0], href: 'www.linkedin.com/company/bluebonnet' }, ...site.social.slice(1)],
    };
    const errors = errorsOf('content/site.yaml', wrong);
    expect(errors).toContainEqual('/contact/email must match format "email"');
    expect(errors).toContainEqual('/social/0/href must match format "uri"');
  });

  it('describe their fields for hover text, and list the authors of content/authors.yaml', () => {
    const posts = schemas.find((schema) => schema.file.endsWith('posts.schema.json'))!.schema as {
      properties: Record<string, { description?: string; enum?: string[] }>;
    };
    expect(posts.properties.author!.enum).toEqual(Object.keys(dataOf('content/authors.yaml') as object));
    for (const field of ['title', 'description', 'date', 'draft', 'cta'])
      expect(posts.properties[field]!.description, field).toBeTruthy();
  });
});
