// One page's social card (Open Graph and Twitter), 1200 by 630: the page's cover drawing on the right,
// darkened on the left under the brand, the page's kind and its title. Laid out by satori (text becomes
// paths, so the font is baked in) and painted by resvg's native build.
//
// Drawn in layers (cli/artwork/card-layers.ts), because one whole drawing per card was much slower
// (docs/speed.md): what every card shows is painted once per process, and a card paints only its cover
// and its words and puts them together. `drawWholeSocialCard` draws it whole, for the tests to compare.
// Both packages load only when a card has to be drawn: a build whose cards are all cached never loads them.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { BrandMark } from '../../templates/marks/Brand.tsx';
import type { CoverSpec } from '../model/cover-spec.ts';
import { COVER_LANDMARK_END, PostCover, VIEW as COVER_VIEW } from '../../templates/parts/PostCover.tsx';
import { columnVeil, opaqueRgb, paintOver, paintUnderVeil, type ColumnVeil, type Rgba } from './card-layers.ts';
import { encodePng, encodePngAsync } from './png.ts';

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
/** What a card's drawing reads as it runs, besides the code it imports: the font (resvg's native
 *  module counts by its package's version, as every package does: cli/runtime/cache.js). */
export const CARD_RUNTIME_FILES: readonly string[] = CARD_FONT_FILES;

/** zlib's level for a card: the fastest, for a few more bytes (docs/speed.md). */
const PNG_LEVEL = 1;

interface Tools {
  layout: (element: ReactElement) => Promise<string>;
  /** Paints on this thread. */
  paint: (svg: string) => Rgba;
  /** Paints on one of Node's worker threads (libuv's pool), while this one lays out the words. */
  paintElsewhere: (svg: string) => Promise<Rgba>;
}
let tools: Promise<Tools> | undefined;

/** satori, resvg and the font, loaded on first use. */
function loadTools(): Promise<Tools> {
  tools ??= (async () => {
    const [{ default: satori }, { Resvg, renderAsync }] = await Promise.all([
      import('satori'),
      import('@resvg/resvg-js'),
    ]);
    const options = { fitTo: { mode: 'original' as const }, font: { loadSystemFonts: false } };
    const rgba = (image: { width: number; height: number; pixels: Buffer }): Rgba => ({
      width: image.width,
      height: image.height,
      pixels: image.pixels,
    });
    const fonts = CARD_FONT_FILES.map((file, index) => ({
      name: 'Plus Jakarta Sans',
      data: readFileSync(file),
      weight: index === 0 ? (700 as const) : (800 as const),
      style: 'normal' as const,
    }));
    return {
      layout: (element) => satori(element, { ...CARD_SIZE, fonts }),
      paint: (svg) => rgba(new Resvg(svg, options).render()),
      paintElsewhere: async (svg) => rgba(await renderAsync(svg, options)),
    };
  })();
  return tools;
}

/** What every card of a site shows, painted once: keyed by the brand and the footnote, its only words. */
interface Backdrop {
  /** The card without its cover and its words, RGB. */
  rgb: Uint8Array;
  /** What the scrim does to the cover under it, column by column. */
  scrim: ColumnVeil;
}
const backdrops = new Map<string, Promise<Backdrop>>();

function backdropOf(card: CardContent, { layout, paint }: Tools): Promise<Backdrop> {
  const key = JSON.stringify([card.brand, card.footnote]);
  let backdrop = backdrops.get(key);
  if (!backdrop) {
    backdrop = (async () => {
      const [whole, overBlack, overWhite] = await Promise.all([
        layout(<CardLayout card={card} layer="backdrop" />),
        layout(<CardLayout card={card} layer="scrim" under="#000000" />),
        layout(<CardLayout card={card} layer="scrim" under="#ffffff" />),
      ]);
      return {
        rgb: opaqueRgb(paint(whole)),
        scrim: columnVeil(paint(overBlack), paint(overWhite), CARD_SIZE.height >> 1),
      };
    })();
    backdrops.set(key, backdrop);
  }
  return backdrop;
}

/** The card being put together: see drawSocialCard. */
let canvas: Uint8Array | undefined;

export async function drawSocialCard(card: CardContent): Promise<Uint8Array> {
  const drawing = await loadTools();
  const backdrop = await backdropOf(card, drawing);
  const { width, height } = CARD_SIZE;
  // The cover, most of a card's time, is painted on another thread while this one lays out the words.
  const cover = drawing.paintElsewhere(withNamespace(coverMarkup(card.cover)));
  // The words alone, in the text column: the rest of the layout only places them.
  const words = (await drawing.layout(<CardLayout card={card} layer="words" />)).replace(
    /^<svg width="\d+" height="\d+" viewBox="[^"]*"/,
    `<svg width="${TEXT_COLUMN.width}" height="${TEXT_COLUMN.height}" viewBox="${TEXT_COLUMN.left} ${TEXT_COLUMN.top} ${TEXT_COLUMN.width} ${TEXT_COLUMN.height}"`,
  );
  const wordsPainted = drawing.paint(words);
  const coverPainted = await cover;
  // From here to the PNG's filtering nothing waits, so cards drawn at once can share one canvas
  // (cheaper to fill than to make anew).
  const rgb = (canvas ??= new Uint8Array(width * height * 3));
  rgb.set(backdrop.rgb);
  paintUnderVeil(rgb, width, coverPainted, COVER_BOX.left, backdrop.scrim);
  paintOver(rgb, width, wordsPainted, TEXT_COLUMN.left, TEXT_COLUMN.top);
  return encodePngAsync(width, height, rgb, { filter: 'up', level: PNG_LEVEL });
}

