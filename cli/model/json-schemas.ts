// JSON Schemas of every kind of content file, made from the zod schemas the build validates with, for
// editors (VS Code's YAML extension, the front matter lint of .remarkrc.mjs): the names only content
// knows (authors, categories) become enums, so they are made, never committed, and remade when those change.
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
import { UserError } from './user-error.ts';

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
    // Draft 7: what VS Code's YAML extension and ajv read.
    const json = { ...z.toJSONSchema(type, { io: 'input', unrepresentable: 'any', target: 'draft-7' }), title };
    const properties = json.properties as Record<string, Record<string, unknown>> | undefined;
    for (const [field, values] of Object.entries(enums)) {
      if (properties?.[field] && values.length > 0) properties[field] = { ...properties[field], enum: values };
    }
    return explain(json);
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
    ...(Object.entries(COLLECTIONS) as [CollectionName, CollectionDeclaration][]).map(
      ([name, { source, schema, title, references = {} }]) => {
        // A field that names another collection's entry lists their names.
        const enums = Object.fromEntries(
          Object.entries(references).flatMap(([field, reference]) =>
            reference ? [[field, entryNames(content, reference.to as CollectionName)]] : [],
          ),
        );
        const type = 'folder' in source ? schema : z.record(z.string(), schema);
        return {
          file: `${SCHEMAS_FOLDER}/${name}.schema.json`,
          appliesTo: ['folder' in source ? `${source.folder}/*${source.extension}` : source.file],
          schema: schemaOf(type, title ?? name, enums),
        };
      },
    ),
  ];
}

/** What wires the schemas to the files they check: VS Code's settings and the list .remarkrc.mjs reads. */
const SETTINGS_FILE = '.vscode/settings.json';
const FRONT_MATTER_SCHEMAS = `${SCHEMAS_FOLDER}/front-matter.json`;

/** Each schema, the front matter list, and VS Code's settings (others' settings there kept). */
function editorFiles(projectRoot: string): { file: string; text: string }[] {
  const schemas = contentJsonSchemas(projectRoot);
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  const markdown = schemas.filter(({ appliesTo }) => appliesTo.every((glob) => glob.endsWith('.md')));
  const yamlFiles = schemas.filter((schema) => !markdown.includes(schema));
  const settings = readSettings(projectRoot);
  const otherSchemas = Object.entries((settings['yaml.schemas'] ?? {}) as Record<string, unknown>).filter(
    ([file]) => !file.startsWith(`./${SCHEMAS_FOLDER}/`),
  );
  return [
    ...schemas.map(({ file, schema }) => ({ file, text: json(schema) })),
    {
      file: FRONT_MATTER_SCHEMAS,
      text: json(
        Object.fromEntries(markdown.map(({ file, appliesTo }) => [`./${file}`, appliesTo.map((g) => `./${g}`)])),
      ),
    },
    {
      file: SETTINGS_FILE,
      text: json({
        'yaml.completion': true,
        'yaml.hover': true,
        'yaml.validate': true,
        'remark.requireConfig': true,
        ...settings,
        '//': "Written by `site schemas` (npm install, site build and site serve run it): content files are checked while typing against the schemas of .vscode/schemas/, made from the build's own rules. Settings of your own here are kept.",
        'yaml.schemas': {
          ...Object.fromEntries(otherSchemas),
          ...Object.fromEntries(yamlFiles.map(({ file, appliesTo }) => [`./${file}`, appliesTo.join()])),
        },
      }),
    },
  ];
}

/** VS Code's settings as they are (JSON; a file with comments, which VS Code allows, is refused). */
function readSettings(projectRoot: string): Record<string, unknown> {
  const file = path.join(projectRoot, SETTINGS_FILE);
  if (!existsSync(file)) return {};
  let settings: unknown;
  try {
    settings = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    // refused below
  }
  if (settings && typeof settings === 'object' && !Array.isArray(settings)) return settings as Record<string, unknown>;
  throw new UserError(
    `${SETTINGS_FILE} is not plain JSON (comments or a trailing comma?), so the schemas cannot be wired into it: remove them, or move the file aside and run \`npx site schemas\` again.`,
  );
}

/** Whether a content file holds names the schemas list as choices (an author, a category). */
export function namesChoices(file: string): boolean {
  return (Object.values(COLLECTIONS) as CollectionDeclaration[]).some(({ references = {} }) =>
    Object.values(references).some((reference) => {
      if (!reference) return false;
      const { source } = COLLECTIONS[reference.to as CollectionName];
      return 'folder' in source ? file.startsWith(`${source.folder}/`) : file === source.file;
    }),
  );
}

/** Writes the editor files whose text changed; returns the files written. */
export function writeContentJsonSchemas(projectRoot: string): string[] {
  mkdirSync(path.join(projectRoot, SCHEMAS_FOLDER), { recursive: true });
  const changed = editorFiles(projectRoot).filter(({ file, text }) => {
    const target = path.join(projectRoot, file);
    return !existsSync(target) || readFileSync(target, 'utf8') !== text;
  });
  for (const { file, text } of changed) writeFileSync(path.join(projectRoot, file), text);
  return changed.map(({ file }) => file);
}

/** The same where it is a courtesy (a build, site serve, an install): a read-only checkout, or content
 *  that does not load yet, leaves them as they are. */
export function refreshContentJsonSchemas(projectRoot: string): void {
  try {
    writeContentJsonSchemas(projectRoot);
  } catch {
    // as they were
  }
}

/** Every property without a description of its own gets the general one of its name. */
function explain(schema: object): object {
  return JSON.parse(JSON.stringify(schema), (_key, node: { properties?: Record<string, { description?: string }> }) => {
    for (const [name, property] of Object.entries(node?.properties ?? {}))
      if (!property.description && FIELD_HELP[name])
        node.properties![name] = { description: FIELD_HELP[name], ...property };
    return node;
  }) as object;
}
