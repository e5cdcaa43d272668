// The drawing of the bluebonnet night, in parts: flower spikes of paired florets, rolling hills, a
// seeded randomness (the same text, the same drawing) and numbers written fast. The blog's covers and
// social cards (templates/parts/PostCover.tsx) and the main pages' night heroes
// (templates/art/NightSky.tsx) are drawn from them, so the brand's picture is one picture.

/** The flower from the base of a spike to its tip: violet, paler, then the white tip (as in Brand.tsx). */
export const FLORET_BANDS = ['#6a4cf0', '#8f7bff', '#c3b6ff', '#f3f0ff'] as const;

/** One flower spike: where its stem stands, how tall it is and how far its tip leans. */
export interface Spike {
  x: number;
  base: number;
  height: number;
  lean: number;
}

/** Pairs of florets up the top two thirds of a spike, smaller and paler towards the tip; each band
 *  of colour is one path for all spikes, which keeps a card's markup small. */
export function addFlorets(spike: Spike, bands: string[][]): void {
  const rows = Math.max(3, Math.round(spike.height / 19));
  const start = spike.height * 0.3;
  for (let row = 0; row < rows; row++) {
    const along = (start + ((spike.height - start) * row) / rows) / spike.height;
    const cx = spike.x + spike.lean * along * along;
    const cy = spike.base - spike.height * along;
    const size = 1 - (0.55 * row) / rows;
    const band = bands[Math.min(FLORET_BANDS.length - 2, Math.floor((row / rows) * (FLORET_BANDS.length - 1)))]!;
    for (const side of [-1, 1]) band.push(ellipse(cx + side * 10 * size, cy, 14 * size, 8 * size, side * 28));
  }
  bands[FLORET_BANDS.length - 1]!.push(ellipse(spike.x + spike.lean, spike.base - spike.height - 4, 6, 8, 0));
}

/** An ellipse turned by `degrees`, as two arcs of a path. */
export function ellipse(cx: number, cy: number, rx: number, ry: number, degrees: number): string {
  const angle = (degrees * Math.PI) / 180;
  const dx = rx * Math.cos(angle);
  const dy = rx * Math.sin(angle);
  const arc = `A${tenths(rx)} ${tenths(ry)} ${degrees} 1 0`;
  const start = `${tenths(cx - dx)} ${tenths(cy - dy)}`;
  return `M${start}${arc} ${tenths(cx + dx)} ${tenths(cy + dy)}${arc} ${start}Z`;
}

/** A rolling hill line across the width of `view` (five points, 200 apart), filled down to the bottom. */
export function hill(random: () => number, view: { width: number; height: number }, level: number, swing: number): string {
  const points = Array.from({ length: 5 }, (_, index) => ({ x: (index * view.width) / 4, y: level + (random() - 0.5) * 2 * swing }));
  let d = `M0 ${view.height}L0 ${tenths(points[0]!.y)}`;
  for (let i = 1; i < points.length; i++) {
    const from = points[i - 1]!;
    const to = points[i]!;
    const pull = (to.x - from.x) * 0.45;
    d += `C${tenths(from.x + pull)} ${tenths(from.y)} ${tenths(to.x - pull)} ${tenths(to.y)} ${tenths(to.x)} ${tenths(to.y)}`;
  }
  return `${d}L${view.width} ${view.height}Z`;
}

export const round = (value: number) => Math.round(value * 10) / 10;

/**
 * `String(round(value))`, from whole tenths: a drawing writes thousands of numbers, and an integer
 * becomes text much faster than a fraction does.
 */
export function tenths(value: number): string {
  const scaled = Math.round(value * 10);
  if (scaled < 0) return `-${tenths(-scaled / 10)}`;
  const units = scaled % 10;
  return units === 0 ? String(scaled / 10) : `${(scaled - units) / 10}.${units}`;
}

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
