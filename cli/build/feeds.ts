// The blog's feeds: RSS 2.0, Atom 1.0 and JSON Feed 1.1, each with the newest FEED_SIZE posts. Made with
// the `feed` package, whose JSON Feed 1.0 is lifted to 1.1 here (`authors` for `author`, the language).
import { Feed } from 'feed';
import type { BlogPost, Content } from '../model/collections.ts';
import { newestFirst } from '../model/publishing.ts';
import { PATHS } from '../site/routes.tsx';
import { absoluteAddress } from '../site/config.ts';

/** Where each feed is written, its type and the name a feed reader shows next to the site's. */
export const FEEDS = [
  { file: 'blog/rss.xml', type: 'application/rss+xml', format: 'RSS' },
  { file: 'blog/atom.xml', type: 'application/atom+xml', format: 'Atom' },
  { file: 'blog/feed.json', type: 'application/feed+json', format: 'JSON Feed' },
] as const;

/** Posts in each feed: readers poll a feed for what is new, and every post of a large blog is too much. */
const FEED_SIZE = 20;

/** The `<link rel="alternate">` of every page's head. */
export function feedLinks(brand: string): { href: string; type: string; title: string }[] {
  return FEEDS.map(({ file, type, format }) => ({ href: `/${file}`, type, title: `${brand} blog (${format})` }));
}

/** The name the feeds' reads are recorded under, beside the routes' paths (site-files.ts). */
export const FEEDS_PATH = '/blog/feeds';

export function blogFeeds(
  content: Pick<Content, 'site' | 'pages' | 'posts'>,
  siteUrl: string,
  buildDate: string,
): Map<string, string> {
  const absolute = (path: string) => absoluteAddress(siteUrl, path);
  const [rss, atom, json] = FEEDS.map(({ file }) => absolute(`/${file}`));
  const posts = newestFirst(content.posts).slice(0, FEED_SIZE);
  const feed = new Feed({
    id: absolute(PATHS.blogPage(1)),
    link: absolute(PATHS.blogPage(1)),
    title: `${content.site.brand} blog`,
    description: content.pages.blog.description,
    language: 'en-US',
    copyright: `© ${buildDate.slice(0, 4)} ${content.site.brand}`,
    // The newest post's date, so a feed only changes when the posts do.
    updated: new Date(posts[0]?.date ?? buildDate),
    feedLinks: { rss, atom, json },
    generator: content.site.brand,
  });
  for (const post of posts) {
    const link = absolute(PATHS.post(post));
    feed.addItem({
      id: link,
      link,
      title: post.title,
      description: post.description,
      date: new Date(post.date),
      published: new Date(post.date),
      author: [{ name: post.author.name }],
      category: [{ name: post.category }],
    });
  }
  return new Map([
    [FEEDS[0].file, feed.rss2()],
    [FEEDS[1].file, feed.atom1()],
    [FEEDS[2].file, jsonFeed11(feed.json1(), posts)],
  ]);
}

/** JSON Feed 1.1 (jsonfeed.org/version/1.1) from the package's 1.0: only the fields that changed. */
function jsonFeed11(version1: string, posts: BlogPost[]): string {
  const feed = JSON.parse(version1) as Record<string, unknown> & { items: Record<string, unknown>[] };
  feed.version = 'https://jsonfeed.org/version/1.1';
  feed.language = 'en-US';
  feed.items = feed.items.map((item, index) => {
    const { author, content_html: _, ...rest } = item;
    // A summary, not the article: plain text, as the other two feeds carry it.
    return {
      ...rest,
      summary: posts[index]!.description,
      content_text: posts[index]!.description,
      ...(author ? { authors: [author] } : {}),
    };
  });
  return `${JSON.stringify(feed, null, 2)}\n`;
}
