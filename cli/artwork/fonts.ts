// The two typefaces, each cut in two by `npm run artwork`: the characters nearly every page shows, and
// the rest of the latin set the @fontsource packages publish. client/styles/font.css declares each
// part with its unicode-range, so a browser downloads a part only when a page's text has one of its
// characters: the brand face's common part is 13.1 KB of its 22.2 KB, and the labels' face (always in
// capitals: client/styles/components/labels.css) 7.8 KB of 21.8 KB. Committed, not made by the build.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import subsetFont from 'subset-font';
import { projectRoot } from '../runtime/project-root.ts';

/** The latin set of the packages' files (their CSS's unicode-range). */
const LATIN = codePointsOf(
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
);
/** Beside ASCII, what the site's pages write: quotes, dashes, the middle dot, ©, ×, ÷, é, •, …, −. */
const PUNCTUATION = codePointsOf(
  'U+00A0, U+00A9, U+00B7, U+00D7, U+00E9, U+00F7, U+2013-2014, U+2018-2019, U+201C-201D, U+2022, U+2026, U+2212',
);
const COMMON = [...codePointsOf('U+0020-007E'), ...PUNCTUATION];
/** What text set in capitals shows: no lowercase letters. */
const CAPITALS = COMMON.filter((point) => point < 0x61 || point > 0x7a);

const JAKARTA = 'node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2';
const MONO = 'node_modules/@fontsource/jetbrains-mono/files/jetbrains-mono-latin-500-normal.woff2';

export interface FontPart {
  /** In client/fonts/. */
  file: string;
  source: string;
  codePoints: number[];
  /** Whether glyphs only its ligatures reach are kept: the brand face's are (its fi, fl); the labels'
   *  are not (spaced capitals take no ligatures, and they doubled the part). */
  ligatures: boolean;
  /** The weights kept of a variable face: the pages set text from 400 to 800, and the lighter masters
   *  made the common part 17.7 KB, past the 14 KB a new connection's first round trip carries. */
  weights?: { min: number; max: number };
}

/** The brand face's weights the site sets (client/styles: body text 400, headings up to 800). */
export const JAKARTA_WEIGHTS = { min: 400, max: 800 } as const;

export const FONT_PARTS: readonly FontPart[] = [
  {
    file: 'plus-jakarta-sans-common.woff2',
    source: JAKARTA,
    codePoints: COMMON,
    ligatures: true,
    weights: JAKARTA_WEIGHTS,
  },
  {
    file: 'plus-jakarta-sans-rest.woff2',
    source: JAKARTA,
    codePoints: without(LATIN, COMMON),
    ligatures: true,
    weights: JAKARTA_WEIGHTS,
  },
  { file: 'jetbrains-mono-capitals.woff2', source: MONO, codePoints: CAPITALS, ligatures: false },
  { file: 'jetbrains-mono-rest.woff2', source: MONO, codePoints: without(LATIN, CAPITALS), ligatures: true },
];

/** A part's file, cut from its package's. */
export async function fontPart(part: FontPart): Promise<Buffer> {
  const font = await readFile(path.join(projectRoot, part.source));
  return subsetFont(font, String.fromCodePoint(...part.codePoints), {
    targetFormat: 'woff2',
    noLayoutClosure: !part.ligatures,
    ...(part.weights && { variationAxes: { wght: part.weights } }),
  });
}

/** Code points as a unicode-range: "U+0020-007E, U+00A0". */
export function unicodeRange(codePoints: number[]): string {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, '0');
  const ranges: string[] = [];
  for (let at = 0; at < sorted.length;) {
    let end = at;
    while (end + 1 < sorted.length && sorted[end + 1] === sorted[end]! + 1) end++;
    ranges.push(end === at ? `U+${hex(sorted[at]!)}` : `U+${hex(sorted[at]!)}-${hex(sorted[end]!)}`);
    at = end + 1;
  }
  return ranges.join(', ');
}

/** A unicode-range's code points. */
export function codePointsOf(range: string): number[] {
  return range.split(',').flatMap((part) => {
    const [first, last = first] = part
      .trim()
      .slice(2)
      .split('-')
      .map((point) => parseInt(point, 16));
    return Array.from({ length: last! - first! + 1 }, (_, index) => first! + index);
  });
}

function without(points: number[], taken: number[]): number[] {
  const out = new Set(taken);
  return points.filter((point) => !out.has(point));
}
