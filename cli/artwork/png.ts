// A minimal PNG encoder (truecolour, 8 bits per channel), for the social cards and the blog's
// placeholders: those live at extensionless paths, which hosts serve as application/octet-stream, and
// browsers sniff a PNG's signature there (not an SVG's).
import { promisify } from 'node:util';
import { crc32, deflate, deflateSync } from 'node:zlib';

export interface PngOptions {
  /** Each row stores its difference to the pixel on its left ('sub', which suits the placeholders'
   *  horizontal gradients) or to the pixel above it ('up': smaller on a social card's drawing). */
  filter?: 'sub' | 'up';
  /** zlib's level: 9 for the few committed images; 1 for the cards, many times faster for more bytes. */
  level?: number;
}

/** `pixels` holds width * height RGB triples, row by row. */
export function encodePng(width: number, height: number, pixels: Uint8Array, options: PngOptions = {}): Buffer {
  const { level = 9 } = options;
  return pngFile(width, height, deflateSync(filteredRows(width, height, pixels, options), { level }));
}

const deflateAsync = promisify(deflate);

/** The same file, compressed on one of Node's worker threads (libuv's pool): the caller's thread goes
 *  on meanwhile, drawing the next card. */
export async function encodePngAsync(
  width: number,
  height: number,
  pixels: Uint8Array,
  options: PngOptions = {},
): Promise<Buffer> {
  const { level = 9 } = options;
  return pngFile(width, height, await deflateAsync(filteredRows(width, height, pixels, options), { level }));
}

function filteredRows(width: number, height: number, pixels: Uint8Array, { filter = 'sub' }: PngOptions): Buffer {
  // Each row starts with its filter type (1 "Sub", 2 "Up"): differences to a neighbour make smooth
  // gradients compress to a fraction of their raw size.
  const rowBytes = width * 3;
  // Not zeroed first: every byte is written below.
  const raw = Buffer.allocUnsafe((rowBytes + 1) * height);
  const difference = filter === 'up' ? upDifference(pixels, rowBytes) : undefined;
  for (let y = 0; y < height; y++) {
    const out = y * (rowBytes + 1);
    const row = y * rowBytes;
    if (difference) {
      raw[out] = 2;
      raw.set(difference(y), out + 1);
    } else {
      raw[out] = 1;
      for (let i = 0; i < rowBytes; i++)
        raw[out + 1 + i] = (pixels[row + i]! - (i >= 3 ? pixels[row + i - 3]! : 0)) & 0xff;
    }
  }
  return raw;
}

function pngFile(width: number, height: number, compressed: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', compressed),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Each row minus the row above it, byte by byte, computed four bytes at a time: the bytes of a 32-bit
 * word are subtracted without borrowing from each other (their top bits apart, then put back).
 */
function upDifference(pixels: Uint8Array, rowBytes: number): (y: number) => Uint8Array {
  const words = Math.ceil(rowBytes / 4);
  // Copied into word-aligned buffers: a row of pixels need not start on a word.
  const current = new Uint32Array(words);
  const above = new Uint32Array(words);
  const result = new Uint32Array(words);
  const currentBytes = new Uint8Array(current.buffer);
  const aboveBytes = new Uint8Array(above.buffer);
  const resultBytes = new Uint8Array(result.buffer, 0, rowBytes);
  return (y) => {
    currentBytes.set(pixels.subarray(y * rowBytes, (y + 1) * rowBytes));
    if (y === 0) above.fill(0);
    else aboveBytes.set(pixels.subarray((y - 1) * rowBytes, y * rowBytes));
    for (let i = 0; i < words; i++) {
      const a = current[i]!;
      const b = above[i]!;
      result[i] = (((a | 0x80808080) - (b & 0x7f7f7f7f)) ^ ((a ^ ~b) & 0x80808080)) >>> 0;
    }
    return resultBytes;
  };
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}
