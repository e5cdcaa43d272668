// A social card drawn in layers (the backdrop every card shares painted once, then the card's cover and
// words painted alone and put together) looks like the same card painted as one drawing: the cards
// of each kind of page, a title long enough for three lines, a short one, accents and ampersands. And
// the card's cover, which fades its distant flowers under a veil, is the picture the pages show with
// a mask.
import { Resvg } from '@resvg/resvg-js';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CARD_SIZE, drawSocialCard, drawWholeSocialCard, type CardContent } from '../../cli/artwork/social-card.tsx';
import type { CoverSpec } from '../../cli/model/cover-spec.ts';
import { BLOG_CATEGORIES } from '../../cli/model/schemas.ts';
import { PostCover, type FieldFade } from '../../templates/parts/PostCover.tsx';
import { decodePng } from '../support/png-pixels.ts';

const site = { brand: 'Bluebonnet Cyber', footnote: 'Dallas · Austin · Houston' };
const brandCover = (seed: string, title: string): CardContent['cover'] => ({
  seed,
  parts: title.split(/\s+/).map((word) => word.length),
  tone: 'brand',
});
const CARDS: CardContent[] = [
  {
    ...site,
    kind: 'Cybersecurity & IT Services',
    title: 'AI-Powered Email Security & IT Services for Texas Businesses',
    cover: brandCover('/', 'AI-Powered Email Security & IT Services for Texas Businesses'),
  },
  {
    ...site,
    kind: 'Article · Productivity',
    title: 'Microsoft 365 vs. Google Workspace: Choosing the Right Productivity Suite for Your Business',
    cover: { seed: '2:Microsoft 365', parts: [3, 8, 5, 9, 4, 6], tone: 'Productivity' },
  },
  { ...site, kind: 'Legal', title: 'MFA', cover: brandCover('/privacy', 'MFA') },
  {
    ...site,
    kind: 'Security Solutions',
    title: 'Café Résumé & Piñata: Naïveté at Señor Ñu’s — “Quotes”',
    cover: { seed: '9:Café', parts: [5, 2, 7], tone: 'Security' },
  },
];

describe('a social card drawn in layers', () => {
  it('is a 1200 by 630 PNG that differs from the card painted whole by less than a level in a hundred on average, and nowhere by much over more than a few pixels', async () => {
    for (const card of CARDS) {
      const layered = decodePng(await drawSocialCard(card));
      const whole = decodePng(await drawWholeSocialCard(card));
      expect({ width: layered.width, height: layered.height }).toEqual(CARD_SIZE);
      let total = 0;
      let far = 0;
      for (let pixel = 0; pixel < layered.rgb.length; pixel += 3) {
        let most = 0;
        for (let channel = 0; channel < 3; channel++) {
          const difference = Math.abs(layered.rgb[pixel + channel]! - whole.rgb[pixel + channel]!);
          total += difference;
          most = Math.max(most, difference);
        }
        if (most > 8) far++;
      }
      // Measured: 0.0005 to 0.004 per channel, and at most 42 pixels more than 8 levels off, all on the
      // cover's right edge, where the whole drawing's clip of the cover antialiases differently.
      expect(total / layered.rgb.length, card.title).toBeLessThan(0.01);
      expect(far, card.title).toBeLessThan(200);
    }
  }, 60_000);
});

describe("a cover's distant flowers", () => {
  const painted = (spec: CoverSpec, fade: FieldFade) => {
    const svg = renderToStaticMarkup(createElement(PostCover, { spec, id: 'c', fade }))
      .replace('<svg ', '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="400" ')
      .replace(/ aria-hidden="true"| focusable="false"/g, '');
    return new Resvg(svg, { font: { loadSystemFonts: false } }).render().pixels;
  };
  const TONES: CoverSpec['tone'][] = [...BLOG_CATEGORIES, 'brand'];

  it("look the same faded under a veil of the hill's colour (the social cards) as faded by a mask (the pages)", () => {
    for (const [index, tone] of TONES.entries()) {
      // Seeds that give each arrangement and each light (PostCover's sceneOf) across the tones.
      for (const seed of [`${index}:a`, `${index}:b`, `${index}:c`]) {
        const spec: CoverSpec = { seed, parts: [4, 9, 2, 7, 5].slice(0, 2 + index), tone };
        const [masked, veiled] = [painted(spec, 'mask'), painted(spec, 'veil')];
        let total = 0;
        let far = 0;
        for (let at = 0; at < masked.length; at += 4) {
          let most = 0;
          for (let channel = 0; channel < 3; channel++) {
            const difference = Math.abs(masked[at + channel]! - veiled[at + channel]!);
            total += difference;
            most = Math.max(most, difference);
          }
          if (most > 8) far++;
        }
        // Measured over 28 covers at a card's size: 0.17 levels per channel on average, 0.01% of the
        // values more than 8 levels off, all on the hills' antialiased edges.
        expect(total / ((masked.length / 4) * 3), `${tone} ${seed}`).toBeLessThan(0.5);
        expect(far / (masked.length / 4), `${tone} ${seed}`).toBeLessThan(0.002);
      }
    }
  });
});
