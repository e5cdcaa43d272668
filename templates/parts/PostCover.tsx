// A generated cover: a field of bluebonnets at dusk over Texas hills, drawn from what it illustrates.
// Each part of a post (its lead, then each '## ' section) is one flower spike, as tall as the part is
// long, so a ten-step guide and a three-part essay look different at a glance. The post's id and title
// seed the composition, so that posts differ in more than colour and each always gets the same
// picture: how the flowers stand (spread across the field, in a clump beside the light, close up, or a
// wide meadow of a near and a far row), the light (a full moon, a crescent, or the sun setting behind
// the hills, with its warm glow), its place and size, and the horizon's height. Its category colours
// the sky and sets a landmark in the night, so that each topic is a place of its own
// (templates/art/cover-motifs.tsx): a lighthouse sweeping its beam over the field for Security, a
// rural mailbox sending a paper plane off for Email Security, a small-town skyline working late for
// Productivity, a radio mast with its red lights for IT Management, cloud banks under a network of
// stars for Cloud Services, the state Capitol for Compliance. It stands on the right, where a social
// card's words leave the drawing clear, among the flowers; pages that are not articles (the 'brand'
// tone) keep the field alone. The same drawing is the post's card picture, its article header and
// its social card (cli/artwork/social-card.tsx), so a shared link looks like the page it opens.
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { CoverSpec } from '../../cli/model/cover-spec.ts';
import {
  crescent,
  ellipse,
  FLORET_BANDS,
  hill,
  hillLine,
  round,
  seededRandom,
  type Spike,
} from '../art/bluebonnet-field.ts';
import { CATEGORY_MOTIFS, drawMotif, motifReach, type MotifLayers } from '../art/cover-motifs.tsx';
import { SpikeField } from '../art/SpikeField.tsx';

/** The sky's accent per category: the same colours as the category badges (components.css, .cat-N). */
const TONE_ACCENT: Record<CoverSpec['tone'], string> = {
  Security: '#f05252',
  Productivity: '#4a78ff',
  'IT Management': '#f59e0b',
  'Cloud Services': '#0ea5e9',
  'Email Security': '#7457ff',
  Compliance: '#14b8a6',
  brand: '#5b3ae6',
};

export const VIEW = { width: 800, height: 400 } as const;
const MAX_SPIKES = 9;

/**
 * How the distant flowers thin towards a hill's foot: a mask over the field (`mask`, what a browser
 * paints, on its GPU), or the field painted whole under a veil of the hill's own colour that thickens
 * towards the foot (`veil`). The two are the same picture (over the hill's solid colour, a field faded
 * by m and the whole field under a veil of 1 - m give the same pixel; only a hill's anti-aliased edge
 * differs, by a few levels), but a CPU painter such as the social cards' resvg paints a mask as two
 * more layers the size of the picture, which the veil spares it (docs/speed.md).
 */
export type FieldFade = 'mask' | 'veil';

/** Where a post's cover is published: a file of its own, which every page that shows the post shares
 *  and a browser fetches once (a cover is thousands of characters of paths, too many to repeat in
 *  each listing, related-posts card and article that shows it). */
export const coverFile = (post: { id: number | string }) => `/art/covers/${post.id}.svg`;

/** The cover as that file: a standalone SVG document of its own size (a page crops it with
 *  object-fit), made once per drawing and kept. */
export function coverSvg(spec: CoverSpec): string {
  return keptIn(files, coverKey(spec), () => {
    const svg = renderToStaticMarkup(
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={VIEW.width}
        height={VIEW.height}
        viewBox={`0 0 ${VIEW.width} ${VIEW.height}`}
      >
        <CoverDrawing spec={spec} id="cover" fade="mask" />
      </svg>,
    );
    return `${svg}\n`;
  });
}

/** The cover inline, for a picture that draws it into its own (the social cards: `id` names the
 *  drawing's gradients, masks and patterns, unique in that picture). */
export function PostCover({
  spec,
  id,
  className,
  fade = 'mask',
}: {
  spec: CoverSpec;
  id: string;
  className?: string;
  fade?: FieldFade;
}) {
  return (
    <svg
      className={className}
      viewBox={`0 0 ${VIEW.width} ${VIEW.height}`}
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
    >
      <CoverDrawing spec={spec} id={id} fade={fade} />
    </svg>
  );
}

/**
 * What a cover draws that is the same wherever it is drawn (its file and its social card) and whatever
 * its ids: its composition, hills, stars and flowers, made once per cover and kept, so that `site
 * serve` after an edit draws again only the covers of the posts that changed.
 */
