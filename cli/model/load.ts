// Reads every content file, validates it against its schema, and resolves tokens and references, one
// generic pass for every collection of collections.ts: the only input of the templates. A ParseCache
// keeps each file's result while its text and site.yaml's tokens stay the same, for `site serve`.
import path from 'node:path';
import yaml from 'js-yaml';
import { z } from 'zod';
import {
  COLLECTIONS,
  PAGES,
  PAGES_FOLDER,
  SITE_FILE,
  type CollectionDeclaration,
  type CollectionName,
  type Collections,
  type Content,
  type ContentOf,
  type Entries,
  type EntryFields,
  type Pages,
} from './collections.ts';
import type { ContentFiles } from './content-files.ts';
import { editorFriendlyErrors, ProblemList, problemsFromZod, unknownChoice } from './errors.ts';
import { splitFrontmatter } from './frontmatter.ts';
import { locateField, type Place } from './locate.ts';
import { countWords, markdownToHtml, SLUG, slugify } from './markdown.ts';
import { linkProblemsIn } from './markdown-links.ts';
import { entryName, siteSchema } from './schemas.ts';
import { replaceTokens, replaceTokensDeep, tokenValuesFrom, type TokenValues } from './tokens.ts';
import { decodeUtf8, NotUtf8Error } from './utf8.ts';
import { aliasProblemIn } from './yaml-aliases.ts';

/** A file's validated fields, and for markdown its body with the words of each part (the lead, then each
 *  '## ' section). */
interface Parsed<Data extends object = object> {
  data: Data;
  body?: { source: string; sections: number[] };
}

/** An entry while it is loaded: its fields by name, references not yet resolved. */
interface LoadingEntry extends EntryFields {
  [field: string]: unknown;
}

interface SourceFile {
  /** Path relative to the project root, as an editor would name it: content/blog/01-security-measures.md */
  name: string;
  slug: string;
  text: string;
}

/** What each file was parsed into, and (for `site serve`, whose watcher knows what changed) its text. */
export class ParseCache {
  private readonly results = new Map<string, { text: string; tokens: string; parsed: Parsed }>();
  private readonly texts = new Map<string, string>();
  private changedOnly: ReadonlySet<string> | undefined;

  /** The next load reads only these files (and files it has not read before); others are as they were. */
  onlyChanged(files: Iterable<string>): void {
    this.changedOnly = new Set(files);
  }

  /** A file's text (undefined when it is missing): the one last read, when the file is known not to have changed. */
  textOf(name: string, read: () => string | undefined): string | undefined {
    const known = this.changedOnly && !this.changedOnly.has(name) ? this.texts.get(name) : undefined;
    const text = known ?? read();
    if (text === undefined) this.texts.delete(name);
    else this.texts.set(name, text);
    return text;
  }

  loaded(): void {
    this.changedOnly = undefined;
  }

  /** `parse` reports its problems to `problems`. */
  remember({ name, text }: SourceFile, tokens: string, problems: ProblemList, parse: () => Parsed | undefined) {
    const known = this.results.get(name);
    if (known && known.text === text && known.tokens === tokens) return known.parsed;
    const reportedBefore = problems.items.length;
    const parsed = parse();
    // A file with problems (even one that parsed: an unknown token) is parsed again, to report them again.
    if (parsed && problems.items.length === reportedBefore) this.results.set(name, { text, tokens, parsed });
    else this.results.delete(name);
    return parsed;
  }
}

/** This site's content, read from `source`: the collections of collections.ts, its pages and site.yaml. */
export function loadContent(source: ContentFiles, cache?: ParseCache): Content {
  return loadContentOf(source, COLLECTIONS, cache);
}

/** The content read from `source` with the collections `collections` declares, typed as they derive. */
export function loadContentOf<C extends Collections>(
  source: ContentFiles,
  collections: C,
  cache = new ParseCache(),
): ContentOf<C> {
  try {
    return readContent(source, collections, cache);
  } finally {
    cache.loaded();
  }
}

