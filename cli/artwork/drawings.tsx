// The site's generated images: the blog placeholders, the social sharing image and the favicon.
import { renderToStaticMarkup } from 'react-dom/server';
import { BrandMark } from '../../templates/parts/BrandMark.tsx';
import { encodePng } from './png.ts';

type Rgb = readonly [number, number, number];
const NAVY: Rgb = [11, 23, 54];
const BLUE: Rgb = [44, 92, 246];
const VIOLET: Rgb = [109, 74, 255];
const GLOW: Rgb = [150, 180, 255];

/** A brand gradient (navy to blue to violet) with a faint grid and a soft glow: calm, on-brand art. */
export function brandArtwork(width: number, height: number): Buffer {
  // Colours come from lookup tables (gradient by position, glow strength by distance) so the
  // per-pixel work is a few additions: this runs on every build.
  const gradient = colourTable((t) => (t < 0.5 ? mixRgb(NAVY, BLUE, t * 1.4) : mixRgb(mixRgb(NAVY, BLUE, 0.7), VIOLET, (t - 0.5) * 1.6)));
  const glowRadius = Math.max(width, height) * 0.45;
  const glowStrength = new Float32Array(LUT_SIZE + 1).map((_, i) => (1 - i / LUT_SIZE) ** 2 * 0.45);
  const glowX = width * 0.72;
  const glowY = height * 0.38;
  const cell = Math.round(Math.min(width, height) / 10);
  const pixels = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    const dy2 = (y - glowY) ** 2;
    for (let x = 0; x < width; x++) {
      const t = (x / width) * 0.65 + (y / height) * 0.35;
      const base = Math.round(t * LUT_SIZE) * 3;
      const distance = Math.sqrt((x - glowX) ** 2 + dy2) / glowRadius;
      const glow = distance < 1 ? glowStrength[Math.round(distance * LUT_SIZE)]! : 0;
      const grid = x % cell === 0 || y % cell === 0 ? 0.07 : 0;
      const at = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) {
        const withGlow = gradient[base + c]! + (GLOW[c]! - gradient[base + c]!) * glow;
        pixels[at + c] = withGlow + (255 - withGlow) * grid;
      }
    }
  }
  return encodePng(width, height, pixels);
}

const LUT_SIZE = 1024;

function colourTable(colourAt: (t: number) => Rgb): Float32Array {
  const table = new Float32Array((LUT_SIZE + 1) * 3);
  for (let i = 0; i <= LUT_SIZE; i++) table.set(colourAt(i / LUT_SIZE), i * 3);
  return table;
}

function mixRgb(a: Rgb, b: Rgb, amount: number): Rgb {
  const k = Math.min(1, Math.max(0, amount));
  return [a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k, a[2] + (b[2] - a[2]) * k];
}

export function faviconSvg(): string {
  return renderToStaticMarkup(<BrandMark />).replace('<svg ', '<svg xmlns="http://www.w3.org/2000/svg" ');
}

