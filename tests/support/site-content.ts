// What the real site's content holds, for the tests of the real site: they assert what holds for any
// content editors add or take down (every post listed once, newest first; every vendor on its
// category's page), never today's counts.
import type { Content } from '../../cli/model/collections.ts';
import { contentOnDisk } from '../../cli/model/content-files.ts';
import { loadContent } from '../../cli/model/load.ts';
import { today } from '../../cli/model/publishing.ts';
import { POSTS_PER_PAGE } from '../../cli/site/routes.tsx';
import { projectRoot } from './project-copy.ts';

let loaded: Content | undefined;

export function siteContent(): Content {
  loaded ??= loadContent(contentOnDisk(projectRoot));
  return loaded;
}

/** The posts a build of today lists (no draft, none dated later), newest first: the paths of their
 *  pages, by date, then by id for posts of one day. */
export function listedPosts(): string[] {
  const content = siteContent();
  const buildDate = today(content.site.timeZone);
  return content.posts
    .filter((post) => !post.draft && post.date <= buildDate)
    .sort((a, b) => b.date.localeCompare(a.date) || a.id - b.id)
    .map((post) => `/blog/${post.id}`);
}

/** The posts the blog's first page shows. */
export const postsOnFirstPage = () => listedPosts().slice(0, POSTS_PER_PAGE);

/** The listed posts, as entries. */
const listedEntries = () => {
  const byPath = new Map(siteContent().posts.map((post) => [`/blog/${post.id}`, post]));
  return listedPosts().map((path) => ({ path, post: byPath.get(path)! }));
};

/** Listed articles long enough to list their sections beside the text (three '## ' or more), at
 *  most `count` of them, the longest first: the ones the table of sections is judged on. */
export function articlesWithSections(count: number): string[] {
  return listedEntries()
    .filter(({ post }) => post.sections.length > 3)
    .sort((a, b) => b.post.sections.length - a.post.sections.length)
    .slice(0, count)
    .map(({ path }) => path);
}

/** The listed article whose markdown has the table of the most columns (undefined if none has one). */
export function articleWithWidestTable(): string | undefined {
  const columnsOf = (markdown: string) =>
    Math.max(0, ...Array.from(markdown.matchAll(/^\|(.*)\|\s*$/gm), (row) => row[1]!.split('|').length));
  const files = siteContent().files;
  return listedEntries()
    .map(({ path, post }) => ({ path, columns: columnsOf(files.get(post.file) ?? '') }))
    .filter(({ columns }) => columns > 0)
    .sort((a, b) => b.columns - a.columns)[0]?.path;
}
