// One page's social card (Open Graph and Twitter), 1200 by 630: the page's cover drawing full-bleed
// (an article's own cover, the same art as on /blog), darkened on the left under the brand, the
// page's kind and its title. Laid out by satori (text becomes paths, so the font is baked in) and
// painted to PNG by resvg's WebAssembly build (no platform binaries: `npm ci` works everywhere).
// Both load only when a card has to be drawn: a build whose cards are all cached never loads them.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { renderToStaticMarkup } from 'react-dom/server';
import { BrandMark } from '../../templates/marks/Brand.tsx';
import type { CoverSpec } from '../model/cover-spec.ts';
import { COVER_LANDMARK_END, PostCover, VIEW as COVER_VIEW } from '../../templates/parts/PostCover.tsx';
import { encodePng } from './png.ts';

export const CARD_SIZE = { width: 1200, height: 630 } as const;

/** Everything a card shows: the cache key is made of this (cli/build/social-cards.ts). */
export interface CardContent {
  /** The site's name, beside the mark. */
  brand: string;
  /** What the page is: 'Article · Security', 'Email Security', 'Services'. */
  kind: string;
  title: string;
  /** Under the title: where the company is. */
  footnote: string;
  cover: CoverSpec;
}

const require = createRequire(import.meta.url);
const CARD_FONT_FILES = [
  require.resolve('@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-latin-700-normal.woff'),
  require.resolve('@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-latin-800-normal.woff'),
];
const RESVG_WASM = require.resolve('@resvg/resvg-wasm/index_bg.wasm');
/** What a card's drawing reads as it runs, besides the code it imports: the font and resvg's
 *  WebAssembly (cli/build/social-cards.ts keys the kept cards on both). */
export const CARD_RUNTIME_FILES: readonly string[] = [...CARD_FONT_FILES, RESVG_WASM];

type Painter = (svg: string) => Uint8Array;
let painter:
  | Promise<{
      layout: typeof import('satori').default;
      paint: Painter;
      fonts: { name: string; data: Buffer; weight: 700 | 800; style: 'normal' }[];
    }>
  | undefined;

/** satori, resvg (its WebAssembly compiled once per process) and the font, loaded on first use. */
function loadPainter() {
  painter ??= (async () => {
    const [{ default: layout }, resvg] = await Promise.all([import('satori'), import('@resvg/resvg-wasm')]);
    await resvg.initWasm(readFileSync(RESVG_WASM));
    const fonts = CARD_FONT_FILES.map((file, index) => ({
      name: 'Plus Jakarta Sans',
      data: readFileSync(file),
      weight: index === 0 ? (700 as const) : (800 as const),
      style: 'normal' as const,
    }));
    const paint: Painter = (svg) => {
      const image = new resvg.Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render();
      return encodePng(image.width, image.height, opaqueRgb(image.pixels), { filter: 'up', level: 6 });
    };
    return { layout, paint, fonts };
  })();
  return painter;
}

export async function drawSocialCard(card: CardContent): Promise<Uint8Array> {
  const { layout, paint, fonts } = await loadPainter();
  const svg = await layout(<CardLayout card={card} />, { ...CARD_SIZE, fonts });
  return paint(svg);
}

/** The card is opaque: RGBA to RGB, re-encoded by png.ts, whose filtering makes the file a third of resvg's. */
function opaqueRgb(rgba: Uint8Array): Uint8Array {
  const rgb = new Uint8Array((rgba.length / 4) * 3);
  for (let from = 0, to = 0; from < rgba.length; from += 4, to += 3) rgb.set(rgba.subarray(from, from + 3), to);
  return rgb;
}

const svgDataUri = (markup: string) =>
  `data:image/svg+xml;base64,${Buffer.from(markup.replace('<svg ', '<svg xmlns="http://www.w3.org/2000/svg" ')).toString('base64')}`;

/** Where the words go. */
const TEXT_COLUMN = { left: 72, width: 720 } as const;
/**
 * The cover stands in the card's right part, whole (full-bleed, what showed past the words was the
 * cover's right edge: one flower on an empty field): cut to a box taller than wide, the drawing shows
 * its middle, where its flowers and its landmark stand. A long title's last words may reach over its
 * left edge, where the scrim is still near solid.
 */
