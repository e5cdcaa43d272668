// A post's cover (templates/parts/PostCover.tsx): a field of bluebonnets at dusk, one flower spike per
// part of the post, the same picture every time for the same post, the brand's night in every one,
// and in it the landmark of the post's category (templates/art/cover-motifs.tsx).
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BlogPost } from '../../cli/model/collections.ts';
import { contentOnDisk } from '../../cli/model/content-files.ts';
import { loadContent } from '../../cli/model/load.ts';
import { BLOG_CATEGORIES, type BlogCategory } from '../../cli/model/schemas.ts';
import { FLORET_BANDS, FLORET_SPOT } from '../../templates/art/bluebonnet-field.ts';
import { CATEGORY_MOTIFS } from '../../templates/art/cover-motifs.tsx';
import { postCoverSpec, type CoverSpec } from '../../cli/model/cover-spec.ts';
import { coverFile, coverSvg, PostCover } from '../../templates/parts/PostCover.tsx';
import { PostMedia } from '../../templates/parts/PostMeta.tsx';
import { projectRoot } from '../support/project-copy.ts';

let posts: BlogPost[];
beforeAll(async () => {
  posts = loadContent(contentOnDisk(projectRoot)).posts;
});

/** The drawing's markup, as the page, the card and the social card get it. */
const drawing = (spec: CoverSpec, id = 'cover') => {
  const svg = renderToStaticMarkup(createElement(PostCover, { spec, id }));
  return svg.slice(svg.indexOf('>') + 1, svg.lastIndexOf('</svg>')); // what is inside the <svg>
};

/** Each spike ends in one white tip: the ellipses of the tips' band (a path of that colour and no
 *  other attribute; the moon and the stars are drawn in it too, but with an opacity of their own). */
const spikesIn = (markup: string) =>
  Array.from(
    markup.matchAll(new RegExp(`<path d="([^"]*)" fill="${FLORET_BANDS.at(-1)}"></path>`, 'g')),
    (match) => match[1]!.split(/z/i).length - 1,
  ).reduce((a, b) => a + b, 0);

/** Posts of more than nine parts fold them into nine spikes or fewer, in even groups. */
const expectedSpikes = (parts: number) => (parts <= 9 ? parts : Math.ceil(parts / Math.ceil(parts / 9)));

