// The horizon of the bluebonnet night under a hero: two rolling hills with a field of bluebonnets on
// them, the same flowers as the blog's covers and the social cards (bluebonnet-field.ts), so that the
// main pages, the covers and a shared link are one picture. There are a few horizons, each an image
// the build writes (declared in art-files.ts); a page shows the one its address picks, the same on
// every build. The sky and the sunset's glow above it are the hero's background (components.css).
//
// Two kinds: the meadow, the flowers close up, under the pages that tell who we are (home, about, our
// own product's page, the not-found page); and the ridge, the same hills with the field far away, under
// the pages that show what we sell (the catalogue, its categories and the vendors, the blog, contact).
// The same meadow under every hero read as wallpaper in reviews; kept for ours it stays a moment.
import { renderToStaticMarkup } from 'react-dom/server';
import { hill, hillLine, seededRandom, type Spike } from './bluebonnet-field.ts';
import { furthestFirst, SpikeField } from './SpikeField.tsx';
import { relativePath } from './relative-path.ts';
import { Image } from '../Image.tsx';

/** Wide and low: the strip at the foot of a hero, cropped at its sides on narrow screens. */
const VIEW = { width: 1600, height: 220 } as const;
/** The flowers' size against the covers': the near field, and the far one on the back hill. */
const FIELD_SCALE = 0.4;
const FAR_SCALE = 0.24;
/** A few spikes close up at each end, in front of the near hill, as on the covers' close-ups. */
const CLOSE_SCALE = 0.9;
/** tokens.css: the far hill a little lighter than the night, the near one the night itself. */
const COLOURS = { farHill: '#16255a', nearHill: '#050b1d' } as const;

/** How many horizons of each kind there are; a page shows the one its address picks. */
export const NIGHT_HORIZONS = 8;

export type HorizonKind = 'meadow' | 'ridge';
export const HORIZON_KINDS: readonly HorizonKind[] = ['meadow', 'ridge'];

/** Where horizon `variant` of a kind is published: a file of its own, which every page showing it
 *  shares (a field of flowers is tens of kilobytes of paths, too many to repeat in each page). */
export const nightHorizonFile = (variant: number, kind: HorizonKind = 'meadow') =>
  `/art/night-${kind === 'meadow' ? 'horizon' : 'ridge'}-${variant + 1}.svg`;

/** The horizon as an image at the foot of a panel further down a page (the home's featured card, the
 *  contact page's offices), where it can be masked on its own. Lazy: it is screens below the first,
 *  and fetched at once it took the bandwidth of what the first screen needs. */
export function NightHorizon({ seed }: { seed: string }) {
  return (
    <Image
      className="night-horizon"
      src={nightHorizonFile(variantOf(seed))}
      alt=""
      width={VIEW.width}
      height={VIEW.height}
      loading="lazy"
      decoding="async"
    />
  );
}

/**
 * The horizon of a hero, as classes for the hero itself: a layer of its background (art/night-horizon.css
 * draws `horizon-N` from the file of horizon N). While a slow machine is still parsing the page, a hero
 * grows as its words arrive; an image at its foot moved down with it and counted as a layout shift of
 * the first screen, where a background is only painted again.
 */
export function nightHorizonBackground(seed: string, kind: HorizonKind = 'meadow'): string {
  return kind === 'meadow'
    ? `has-horizon horizon-${variantOf(seed) + 1}`
    : `has-horizon has-ridge ridge-${variantOf(seed) + 1}`;
}

/** The page's horizon: its address hashed (FNV-1a), so neighbouring pages rarely share one. */
function variantOf(seed: string): number {
  let hash = 2166136261;
  for (let i = 0; i < seed.length; i++) hash = Math.imul(hash ^ seed.charCodeAt(i), 16777619);
  return (hash >>> 0) % NIGHT_HORIZONS;
}

