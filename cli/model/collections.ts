// The content model: every kind of content file declared once (its files, schema, references, unique
// fields), the types of its entries derived from that, references resolved: no type written by hand.
import type { z } from 'zod';
import * as schemas from './schemas.ts';

/** A folder with one file an entry, or one YAML file that maps each entry's name to its fields. */
export type Source = { readonly folder: string; readonly extension: '.yaml' | '.md' } | { readonly file: string };

/** A field that names an entry of collection `To` (declared before the referrer). */
export interface Reference<To extends string = string, ListedAs extends string = string> {
  readonly to: To;
  /** The field of the named entry that lists the entries naming it (a category's `vendors`). */
  readonly listedAs?: ListedAs;
  /** The referrers' field those lists are sorted by. */
  readonly orderBy?: string;
}

/** `category: reference('categories', { listedAs: 'vendors', orderBy: 'order' })`: the field holds the
 *  category, which lists the vendors naming it as `vendors`. */
export function reference<const To extends string, const ListedAs extends string = never>(
  to: To,
  options: { listedAs?: ListedAs; orderBy?: string } = {},
): Reference<NoInfer<To>, NoInfer<ListedAs>> {
  return { to, ...options };
}

type FieldOf<Schema extends z.ZodType> = keyof z.output<Schema> & string;
type NumberFieldOf<Schema extends z.ZodType> = {
  [F in FieldOf<Schema>]: z.output<Schema>[F] extends number ? F : never;
}[FieldOf<Schema>];

/** What the loader needs to know of any collection. */
export interface CollectionDeclaration {
  readonly source: Source;
  readonly schema: z.ZodType<object>;
  readonly references?: { readonly [field: string]: Reference | undefined };
  /** Fields (or field pairs: the second unique among entries sharing the first) no two entries may share. */
  readonly unique?: readonly (string | readonly [string, string])[];
  /** The numeric field entries are listed by; file-name order if not given. */
  readonly orderBy?: string;
  /** What an editor is told a file of this collection is (its JSON Schema's title). */
  readonly title?: string;
}

/** One collection, its literal types kept to derive its entries' type; the names it uses must be fields. */
export function defineCollection<
  Schema extends z.ZodType<object>,
  const Src extends Source,
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- {}: a collection without references
  const References extends { readonly [F in FieldOf<Schema>]?: Reference } = {},
>(declaration: {
  source: Src;
  schema: Schema;
  references?: References;
  unique?: readonly (FieldOf<Schema> | readonly [FieldOf<Schema>, FieldOf<Schema>])[];
  orderBy?: NumberFieldOf<Schema>;
  title?: string;
}): DeclaredCollection<NoInfer<Schema>, NoInfer<Src>, NoInfer<References>> {
  return declaration;
}

/** A collection as declared, with the types its entries are derived from. */
type DeclaredCollection<Schema, Src, References> = Omit<CollectionDeclaration, 'source' | 'schema' | 'references'> & {
  readonly source: Src;
  readonly schema: Schema;
  readonly references?: References;
};

/** The collections of a site, by name, in load order. */
export type Collections = Readonly<Record<string, CollectionDeclaration>>;

/** The table of collections, in load order: every reference must name a collection of the table. */
export function defineCollections<const C extends Collections>(
  collections: C & {
    readonly [K in keyof C]: { readonly references?: { readonly [F in string]?: Reference<keyof C & string> } };
  },
): C {
  return collections;
}

/** Every entry knows its file and its name: the file name without extension, or its key in authors.yaml. */
export interface EntryFields {
  file: string;
  slug: string;
}

/** A markdown body's HTML is made each time a page reads `html`: read it once. */
export interface MarkdownFields {
  readonly html: string;
  words: number;
  /** The words of each part: the lead, then each '## ' section (a post's cover is drawn from them). */
  sections: number[];
}

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- {}: no references
type ReferencesOf<D> = D extends { readonly references?: infer R extends object } ? R : {};

/** What the source adds to the schema's fields ({}: none). */
type SourceFields<S> = S extends { readonly extension: '.md' }
  ? MarkdownFields
  : S extends { readonly file: string }
    ? { name: string } // an entry of a one-file collection (authors.yaml): its key
    : // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- {}: adds no fields
      {};

/** Every reference of the table that lists its referrers: from which collection, onto which, as what. */
type Listings<C extends Collections> = {
  [M in keyof C]: {
    [F in keyof ReferencesOf<C[M]>]: ReferencesOf<C[M]>[F] extends Reference<infer To>
      ? { from: M; to: To; as: NonNullable<ReferencesOf<C[M]>[F]['listedAs']> }
      : never;
  }[keyof ReferencesOf<C[M]>];
}[keyof C];

