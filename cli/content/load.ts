// Reads every file under content/ once, validates it against its schema and resolves tokens and
// cross-references (a vendor's category, a post's author, unique blog ids). The result is the only
// input of the templates; nothing downstream reads the disk.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import yaml from 'js-yaml';
import type { z } from 'zod';
import { editorFriendlyErrors, ProblemList, problemsFromZod } from './errors.ts';
import { markdownToHtml, readTimeMinutes } from './markdown.ts';
import * as schemas from './schemas.ts';
import { replaceTokens, replaceTokensDeep, tokenValuesFrom, type TokenValues } from './tokens.ts';

export interface Category extends schemas.CategoryData {
  slug: string;
  href: string;
  vendors: Vendor[];
}
export interface Vendor extends schemas.VendorData {
  slug: string;
  href: string;
  bodyHtml: string;
}
export interface BlogPost extends schemas.BlogPostData {
  file: string;
  href: string;
  html: string;
  readTimeMinutes: number;
  authorRole: string;
  authorBio: string;
}
export interface LegalPage extends schemas.LegalPageData {
  slug: string;
  href: string;
  html: string;
}
export interface Content {
  site: schemas.Site;
  pages: {
    home: schemas.HomePage;
    about: schemas.AboutPage;
    contact: schemas.ContactPage;
    services: schemas.ServicesPage;
    blog: schemas.BlogPage;
    notFound: schemas.NotFoundPage;
  };
  categories: Category[];
  vendors: Vendor[];
  posts: BlogPost[];
  legal: LegalPage[];
}

interface SourceFile {
  /** Path relative to the project root, as an editor would name it: content/blog/01-x.md */
  name: string;
  slug: string;
  text: string;
}

