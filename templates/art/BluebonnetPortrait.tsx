// The bluebonnet night close up, upright: three tall flowers in front of a hillside field, a crescent
// moon and the sunset's glow low on the right. The heroes show the night as a strip at their foot;
// this is the one large picture of it, beside about's values (what the company is, not what it sells).
// Drawn from the same parts as the covers and the horizons (bluebonnet-field.ts, SpikeField.tsx). It is
// a file of its own (art-files.ts), 40 KB of paths that about's HTML no longer carries: the page shows
// it screens down, and only on wide screens.
import { renderToStaticMarkup } from 'react-dom/server';
import { crescent, hill, round, seededRandom, type Spike } from './bluebonnet-field.ts';
import { furthestFirst, SpikeField } from './SpikeField.tsx';

const VIEW = { width: 360, height: 460 } as const;
/** tokens.css: the night, a far hill a little lighter, the moon's pale warm light, the sunset's glow. */
const INK = {
  night: '#050b1d',
  violet: '#2b2170',
  farHill: '#16255a',
  middleHill: '#0c1838',
  moon: '#ffe0cf',
  star: '#f3f0ff',
  glow: '#ff8a5b',
} as const;

/** Three flowers close up, the tallest off-centre, as a photographer would frame them. */
const CLOSE: Spike[] = [
  { x: 128, base: 478, height: 330, lean: 6 },
  { x: 214, base: 486, height: 262, lean: -5 },
  { x: 52, base: 490, height: 196, lean: 4 },
];

/** Where the portrait is published, and its size. */
export const BLUEBONNET_PORTRAIT = { src: '/art/bluebonnet-portrait.svg', ...VIEW } as const;

/** The standalone SVG of the portrait, its colours written in. */
export function bluebonnetPortraitSvg(): string {
  return `${renderToStaticMarkup(<BluebonnetPortrait />).replace('<svg ', '<svg xmlns="http://www.w3.org/2000/svg" ')}\n`;
}

function BluebonnetPortrait() {
  const { width, height } = VIEW;
  const { farHill, middleHill, frontHill, stars, far, middle } = scene;
  return (
    <svg viewBox={`0 0 ${width} ${height}`} preserveAspectRatio="xMidYMax slice">
      <defs>
        <linearGradient id="portrait-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={INK.night} />
          <stop offset="0.55" stopColor={INK.violet} />
          <stop offset="0.8" stopColor={INK.glow} stopOpacity="0.55" />
        </linearGradient>
        <radialGradient id="portrait-glow" cx="0.85" cy="0.72" r="0.55">
          <stop offset="0" stopColor={INK.glow} stopOpacity="0.55" />
          <stop offset="1" stopColor={INK.glow} stopOpacity="0" />
        </radialGradient>
        <radialGradient id="portrait-moonlight">
          <stop offset="0" stopColor={INK.moon} stopOpacity="0.3" />
          <stop offset="1" stopColor={INK.moon} stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width={width} height={height} fill={INK.night} />
      <rect width={width} height={height} fill="url(#portrait-sky)" />
      <rect width={width} height={height} fill="url(#portrait-glow)" />
      {stars.map((star, index) => (
        <circle
          key={index}
          cx={round(star.x)}
          cy={round(star.y)}
          r={round(star.r)}
          fill={INK.star}
          fillOpacity={round(star.opacity)}
        />
      ))}
      <circle cx="280" cy="86" r="70" fill="url(#portrait-moonlight)" />
      <path d={crescent(280, 86, 24, 0.9, -30)} fill={INK.moon} />
      <path d={farHill} fill={INK.farHill} />
      <SpikeField spikes={furthestFirst(far)} scale={0.26} opacity={0.6} />
      <path d={middleHill} fill={INK.middleHill} />
      <SpikeField spikes={furthestFirst(middle)} scale={0.5} />
      <path d={frontHill} fill={INK.night} />
      <SpikeField spikes={furthestFirst(CLOSE)} scale={1.7} />
    </svg>
  );
}

/** The same on every build: its randomness is seeded, so it is laid out once when the module loads. */
const scene = layOutPortrait();

function layOutPortrait() {
  const random = seededRandom('portrait:about');
  const { width } = VIEW;
  const farHill = hill(random, VIEW, 318, 16);
  const middleHill = hill(random, VIEW, 372, 12);
  const frontHill = hill(random, VIEW, 440, 8);
  // Stars only in the sky's upper half, and none on the moon.
  const stars = Array.from({ length: 22 }, () => ({
    x: random() * width,
    y: 12 + random() * 200,
    r: 0.6 + random() * 1.1,
  }))
    .filter((star) => Math.hypot(star.x - 280, star.y - 86) > 46)
    .map((star) => ({ ...star, opacity: 0.35 + random() * 0.5 }));
  // A far field along the hilltop and a nearer one on the middle hill, smaller and dimmer with distance.
  const far = Array.from({ length: 26 }, (_, index) => ({
    x: (index + random()) * (width / 26),
    base: 322 + random() * 14,
    height: 16 + random() * 16,
    lean: (random() - 0.5) * 4,
  }));
  const middle = Array.from({ length: 11 }, (_, index) => ({
    x: (index + random()) * (width / 11),
    base: 384 + random() * 12,
    height: 40 + random() * 34,
    lean: (random() - 0.5) * 6,
  }));
  return { farHill, middleHill, frontHill, stars, far, middle };
}
