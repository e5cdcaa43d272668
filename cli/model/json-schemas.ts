// JSON Schemas of every kind of content file, made from the zod schemas the build validates with (so
// the two never disagree), for editors: VS Code's YAML extension and the markdown front matter lint
// read them from .vscode/schemas/ (see .vscode/settings.json and .remarkrc.mjs) and give completion,
// hover text and squiggles while typing. The names that only content knows (authors, categories)
// become enums when the schemas are written: `site schemas` writes them again, and `site build` only
// says when they are out of date (a build writes nothing into the project: CI's and read-only checkouts
// stay as they are). A new collection gets its schema from its declaration (its title, and enums for
// its references).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  COLLECTIONS,
  PAGES,
  PAGES_FOLDER,
  SITE_FILE,
  type CollectionDeclaration,
  type CollectionName,
} from './collections.ts';
import { contentOnDisk } from './content-files.ts';
import { entryNames } from './load.ts';
import { siteSchema } from './schemas.ts';

export const SCHEMAS_FOLDER = '.vscode/schemas';

/** What a field is, where its schema does not say more: shown on hover. */
const FIELD_HELP: Record<string, string> = {
  title: 'A heading or title, as visitors read it',
  description: 'A sentence or two of text; on a page file, the meta description search results show',
  eyebrow: 'The small label above a heading',
  label: 'The text of a link or button',
  href: 'Where a link goes: a site path starting with "/" (e.g. /contact) or an https:// address',
  icon: 'One of the icon names the site draws',
  summary: 'A one-sentence summary',
  items: 'The entries of this list',
  meta: "What the page's <head> says: its <title> and meta description",
  hero: 'The top section of the page: eyebrow, title and lead',
  cta: 'A closing call to action: a heading, a sentence, and one or two buttons',
  primary: 'The main button',
  secondary: 'A second, quieter button',
  features: 'The points a card or checklist shows, 3 to 5',
  order: 'The position among its siblings, from 1',
  name: 'The name as visitors read it',
  website: "The vendor's own https:// address",
  flagship: 'true for the one vendor the company builds itself',
};

export interface SchemaFile {
  /** Project-relative path of the schema. */
  file: string;
  /** The content files it applies to (globs, project-relative). */
  appliesTo: string[];
  schema: object;
}

/** Every schema, with the names of authors and categories as they are in `projectRoot`'s content. */
export function contentJsonSchemas(projectRoot: string): SchemaFile[] {
  const content = contentOnDisk(projectRoot);
  const schemaOf = (type: z.ZodType, title: string, enums: Record<string, string[]> = {}) => {
    // Draft 7: what VS Code's YAML extension and the front matter lint (ajv's default) read.
    const json = z.toJSONSchema(type, { io: 'input', unrepresentable: 'any', target: 'draft-7' }) as Record<
      string,
      unknown
    >;
    json.title = title;
    const properties = json.properties as Record<string, Record<string, unknown>> | undefined;
    for (const [field, values] of Object.entries(enums)) {
      if (properties?.[field] && values.length > 0) properties[field] = { ...properties[field], enum: values };
    }
    return explain(json);
  };
  const collection = (name: keyof typeof COLLECTIONS, title: string, enums?: Record<string, string[]>): SchemaFile => {
    const { source, schema } = COLLECTIONS[name];
    const appliesTo = 'folder' in source ? [`${source.folder}/*${source.extension}`] : [source.file];
    const type = 'folder' in source ? schema : z.record(z.string(), schema);
    return { file: `${SCHEMAS_FOLDER}/${name}.schema.json`, appliesTo, schema: schemaOf(type, title, enums) };
  };
  return [
    {
      file: `${SCHEMAS_FOLDER}/site.schema.json`,
      appliesTo: [SITE_FILE],
      schema: schemaOf(siteSchema, "content/site.yaml: the company's facts, navigation and footer"),
    },
    ...Object.entries(PAGES).map(([slug, { schema }]) => ({
      file: `${SCHEMAS_FOLDER}/page-${slug}.schema.json`,
      appliesTo: [`${PAGES_FOLDER}/${slug}.yaml`],
      schema: schemaOf(schema, `${PAGES_FOLDER}/${slug}.yaml`),
    })),
    // Each collection as declared; a field that names another collection's entry lists their names.
    ...(Object.entries(COLLECTIONS) as [CollectionName, CollectionDeclaration][]).map(
      ([name, { title, references = {} }]) =>
        collection(
          name,
          title ?? name,
          Object.fromEntries(
            Object.entries(references).flatMap(([field, reference]) =>
              reference ? [[field, entryNames(content, reference.to as CollectionName)]] : [],
            ),
          ),
        ),
    ),
  ];
}

/** The schemas whose file in `projectRoot` is missing or says something else: their paths and texts. */
export function outdatedContentJsonSchemas(projectRoot: string): { file: string; text: string }[] {
  return contentJsonSchemas(projectRoot)
    .map(({ file, schema }) => ({ file, text: `${JSON.stringify(schema, null, 2)}\n` }))
    .filter(({ file, text }) => {
      const target = path.join(projectRoot, file);
      return !existsSync(target) || readFileSync(target, 'utf8') !== text;
    });
}

/** Writes the schemas whose text changed; returns the files written. */
export function writeContentJsonSchemas(projectRoot: string): string[] {
  mkdirSync(path.join(projectRoot, SCHEMAS_FOLDER), { recursive: true });
  const outdated = outdatedContentJsonSchemas(projectRoot);
  for (const { file, text } of outdated) writeFileSync(path.join(projectRoot, file), text);
  return outdated.map(({ file }) => file);
}

/** Every property without a description of its own gets the general one of its name. */
function explain<T>(node: T): T {
  if (Array.isArray(node)) return node.map(explain) as T;
  if (!node || typeof node !== 'object') return node;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) copy[key] = explain(value);
  const properties = copy.properties as Record<string, Record<string, unknown>> | undefined;
  if (properties) {
    for (const [name, property] of Object.entries(properties)) {
      if (!property.description && FIELD_HELP[name]) properties[name] = { description: FIELD_HELP[name], ...property };
    }
  }
  return copy as T;
}
