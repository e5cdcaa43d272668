// The content model: every kind of content file, declared once (where its files are, their schema,
// which fields name an entry of another collection, what must be unique), and the types of the
// entries the loader hands out, with those references resolved. Templates, islands' props, routes
// and the build read these types; this folder imports nothing of theirs.
import type { z } from 'zod';
import * as schemas from './schemas.ts';

/** Every entry knows the file it came from (for errors and for rebuilding only what changed) and
 *  its name: the file name without extension, or its key in a one-file collection. */
export interface Entry {
  file: string;
  slug: string;
}

/** A markdown body's HTML is made when a page reads `html` (read it once per page: it is not kept). */
export interface MarkdownEntry extends Entry {
  readonly html: string;
  words: number;
  /** The words of each part: the lead, then each '## ' section (a post's cover is drawn from them). */
  sections: number[];
}

export interface Author extends schemas.AuthorData, Entry {
  name: string;
}
export interface Category extends schemas.CategoryData, Entry {
  /** Its vendors, in their order. */
  vendors: Vendor[];
}
export interface Vendor extends Omit<schemas.VendorData, 'category'>, MarkdownEntry {
  category: Category;
}
export interface BlogPost extends Omit<schemas.BlogPostData, 'author'>, MarkdownEntry {
  author: Author;
}
export interface LegalPage extends schemas.LegalPageData, MarkdownEntry {}

export interface Pages {
  home: schemas.HomePage;
  about: schemas.AboutPage;
  contact: schemas.ContactPage;
  services: schemas.ServicesPage;
  blog: schemas.BlogPage;
  notFound: schemas.NotFoundPage;
}

export interface Content {
  site: schemas.Site;
  pages: Pages;
  authors: Author[];
  categories: Category[];
  vendors: Vendor[];
  posts: BlogPost[];
  legal: LegalPage[];
  /** Every file read, by project-relative path, with its text: what a rebuild compares. */
  files: ReadonlyMap<string, string>;
}

export type CollectionName = 'authors' | 'categories' | 'vendors' | 'posts' | 'legal';

export interface CollectionDeclaration {
  /** A folder with one file an entry, or one YAML file that maps each entry's name to its fields. */
  source: { folder: string; extension: '.yaml' | '.md' } | { file: string };
  schema: z.ZodType;
  /** Fields that name an entry of another collection (declared before it); the loader puts the
   *  entry itself there, and with `listedAs` lists the referrers on that entry, by `orderBy`. */
  references?: Record<string, { to: CollectionName; listedAs?: string; orderBy?: string }>;
  /** Fields (or field pairs) no two entries may share. */
  unique?: (string | [string, string])[];
  /** The order entries are listed in; file-name order if not given. */
  orderBy?: string;
}

/** Loaded in this order: a collection is only referenced by collections after it. */
export const COLLECTIONS: Record<CollectionName, CollectionDeclaration> = {
  authors: { source: { file: 'content/authors.yaml' }, schema: schemas.authorSchema },
  categories: { source: { folder: 'content/categories', extension: '.yaml' }, schema: schemas.categorySchema, unique: ['anchor'], orderBy: 'order' },
  vendors: {
    source: { folder: 'content/vendors', extension: '.md' },
    schema: schemas.vendorSchema,
    references: { category: { to: 'categories', listedAs: 'vendors', orderBy: 'order' } },
    unique: [['category', 'order']],
  },
  posts: {
    source: { folder: 'content/blog', extension: '.md' },
    schema: schemas.blogPostSchema,
    references: { author: { to: 'authors' } },
    unique: ['id'],
    orderBy: 'id',
  },
  legal: { source: { folder: 'content/legal', extension: '.md' }, schema: schemas.legalPageSchema },
};

/** One file each, in content/pages/. */
export const PAGES: Record<string, { key: keyof Pages; schema: z.ZodType }> = {
  home: { key: 'home', schema: schemas.homePageSchema },
  about: { key: 'about', schema: schemas.aboutPageSchema },
  contact: { key: 'contact', schema: schemas.contactPageSchema },
  services: { key: 'services', schema: schemas.servicesPageSchema },
  blog: { key: 'blog', schema: schemas.blogPageSchema },
  'not-found': { key: 'notFound', schema: schemas.notFoundPageSchema },
};
export const SITE_FILE = 'content/site.yaml';
export const PAGES_FOLDER = 'content/pages';

export const pageFile = (name: string) => `${PAGES_FOLDER}/${name}.yaml`;