interface CoverScene {
  scene: Scene;
  farHill: ReturnType<typeof hillLine>;
  middleHill: ReturnType<typeof hillLine>;
  frontHill: string;
  spikes: PlacedSpike[];
  stars: { bright: string; faint: string };
  /** The spike fields as elements: drawn from the spikes once, and only written out by each use. */
  farField: ReactElement | null;
  nearField: ReactElement | null;
}

const scenes = new Map<string, CoverScene>();
const files = new Map<string, string>();
const coverKey = (spec: CoverSpec) => `${spec.tone}|${spec.seed}|${spec.parts.join(',')}`;
const coverSceneOf = (spec: CoverSpec) => keptIn(scenes, coverKey(spec), () => composeCover(spec));

/** Kept for the latest KEPT covers: a site of 10,000 posts holds a few megabytes. */
const KEPT = 2048;

function keptIn<T>(kept: Map<string, T>, key: string, make: () => T): T {
  let value = kept.get(key);
  if (value === undefined) {
    value = make();
    if (kept.size >= KEPT) kept.delete(kept.keys().next().value!);
    kept.set(key, value);
  }
  return value;
}

function composeCover(spec: CoverSpec): CoverScene {
  // The prefix only picks which of the generator's streams the seed starts: this one gives the six
  // articles six different compositions (four arrangements, three sunsets, three moons).
  const random = seededRandom(`night:${spec.seed}`);
  const scene = sceneOf(random);
  const farHill = hillLine(random, VIEW, scene.horizon, 18 + random() * 22);
  const middleHill = hillLine(random, VIEW, scene.middle, 10 + random() * 14);
  const frontHill = hill(random, VIEW, scene.front, 14 + random() * 16);
  const spikes = spikesOf(spec.parts, scene, middleHill.topAt, random);
  const stars = starsOf(random, scene);
  const scale = ROW_SCALE[scene.arrangement];
  return {
    scene,
    farHill,
    middleHill,
    frontHill,
    spikes,
    stars,
    farField: SpikeField({
      spikes: spikes.filter((spike) => spike.row === 'far'),
      scale: scale.far,
      opacity: FAR_ROW_OPACITY,
    }),
    nearField: SpikeField({ spikes: spikes.filter((spike) => spike.row === 'near'), scale: scale.near }),
  };
}

function CoverDrawing({ spec, id, fade }: { spec: CoverSpec; id: string; fade: FieldFade }) {
  const { scene, farHill, middleHill, frontHill, spikes, stars, farField, nearField } = coverSceneOf(spec);
  const accent = TONE_ACCENT[spec.tone];
  const { width, height } = VIEW;
  const { light, horizon } = scene;
  const sunset = light.kind === 'sun';
  const motif = motifOf(spec, id, { spikes, light, ridge: farHill.topAt, field: middleHill.topAt, accent });
  const farHillColour = sunset ? '#1d1f52' : '#12214a';
  return (
    <>
      <defs>
        {/* The sky: night above, the category's colour towards the horizon, and at sunset the warm glow
            along it; drawn to the horizon, so a high horizon has a short sky, not a squashed gradient. */}
        <linearGradient id={`${id}-sky`} x1="0" y1="0" x2="0" y2={round(horizon + 30)} gradientUnits="userSpaceOnUse">
          <stop offset="0" stopColor="#050b1d" />
          {sunset ? (
            <>
              <stop offset="0.55" stopColor={accent} stopOpacity="0.5" />
              <stop offset="1" stopColor={GLOW.warm} stopOpacity="0.75" />
            </>
          ) : (
            <stop offset="1" stopColor={accent} stopOpacity="0.55" />
          )}
        </linearGradient>
        <radialGradient id={`${id}-light`}>
          {sunset ? (
            <>
              <stop offset="0" stopColor={GLOW.warm} stopOpacity="0.8" />
              <stop offset="0.45" stopColor={GLOW.warm} stopOpacity="0.28" />
              <stop offset="1" stopColor={accent} stopOpacity="0" />
            </>
          ) : (
            <>
              <stop offset="0" stopColor={accent} stopOpacity="0.7" />
              <stop offset="1" stopColor={accent} stopOpacity="0" />
            </>
          )}
        </radialGradient>
        <pattern id={`${id}-dots`} width="20" height="20" patternUnits="userSpaceOnUse">
          <circle cx="10" cy="10" r="1.1" fill="#a8bdff" fillOpacity={sunset ? 0.14 : 0.22} />
        </pattern>
        <pattern id={`${id}-field`} width="29" height="13" patternUnits="userSpaceOnUse">
          <ellipse cx="4" cy="3" rx="2.6" ry="1.6" fill={FLORET_BANDS[1]} />
          <ellipse cx="17" cy="1.5" rx="2" ry="1.3" fill={FLORET_BANDS[0]} />
          <ellipse cx="11" cy="8.5" rx="2.2" ry="1.4" fill={FLORET_BANDS[0]} />
          <ellipse cx="24" cy="10" rx="2.6" ry="1.6" fill={FLORET_BANDS[1]} />
        </pattern>
        <RidgeFade id={`${id}-far-ridge`} level={horizon} fade={fade} hill={farHillColour} />
        <RidgeFade id={`${id}-middle-ridge`} level={scene.middle} fade={fade} hill={MIDDLE_HILL} />
        {motif.defs}
      </defs>
      <rect width={width} height={height} fill="#0a1631" />
      <rect width={width} height={height} fill={`url(#${id}-sky)`} />
      <rect width={width} height={round(horizon)} fill={`url(#${id}-dots)`} />
      <circle cx={round(light.x)} cy={round(light.y)} r={round(light.glow)} fill={`url(#${id}-light)`} />
      <path d={stars.bright} fill="#f3f0ff" fillOpacity="0.9" />
      <path d={stars.faint} fill="#cdd9ff" fillOpacity="0.6" />
      <LightDisc light={light} />
      {/* The far hills are a field of bluebonnets seen from afar: a haze of violet over the hill's colour. */}
      <FlowerHill
        d={farHill.d}
        colour={farHillColour}
        field={`${id}-field`}
        opacity={0.5}
        fade={`${id}-far-ridge`}
        way={fade}
      />
      {motif.ridge}
      {farField}
      <FlowerHill
        d={middleHill.d}
        colour={MIDDLE_HILL}
        field={`${id}-field`}
        opacity={0.6}
        fade={`${id}-middle-ridge`}
        way={fade}
      />
      {motif.field}
      {nearField}
      <path d={frontHill} fill="#050b1d" fillOpacity="0.88" />
    </>
  );
}

