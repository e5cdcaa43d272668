// subset-font ships no types: what cli/artwork/fonts.ts calls of it (its README's options).
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: 'woff2' | 'woff' | 'truetype' | 'sfnt'; noLayoutClosure?: boolean },
  ): Promise<Buffer>;
}
