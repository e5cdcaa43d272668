// What a build publishes: not a post or vendor page marked `draft: true`, nor a post dated after the
// build date, unless `--drafts` / `--future` say so; `site serve` shows them with a banner saying why.
import { SITE_FILE, type BlogPost, type Content, type Vendor } from './collections.ts';
import type { ContentFiles } from './content-files.ts';
import { fieldsOf } from './load.ts';
import { siteSchema } from './schemas.ts';

/** Today's date where the site's readers are (site.yaml's timeZone), as a post's `date` is written:
 *  at 8 PM in Texas it is already tomorrow in UTC. */
export function today(timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );
}

/** The time zone site.yaml names, read unvalidated so that `site new` and `site check` have it even while
 *  a file has a mistake; UTC when it names none or cannot be read. */
export function siteTimeZone(source: ContentFiles): string {
  try {
    return siteSchema.shape.timeZone.parse(fieldsOf(source, SITE_FILE)?.timeZone);
  } catch {
    return 'UTC';
  }
}

/** Whether to include drafts, and posts dated after the build date. */
export interface Unpublished {
  drafts: boolean;
  future: boolean;
}

export function publishedContent(
  content: Content,
  buildDate: string,
  include: Unpublished = { drafts: false, future: false },
): Content {
  const posts = content.posts.filter(
    (post) => (include.drafts || !post.draft) && (include.future || post.date <= buildDate),
  );
  const withPosts = posts.length === content.posts.length ? content : { ...content, posts };
  const draftVendors = !include.drafts && content.vendors.some((vendor) => vendor.draft);
  return draftVendors ? withoutDraftVendors(withPosts) : withPosts;
}

/** The content without its draft vendors: copies of the categories and vendors, naming each other, so
 *  that the entries loaded stay as they are for `site serve`. */
function withoutDraftVendors(content: Content): Content {
  const vendors = new Map<Vendor, Vendor>();
  for (const vendor of content.vendors) if (!vendor.draft) vendors.set(vendor, copyOf(vendor));
  const categories = new Map(
    content.categories.map((category) => [
      category,
      copyOf(category, { vendors: category.vendors.flatMap((vendor) => vendors.get(vendor) ?? []) }),
    ]),
  );
  for (const vendor of vendors.values()) vendor.category = categories.get(vendor.category)!;
  return { ...content, categories: [...categories.values()], vendors: [...vendors.values()] };
}

/** An entry with some fields replaced, its getters kept: a markdown body's HTML is still made when read. */
const copyOf = <T extends object>(entry: T, fields: Partial<T> = {}): T =>
  Object.defineProperties(
    {},
    { ...Object.getOwnPropertyDescriptors(entry), ...Object.getOwnPropertyDescriptors(fields) },
  ) as T;

export type UnpublishedReason = { kind: 'draft' } | { kind: 'scheduled'; date: string };

/** Why a post or a vendor page (which has no date) is not public on this date, if it is not. */
export function unpublishedReason(
  entry: { readonly draft?: boolean; readonly date?: string },
  buildDate: string,
): UnpublishedReason | undefined {
  if (entry.draft) return { kind: 'draft' };
  if (entry.date !== undefined && entry.date > buildDate) return { kind: 'scheduled', date: entry.date };
  return undefined;
}

/** The order of the listing and the feeds: newest date first, then lowest id. */
export function newestFirst<T extends Pick<BlogPost, 'date' | 'id'>>(posts: readonly T[]): T[] {
  // Each post's date and id read once: under `site serve` every read of a post is recorded (reads.ts).
  const keyed = posts.map((post) => ({ post, date: post.date, id: post.id }));
  return keyed.sort((a, b) => b.date.localeCompare(a.date) || a.id - b.id).map(({ post }) => post);
}

/** The posts an article suggests: others of its category first, then the rest, in `ordered`'s order. */
export function relatedPosts<T extends Pick<BlogPost, 'id' | 'category'>>(
  post: T,
  ordered: readonly T[],
  count = 3,
): T[] {
  const others = ordered.filter((other) => other.id !== post.id);
  const sameCategory = others.filter((other) => other.category === post.category);
  return [...sameCategory, ...others.filter((other) => other.category !== post.category)].slice(0, count);
}

/** relatedPosts of every post of `ordered`, by id, in one pass rather than one look at every post per post. */
export function relatedToEach<T extends Pick<BlogPost, 'id' | 'category'>>(
  ordered: readonly T[],
  count = 3,
): Map<number, T[]> {
  const keyed = ordered.map((post) => ({ post, id: post.id, category: post.category }));
  const byCategory = new Map<string, typeof keyed>();
  for (const item of keyed) {
    const list = byCategory.get(item.category) ?? [];
    if (list.length === 0) byCategory.set(item.category, list);
    list.push(item);
  }
  const related = new Map<number, T[]>();
  for (const item of keyed) {
    // The newest of its category but itself: among the first `count` + 1.
    const chosen = byCategory
      .get(item.category)!
      .slice(0, count + 1)
      .filter((other) => other !== item)
      .slice(0, count);
    // Fewer than `count` others in its category: the newest of the other categories follow.
    for (let at = 0; chosen.length < count && at < keyed.length; at++)
      if (keyed[at]!.category !== item.category) chosen.push(keyed[at]!);
    related.set(
      item.id,
      chosen.map((other) => other.post),
    );
  }
  return related;
}