function readContent<C extends Collections>(source: ContentFiles, collections: C, cache: ParseCache): ContentOf<C> {
  const reader: Reader = { source, cache, problems: new ProblemList(), files: new Map() };
  const { problems, files } = reader;

  // site.yaml first: its values are the tokens every other file may use.
  const siteFile = readNamed(reader, SITE_FILE);
  problems.throwIfAny(files);
  const site = parseFile(siteFile!, siteSchema, new Map(), problems)?.data;
  problems.throwIfAny(files);
  const tokens = tokenValuesFrom(site!);
  const tokensKey = JSON.stringify([...tokens]);
  const parse: Parse = (file, schema) =>
    cache.remember(file, tokensKey, problems, () => parseFile(file, schema, tokens, problems));

  const pages = loadPages(readFolder(reader, PAGES_FOLDER, '.yaml'), parse, problems);

  // Files that failed validation are left out, so that cross-file checks still run on the others.
  const loaded: LoadedCollections = new Map();
  const entries: Record<string, unknown[]> = {};
  for (const [name, declaration] of Object.entries(collections)) {
    const { entries: bySlug, failed } = readCollection(declaration, reader, parse);
    resolveReferences(name, declaration, bySlug, loaded, collections, problems);
    reportDuplicates(declaration, [...bySlug.values()], problems);
    loaded.set(name, { entries: bySlug, failed });
    const { orderBy } = declaration;
    const list = [...bySlug.values()];
    entries[name] = orderBy ? list.sort((a, b) => Number(a[orderBy]) - Number(b[orderBy])) : list;
  }
  problems.throwIfAny(files);
  // Each entry was validated by its collection's schema, so it has the type collections.ts derives;
  // the compiler cannot follow a loop over the table's keys to a type that differs for each key.
  return { site: site!, pages: pages!, files, ...(entries as Entries<C>) };
}

/** Where files are read from, what reading them found wrong, and the text of each file read. */
interface Reader {
  source: ContentFiles;
  cache: ParseCache;
  problems: ProblemList;
  files: Map<string, string>;
}

type Parse = (file: SourceFile, schema: z.ZodType<object>) => Parsed | undefined;

/** The collections loaded so far, by name: their entries by slug, and the entries that failed. */
type LoadedCollections = Map<string, { entries: Map<string, LoadingEntry>; failed: FailedEntries }>;

/** An entry's fields, and for markdown its words and its HTML, made each time a page asks for it: held,
 *  every post's HTML would raise the build's peak memory. */
function entryOf({ data, body }: Parsed, file: string, slug: string): LoadingEntry {
  const entry: LoadingEntry = { ...data, file, slug };
  if (body) {
    entry.words = body.sections.reduce((sum, words) => sum + words, 0);
    entry.sections = body.sections;
    const html = () => (body.source.trim() ? markdownToHtml(body.source) : '');
    Object.defineProperty(entry, 'html', { get: html, enumerable: true });
  }
  return entry;
}

/** The names of a collection's entries whose file has a problem of its own, or 'all' (authors.yaml). */
type FailedEntries = Set<string> | 'all';

function readCollection(
  { source, schema }: CollectionDeclaration,
  reader: Reader,
  parse: Parse,
): { entries: Map<string, LoadingEntry>; failed: FailedEntries } {
  const entries = new Map<string, LoadingEntry>();
  if ('folder' in source) {
    const failed = new Set<string>();
    for (const file of readFolder(reader, source.folder, source.extension)) {
      const parsed = parse(file, schema);
      const addressable = isAddressable(file, source.extension, reader.problems);
      if (parsed && addressable) entries.set(file.slug, entryOf(parsed, file.name, file.slug));
      else failed.add(file.slug);
    }
    return { entries, failed };
  }
  // One YAML file mapping each entry's name to its fields, e.g. authors.yaml.
  const file = readNamed(reader, source.file);
  const parsed = file && parse(file, z.record(entryName, schema));
  if (!parsed) return { entries, failed: 'all' };
  for (const [name, fields] of Object.entries(parsed.data))
    entries.set(name, entryOf({ data: { ...fields, name } }, file.name, name));
  return { entries, failed: new Set() };
}