/** The standalone SVG of horizon `variant`, its colours written in (an image cannot read the page's). */
export function nightHorizonSvg(variant: number, kind: HorizonKind = 'meadow'): string {
  const seed = `variant-${variant}`;
  const svg = renderToStaticMarkup(
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${VIEW.width} ${VIEW.height}`}
      preserveAspectRatio="xMidYMax slice"
    >
      {kind === 'meadow' ? <Meadow seed={seed} /> : <Ridge seed={seed} />}
    </svg>,
  );
  return `${svg}\n`;
}

function Meadow({ seed }: { seed: string }) {
  const random = seededRandom(`horizon:${seed}`);
  const backHill = hill(random, VIEW, 150, 26);
  const frontHill = hill(random, VIEW, 192, 12);
  // Thick at both ends and thin between: the words on the left and the drawing on the right stand
  // over the quieter middle. The far field is smaller and dimmer, for depth.
  const near = [
    ...clump(random, 40 + random() * 160, 340, 16, { base: 196, spread: 18, tallest: 88 }),
    ...clump(random, 620 + random() * 260, 260, 5, { base: 198, spread: 10, tallest: 46 }),
    ...clump(random, 1260 + random() * 240, 420, 18, { base: 196, spread: 18, tallest: 96 }),
  ];
  const far = [
    ...clump(random, 260 + random() * 200, 520, 14, { base: 160, spread: 14, tallest: 40 }),
    ...clump(random, 1000 + random() * 300, 560, 16, { base: 156, spread: 14, tallest: 44 }),
  ];
  // Close up, the flowers of the covers framing the strip at both ends (over the thick clumps).
  const close = [
    ...clump(random, 50 + random() * 60, 160, 3, { base: 224, spread: 4, tallest: 205 }),
    ...clump(random, 1540 - random() * 60, 160, 3, { base: 224, spread: 4, tallest: 210 }),
  ];
  return (
    <>
      <SpikeField spikes={furthestFirst(far)} scale={FAR_SCALE} opacity={0.55} />
      <path d={relativePath(backHill)} fill={COLOURS.farHill} />
      <SpikeField spikes={furthestFirst(near)} scale={FIELD_SCALE} />
      <path d={relativePath(frontHill)} fill={COLOURS.nearHill} />
      <SpikeField spikes={furthestFirst(close)} scale={CLOSE_SCALE} />
    </>
  );
}

/** The ridge: the meadow's hills seen from further off, only the far field on the back hill and a
 *  few small flowers on the near one, so that the product drawing above it is the view's picture. */
function Ridge({ seed }: { seed: string }) {
  const random = seededRandom(`ridge:${seed}`);
  const backHill = hillLine(random, VIEW, 170, 20);
  const frontHill = hill(random, VIEW, 204, 8);
  // The far field stands on the back hill's line, thinning out towards the middle.
  const far = [
    ...clump(random, 260 + random() * 240, 620, 18, { base: 0, spread: 0, tallest: 34 }),
    ...clump(random, 1100 + random() * 300, 720, 22, { base: 0, spread: 0, tallest: 38 }),
  ].map((spike) => ({ ...spike, base: backHill.topAt(spike.x) + 6 + random() * 8 }));
  const near = clump(random, 1400 + random() * 140, 240, 6, { base: 206, spread: 6, tallest: 46 });
  return (
    <>
      <SpikeField spikes={furthestFirst(far)} scale={FAR_SCALE} opacity={0.5} />
      <path d={relativePath(backHill.d)} fill={COLOURS.farHill} />
      <SpikeField spikes={furthestFirst(near)} scale={FIELD_SCALE} />
      <path d={relativePath(frontHill)} fill={COLOURS.nearHill} />
    </>
  );
}

/** `count` spikes around `centre`, within `width`, standing near `base`, the tallest `tallest` high
 *  (all in the strip's units). */
function clump(
  random: () => number,
  centre: number,
  width: number,
  count: number,
  { base, spread, tallest }: { base: number; spread: number; tallest: number },
): Spike[] {
  return Array.from({ length: count }, () => {
    // Two draws averaged: more flowers near the clump's centre than at its edges.
    const x = centre + ((random() + random()) / 2 - 0.5) * width;
    return {
      x,
      base: base + (random() - 0.5) * spread,
      height: tallest * (0.35 + 0.65 * random()),
      lean: (random() - 0.5) * 8,
    };
  });
}