/** The far row of flowers a little dimmer, further off behind the middle hill. */
const FAR_ROW_OPACITY = 0.85;

/**
 * The category's landmark, in the layers it is drawn into: from a stream of its own, so that adding it
 * moved nothing else in the picture (a cover without its motif is the field it was before).
 */
function motifOf(
  spec: CoverSpec,
  id: string,
  stage: {
    spikes: PlacedSpike[];
    light: Light;
    ridge: (x: number) => number;
    field: (x: number) => number;
    accent: string;
  },
): MotifLayers {
  if (spec.tone === 'brand') return {};
  const name = CATEGORY_MOTIFS[spec.tone];
  const random = seededRandom(`motif:${spec.seed}`);
  const x = motifPlace(motifReach[name], stage.spikes, random);
  return drawMotif(name, {
    id,
    random,
    x,
    ridge: stage.ridge,
    field: stage.field,
    light: stage.light,
    accent: stage.accent,
  });
}

/** The sunset's warm glow (tokens.css --glow-500 and --glow-200): the brand's second accent. */
const GLOW = { warm: '#ff8a5b', pale: '#ffe0cf' } as const;

/** How the flowers stand: across the whole width, in one clump beside the light, close up (few and
 *  big, their tops against the sky), or a wide field of two rows, far and near. */
const ARRANGEMENTS = ['spread', 'cluster', 'close-up', 'meadow'] as const;
type Arrangement = (typeof ARRANGEMENTS)[number];

/** The light in the sky: a full moon, a crescent, or the sun going down behind the far hills. */
const LIGHTS = ['moon', 'sun', 'crescent'] as const;
interface Light {
  kind: (typeof LIGHTS)[number];
  x: number;
  y: number;
  r: number;
  /** The radius of its glow. */
  glow: number;
  /** A crescent's turn. */
  turn: number;
}

interface Scene {
  arrangement: Arrangement;
  light: Light;
  /** Where the far hills rise (their mean top), the middle hill where a meadow's far row stands, and
   *  the dark foreground over the flowers' feet. */
  horizon: number;
  middle: number;
  front: number;
}

/** Where a card's crop (8:5 of the 2:1 drawing) leaves the picture: what matters stays between. */
const SAFE = { left: 110, right: 690 } as const;

/**
 * Where a motif stands: in the right part of the drawing, which a social card shows beside its words
 * (its window onto the cover ends at COVER_LANDMARK_END), in the widest gap the near flowers leave
 * there, so that they frame it rather than hide it.
 */