/** Whether a file's name may be its entry's address (/services/aws), reported when not: a space would be
 *  escaped in every link, and names differing only in case are one file on some disks. */
function isAddressable({ name, slug }: SourceFile, extension: string, problems: ProblemList): boolean {
  if (SLUG.test(slug)) return true;
  const suggested = slugify(slug);
  const rename = suggested ? `rename it to ${suggested}${extension}` : 'rename it';
  problems.add(
    name,
    '',
    `File name "${slug}" is not an address (lowercase letters, digits and single hyphens): ${rename}`,
  );
  return false;
}

/** A reference field (`category: security-solutions`) is replaced by the entry it names, which lists its
 *  referrers (a category its vendors) where the declaration says so. */
function resolveReferences(
  name: string,
  declaration: CollectionDeclaration,
  entries: Map<string, LoadingEntry>,
  loaded: LoadedCollections,
  collections: Collections,
  problems: ProblemList,
): void {
  for (const [field, reference] of Object.entries(declaration.references ?? {})) {
    if (!reference) continue;
    const { to, listedAs, orderBy } = reference;
    const referenced = loaded.get(to);
    // The table's order is the load order: the entries a reference names must exist already.
    if (!referenced)
      throw new Error(
        `The collection "${name}" refers to "${to}" (its field ${field}): declare "${to}" before "${name}"`,
      );
    const { entries: targets, failed } = referenced;
    if (listedAs) for (const target of targets.values()) target[listedAs] = [];
    for (const [slug, entry] of entries) {
      const named = String(entry[field]);
      const target = targets.get(named);
      if (!target) {
        // An entry whose own file has a problem is not unknown: that problem, reported once, is the one to fix.
        if (failed !== 'all' && !failed.has(named)) {
          const { source } = collections[to]!;
          const where = 'folder' in source ? `${source.folder}/` : source.file;
          problems.add(entry.file, field, `${unknownChoice(field, named, [...targets.keys()])} (${where})`);
        }
        entries.delete(slug);
        continue;
      }
      entry[field] = target;
      if (listedAs) (target[listedAs] as LoadingEntry[]).push(entry);
    }
    if (listedAs && orderBy)
      for (const target of targets.values())
        (target[listedAs] as LoadingEntry[]).sort((a, b) => Number(a[orderBy]) - Number(b[orderBy]));
  }
}

/** A field's value as a name: a resolved reference by its entry's slug. */
const nameOf = (value: unknown) =>
  String(typeof value === 'object' && value !== null && 'slug' in value ? value.slug : value);

/** `unique: ['id']` or `[['category', 'order']]`: the second file with the same value is reported. */
function reportDuplicates(
  { unique = [] }: CollectionDeclaration,
  entries: LoadingEntry[],
  problems: ProblemList,
): void {
  for (const fields of unique) {
    const [field, within] = typeof fields === 'string' ? [fields, undefined] : [fields[1], fields[0]];
    const seen = new Map<string, LoadingEntry>();
    for (const entry of entries) {
      const group = within ? nameOf(entry[within]) : '';
      const key = `${group}\u0000${String(entry[field])}`;
      const first = seen.get(key);
      const scope = within ? ` in ${within} "${group}"` : '';
      if (!first) seen.set(key, entry);
      else
        problems.add(
          entry.file,
          field,
          `Duplicate ${field} ${JSON.stringify(entry[field])}${scope}, also used by ${first.file}`,
        );
    }
  }
}

/** The entry names of a collection (authors, category slugs), unvalidated: what editors' tools offer
 *  as choices, even while some file has a mistake. */
