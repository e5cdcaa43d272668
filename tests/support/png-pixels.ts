// Reads back a PNG the project wrote (8-bit truecolour, with or without alpha, not interlaced): its
// size and its RGB pixels, each chunk's CRC checked, for tests that compare pictures.
import { crc32, inflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export interface DecodedPng {
  width: number;
  height: number;
  /** width * height RGB triples, row by row (an alpha channel is dropped). */
  rgb: Uint8Array;
}

export function decodePng(png: Uint8Array): DecodedPng {
  const file = Buffer.from(png);
  if (!file.subarray(0, 8).equals(SIGNATURE)) throw new Error('Not a PNG: wrong signature');
  const data: Buffer[] = [];
  let header: Buffer | undefined;
  let ended = false;
  for (let at = 8; at < file.length;) {
    const length = file.readUInt32BE(at);
    const type = file.toString('ascii', at + 4, at + 8);
    const body = file.subarray(at + 8, at + 8 + length);
    if (crc32(file.subarray(at + 4, at + 8 + length)) !== file.readUInt32BE(at + 8 + length))
      throw new Error(`PNG chunk ${type}: wrong CRC`);
    if (type === 'IHDR') header = body;
    if (type === 'IDAT') data.push(body);
    if (type === 'IEND') ended = true;
    at += 12 + length;
  }
  if (!header || !ended) throw new Error('PNG without IHDR or IEND');
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  if (header[8] !== 8 || (header[9] !== 2 && header[9] !== 6) || header[12] !== 0)
    throw new Error('Only 8-bit truecolour, not interlaced');
  const channels = header[9] === 6 ? 4 : 3;
  const stride = width * channels;
  const raw = inflateSync(Buffer.concat(data));
  if (raw.length !== (stride + 1) * height) throw new Error('PNG data of the wrong length');
  const pixels = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    for (let i = 0; i < stride; i++) {
      const left = i >= channels ? pixels[y * stride + i - channels]! : 0;
      const up = y > 0 ? pixels[(y - 1) * stride + i]! : 0;
      const corner = i >= channels && y > 0 ? pixels[(y - 1) * stride + i - channels]! : 0;
      const predictor = [0, left, up, (left + up) >> 1, paeth(left, up, corner)][filter];
      if (predictor === undefined) throw new Error(`Unknown PNG filter ${filter}`);
      pixels[y * stride + i] = (raw[y * (stride + 1) + 1 + i]! + predictor) & 0xff;
    }
  }
  if (channels === 3) return { width, height, rgb: pixels };
  const rgb = new Uint8Array(width * height * 3);
  for (let from = 0, to = 0; from < pixels.length; from += 4, to += 3) rgb.set(pixels.subarray(from, from + 3), to);
  return { width, height, rgb };
}

function paeth(left: number, up: number, corner: number): number {
  const estimate = left + up - corner;
  const [toLeft, toUp, toCorner] = [Math.abs(estimate - left), Math.abs(estimate - up), Math.abs(estimate - corner)];
  return toLeft <= toUp && toLeft <= toCorner ? left : toUp <= toCorner ? up : corner;
}
