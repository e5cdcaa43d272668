// The PNG encoder of the cards and the placeholders: what it writes reads back as the same pixels,
// with either filter, whatever the image's width (the Up filter works on four bytes at a time).
import { describe, expect, it } from 'vitest';
import { encodePng } from '../../cli/artwork/png.ts';
import { decodePng } from '../support/png-pixels.ts';

/** Pixels of every value, some rows repeating the one above, as a picture's smooth parts do. */
function testImage(width: number, height: number): Uint8Array {
  const pixels = new Uint8Array(width * height * 3);
  let seed = 7;
  for (let i = 0; i < pixels.length; i++) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    pixels[i] = seed >>> 24;
  }
  for (let y = 2; y < height; y += 3) pixels.copyWithin(y * width * 3, (y - 1) * width * 3, y * width * 3);
  return pixels;
}

describe('encodePng', () => {
  for (const [width, height] of [
    [1, 1],
    [3, 4],
    [7, 5],
    [101, 9],
    [1200, 31],
  ] as const) {
    it(`writes a ${width} by ${height} image that reads back the same, with the Up and the Sub filter`, () => {
      const pixels = testImage(width, height);
      for (const filter of ['up', 'sub'] as const) {
        const decoded = decodePng(encodePng(width, height, pixels, { filter, level: 1 }));
        expect({ width: decoded.width, height: decoded.height }).toEqual({ width, height });
        expect(Buffer.from(decoded.rgb).equals(Buffer.from(pixels))).toBe(true);
      }
    });
  }
});