export function entryNames(source: ContentFiles, collection: CollectionName): string[] {
  const { source: declared } = COLLECTIONS[collection];
  try {
    if ('file' in declared) {
      const bytes = source.read(declared.file);
      // A bad byte becomes U+FFFD: choices are offered even from a file that is not UTF-8.
      return bytes ? Object.keys((parseYaml(Buffer.from(bytes).toString('utf8')) as object | null) ?? {}) : [];
    }
    return (source.list(declared.folder) ?? [])
      .filter((file) => file.endsWith(declared.extension))
      .map((file) => path.basename(file, declared.extension))
      .sort();
  } catch {
    return [];
  }
}

/** The unvalidated fields of each entry of a folder collection (a post's id), read as the loader reads
 *  YAML; a file that cannot be read or parsed gives none. */
export function entryFields(source: ContentFiles, collection: 'posts' | 'vendors'): Record<string, unknown>[] {
  const { folder, extension } = COLLECTIONS[collection].source;
  return (source.list(folder) ?? [])
    .filter((file) => file.endsWith(extension))
    .map((file) => fieldsOf(source, `${folder}/${file}`) ?? {});
}

/** A YAML file's fields, or a markdown file's front matter's, unvalidated; undefined when it cannot be read. */
export function fieldsOf(source: ContentFiles, file: string): Record<string, unknown> | undefined {
  try {
    const bytes = source.read(file);
    if (!bytes) return undefined;
    const text = decodeUtf8(bytes);
    const fields = parseYaml(file.endsWith('.md') ? splitFrontmatter(text).frontmatter : text);
    return typeof fields === 'object' && fields !== null ? (fields as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

const MISSING = 'Missing: this file or folder must exist';

function readNamed({ source, cache, problems, files }: Reader, name: string): SourceFile | undefined {
  let text: string | undefined;
  try {
    text = cache.textOf(name, () => {
      const bytes = source.read(name);
      return bytes && decodeUtf8(bytes);
    });
    if (text === undefined) problems.add(name, '', MISSING);
  } catch (error) {
    if (error instanceof NotUtf8Error) problems.add(name, '', error.message, error.at);
    else problems.add(name, '', String(error));
  }
  if (text === undefined) return undefined;
  files.set(name, text);
  return { name, slug: path.basename(name, path.extname(name)), text };
}

function readFolder(reader: Reader, folder: string, extension: string): SourceFile[] {
  let entries: string[] | undefined;
  try {
    entries = reader.source.list(folder);
    if (!entries) reader.problems.add(folder, '', MISSING);
  } catch (error) {
    reader.problems.add(folder, '', String(error));
  }
  return (entries ?? [])
    .filter((entry) => entry.endsWith(extension))
    .sort()
    .flatMap((entry) => readNamed(reader, `${folder}/${entry}`) ?? []);
}

/** A YAML file, or a markdown file's frontmatter and body, validated with tokens replaced. */
function parseFile<Data extends object>(
  file: SourceFile,
  schema: z.ZodType<Data>,
  tokens: TokenValues,
  problems: ProblemList,
): Parsed<Data> | undefined {
  const isMarkdown = file.name.endsWith('.md');
  const { frontmatter, body } = isMarkdown ? splitFrontmatter(file.text) : { frontmatter: file.text, body: '' };
  let raw: unknown;
  try {
    raw = parseYaml(frontmatter);
  } catch (error) {
    const { message, at } = yamlSyntaxProblem(error, file.text, isMarkdown);
    problems.add(file.name, '', message, at);
    return undefined;
  }
  // Before anything walks the values: aliases could make them millions.
  const aliasProblem = aliasProblemIn(raw);
  if (aliasProblem) {
    // The alias's field, or the nearest one around it with a line of its own.
    let field = aliasProblem.path;
    while (field.length > 1 && !locateField(file.text, field)) field = field.slice(0, -1);
    problems.add(file.name, field.join('.'), aliasProblem.message, locateField(file.text, field));
    return undefined;
  }
  const withTokens = replaceTokensDeep(raw, tokens, (at, token) =>
    problems.add(file.name, at, unknownTokenMessage(token, tokens)),
  );
  const result = schema.safeParse(withTokens ?? {}, { error: editorFriendlyErrors });
  if (!isMarkdown) {
    if (result.success) return { data: result.data };
    problems.addAll(problemsFromZod(file.name, result.error, schema));
    return undefined;
  }
  const source = replaceTokens(body, tokens, (token) =>
    problems.add(file.name, 'body', unknownTokenMessage(token, tokens)),
  );
  // The body as rendered, tokens replaced: its links are the ones readers get.
  const linkProblems = linkProblemsIn(source);
  if (linkProblems.length > 0) {
    const linesBeforeBody = file.text.slice(0, file.text.length - body.length).split('\n').length - 1;
    for (const { line, column, message } of linkProblems)
      problems.add(file.name, 'body', message, { line: linesBeforeBody + line, column });
  }
  if (!result.success) problems.addAll(problemsFromZod(file.name, result.error, schema));
  if (!result.success || linkProblems.length > 0) return undefined;
  return { data: result.data, body: { source, sections: source.split(/^## /m).map(countWords) } };
}

/** The core schema keeps dates such as 2024-05-07 as the strings the schemas expect, not Date objects. */
function parseYaml(source: string): unknown {
  return yaml.load(source, { schema: yaml.CORE_SCHEMA });
}

/** A YAML syntax error, placed in the file, with what to do about the commonest one: a text with ": " in
 *  it, which YAML reads as a key in a key. */
function yamlSyntaxProblem(error: unknown, text: string, isMarkdown: boolean): { message: string; at?: Place } {
  const what = `Invalid YAML${isMarkdown ? ' frontmatter' : ''}`;
  if (!(error instanceof yaml.YAMLException)) return { message: `${what}: ${String(error)}` };
  const line = error.mark.line + (isMarkdown ? 1 : 0); // from 0, past the opening `---`
  const hint = quotingHint(text.split('\n')[line]);
  return {
    message: `${what}: ${error.reason}${hint ? ` (${hint})` : ''}`,
    at: { line: line + 1, column: error.mark.column + 1 },
  };
}

/** `title: Backups: a guide`, a text written without quotes with ": " in it: the same line, quoted. */
function quotingHint(line: string | undefined): string | undefined {
  const [, key, value] =
    /^\s*(?:- )?([\w-]+):[ \t]+([^\s'"[{|>&*!#%@`].*?:(?:[ \t].*)?)$/.exec(line?.trimEnd() ?? '') ?? [];
  return key && value ? `a text with ": " in it needs quotes: ${key}: ${JSON.stringify(value)}` : undefined;
}

function unknownTokenMessage(token: string, tokens: TokenValues): string {
  return `Unknown token {{${token}}}: expected one of ${[...tokens.keys()].map((name) => `{{${name}}}`).join(', ')}`;
}

function loadPages(files: SourceFile[], parse: Parse, problems: ProblemList): Pages | undefined {
  const pages: Partial<Record<keyof Pages, object>> = {};
  const bySlug = new Map(files.map((file) => [file.slug, file]));
  for (const [slug, { key, schema }] of Object.entries(PAGES)) {
    const file = bySlug.get(slug);
    if (!file) problems.add(`${PAGES_FOLDER}/${slug}.yaml`, '', 'Missing: this page file must exist');
    else pages[key] = parse(file, schema)?.data;
  }
  const expected = Object.keys(PAGES).map((slug) => `${slug}.yaml`);
  for (const file of files)
    if (!(file.slug in PAGES)) problems.add(file.name, '', `Unknown page file: expected one of ${expected.join(', ')}`);
  // Each page was validated by its own schema; a loop over PAGES cannot tell the compiler which.
  return Object.values(PAGES).every(({ key }) => pages[key] !== undefined) ? (pages as Pages) : undefined;
}