export async function loadContent(projectRoot: string): Promise<Content> {
  const problems = new ProblemList();
  const read = (dir: string, extension: string) => readFolder(projectRoot, dir, extension, problems);
  const siteFiles = readNamed(projectRoot, 'content/site.yaml', problems);
  const authorFiles = readNamed(projectRoot, 'content/authors.yaml', problems);
  const pageFiles = read('content/pages', '.yaml');
  const categoryFiles = read('content/categories', '.yaml');
  const vendorFiles = read('content/vendors', '.md');
  const postFiles = read('content/blog', '.md');
  const legalFiles = read('content/legal', '.md');
  problems.throwIfAny();

  // site.yaml first: its values are the tokens every other file may use.
  const site = parseYamlFile(siteFiles[0]!, schemas.siteSchema, new Map(), problems);
  problems.throwIfAny();
  const tokens = tokenValuesFrom(site!);
  const yamlFile = <S extends z.ZodType>(file: SourceFile, schema: S) => parseYamlFile(file, schema, tokens, problems);
  const markdownFile = <S extends z.ZodType>(file: SourceFile, schema: S) =>
    parseMarkdownFile(file, schema, tokens, problems);

  // Files that failed validation are left out below, so that cross-file checks still run on the
  // others and one build reports every mistake.
  const authors = yamlFile(authorFiles[0]!, schemas.authorsSchema);
  const pages = loadPages(pageFiles, yamlFile, problems);

  const categories: Category[] = categoryFiles
    .map((file) => ({ file, data: yamlFile(file, schemas.categorySchema) }))
    .filter((entry) => entry.data !== undefined)
    .map(({ file, data }) => ({ ...data!, slug: file.slug, href: `/services/${file.slug}`, vendors: [] as Vendor[] }))
    .sort((a, b) => a.order - b.order);
  const categoryBySlug = new Map(categories.map((category) => [category.slug, category]));

  const vendors: Vendor[] = [];
  for (const file of vendorFiles) {
    const parsed = markdownFile(file, schemas.vendorSchema);
    if (!parsed) continue;
    const vendor: Vendor = {
      ...parsed.data,
      slug: file.slug,
      href: `/services/${file.slug}`,
      bodyHtml: parsed.body.trim() ? markdownToHtml(parsed.body) : '',
    };
    if (!vendor.flagship && !vendor.website) problems.add(file.name, 'website', 'Required for every vendor but the flagship');
    const category = categoryBySlug.get(vendor.category);
    if (category) category.vendors.push(vendor);
    else if (categoryFiles.every((categoryFile) => categoryFile.slug !== vendor.category)) {
      problems.add(file.name, 'category', `Unknown category "${vendor.category}": expected one of ${categoryFiles.map((f) => f.slug).join(', ')}`);
    }
    vendors.push(vendor);
  }
  for (const category of categories) {
    category.vendors.sort((a, b) => a.order - b.order);
    reportDuplicates(category.vendors, (vendor) => vendor.order, (vendor, other) =>
      problems.add(`content/vendors/${vendor.slug}.md`, 'order', `Duplicate order ${vendor.order} in category "${category.slug}", also used by content/vendors/${other.slug}.md`),
    );
  }
  reportDuplicates(categories, (category) => category.anchor, (category, other) =>
    problems.add(`content/categories/${category.slug}.yaml`, 'anchor', `Duplicate anchor "${category.anchor}", also used by content/categories/${other.slug}.yaml`),
  );

  const posts: BlogPost[] = [];
  for (const file of postFiles) {
    const parsed = markdownFile(file, schemas.blogPostSchema);
    if (!parsed) continue;
    const { data, body } = parsed;
    const author = authors?.[data.author];
    if (authors && !author) {
      problems.add(file.name, 'author', `Unknown author "${data.author}": expected one of ${Object.keys(authors).join(', ')} (content/authors.yaml)`);
    }
    posts.push({
      ...data,
      file: file.name,
      href: `/blog/${data.id}`,
      html: markdownToHtml(body),
      readTimeMinutes: readTimeMinutes(body),
      authorRole: author?.role ?? '',
      authorBio: author?.bio ?? '',
    });
  }
  posts.sort((a, b) => a.id - b.id);
  reportDuplicates(posts, (post) => post.id, (post, other) =>
    problems.add(post.file, 'id', `Duplicate blog id ${post.id}, also used by ${other.file}`),
  );

  const legal: LegalPage[] = [];
  for (const file of legalFiles) {
    const parsed = markdownFile(file, schemas.legalPageSchema);
    if (parsed) legal.push({ ...parsed.data, slug: file.slug, href: `/${file.slug}`, html: markdownToHtml(parsed.body) });
  }

  problems.throwIfAny();
  return { site: site!, pages: pages as Content['pages'], categories, vendors, posts, legal };
}

// ---------------------------------------------------------------- reading

// Reading is synchronous: for hundreds of small files it is faster than a thread-pool trip each.
function readNamed(root: string, name: string, problems: ProblemList): SourceFile[] {
  try {
    const text = readFileSync(path.join(root, name), 'utf8');
    return [{ name, slug: path.basename(name, path.extname(name)), text }];
  } catch (error) {
    problems.add(name, '', describeReadError(error));
    return [];
  }
}

function readFolder(root: string, dir: string, extension: string, problems: ProblemList): SourceFile[] {
  let entries: string[];
  try {
    entries = readdirSync(path.join(root, dir)).filter((entry) => entry.endsWith(extension)).sort();
  } catch (error) {
    problems.add(dir, '', describeReadError(error));
    return [];
  }
  return entries.map((entry) => ({
    name: `${dir}/${entry}`,
    slug: path.basename(entry, extension),
    text: readFileSync(path.join(root, dir, entry), 'utf8'),
  }));
}

