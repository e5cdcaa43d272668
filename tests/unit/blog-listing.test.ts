// The blog listing shows each post once: the newest in the hero, every other one in a grid, page
// after page. Rendered from the route table, with the real posts and with thirty made up.
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../cli/build/render.tsx';
import { renderContextFor } from '../../cli/build/site-files.ts';
import type { Content } from '../../cli/model/collections.ts';
import { contentOnDisk } from '../../cli/model/content-files.ts';
import { loadContent } from '../../cli/model/load.ts';
import { newestFirst } from '../../cli/model/publishing.ts';
import { routeTable } from '../../cli/site/routes.tsx';
import { ContentInMemory } from '../support/content-in-memory.ts';
import { generatedPost } from '../support/generated-posts.ts';
import { projectRoot } from '../support/project-copy.ts';
import { NO_ASSETS } from '../support/rendered-pages.ts';

const assets = NO_ASSETS;

/** The listing pages of `content`, by address: the hero's featured post and the grid's posts. */
function listing(content: Content) {
  const routes = routeTable({ content, buildDate: '2026-01-01', backend: { url: null, anonKey: 'test' } });
  const context = renderContextFor(content, { siteUrl: 'https://example.com' }, assets);
  const pages = routes.filter((route) => route.path === '/blog' || route.path.startsWith('/blog/page/'));
  return pages.map((route) => {
    const html = renderRoute(route, context);
    const hero = /<article class="featured-post[^"]*"[\s\S]*?<\/article>/.exec(html)?.[0] ?? '';
    const grid = /<ul class="card-grid post-grid">[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
    const cards = (part: string) =>
      Array.from(part.matchAll(/<a href="(\/blog\/\d+)" class="card-link">/g), (match) => match[1]!);
    const readMore = (part: string) =>
      Array.from(part.matchAll(/<a class="text-link post-card__more" href="(\/blog\/\d+)">/g), (match) => match[1]!);
    return {
      path: route.path,
      featured: cards(hero),
      grid: cards(grid),
      readMore: [...readMore(hero), ...readMore(grid)],
    };
  });
}

describe('the blog listing of the real content', () => {
  it('features the newest post in the hero and lists the others in the grid, each post once with its Read More', async () => {
    // Whatever posts the editors have written: the order is the posts' own, newest first.
    const content = loadContent(contentOnDisk(projectRoot));
    const newestFirstPaths = newestFirst(content.posts).map((post) => `/blog/${post.id}`);
    const pages = listing(content);
    for (const page of pages) {
      expect(page.featured, page.path).toEqual(newestFirstPaths.slice(0, 1));
      expect(page.readMore, page.path).toEqual([...page.featured, ...page.grid]);
    }
    expect([...pages[0]!.featured, ...pages.flatMap((page) => page.grid)]).toEqual(newestFirstPaths);
  });
});

describe('the blog listing with 30 posts', () => {
  it('lists every post exactly once across its pages: the newest in the hero, the others in the grids', async () => {
    // 30 generated posts in place of the real ones, as `npm run bench` makes them (ids from 100).
    const withMore = ContentInMemory.ofFixture();
    for (const name of withMore.list('content/blog') ?? []) withMore.remove(`content/blog/${name}`);
    for (let i = 0; i < 30; i++) withMore.write(`content/blog/bench-${i}.md`, generatedPost(100 + i));
    const content = loadContent(withMore);
    const pages = listing(content);
    expect(pages.map((page) => page.path)).toEqual(['/blog', '/blog/page/2', '/blog/page/3']);
    const newest = pages[0]!.featured;
    expect(newest).toHaveLength(1);
    // Every page's hero features the newest post; only the first page's grid would have shown it.
    for (const page of pages) expect(page.featured, page.path).toEqual(newest);
    const shown = [...newest, ...pages.flatMap((page) => page.grid)];
    expect(shown).toHaveLength(30);
    expect(new Set(shown).size).toBe(30);
    expect(pages.map((page) => page.grid.length)).toEqual([11, 12, 6]);
  });
});
