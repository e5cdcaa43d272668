// After an article, a few others to read: its category's first, then the newest of the rest, never
// itself, and never a post that is not public (a draft shown by `site serve` is not suggested).
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../cli/build/render.tsx';
import { renderContextFor } from '../../cli/build/site-files.ts';
import type { BlogPost, Content } from '../../cli/model/collections.ts';
import { loadContent } from '../../cli/model/load.ts';
import { ContentInMemory } from '../support/content-in-memory.ts';
import { relatedPosts, relatedToEach } from '../../cli/model/publishing.ts';
import { routeTable } from '../../cli/site/routes.tsx';
import { NO_ASSETS } from '../support/rendered-pages.ts';

const post = (id: number, category: BlogPost['category']) => ({ id, category });

describe('relatedPosts', () => {
  // Already in the listing's order, newest first.
  const ordered = [
    post(6, 'Cloud Services'),
    post(5, 'Security'),
    post(4, 'Cloud Services'),
    post(3, 'Security'),
    post(2, 'Cloud Services'),
    post(1, 'Security'),
  ];

  it("puts the post's own category first, then the others, each in the listing's order", () => {
    expect(relatedPosts(post(1, 'Security'), ordered).map((p) => p.id)).toEqual([5, 3, 6]);
    expect(relatedPosts(post(6, 'Cloud Services'), ordered, 4).map((p) => p.id)).toEqual([4, 2, 5, 3]);
  });

  it('never suggests the post itself, and suggests what there is when there are fewer', () => {
    expect(
      relatedPosts(post(1, 'Security'), [post(1, 'Security'), post(2, 'Cloud Services')]).map((p) => p.id),
    ).toEqual([2]);
    expect(relatedPosts(post(1, 'Security'), [post(1, 'Security')])).toEqual([]);
  });
});

describe('relatedToEach', () => {
  it('gives every post of the order what relatedPosts gives it, in one pass', () => {
    const categories: BlogPost['category'][] = ['Security', 'Cloud Services', 'Compliance'];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (const size of [0, 1, 2, 3, 5, 9, 40]) {
      // Categories drawn unevenly: some with fewer than three others, one with none.
      const ordered = Array.from({ length: size }, (_, at) => post(at + 1, categories[Math.floor(next() ** 2 * 3)]!));
      for (const count of [1, 3, 4]) {
        const related = relatedToEach(ordered, count);
        for (const each of ordered)
          expect(related.get(each.id), `${size} posts, ${count}, post ${each.id}`).toEqual(
            relatedPosts(each, ordered, count),
          );
      }
    }
  });
});

describe('the article page', () => {
  const assets = NO_ASSETS;
  const suggested = (content: Content, path: string) => {
    const routes = routeTable({ content, buildDate: '2026-01-01', backend: { url: null, anonKey: 'test' } });
    const html = renderRoute(
      routes.find((route) => route.path === path)!,
      renderContextFor(content, { siteUrl: 'https://example.com' }, assets),
    );
    const section = /<section[^>]*related-posts[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
    return {
      afterArticle: html.indexOf('</article>') < html.indexOf('related-posts'),
      // Each card links its post twice: its title and its Read More.
      links: [...new Set(Array.from(section.matchAll(/href="(\/blog\/\d+)"/g), (match) => match[1]))],
    };
  };

  it('suggests three other posts after the article', async () => {
    const { afterArticle, links } = suggested(loadContent(ContentInMemory.ofFixture()), '/blog/1');
    expect(afterArticle).toBe(true);
    expect(links).toHaveLength(3);
    expect(links).not.toContain('/blog/1');
  });

  it('does not suggest a draft', async () => {
    const content = loadContent(ContentInMemory.ofFixture());
    const before = suggested(content, '/blog/1').links;
    const draftId = Number(before[0]!.split('/').pop());
    const withDraft = { ...content, posts: content.posts.map((p) => (p.id === draftId ? { ...p, draft: true } : p)) };
    const after = suggested(withDraft, '/blog/1').links;
    expect(after).toHaveLength(3);
    expect(after).not.toContain(before[0]);
  });
});
