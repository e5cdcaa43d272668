// The drawing of the bluebonnet night, in parts: the path data of flower spikes of paired florets,
// rolling hills and moons, and a seeded randomness (the same text, the same drawing). The blog's covers
// and social cards (templates/parts/PostCover.tsx), the main pages' night heroes
// (templates/art/NightHorizon.tsx) and about's portrait draw their flowers with one component,
// templates/art/SpikeField.tsx, from these parts, so the brand's picture is one picture.

/** The flower from the base of a spike to its tip: the bluebonnet's deep blue, paler, then the white
 *  tip (as in Brand.tsx). A lupine is bluer than lavender: drawn violet, the flowers read as lavender. */
export const FLORET_BANDS = ['#4a4ff0', '#7479ff', '#b4b7ff', '#f3f0ff'] as const;
/** The white spot on each open floret's upper petal, the bluebonnet's mark, drawn over the florets as
 *  one path of points (`M x y h0`) with round caps: the shortest markup for a cover's hundred spots. */
export const FLORET_SPOT = '#ffffff';
/** How far up a spike its florets are open and spotted: a fraction of its rows from the bottom, and
 *  at most a few rows (a tall spike's spots were most of a cover's markup). */
const SPOTTED = { share: 0.4, most: 3 } as const;

/** One flower spike: where its stem stands, how tall it is and how far its tip leans. */
export interface Spike {
  x: number;
  base: number;
  height: number;
  lean: number;
}

/** Pairs of florets up the top two thirds of a spike, smaller and paler towards the tip, the open ones
 *  (the lower rows) each with its white spot; each band of colour is one path for all spikes, and the
 *  spots one more (`spots`), which keeps a card's markup small. */
export function addFlorets(spike: Spike, bands: string[][], spots: string[]): void {
  const rows = Math.max(3, Math.round(spike.height / 19));
  const start = spike.height * 0.3;
  for (let row = 0; row < rows; row++) {
    const along = (start + ((spike.height - start) * row) / rows) / spike.height;
    const cx = spike.x + spike.lean * along * along;
    const cy = spike.base - spike.height * along;
    // Nearly columnar, as a lupine is (tapering as a cone, it read as a pine).
    const size = 1 - (0.38 * row) / rows;
    const band = bands[Math.min(FLORET_BANDS.length - 2, Math.floor((row / rows) * (FLORET_BANDS.length - 1)))]!;
    for (const side of [-1, 1]) {
      band.push(ellipse(cx + side * 10 * size, cy, 14 * size, 8 * size, side * 28));
      if (row < Math.min(SPOTTED.most, rows * SPOTTED.share))
        spots.push(`M${round(cx + side * 7 * size)} ${round(cy - 2.5 * size)}h0`);
    }
  }
  bands[FLORET_BANDS.length - 1]!.push(ellipse(spike.x + spike.lean, spike.base - spike.height - 4, 6, 8, 0));
}

/** An ellipse turned by `degrees`, as two arcs of a path. */
export function ellipse(cx: number, cy: number, rx: number, ry: number, degrees: number): string {
  const angle = (degrees * Math.PI) / 180;
  const dx = rx * Math.cos(angle);
  const dy = rx * Math.sin(angle);
  const arc = `A${round(rx)} ${round(ry)} ${degrees} 1 0`;
  const start = `${round(cx - dx)} ${round(cy - dy)}`;
  return `M${start}${arc} ${round(cx + dx)} ${round(cy + dy)}${arc} ${start}Z`;
}

/**
 * A rolling hill line across the width of `view` (five points, a quarter of the width apart), filled down to
 * the bottom.
 */
export function hill(
  random: () => number,
  view: { width: number; height: number },
  level: number,
  swing: number,
): string {
  return hillLine(random, view, level, swing).d;
}

/** How far along each curve of a hill line its control points pull (hill and hillLine). */
const HILL_PULL = 0.45;

/**
 * The hill `hill` draws for the same arguments (the same random draws, the same path), and the
 * height of its top at any x: what stands on the hill (a distant field, a row of flowers) stands on it.
 */
export function hillLine(
  random: () => number,
  view: { width: number; height: number },
  level: number,
  swing: number,
): { d: string; topAt(x: number): number } {
  const points = Array.from({ length: 5 }, (_, index) => ({
    x: (index * view.width) / 4,
    y: level + (random() - 0.5) * 2 * swing,
  }));
  let d = `M0 ${view.height}L0 ${round(points[0]!.y)}`;
  for (let i = 1; i < points.length; i++) {
    const from = points[i - 1]!;
    const to = points[i]!;
    const pull = (to.x - from.x) * HILL_PULL;
    d += `C${round(from.x + pull)} ${round(from.y)} ${round(to.x - pull)} ${round(to.y)} ${round(to.x)} ${round(to.y)}`;
  }
  const topAt = (x: number) => {
    const segment = Math.min(points.length - 2, Math.max(0, Math.floor((x / view.width) * (points.length - 1))));
    const from = points[segment]!;
    const to = points[segment + 1]!;
    // Each curve's x runs from one point to the next as a cubic of t: found by halving, then its y.
    const along = Math.min(1, Math.max(0, (x - from.x) / (to.x - from.x)));
    let [low, high] = [0, 1];
    for (let step = 0; step < 16; step++) {
      const t = (low + high) / 2;
      const share = 3 * (1 - t) * (1 - t) * t * HILL_PULL + 3 * (1 - t) * t * t * (1 - HILL_PULL) + t * t * t;
      if (share < along) low = t;
      else high = t;
    }
    const t = (low + high) / 2;
    const toward = 3 * (1 - t) * t * t + t * t * t;
    return from.y + (to.y - from.y) * toward;
  };
  return { d: `${d}L${view.width} ${view.height}Z`, topAt };
}

/** A stem from a spike's base to its tip, bending towards its lean. */
export function stemPath(spike: Spike): string {
  return `M${round(spike.x)} ${round(spike.base)}Q${round(spike.x + spike.lean * 0.4)} ${round(spike.base - spike.height * 0.5)} ${round(spike.x + spike.lean)} ${round(spike.base - spike.height)}`;
}

/**
 * A crescent moon: the disc at (cx, cy) of radius r with a same-sized disc moved `shadow` radii
 * across it taken away (0 a full moon, towards 2 a thin sliver), the lit side turned `degrees` from
 * the left. Two arcs of a path, so it needs no mask.
 */
export function crescent(cx: number, cy: number, r: number, shadow: number, degrees: number): string {
  const offset = r * Math.min(1.9, Math.max(0.1, shadow));
  const half = Math.sqrt(r * r - (offset * offset) / 4);
  const angle = (degrees * Math.PI) / 180;
  const turn = (x: number, y: number) =>
    `${round(cx + x * Math.cos(angle) - y * Math.sin(angle))} ${round(cy + x * Math.sin(angle) + y * Math.cos(angle))}`;
  const [top, bottom] = [turn(offset / 2, -half), turn(offset / 2, half)];
  return `M${top}A${round(r)} ${round(r)} 0 1 0 ${bottom}A${round(r)} ${round(r)} 0 0 1 ${top}Z`;
}

/** A coordinate to the tenth of a unit: finer than a screen shows a drawing of this size, and a
 *  cover's thousands of numbers stay short. */
export const round = (value: number) => Math.round(value * 10) / 10;

/** A small fast generator (mulberry32) seeded by the string's FNV-1a hash: the same text, the same drawing. */
export function seededRandom(text: string): () => number {
  let state = 2166136261;
  for (let i = 0; i < text.length; i++) state = Math.imul(state ^ text.charCodeAt(i), 16777619);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