const MOTIF_ZONE = { from: 550, to: 695 } as const;
/** Where the landmark ends at the furthest right: the social card's window onto the cover ends there. */
export const COVER_LANDMARK_END = MOTIF_ZONE.to + 5;
function motifPlace(reach: number, spikes: PlacedSpike[], random: () => number): number {
  const to = Math.max(MOTIF_ZONE.from, MOTIF_ZONE.to - reach);
  let best = MOTIF_ZONE.from;
  let bestScore = -1;
  for (let x = MOTIF_ZONE.from; x <= to; x += 5) {
    // A far spike is smaller and hides less than a near one.
    const clear = Math.min(60, ...spikes.map((spike) => Math.abs(spike.x - x) * (spike.row === 'far' ? 1.6 : 1)));
    // Rightwards where the flowers allow: the further right, the clearer of the social card's words.
    const score = clear + (x - MOTIF_ZONE.from) * 0.15 + random() * 12;
    if (score > bestScore) [best, bestScore] = [x, score];
  }
  return best;
}

/** The composition, from the post's seed: the same post, the same picture. */
function sceneOf(random: () => number): Scene {
  const arrangement = ARRANGEMENTS[Math.floor(random() * ARRANGEMENTS.length)]!;
  const kind = LIGHTS[Math.floor(random() * LIGHTS.length)]!;
  const horizon = { spread: 232, cluster: 246, 'close-up': 282, meadow: 168 }[arrangement] + random() * 36;
  // Anywhere over the width; beside a clump of flowers, in the outer third the clump leaves free.
  const across = random();
  const x =
    arrangement === 'cluster'
      ? across < 0.5
        ? SAFE.left + 30 + across * 240
        : SAFE.right - 30 - (1 - across) * 240
      : SAFE.left + 40 + across * (SAFE.right - SAFE.left - 80);
  let light: Light;
  if (kind === 'sun') {
    // Large and low, partly down behind the far hills.
    const r = 34 + random() * 34;
    light = { kind, x, r, y: horizon + 10 - r * (0.25 + random() * 0.5), glow: 260 + random() * 140, turn: 0 };
  } else {
    // Small and high in the sky, clear of the hills.
    const r = kind === 'moon' ? 13 + random() * 15 : 20 + random() * 14;
    light = {
      kind,
      x,
      r,
      y: 54 + random() * Math.max(8, horizon - 150 - r),
      glow: r * (5 + random() * 3),
      turn: -30 + random() * 60,
    };
  }
  const middle = arrangement === 'meadow' ? horizon + 58 + random() * 16 : horizon + 44 + random() * 22;
  const front = { spread: 316, cluster: 326, 'close-up': 372, meadow: 352 }[arrangement] + random() * 14;
  return { arrangement, light, horizon, middle, front };
}

const MIDDLE_HILL = '#0c1838';

/** A hill of the hill's colour, with the field of distant flowers over it, thickest along its ridge. */
function FlowerHill(props: {
  d: string;
  colour: string;
  field: string;
  opacity: number;
  fade: string;
  way: FieldFade;
}) {
  const { d, colour, field, opacity, fade, way } = props;
  return (
    <>
      <path d={d} fill={colour} />
      <path
        d={d}
        fill={`url(#${field})`}
        fillOpacity={opacity}
        {...(way === 'mask' ? { mask: `url(#${fade})` } : {})}
      />
      {way === 'veil' && <path d={d} fill={`url(#${fade}-veil)`} />}
    </>
  );
}

/** The distant flowers thickest along a hill's ridge, thinning towards its foot: as a mask over the
 *  field, or as a veil of the hill's colour (FieldFade), both from 40 above its level to 70 below. */
function RidgeFade({ id, level, fade, hill }: { id: string; level: number; fade: FieldFade; hill: string }) {
  const [y1, y2] = [round(level - 40), round(level + 70)];
  if (fade === 'veil')
    return (
      <linearGradient id={`${id}-veil`} x1="0" y1={y1} x2="0" y2={y2} gradientUnits="userSpaceOnUse">
        <stop offset="0" stopColor={hill} stopOpacity="0" />
        <stop offset="1" stopColor={hill} />
      </linearGradient>
    );
  return (
    <>
      <linearGradient id={`${id}-fade`} x1="0" y1={y1} x2="0" y2={y2} gradientUnits="userSpaceOnUse">
        <stop offset="0" stopColor="#fff" />
        <stop offset="1" stopColor="#fff" stopOpacity="0" />
      </linearGradient>
      <mask id={id}>
        <rect width={VIEW.width} height={VIEW.height} fill={`url(#${id}-fade)`} />
      </mask>
    </>
  );
}

/** A few bright stars over the faint field of them (the dots): more on a moonlit night than at sunset,
 *  none in front of the light or down by the hills. Each kind is one path of small discs. */
