// subset-font ships no types: what cli/artwork/fonts.ts calls of it (its README's options).
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: 'woff2' | 'woff' | 'truetype' | 'sfnt';
      noLayoutClosure?: boolean;
      /** An axis pinned to a value, or limited to a range. */
      variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    },
  ): Promise<Buffer>;
}
