// A minimal PNG encoder (truecolour, 8 bits per channel). The blog's placeholder images live at
// extensionless paths (/api/placeholder/400/250); static hosts serve those as
// application/octet-stream, and browsers still display a PNG there because they sniff its signature
// (they do not for SVG). Drawing them in code keeps the art reviewable and reproducible
// (`npm run artwork`); the PNG files it writes are committed.
import { crc32, deflateSync } from 'node:zlib';

export interface PngOptions {
  /** Each row stores its difference to the pixel on its left ('sub', which suits the placeholders'
   *  horizontal gradients) or to the pixel above it ('up': smaller on a social card's drawing). */
  filter?: 'sub' | 'up';
  /** zlib's level: 9 for the few committed images; 6 for the cards, many times faster for a few more bytes. */
  level?: number;
}

/** `pixels` holds width * height RGB triples, row by row. */
export function encodePng(
  width: number,
  height: number,
  pixels: Uint8Array,
  { filter = 'sub', level = 9 }: PngOptions = {},
): Buffer {
  // Each row starts with its filter type (1 "Sub", 2 "Up"): differences to a neighbour make smooth
  // gradients compress to a fraction of their raw size.
  const rowBytes = width * 3;
  const raw = Buffer.alloc((rowBytes + 1) * height);
  for (let y = 0; y < height; y++) {
    const out = y * (rowBytes + 1);
    const row = y * rowBytes;
    if (filter === 'up') {
      raw[out] = 2;
      for (let i = 0; i < rowBytes; i++)
        raw[out + 1 + i] = (pixels[row + i]! - (y > 0 ? pixels[row - rowBytes + i]! : 0)) & 0xff;
    } else {
      raw[out] = 1;
      for (let i = 0; i < rowBytes; i++)
        raw[out + 1 + i] = (pixels[row + i]! - (i >= 3 ? pixels[row + i - 3]! : 0)) & 0xff;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}