function describeReadError(error: unknown): string {
  return (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'Missing: this file or folder must exist' : String(error);
}

// ---------------------------------------------------------------- parsing

function parseYamlFile<S extends z.ZodType>(
  file: SourceFile,
  schema: S,
  tokens: TokenValues,
  problems: ProblemList,
): z.infer<S> | undefined {
  let raw: unknown;
  try {
    raw = parseYaml(file.text);
  } catch (error) {
    problems.add(file.name, '', `Invalid YAML ${describeYamlError(error, 0)}`);
    return undefined;
  }
  return validate(file.name, resolveTokens(file.name, raw, tokens, problems), schema, problems);
}

function parseMarkdownFile<S extends z.ZodType>(
  file: SourceFile,
  schema: S,
  tokens: TokenValues,
  problems: ProblemList,
): { data: z.infer<S>; body: string } | undefined {
  let frontmatter: unknown;
  let body: string;
  try {
    const parsed = matter(file.text, { engines: { yaml: (source: string) => parseYaml(source) as object } });
    frontmatter = parsed.data;
    body = parsed.content;
  } catch (error) {
    problems.add(file.name, '', `Invalid YAML frontmatter ${describeYamlError(error, 1)}`);
    return undefined;
  }
  const data = validate(file.name, resolveTokens(file.name, frontmatter, tokens, problems), schema, problems);
  body = replaceTokens(body, tokens, (token) => problems.add(file.name, 'body', unknownTokenMessage(token, tokens)));
  return data === undefined ? undefined : { data, body };
}

/**
 * js-yaml with the core schema: five times faster than the `yaml` package on our files, and it keeps
 * dates such as 2024-05-07 as the strings the schemas expect (the default schema makes Date objects).
 */
function parseYaml(source: string): unknown {
  return yaml.load(source, { schema: yaml.CORE_SCHEMA });
}

/** "at line 4, column 9: bad indentation of a mapping entry", counted from the file's first line. */
function describeYamlError(error: unknown, lineOffset: number): string {
  if (error instanceof yaml.YAMLException) {
    return `at line ${error.mark.line + 1 + lineOffset}, column ${error.mark.column + 1}: ${error.reason}`;
  }
  return `: ${String(error)}`;
}

function resolveTokens(fileName: string, raw: unknown, tokens: TokenValues, problems: ProblemList): unknown {
  return replaceTokensDeep(raw, tokens, (field, token) => problems.add(fileName, field, unknownTokenMessage(token, tokens)));
}

function unknownTokenMessage(token: string, tokens: TokenValues): string {
  return `Unknown token {{${token}}}: expected one of ${[...tokens.keys()].map((name) => `{{${name}}}`).join(', ')}`;
}

function validate<S extends z.ZodType>(fileName: string, raw: unknown, schema: S, problems: ProblemList): z.infer<S> | undefined {
  const result = schema.safeParse(raw ?? {}, { error: editorFriendlyErrors });
  if (result.success) return result.data;
  problems.addAll(problemsFromZod(fileName, result.error));
  return undefined;
}

const PAGE_SCHEMAS = {
  home: schemas.homePageSchema,
  about: schemas.aboutPageSchema,
  contact: schemas.contactPageSchema,
  services: schemas.servicesPageSchema,
  blog: schemas.blogPageSchema,
  'not-found': schemas.notFoundPageSchema,
} as const;

function loadPages(
  files: SourceFile[],
  parse: <S extends z.ZodType>(file: SourceFile, schema: S) => z.infer<S> | undefined,
  problems: ProblemList,
): Partial<Content['pages']> {
  const pages: Record<string, unknown> = {};
  const bySlug = new Map(files.map((file) => [file.slug, file]));
  for (const [slug, schema] of Object.entries(PAGE_SCHEMAS)) {
    const file = bySlug.get(slug);
    if (!file) problems.add(`content/pages/${slug}.yaml`, '', 'Missing: this page file must exist');
    else pages[slug === 'not-found' ? 'notFound' : slug] = parse(file, schema);
  }
  for (const file of files) {
    if (!(file.slug in PAGE_SCHEMAS)) {
      problems.add(file.name, '', `Unknown page file: expected one of ${Object.keys(PAGE_SCHEMAS).map((s) => `${s}.yaml`).join(', ')}`);
    }
  }
  return pages;
}

function reportDuplicates<T, K>(items: T[], key: (item: T) => K, report: (item: T, first: T) => void): void {
  const seen = new Map<K, T>();
  for (const item of items) {
    const first = seen.get(key(item));
    if (first) report(item, first);
    else seen.set(key(item), item);
  }
}