const COVER_BOX = { left: 720, width: CARD_SIZE.width - 720 } as const;
/** The part of the cover the box shows, as tall as the cover and as wide as the box's shape allows,
 *  ending where the covers keep their landmark (PostCover.tsx places it up to x 695 of 800): the
 *  landmark and the flowers before it, never a lighthouse's beam without its lighthouse. */
const COVER_WINDOW = (() => {
  const width = (COVER_VIEW.height * COVER_BOX.width) / CARD_SIZE.height;
  return `${COVER_LANDMARK_END - width} 0 ${width} ${COVER_VIEW.height}`;
})();
/** The scrim is solid navy to the cover's edge, so no flower shows through a title (at nine tenths,
 *  flowers under the words showed as grey ghosts), then eases out over the cover's first sixth. */
const SCRIM_START = COVER_BOX.left / CARD_SIZE.width;
const SCRIM_SPAN = 0.14;
const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
/** Along a smoothstep curve, in eight stops: a straight fall drew a visible seam where it began. */
const smoothstep = (t: number) => t * t * (3 - 2 * t);
const SCRIM_STOPS = Array.from({ length: 8 }, (_, index) => {
  const t = index / 7;
  return `rgba(5,11,29,${(1 - smoothstep(t)).toFixed(3)}) ${percent(SCRIM_START + t * SCRIM_SPAN)}`;
});
const SCRIM = `linear-gradient(90deg, rgba(5,11,29,1) 0%, ${SCRIM_STOPS.join(', ')})`;

/** Long titles step down in size so that every title fits in three lines. */
const titleSize = (title: string) => (title.length <= 34 ? 78 : title.length <= 64 ? 64 : 54);

function CardLayout({ card }: { card: CardContent }) {
  const cover = svgDataUri(
    renderToStaticMarkup(<PostCover spec={card.cover} id="card" />).replace(
      /viewBox="[^"]*"/,
      `width="${COVER_BOX.width}" height="${CARD_SIZE.height}" viewBox="${COVER_WINDOW}"`,
    ),
  );
  const mark = svgDataUri(
    renderToStaticMarkup(<BrandMark gradientId="card-mark" />).replace('viewBox', 'width="64" height="64" viewBox'),
  );
  return (
    <div
      style={{
        display: 'flex',
        position: 'relative',
        width: CARD_SIZE.width,
        height: CARD_SIZE.height,
        backgroundColor: '#0a1631',
        fontFamily: 'Plus Jakarta Sans',
        color: '#ffffff',
      }}
    >
      <img
        src={cover}
        width={COVER_BOX.width}
        height={CARD_SIZE.height}
        style={{ position: 'absolute', left: COVER_BOX.left, top: 0 }}
      />
      {/* The night side: the text sits on near-solid navy, the flowers show on the right. */}
      <div
        style={{
          position: 'absolute',
          left: 0,
          top: 0,
          width: CARD_SIZE.width,
          height: CARD_SIZE.height,
          backgroundImage: SCRIM,
        }}
      />
      {/* Positioned too: satori paints positioned boxes above the flow, whatever their order. */}
      <div
        style={{
          position: 'absolute',
          left: TEXT_COLUMN.left,
          top: 64,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          width: TEXT_COLUMN.width,
          height: CARD_SIZE.height - 64 - 60,
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center' }}>
          <img src={mark} width={64} height={64} />
          <span style={{ marginLeft: 20, fontSize: 34, fontWeight: 800, letterSpacing: -0.5 }}>{card.brand}</span>
        </div>
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          <span
            style={{
              fontSize: 26,
              fontWeight: 700,
              color: '#b3a3ff',
              letterSpacing: 3,
              textTransform: 'uppercase',
              marginBottom: 22,
            }}
          >
            {card.kind}
          </span>
          <span
            style={{
              fontSize: titleSize(card.title),
              fontWeight: 800,
              lineHeight: 1.08,
              letterSpacing: -1.5,
              lineClamp: 3,
            }}
          >
            {card.title}
          </span>
        </div>
        <div style={{ display: 'flex', alignItems: 'center', fontSize: 24, fontWeight: 700, color: '#cdd9ff' }}>
          <div
            style={{
              width: 48,
              height: 6,
              borderRadius: 3,
              marginRight: 18,
              backgroundImage: 'linear-gradient(90deg, #3b40ec, #7457ff)',
            }}
          />
          {card.footnote}
        </div>
      </div>
    </div>
  );
}
