// The pixel work of a social card drawn in layers (cli/artwork/social-card.tsx): what is the same on
// every card is painted once, what differs (the cover, the words) is painted alone, and the layers are
// put together here, in the order one whole drawing would paint them. resvg hands back premultiplied
// RGBA (each colour already multiplied by its alpha), which makes each blend one multiply and add.

/** An RGBA image as resvg paints it: premultiplied, row by row. */
export interface Rgba {
  width: number;
  height: number;
  pixels: Uint8Array;
}

/** An opaque image's RGB triples, row by row (what png.ts encodes). */
export function opaqueRgb({ width, height, pixels }: Rgba): Uint8Array {
  const rgb = new Uint8Array(width * height * 3);
  // Byte by byte: a subarray per pixel was slow.
  for (let from = 0, to = 0; from < pixels.length; from += 4, to += 3) {
    rgb[to] = pixels[from]!;
    rgb[to + 1] = pixels[from + 1]!;
    rgb[to + 2] = pixels[from + 2]!;
  }
  return rgb;
}

/**
 * A translucent layer that is the same along each column (the scrim's horizontal gradient), as two
 * paintings of it: over black and over white. Over black a pixel is the layer's own premultiplied
 * colour; white minus black is what it lets through (255 times one minus its alpha). So what it makes
 * of any pixel under it is known without painting it again.
 */
export interface ColumnVeil {
  /** Per column and channel (x * 3 + channel): the layer's premultiplied colour, times 65,536. */
  colour: Int32Array;
  /** Per column and channel: the share of the pixel under it that shows through, times 65,536. */
  through: Int32Array;
  /** The first column from which on the layer is clear (it changes nothing there). */
  end: number;
}

/** The veil read from one row of the layer painted over black and over white (both opaque RGBA). */
export function columnVeil(overBlack: Rgba, overWhite: Rgba, row: number): ColumnVeil {
  const colour = new Int32Array(overBlack.width * 3);
  const through = new Int32Array(overBlack.width * 3);
  for (let x = 0; x < overBlack.width; x++) {
    for (let channel = 0; channel < 3; channel++) {
      const at = (row * overBlack.width + x) * 4 + channel;
      colour[x * 3 + channel] = overBlack.pixels[at]! * 65536;
      through[x * 3 + channel] = Math.round(((overWhite.pixels[at]! - overBlack.pixels[at]!) * 65536) / 255);
    }
  }
  const clear = (x: number) => [0, 1, 2].every((c) => colour[x * 3 + c] === 0 && through[x * 3 + c] === 65536);
  let end = overBlack.width;
  while (end > 0 && clear(end - 1)) end--;
  return { colour, through, end };
}

/** Writes the opaque `image` into the RGB `card` at column `left`, under the veil (its columns the card's). */
export function paintUnderVeil(card: Uint8Array, cardWidth: number, image: Rgba, left: number, veil: ColumnVeil) {
  const { width, height, pixels } = image;
  const { colour, through } = veil;
  // Past the veil's last column it lets everything through: those pixels are only copied.
  const veiled = Math.min(width, Math.max(0, veil.end - left));
  for (let y = 0; y < height; y++) {
    let from = y * width * 4;
    let to = (y * cardWidth + left) * 3;
    // Fixed point (16 bits of fraction): rounding floats made this the slowest blend of the card.
    for (let x = left * 3, end = (left + veiled) * 3; x < end; x += 3, from += 4, to += 3) {
      card[to] = (colour[x]! + pixels[from]! * through[x]! + 32768) >> 16;
      card[to + 1] = (colour[x + 1]! + pixels[from + 1]! * through[x + 1]! + 32768) >> 16;
      card[to + 2] = (colour[x + 2]! + pixels[from + 2]! * through[x + 2]! + 32768) >> 16;
    }
    for (let x = veiled; x < width; x++, from += 4, to += 3) {
      card[to] = pixels[from]!;
      card[to + 1] = pixels[from + 1]!;
      card[to + 2] = pixels[from + 2]!;
    }
  }
}

/** Paints the premultiplied `layer` over the RGB `card`, its top left corner at (left, top). */
export function paintOver(card: Uint8Array, cardWidth: number, layer: Rgba, left: number, top: number) {
  const { width, height, pixels } = layer;
  for (let y = 0; y < height; y++) {
    let from = y * width * 4;
    let to = ((top + y) * cardWidth + left) * 3;
    for (let x = 0; x < width; x++, from += 4, to += 3) {
      const alpha = pixels[from + 3]!;
      if (alpha === 0) continue;
      const under = 255 - alpha;
      // Rounded as resvg blends: (colour * (255 - alpha) + 127) / 255.
      card[to] = pixels[from]! + div255(card[to]! * under);
      card[to + 1] = pixels[from + 1]! + div255(card[to + 1]! * under);
      card[to + 2] = pixels[from + 2]! + div255(card[to + 2]! * under);
    }
  }
}

/** x / 255 rounded, for x up to 255 * 255. */
const div255 = (value: number) => ((value + 128 + ((value + 128) >> 8)) >> 8) & 0xff;