/** The lists other collections' references add to an entry of N (a category's `vendors`). */
type ListedOn<C extends Collections, N extends keyof C> = {
  [L in Listings<C> as L['to'] extends N ? L['as'] : never]: Entry<C, L['from']>[];
};

/** An entry of collection N: its schema's fields, references holding the entries they name, the lists of
 *  its referrers, its file, and what its source adds. */
export type Entry<C extends Collections, N extends keyof C> = {
  [F in keyof z.output<C[N]['schema']>]: F extends keyof ReferencesOf<C[N]>
    ? ReferencesOf<C[N]>[F] extends Reference<infer To>
      ? Entry<C, To & keyof C>
      : never
    : z.output<C[N]['schema']>[F];
} & ListedOn<C, N> &
  EntryFields &
  SourceFields<C[N]['source']>;

/** Every collection's entries, in their order. */
export type Entries<C extends Collections> = { [N in keyof C]: Entry<C, N>[] };

/** One file each, in content/pages/. */
export type Pages = { [F in keyof typeof PAGES as (typeof PAGES)[F]['key']]: z.output<(typeof PAGES)[F]['schema']> };

/** Everything the loader read: the only input of the templates. */
export type ContentOf<C extends Collections> = Entries<C> & {
  site: schemas.Site;
  pages: Pages;
  /** Every file read, by project-relative path, with its text: what a rebuild compares. */
  files: ReadonlyMap<string, string>;
};

/** Loaded in this order: a collection is only referenced by collections after it. */
export const COLLECTIONS = defineCollections({
  authors: defineCollection({
    title: 'content/authors.yaml: each author under their name',
    source: { file: 'content/authors.yaml' },
    schema: schemas.authorSchema,
  }),
  categories: defineCollection({
    title: 'A service category (content/categories/*.yaml)',
    source: { folder: 'content/categories', extension: '.yaml' },
    schema: schemas.categorySchema,
    unique: ['anchor'],
    orderBy: 'order',
  }),
  vendors: defineCollection({
    title: "A vendor page's front matter (content/vendors/*.md)",
    source: { folder: 'content/vendors', extension: '.md' },
    schema: schemas.vendorSchema,
    references: { category: reference('categories', { listedAs: 'vendors', orderBy: 'order' }) },
    unique: [['category', 'order']],
  }),
  posts: defineCollection({
    title: "A blog post's front matter (content/blog/*.md)",
    source: { folder: 'content/blog', extension: '.md' },
    schema: schemas.blogPostSchema,
    references: { author: reference('authors') },
    unique: ['id'],
    orderBy: 'id',
  }),
  legal: defineCollection({
    title: "A legal page's front matter (content/legal/*.md)",
    source: { folder: 'content/legal', extension: '.md' },
    schema: schemas.legalPageSchema,
  }),
  // Beside the fixed pages' YAML (PAGES below): a page of text needs no code.
  plainPages: defineCollection({
    title: "A plain page's front matter (content/pages/*.md)",
    source: { folder: 'content/pages', extension: '.md' },
    schema: schemas.plainPageSchema,
  }),
});

export type SiteCollections = typeof COLLECTIONS;
export type CollectionName = keyof SiteCollections;
export type Content = ContentOf<SiteCollections>;

export type Author = Entry<SiteCollections, 'authors'>;
export type Category = Entry<SiteCollections, 'categories'>;
export type Vendor = Entry<SiteCollections, 'vendors'>;
export type BlogPost = Entry<SiteCollections, 'posts'>;
export type LegalPage = Entry<SiteCollections, 'legal'>;
export type PlainPage = Entry<SiteCollections, 'plainPages'>;

/** One file each, in content/pages/: the file's name, its key in `Content['pages']`, its schema. */
export const PAGES = {
  home: { key: 'home', schema: schemas.homePageSchema },
  about: { key: 'about', schema: schemas.aboutPageSchema },
  contact: { key: 'contact', schema: schemas.contactPageSchema },
  services: { key: 'services', schema: schemas.servicesPageSchema },
  blog: { key: 'blog', schema: schemas.blogPageSchema },
  'not-found': { key: 'notFound', schema: schemas.notFoundPageSchema },
} as const;
export const SITE_FILE = 'content/site.yaml';
export const PAGES_FOLDER = 'content/pages';

export const pageFile = (name: string) => `${PAGES_FOLDER}/${name}.yaml`;
