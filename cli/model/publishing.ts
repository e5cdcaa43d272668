// What a build publishes: a post or a vendor page marked `draft: true` waits, and so does a post dated
// after the build date. `site build --drafts` / `--future` include them (a preview build); `site serve`
// always shows them, with a banner on the page that says why it is not public yet.
import { SITE_FILE, type BlogPost, type Content, type Vendor } from './collections.ts';
import type { ContentFiles } from './content-files.ts';
import { fieldsOf } from './load.ts';
import { siteSchema } from './schemas.ts';

/**
 * Today's date where the site's readers are (site.yaml's timeZone), as a post's `date` is written:
 * 2026-11-26. A build at 8 PM in Texas is already the next day in UTC, and would publish that day's
 * posts four hours early.
 */
export function today(timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );
}

/**
 * The time zone site.yaml names, read without validating the content: what `site new` dates a new post
 * in (so that the build, which publishes by the same zone, publishes it that day) and `site check` tells
 * a scheduled post by, even while a file has a mistake. UTC when the file names none or cannot be read,
 * which the build then reports.
 */
export function siteTimeZone(source: ContentFiles): string {
  try {
    return siteSchema.shape.timeZone.parse(fieldsOf(source, SITE_FILE)?.timeZone);
  } catch {
    return 'UTC';
  }
}

export interface Unpublished {
  /** Include posts and vendors marked `draft: true`. */
  drafts: boolean;
  /** Include posts dated after the build date. */
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

/**
 * The content without its draft vendors, which their categories list too: copies of the categories and
 * vendors, each vendor naming its category's copy, which lists only the published ones. The entries
 * loaded stay as they are, for `site serve`.
 */
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

/** An entry with some fields replaced, its others as they are: a markdown body's HTML is still made when read. */
const copyOf = <T extends object>(entry: T, fields: Partial<T> = {}): T =>
  Object.defineProperties(
    {},
    { ...Object.getOwnPropertyDescriptors(entry), ...Object.getOwnPropertyDescriptors(fields) },
  ) as T;

/** Why a post or a vendor page is not public yet, which `site serve` shows in a banner above it. */
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
  // Each post's date and id read once, then sorted by those: `site serve` watches every read of a
  // post (cli/model/reads.ts), and a sort would read them some twenty thousand times for 1,000 posts.
  const keyed = posts.map((post) => ({ post, date: post.date, id: post.id }));
  return keyed.sort((a, b) => b.date.localeCompare(a.date) || a.id - b.id).map(({ post }) => post);
}

/**
 * The posts an article suggests after its author note: others of its category first, then the rest,
 * each group in the listing's order (`ordered`: newestFirst, published only).
 */
export function relatedPosts<T extends Pick<BlogPost, 'id' | 'category'>>(
  post: T,
  ordered: readonly T[],
  count = 3,
): T[] {
  const others = ordered.filter((other) => other.id !== post.id);
  const sameCategory = others.filter((other) => other.category === post.category);
  return [...sameCategory, ...others.filter((other) => other.category !== post.category)].slice(0, count);
}

/**
 * relatedPosts of every post of `ordered`, by id, made in one pass: each article asking relatedPosts
 * of its own looked at every post, which is a thousand million looks for 10,000 posts (and, under
 * `site serve`, every post's id and category recorded as read by every article).
 */
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
    // Fewer than `count` others in its category: the newest of the other categories follow. Those of
    // its own category are skipped on the way, and there are fewer than `count` + 1 of them.
    for (let at = 0; chosen.length < count && at < keyed.length; at++)
      if (keyed[at]!.category !== item.category) chosen.push(keyed[at]!);
    related.set(
      item.id,
      chosen.map((other) => other.post),
    );
  }
  return related;
}