/** The motifs a drawing shows: each of its layers is a group that names its motif. */
const motifsIn = (markup: string) => [
  ...new Set(Array.from(markup.matchAll(/<g data-motif="([^"]+)">/g), (match) => match[1]!)),
];

/** Covers of many compositions (every arrangement and light, short and long posts) in one tone. */
const sampleSpecs = (tone: CoverSpec['tone'], count = 40): CoverSpec[] =>
  Array.from({ length: count }, (_, index) => ({
    seed: `${index}:sample ${tone}`,
    parts: Array.from({ length: 1 + (index % 14) }, (_, part) => 80 + ((part * 53 + index * 17) % 400)),
    tone,
  }));

describe('a post cover', () => {
  it('draws one flower spike per part of the post (its lead and each section), long posts folded into nine or fewer', () => {
    for (const post of posts)
      expect(spikesIn(drawing(postCoverSpec(post))), `post ${post.id}`).toBe(expectedSpikes(post.sections.length));
    for (const parts of [1, 2, 5, 9, 10, 20]) {
      const spec: CoverSpec = {
        seed: `parts ${parts}`,
        parts: Array.from({ length: parts }, (_, i) => 100 + i * 40),
        tone: 'brand',
      };
      expect(spikesIn(drawing(spec)), `${parts} parts`).toBe(expectedSpikes(parts));
    }
  });

  it('is the same picture for the same post every time, wherever it is shown, and another for each post', () => {
    const covers = posts.map((post) => drawing(postCoverSpec(post), 'cover-card-1'));
    expect(posts.map((post) => drawing(postCoverSpec(post), 'cover-card-1'))).toEqual(covers);
    // The social card draws it under another id, and nothing else changes.
    expect(drawing(postCoverSpec(posts[0]!), 'card').replaceAll('card', 'cover-card-1')).toBe(covers[0]);
    expect(new Set(covers).size).toBe(posts.length);
  });

  it('is published as a file of its own, which every page showing the post names: the same drawing as a standalone SVG', () => {
    for (const post of posts) {
      const file = coverSvg(postCoverSpec(post));
      expect(
        file.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="800" height="400" viewBox="0 0 800 400"'),
        `post ${post.id}`,
      ).toBe(true);
      const inside = file.slice(file.indexOf('>') + 1, file.lastIndexOf('</svg>'));
      expect(inside, `post ${post.id}`).toBe(drawing(postCoverSpec(post), 'cover'));
    }
    const post = posts[0]!;
    const media = renderToStaticMarkup(createElement(PostMedia, { post, size: 'card', fetch: 'lazy' }));
    expect(media).toContain(`<img class="post-media__cover" src="${coverFile(post)}"`);
    expect(media).not.toContain('<svg');
  });

  it("keeps the brand's night in every cover: the navy sky, the bluebonnets with their white spots, and at sunset the warm glow", () => {
    const covers = posts.map((post) => drawing(postCoverSpec(post)));
    for (const cover of covers) {
      expect(cover).toContain('stop-color="#050b1d"');
      for (const colour of FLORET_BANDS) expect(cover).toContain(`fill="${colour}"`);
    }
    // Bluebonnets, not lavender: each spike's open florets (its lowest rows) carry the white spot,
    // a pair to a row, and each spike ends in its white tip.
    for (const [index, cover] of covers.entries()) {
      const spots = Array.from(
        cover.matchAll(new RegExp(`<path d="([^"]*)" stroke="${FLORET_SPOT}"`, 'g')),
        (match) => match[1]!.split('h0').length - 1,
      ).reduce((a, b) => a + b, 0);
      expect(spots, `post ${posts[index]!.id}`).toBeGreaterThanOrEqual(2 * spikesIn(cover));
    }
    const atSunset = covers.filter((cover) => cover.includes('#ff8a5b'));
    expect(atSunset.length, 'covers at sunset').toBeGreaterThan(0);
    expect(atSunset.length, 'covers by night').toBeLessThan(covers.length);
  });

  it("stands its category's own landmark in the night: one per cover, another for each category, none on the brand's pages", () => {
    for (const post of posts) {
      const cover = drawing(postCoverSpec(post));
      expect(motifsIn(cover), `post ${post.id} (${post.category})`).toEqual([CATEGORY_MOTIFS[post.category]]);
      // Behind the near flowers, which are drawn last but for the dark foreground: the landmark stands among them.
      expect(cover.lastIndexOf('<g data-motif='), `post ${post.id}`).toBeLessThan(
        cover.lastIndexOf('stroke="#3f8f6f"'),
      );
    }
    // Every category, whether or not it has a post yet, whatever the composition.
    const shown = new Map<BlogCategory, string[]>(
      BLOG_CATEGORIES.map((category) => [
        category,
        [...new Set(sampleSpecs(category).flatMap((spec) => motifsIn(drawing(spec))))],
      ]),
    );
    for (const category of BLOG_CATEGORIES) expect(shown.get(category), category).toEqual([CATEGORY_MOTIFS[category]]);
    expect(new Set([...shown.values()].flat()).size, 'different motifs').toBe(BLOG_CATEGORIES.length);
    for (const spec of sampleSpecs('brand')) expect(motifsIn(drawing(spec)), spec.seed).toEqual([]);
  });

  it("draws its landmark in colours of its own: not a floret's, nor the sunset's, which say what the composition is", () => {
    for (const category of BLOG_CATEGORIES) {
      for (const spec of sampleSpecs(category, 12)) {
        const motif = Array.from(
          drawing(spec).matchAll(/<g data-motif="[^"]+">(.*?)<\/g>/g),
          (match) => match[1]!,
        ).join('');
        expect(motif, `${category}, ${spec.seed}`).not.toBe('');
        for (const colour of FLORET_BANDS.slice(0, -1)) expect(motif, `${category}: ${colour}`).not.toContain(colour);
        // The tips' white only with an opacity of its own (spikesIn counts the paths of it without one).
        expect(motif, category).not.toContain(`fill="${FLORET_BANDS.at(-1)}">`);
        expect(motif, category).not.toContain('#ff8a5b');
      }
    }
  });

  it('stays small: a motif adds at most 2.5 KB to its field, and the blog covers average under 18 KB', () => {
    for (const category of BLOG_CATEGORIES) {
      for (const spec of sampleSpecs(category)) {
        // The same composition in the brand's tone is the same field, without the motif.
        const added = drawing(spec).length - drawing({ ...spec, tone: 'brand' }).length;
        expect(added, `${category}, ${spec.seed}`).toBeGreaterThan(0);
        expect(added, `${category}, ${spec.seed}`).toBeLessThanOrEqual(2500);
      }
    }
    const sizes = posts.map((post) => drawing(postCoverSpec(post), `cover-card-${post.id}`).length);
    expect(sizes.reduce((a, b) => a + b, 0) / sizes.length, 'the mean cover').toBeLessThan(18_000);
    // The longest posts draw nine tall spikes: their flowers alone are most of 19 KB.
    for (const [index, size] of sizes.entries()) expect(size, `post ${posts[index]!.id}`).toBeLessThan(22_000);
  });
});
