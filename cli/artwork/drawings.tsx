// The site's fixed generated images: the blog placeholders and the favicon.
import { renderToStaticMarkup } from 'react-dom/server';
import { BrandMark } from '../../templates/marks/Brand.tsx';
import { encodePng } from './png.ts';

type Rgb = readonly [number, number, number];
const NAVY_DEEP: Rgb = [5, 11, 29];
const NAVY: Rgb = [18, 33, 74];
const BLUE: Rgb = [44, 92, 246];
const DOT: Rgb = [168, 189, 255];

/**
 * Deep navy with a diagonal wash of blue, a fine dot grid and a few faint diagonal "scan" lines: the
 * night-sky base under every blog picture. Deliberately quiet, because each card layers its
 * category's colour and motif over it (templates/parts/PostMeta.tsx), and quiet at any crop.
 */
export function brandArtwork(width: number, height: number): Buffer {
  // Colours come from lookup tables (base gradient by position, light by distance) so the per-pixel
  // work is a few additions.
  const base = colourTable((t) =>
    mixRgb(mixRgb(NAVY_DEEP, NAVY, Math.min(1, t * 1.6)), BLUE, Math.max(0, t - 0.55) * 0.5),
  );
  const lightRadius = Math.max(width, height) * 0.75;
  const light = new Float32Array(LUT_SIZE + 1).map((_, i) => (1 - i / LUT_SIZE) ** 2.2 * 0.28);
  const lightX = width * 0.78;
  const lightY = -height * 0.1;
  const pitch = Math.max(8, Math.round(Math.min(width, height) / 22));
  const pixels = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    const dy2 = (y - lightY) ** 2;
    for (let x = 0; x < width; x++) {
      const t = (x / width) * 0.55 + (y / height) * 0.45;
      const at = Math.round(t * LUT_SIZE) * 3;
      const distance = Math.sqrt((x - lightX) ** 2 + dy2) / lightRadius;
      const glow = distance < 1 ? light[Math.round(distance * LUT_SIZE)]! : 0;
      // A dot at every grid crossing, brighter near the light; a faint scan line every few cells.
      const onDot = x % pitch === pitch >> 1 && y % pitch === pitch >> 1 ? 0.16 + glow : 0;
      const onScan = (x + y) % (pitch * 9) === 0 ? 0.05 : 0;
      const o = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) {
        const lit = base[at + c]! + (BLUE[c]! - base[at + c]!) * glow;
        pixels[o + c] = lit + (DOT[c]! - lit) * Math.min(1, onDot + onScan);
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
