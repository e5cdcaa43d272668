// A generated cover: a field of bluebonnets at dusk over Texas hills, drawn from what it illustrates.
// Each part of a post (its lead, then each '## ' section) is one flower spike, as tall as the part is
// long, so a ten-step guide and a three-part essay look different at a glance; the post's id and title
// seed the rest (hills, where the light sits, each spike's lean); its category colours the sky. The
// same drawing is the post's card picture, its article header and its social card
// (cli/artwork/social-card.tsx), so a shared link looks like the page it opens.
import type { BlogCategory } from '../../cli/model/schemas.ts';
import { addFlorets, FLORET_BANDS, hill, round, seededRandom, tenths, type Spike } from '../art/bluebonnet-field.ts';

/** What a cover is drawn from. */
export interface CoverSpec {
  /** Makes the drawing: the same seed, the same hills and light. */
  seed: string;
  /** One flower spike per entry, as tall as its share of the largest. */
  parts: number[];
  /** The sky's colour: a blog category's, or the brand's own for pages that are not articles. */
  tone: BlogCategory | 'brand';
}

/** The sky's accent per category: the same colours as the category badges (components.css, .cat-N). */
const TONE_ACCENT: Record<CoverSpec['tone'], string> = {
  Security: '#f05252',
  Productivity: '#4a78ff',
  'IT Management': '#f59e0b',
  'Cloud Services': '#0ea5e9',
  'Email Security': '#7457ff',
  Compliance: '#14b8a6',
  brand: '#5b3ae6',
};

export const VIEW = { width: 800, height: 400 } as const;
const MAX_SPIKES = 9;

/** `id` names the drawing's gradients: unique on the page (one post may be drawn twice on /blog). */
export function PostCover({ spec, id, className }: { spec: CoverSpec; id: string; className?: string }) {
  return (
    <svg
      className={className}
      viewBox={`0 0 ${VIEW.width} ${VIEW.height}`}
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
      dangerouslySetInnerHTML={{ __html: drawingOf(spec).replaceAll(ID_PLACEHOLDER, id) }}
    />
  );
}

/**
 * A cover's drawing is the same wherever it is shown (the listing's card, the featured post, the
 * article, its social card): its markup, thousands of characters of path data, is made once per cover
 * and kept, so that a listing page re-rendered by `site serve` after an edit does not draw its twelve
 * covers again. Kept for the latest DRAWINGS_KEPT covers: a site of 10,000 posts holds a few megabytes.
 */
const drawings = new Map<string, string>();
const DRAWINGS_KEPT = 2048;
/** Stands for the `id` in a kept drawing; replaced by each use's own. */
const ID_PLACEHOLDER = 'cover-drawing-id';

function drawingOf(spec: CoverSpec): string {
  const key = `${spec.tone}|${spec.seed}|${spec.parts.join(',')}`;
  let markup = drawings.get(key);
  if (markup === undefined) {
    markup = coverMarkup(spec, ID_PLACEHOLDER);
    if (drawings.size >= DRAWINGS_KEPT) drawings.delete(drawings.keys().next().value!);
    drawings.set(key, markup);
  }
  return markup;
}

/**
 * The drawing's markup, written out as React would render it inside an <svg> (the same attributes in
 * the same order, every element closed): it is one fixed shape of numbers and colours, none of them
 * text a visitor wrote, and a thousand covers drawn through React took a fifth of a build's render.
 */
function coverMarkup(spec: CoverSpec, id: string): string {
  const random = seededRandom(spec.seed);
  const accent = TONE_ACCENT[spec.tone];
  const light = { x: 430 + random() * 300, y: 50 + random() * 90 };
  const backHill = hill(random, VIEW, 250, 40);
  const frontHill = hill(random, VIEW, 300, 28);
  const spikes = spikesOf(spec.parts, random);
  const florets = FLORET_BANDS.map(() => [] as string[]);
  for (const spike of spikes) addFlorets(spike, florets);
  const { width, height } = VIEW;
  let svg =
    `<defs><linearGradient id="${id}-sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#050b1d"></stop><stop offset="1" stop-color="${accent}" stop-opacity="0.55"></stop></linearGradient>` +
    `<radialGradient id="${id}-light"><stop offset="0" stop-color="${accent}" stop-opacity="0.75"></stop><stop offset="1" stop-color="${accent}" stop-opacity="0"></stop></radialGradient>` +
    `<pattern id="${id}-dots" width="20" height="20" patternUnits="userSpaceOnUse"><circle cx="10" cy="10" r="1.1" fill="#a8bdff" fill-opacity="0.22"></circle></pattern></defs>` +
    `<rect width="${width}" height="${height}" fill="#0a1631"></rect><rect width="${width}" height="${height}" fill="url(#${id}-sky)"></rect><rect width="${width}" height="${height}" fill="url(#${id}-dots)"></rect>` +
    `<circle cx="${tenths(light.x)}" cy="${tenths(light.y)}" r="190" fill="url(#${id}-light)"></circle><circle cx="${tenths(light.x)}" cy="${tenths(light.y)}" r="22" fill="#f3f0ff" fill-opacity="0.85"></circle>` +
    `<path d="${backHill}" fill="#12214a"></path>`;
  for (const spike of spikes) {
    const stem = `M${tenths(spike.x)} ${tenths(spike.base)}Q${tenths(spike.x + spike.lean * 0.4)} ${tenths(spike.base - spike.height * 0.5)} ${tenths(spike.x + spike.lean)} ${tenths(spike.base - spike.height)}`;
    svg += `<path d="${stem}" stroke="#3f8f6f" stroke-width="4" fill="none" stroke-linecap="round"></path>`;
  }
  florets.forEach((band, index) => (svg += `<path d="${band.join('')}" fill="${FLORET_BANDS[index]}"></path>`));
  return `${svg}<path d="${frontHill}" fill="#050b1d" fill-opacity="0.85"></path>`;
}

/** Spread across the width, each as tall as its part's share of the longest (never shorter than a
 *  stub). Long posts fold their parts into MAX_SPIKES. */
function spikesOf(parts: number[], random: () => number): Spike[] {
  const folded = foldParts(parts.length > 0 ? parts : [1]);
  const largest = Math.max(1, ...folded);
  const gap = (VIEW.width - 120) / Math.max(1, folded.length - 1);
  return folded.map((words, index) => {
    const x = folded.length === 1 ? VIEW.width * 0.7 : 60 + index * gap + (random() - 0.5) * gap * 0.35;
    const height = 80 + 210 * (words / largest);
    return { x: round(x), base: round(350 + random() * 30), height, lean: (random() - 0.5) * 40 };
  });
}

function foldParts(parts: number[]): number[] {
  if (parts.length <= MAX_SPIKES) return parts;
  const size = Math.ceil(parts.length / MAX_SPIKES);
  return Array.from({ length: Math.ceil(parts.length / size) }, (_, index) => parts.slice(index * size, (index + 1) * size).reduce((a, b) => a + b, 0));
}

/** A post's cover: its parts, seeded by its id and title, in its category's colour. */
export const postCoverSpec = (post: { id: number | string; title: string; category: BlogCategory; sections: number[] }): CoverSpec => ({
  seed: `${post.id}:${post.title}`,
  parts: post.sections,
  tone: post.category,
});
