// A post's cover (templates/parts/PostCover.tsx): a field of bluebonnets at dusk, one flower spike per
// part of the post, the same picture every time for the same post, the brand's night in every one.
import { beforeAll, describe, expect, it } from 'vitest';
import type { BlogPost } from '../../cli/model/collections.ts';
import { loadContent } from '../../cli/model/load.ts';
import { FLORET_BANDS } from '../../templates/art/bluebonnet-field.ts';
import { PostCover, postCoverSpec, type CoverSpec } from '../../templates/parts/PostCover.tsx';
import { projectRoot } from '../support/project-copy.ts';

let posts: BlogPost[];
beforeAll(async () => {
  posts = (await loadContent(projectRoot)).posts;
});

/** The drawing's markup, as the page, the card and the social card get it. */
const drawing = (spec: CoverSpec, id = 'cover') => (PostCover({ spec, id }).props as { dangerouslySetInnerHTML: { __html: string } }).dangerouslySetInnerHTML.__html;

/** Each spike ends in one white tip: the ellipses of the tips' band (a path of that colour and no
 *  other attribute; the moon and the stars are drawn in it too, but with an opacity of their own). */
const spikesIn = (markup: string) =>
  Array.from(markup.matchAll(new RegExp(`<path d="([^"]*)" fill="${FLORET_BANDS.at(-1)}"></path>`, 'g')), (match) => match[1]!.split('Z').length - 1).reduce((a, b) => a + b, 0);

/** Posts of more than nine parts fold them into nine spikes or fewer, in even groups. */
const expectedSpikes = (parts: number) => (parts <= 9 ? parts : Math.ceil(parts / Math.ceil(parts / 9)));

describe('a post cover', () => {
  it('draws one flower spike per part of the post (its lead and each section), long posts folded into nine or fewer', () => {
    for (const post of posts) expect(spikesIn(drawing(postCoverSpec(post))), `post ${post.id}`).toBe(expectedSpikes(post.sections.length));
    for (const parts of [1, 2, 5, 9, 10, 20]) {
      const spec: CoverSpec = { seed: `parts ${parts}`, parts: Array.from({ length: parts }, (_, i) => 100 + i * 40), tone: 'brand' };
      expect(spikesIn(drawing(spec)), `${parts} parts`).toBe(expectedSpikes(parts));
    }
  });

  it('is the same picture for the same post every time, wherever it is shown, and another for each post', () => {
    const covers = posts.map((post) => drawing(postCoverSpec(post), 'cover-card-1'));
    expect(posts.map((post) => drawing(postCoverSpec(post), 'cover-card-1'))).toEqual(covers);
    // The article's header and the featured card draw it under another id, and nothing else changes.
    expect(drawing(postCoverSpec(posts[0]!), 'cover-article-1').replaceAll('cover-article-1', 'cover-card-1')).toBe(covers[0]);
    expect(new Set(covers).size).toBe(posts.length);
  });

  it("keeps the brand's night in every cover: the navy sky, the bluebonnets, and at sunset the warm glow", () => {
    const covers = posts.map((post) => drawing(postCoverSpec(post)));
    for (const cover of covers) {
      expect(cover).toContain('stop-color="#050b1d"');
      for (const colour of FLORET_BANDS) expect(cover).toContain(`fill="${colour}"`);
    }
    const atSunset = covers.filter((cover) => cover.includes('#ff8a5b'));
    expect(atSunset.length, 'covers at sunset').toBeGreaterThan(0);
    expect(atSunset.length, 'covers by night').toBeLessThan(covers.length);
  });
});