function starsOf(random: () => number, { light, horizon }: Scene): { bright: string; faint: string } {
  const stars = { bright: '', faint: '' };
  const count = light.kind === 'sun' ? 5 : 10;
  for (let i = 0; i < count; i++) {
    const x = 20 + random() * (VIEW.width - 40);
    const y = 14 + random() * (light.kind === 'sun' ? horizon * 0.45 : horizon - 60);
    const bright = random() < 0.35;
    if (Math.hypot(x - light.x, y - light.y) < light.r + 18) continue;
    const r = bright ? 1.7 : 1.1;
    stars[bright ? 'bright' : 'faint'] += ellipse(x, y, r, r, 0);
  }
  return stars;
}

function LightDisc({ light }: { light: Light }) {
  const [cx, cy, r] = [round(light.x), round(light.y), round(light.r)];
  if (light.kind === 'sun') return <circle cx={cx} cy={cy} r={r} fill={GLOW.pale} fillOpacity="0.92" />;
  if (light.kind === 'moon') return <circle cx={cx} cy={cy} r={r} fill="#f3f0ff" fillOpacity="0.88" />;
  return <path d={crescent(light.x, light.y, light.r, 0.75, light.turn)} fill="#f3f0ff" fillOpacity="0.92" />;
}

/** A spike where it stands in the picture, and its row: the near one, or the far one, drawn smaller
 *  behind the middle hill. */
type PlacedSpike = Spike & { row: 'near' | 'far' };

/** How big each row's flowers are against the flower's own size, by arrangement (a spread field
 *  and a close-up have no far row). */
const ROW_SCALE: Record<Arrangement, { near: number; far: number }> = {
  spread: { near: 1, far: 1 },
  cluster: { near: 1, far: 0.78 },
  'close-up': { near: 1.5, far: 1 },
  meadow: { near: 0.9, far: 0.6 },
};

/**
 * One spike per part, left to right in the post's order, each as tall as its part's share of the
 * longest (never shorter than a stub); long posts fold their parts into MAX_SPIKES.
 */
function spikesOf(parts: number[], scene: Scene, middleAt: (x: number) => number, random: () => number): PlacedSpike[] {
  const folded = foldParts(parts.length > 0 ? parts : [1]);
  const largest = Math.max(1, ...folded);
  const count = folded.length;
  const { arrangement, light } = scene;
  const scale = ROW_SCALE[arrangement];
  // Across the width the card's crop keeps (close-up flowers are wider), or in a clump on the side
  // away from the light; each a little off its even place.
  const clump = Math.min(340, 120 + count * 34);
  const [from, to] =
    arrangement === 'cluster'
      ? light.x > VIEW.width / 2
        ? [SAFE.left + 10, SAFE.left + 10 + clump]
        : [SAFE.right - 10 - clump, SAFE.right - 10]
      : arrangement === 'close-up'
        ? [SAFE.left + 35, SAFE.right - 35]
        : [SAFE.left + 15, SAFE.right - 15];
  const gap = count === 1 ? 0 : (to - from) / (count - 1);
  return folded.map((words, index) => {
    const share = words / largest;
    const x =
      count === 1
        ? light.x > VIEW.width / 2
          ? VIEW.width * 0.32
          : VIEW.width * 0.68
        : from + index * gap + (random() - 0.5) * Math.min(gap * 0.4, 40);
    const lean = (random() - 0.5) * 40;
    // A meadow's and a clump's every other spike stands further back.
    if ((arrangement === 'meadow' || arrangement === 'cluster') && index % 2 === 1) {
      const base = arrangement === 'meadow' ? middleAt(x) + 10 + random() * 8 : scene.front + 8 + random() * 10;
      return { row: 'far', x, base, height: (80 + 200 * share) * scale.far, lean: lean * scale.far };
    }
    if (arrangement === 'close-up')
      return {
        row: 'near',
        x,
        base: 420 + random() * 30,
        height: (60 + 170 * share) * scale.near,
        lean: lean * scale.near,
      };
    return {
      row: 'near',
      x,
      base: 350 + random() * 30,
      height: (80 + 210 * share) * scale.near,
      lean: lean * scale.near,
    };
  });
}

function foldParts(parts: number[]): number[] {
  if (parts.length <= MAX_SPIKES) return parts;
  const size = Math.ceil(parts.length / MAX_SPIKES);
  return Array.from({ length: Math.ceil(parts.length / size) }, (_, index) =>
    parts.slice(index * size, (index + 1) * size).reduce((a, b) => a + b, 0),
  );
}