/** The same card as one drawing, laid out and painted whole: what the layers must look like (the tests compare). */
export async function drawWholeSocialCard(card: CardContent): Promise<Uint8Array> {
  const { layout, paint } = await loadTools();
  const image = paint(await layout(<CardLayout card={card} layer="whole" />));
  return encodePng(image.width, image.height, opaqueRgb(image), { filter: 'up', level: PNG_LEVEL });
}

const withNamespace = (markup: string) => markup.replace('<svg ', '<svg xmlns="http://www.w3.org/2000/svg" ');
const svgDataUri = (markup: string) =>
  `data:image/svg+xml;base64,${Buffer.from(withNamespace(markup)).toString('base64')}`;

/** The brand's mark beside its name, made once. */
let mark: string | undefined;
const brandMark = () =>
  (mark ??= svgDataUri(
    renderToStaticMarkup(<BrandMark gradientId="card-mark" />).replace('viewBox', 'width="64" height="64" viewBox'),
  ));

/** The cover as the card shows it: the part of the drawing its box shows, at the box's size. */
const coverMarkup = (cover: CoverSpec) =>
  renderToStaticMarkup(<PostCover spec={cover} id="card" fade="veil" />).replace(
    /viewBox="[^"]*"/,
    `width="${COVER_BOX.width}" height="${CARD_SIZE.height}" viewBox="${COVER_WINDOW}"`,
  );

/** Where the words go. */
const TEXT_COLUMN = { left: 72, top: 64, width: 720, height: CARD_SIZE.height - 64 - 60 } as const;
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

/**
 * Which part of the card a layout paints: all of it; what every card shows (`backdrop`: the
 * background, the scrim, the brand, the offices); the scrim alone over a plain colour (`scrim`, read
 * once to blend the covers under it); or a card's own words alone (`words`: kind and title, on
 * nothing). Every layer lays out the same boxes, so the words stand where the whole card puts them.
 */
type Layer = 'whole' | 'backdrop' | 'scrim' | 'words';

function CardLayout({ card, layer, under }: { card: CardContent; layer: Layer; under?: string }) {
  const shows = {
    cover: layer === 'whole',
    background: layer === 'whole' || layer === 'backdrop',
    scrim: layer !== 'words',
    brand: layer === 'whole' || layer === 'backdrop',
    words: layer === 'whole' || layer === 'words',
  };
  // Hidden boxes keep their place: satori leaves out what has no opacity.
  const hidden = (show: boolean) => (show ? {} : { opacity: 0 });
  // Hidden words only hold their line's height, which is the font's whatever the words: one letter holds
  // it as well, for a fraction of the layout.
  const heldBy = (show: boolean, words: string) => (show ? words : 'x');
  return (
    <div
      style={{
        display: 'flex',
        position: 'relative',
        width: CARD_SIZE.width,
        height: CARD_SIZE.height,
        ...(under ? { backgroundColor: under } : shows.background ? { backgroundColor: '#0a1631' } : {}),
        fontFamily: 'Plus Jakarta Sans',
        color: '#ffffff',
      }}
    >
      {shows.cover && (
        <img
          src={svgDataUri(coverMarkup(card.cover))}
          width={COVER_BOX.width}
          height={CARD_SIZE.height}
          style={{ position: 'absolute', left: COVER_BOX.left, top: 0 }}
        />
      )}
      {/* The night side: the text sits on near-solid navy, the flowers show on the right. */}
      {shows.scrim && (
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
      )}
      {/* Positioned too: satori paints positioned boxes above the flow, whatever their order. */}
      {layer !== 'scrim' && (
        <div
          style={{
            position: 'absolute',
            left: TEXT_COLUMN.left,
            top: TEXT_COLUMN.top,
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'space-between',
            width: TEXT_COLUMN.width,
            height: TEXT_COLUMN.height,
          }}
        >
          <div style={{ display: 'flex', alignItems: 'center' }}>
            {shows.brand ? <img src={brandMark()} width={64} height={64} /> : <div style={{ width: 64, height: 64 }} />}
            <span
              style={{ marginLeft: 20, fontSize: 34, fontWeight: 800, letterSpacing: -0.5, ...hidden(shows.brand) }}
            >
              {heldBy(shows.brand, card.brand)}
            </span>
          </div>
          <div style={{ display: 'flex', flexDirection: 'column', ...hidden(shows.words) }}>
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
          <div
            style={{
              display: 'flex',
              alignItems: 'center',
              fontSize: 24,
              fontWeight: 700,
              color: '#cdd9ff',
              ...hidden(shows.brand),
            }}
          >
            <div
              style={{
                width: 48,
                height: 6,
                borderRadius: 3,
                marginRight: 18,
                backgroundImage: 'linear-gradient(90deg, #3b40ec, #7457ff)',
              }}
            />
            {heldBy(shows.brand, card.footnote)}
          </div>
        </div>
      )}
    </div>
  );
}
