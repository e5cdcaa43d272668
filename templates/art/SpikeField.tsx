// Bluebonnet spikes as SVG: the one drawing of the flowers, which the blog's covers and social cards
// (templates/parts/PostCover.tsx), the heroes' horizons (templates/art/NightHorizon.tsx) and about's
// portrait (templates/art/BluebonnetPortrait.tsx) all show. Their path data comes from
// templates/art/bluebonnet-field.ts.
import { addFlorets, FLORET_BANDS, FLORET_SPOT, stemPath, type Spike } from './bluebonnet-field.ts';
import { relativePath } from './relative-path.ts';

/** The stems' green. */
const STEM = '#3f8f6f';
/** How far, in the picture's units, a point may move when its coordinates are rounded: a fifth of a
 *  pixel where the picture is shown at its size. */
const PRECISION = 0.2;

/**
 * Spikes as a few paths: the stems, one path per band of colour for every spike's florets, and one for
 * their white spots, written in relative commands (relative-path.ts), which keeps a picture of a
 * hundred florets small. The spikes are drawn at the flower's own size and scaled as a group (a far
 * field small, a close-up large), so that a bigger spike is a bigger flower, not a longer one;
 * `spikes` are in the picture's own units, and drawn in their order (the first behind).
 */
export function SpikeField({ spikes, scale = 1, opacity }: { spikes: Spike[]; scale?: number; opacity?: number }) {
  if (spikes.length === 0) return null;
  const local = spikes.map((spike) => ({
    x: spike.x / scale,
    base: spike.base / scale,
    height: spike.height / scale,
    lean: spike.lean / scale,
  }));
  const florets = FLORET_BANDS.map(() => [] as string[]);
  const spots: string[] = [];
  for (const spike of local) addFlorets(spike, florets, spots);
  // A far field needs fewer decimals than a close-up: in a group scaled to a quarter, a tenth of a
  // unit is a fortieth of a pixel, and that decimal was a fifth of a horizon's bytes.
  const places = Math.max(0, Math.ceil(Math.log10((scale * 0.5) / PRECISION)));
  const relative = (d: string) => relativePath(d, places);
  const paths = (
    <>
      <path
        d={relative(local.map(stemPath).join(''))}
        stroke={STEM}
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
      />
      {florets.map((band, index) => (
        <path key={FLORET_BANDS[index]} d={relative(band.join(''))} fill={FLORET_BANDS[index]} />
      ))}
      <path d={relative(spots.join(''))} stroke={FLORET_SPOT} strokeWidth="4.5" strokeLinecap="round" fill="none" />
    </>
  );
  if (scale === 1 && opacity === undefined) return paths;
  return (
    <g transform={`scale(${scale})`} opacity={opacity}>
      {paths}
    </g>
  );
}

/** Spikes from the furthest (standing highest in the picture) to the nearest, the order to draw a
 *  field in when its spikes stand at different depths. */
export const furthestFirst = (spikes: Spike[]) => [...spikes].sort((a, b) => a.base - b.base);
