// What a blog cover's night shows besides the bluebonnets: one landmark per category, standing on the
// hills in the same flat style as the flowers (dark silhouettes against the sky, a few warm lights),
// so that six covers are six places, not one field in six colours. Security is a lighthouse sweeping
// its beam over the field; Email Security a rural mailbox with its flag up and a lantern, a paper
// plane leaving it on a dashed trail; Productivity a small-town office skyline, its windows lit late,
// and its water tower; IT Management a radio mast with its red lights, guy wires and signal;
// Cloud Services a luminous cloud bank along the hills under a constellation of connected nodes;
// Compliance the state Capitol's dome over its portico and wings, the Lone Star on top.
// templates/parts/PostCover.tsx says where a motif stands and draws it into the night, between the
// far hills and the flowers; each is one to two kilobytes of paths (a cover inlined in a page stays
// small), drawn from a seeded stream of its own, and none uses a filter (a blur slows resvg's cards).
import type { ReactNode } from 'react';
import type { BlogCategory } from '../../cli/model/schemas.ts';
import { ellipse, round } from './bluebonnet-field.ts';

/** Each category's landmark: its name is the drawing's `data-motif`. */
export const CATEGORY_MOTIFS = {
  Security: 'lighthouse',
  'Email Security': 'mailbox',
  Productivity: 'skyline',
  'IT Management': 'radio-mast',
  'Cloud Services': 'cloud-network',
  Compliance: 'capitol',
} as const satisfies Record<BlogCategory, string>;
export type MotifName = (typeof CATEGORY_MOTIFS)[BlogCategory];

/** Where a motif is drawn, as the cover's composition leaves it. */
export interface MotifStage {
  /** Prefixes the motif's gradients and patterns: the cover's own id. */
  id: string;
  random: () => number;
  /** Where it stands across the drawing (PostCover picks it: motifReach says how wide it is). */
  x: number;
  /** The far hills' top at x: what stands on the horizon stands on it. */
  ridge: (x: number) => number;
  /** The middle hill's top at x, in front of the far hills: what stands among the flowers. */
  field: (x: number) => number;
  /** The moon or the sun, which what flies in the sky keeps clear of. */
  light: { x: number; y: number; r: number };
  /** The category's colour (the sky's). */
  accent: string;
}

/** A motif's drawing for the cover's layers: its gradients and patterns, what stands on the far hills
 *  (drawn over them, behind the middle hill), and what stands on the middle hill, among the flowers. */
export interface MotifLayers {
  defs?: ReactNode;
  ridge?: ReactNode;
  field?: ReactNode;
}

/** How far each motif reaches either side of where it stands: the part that must stay in the picture
 *  (a capitol's wings or a cloud bank may run off the card's edge, its dome and nodes may not). */
export const motifReach: Record<MotifName, number> = {
  lighthouse: 30,
  mailbox: 40,
  skyline: 70,
  'radio-mast': 24,
  'cloud-network': 80,
  capitol: 70,
};

export function drawMotif(name: MotifName, stage: MotifStage): MotifLayers {
  const layers = DRAW[name](stage);
  // Each layer is one group that names the motif, so a test, or a reader of the page, can find it.
  const group = (body: ReactNode) => body && <g data-motif={name}>{body}</g>;
  return { defs: layers.defs, ridge: group(layers.ridge), field: group(layers.field) };
}

/** The highest a motif reaches: below the top of the widest crop (a wide card shows y 33 to 367). */
const SKY_TOP = 50;

/**
 * The night's silhouettes (darker than the far hills), lit windows and lamps (tokens.css --glow-200),
 * starlight, and a signal red (a mast's lights, a mailbox's flag). Never the sunset's warm glow or a
 * floret's violet, which say what the composition is (tests read them); and starlight, the flowers'
 * white tip too, always with an opacity of its own, as the moon and the stars have, so that the tips'
 * band stays the one path of that colour without one (tests/unit/post-cover.test.ts counts it).
 */
const INK = {
  silhouette: '#081129',
  shade: '#15214a',
  lit: '#ffe0cf',
  star: '#f3f0ff',
  faint: '#cdd9ff',
  red: '#ff5757',
} as const;

const DRAW: Record<MotifName, (stage: MotifStage) => MotifLayers> = {
  lighthouse,
  mailbox,
  skyline,
  'radio-mast': radioMast,
  'cloud-network': cloudNetwork,
  capitol,
};

// ------------------------------------------------------------------------------------------ drawing

const point = (x: number, y: number) => `${round(x)} ${round(y)}`;
/** A closed polygon through the points. */
const polygon = (...points: [number, number][]) => `M${points.map(([x, y]) => point(x, y)).join('L')}Z`;
/** A rectangle from its top left corner. */
const box = (x: number, y: number, width: number, height: number) =>
  `M${point(x, y)}h${round(width)}v${round(height)}h${round(-width)}Z`;
const circle = (x: number, y: number, r: number) => ellipse(x, y, r, r, 0);

/** Shapes filled with one colour. */
function Fill({ d, colour, opacity }: { d: string; colour: string; opacity?: number }) {
  return <path d={d} fill={colour} fillOpacity={opacity} />;
}

/** Lines of one colour and width. */
function Stroke(props: {
  d: string;
  colour: string;
  width: number;
  opacity?: number;
  dashes?: string;
  linecap?: 'round';
  linejoin?: 'round';
}) {
  return (
    <path
      d={props.d}
      stroke={props.colour}
      strokeWidth={props.width}
      fill="none"
      strokeOpacity={props.opacity}
      strokeDasharray={props.dashes}
      strokeLinecap={props.linecap}
      strokeLinejoin={props.linejoin}
    />
  );
}

/** A soft glow in flat rings: a light's halo without a filter. */
function Halo({ x, y, r, colour, opacity }: { x: number; y: number; r: number; colour: string; opacity: number }) {
  return (
    <>
      <Fill d={circle(x, y, r)} colour={colour} opacity={opacity} />
      <Fill d={circle(x, y, r * 0.55)} colour={colour} opacity={opacity} />
    </>
  );
}

/** A gradient along a line, from `colour` at `opacity` to nothing. */
function FadingLine(props: {
  id: string;
  from: readonly [number, number];
  to: readonly [number, number];
  colour: string;
  opacity: number;
}) {
  const { id, from, to, colour, opacity } = props;
  return (
    <linearGradient
      id={id}
      x1={round(from[0])}
      y1={round(from[1])}
      x2={round(to[0])}
      y2={round(to[1])}
      gradientUnits="userSpaceOnUse"
    >
      <stop offset="0" stopColor={colour} stopOpacity={opacity} />
      <stop offset="1" stopColor={colour} stopOpacity="0" />
    </linearGradient>
  );
}

/** A point kept out of the light's disc (and a margin), pushed straight away from its centre. */
function clearOfLight(light: MotifStage['light'], x: number, y: number, margin: number): [number, number] {
  const dx = x - light.x;
  const dy = y - light.y;
  const distance = Math.hypot(dx, dy);
  const least = light.r + margin;
  if (distance >= least) return [x, y];
  if (distance < 0.01) return [x, light.y + least];
  return [light.x + (dx / distance) * least, light.y + (dy / distance) * least];
}

// ------------------------------------------------------------------------- Security: a lighthouse

/** A striped tower on the far hills, its lantern lit and its beam sweeping the sky over the field
 *  (mostly towards the flowers on the left, sometimes out to sea on the right), its keeper's house
 *  at its foot. The stripes are the category's red. */
function lighthouse({ id, random, x, ridge, accent }: MotifStage): MotifLayers {
  const base = ridge(x) + 8;
  const height = Math.min(104 + random() * 26, base - 31 - SKY_TOP);
  const top = base - height;
  const halfAt = (share: number) => 15 - 6 * share;
  const yAt = (share: number) => base - height * share;
  const band = (from: number, to: number) =>
    polygon(
      [x - halfAt(from), yAt(from)],
      [x - halfAt(to), yAt(to)],
      [x + halfAt(to), yAt(to)],
      [x + halfAt(from), yAt(from)],
    );
  const lamp = { x, y: top - 9 };
  // The beam: a wedge from the lantern, widening and fading; a shorter one the other way.
  const side = random() < 0.7 ? -1 : 1;
  const rise = ((5 + random() * 11) * Math.PI) / 180;
  const beam = (direction: number, length: number, spread: number) => {
    const [dx, dy] = [direction * Math.cos(rise), -Math.sin(rise) * (direction === side ? 1 : 0.4)];
    const end = [lamp.x + dx * length, lamp.y + dy * length] as const;
    return {
      d: polygon(
        [lamp.x - dy * 3, lamp.y + dx * 3],
        [end[0] - dy * spread, end[1] + dx * spread],
        [end[0] + dy * spread, end[1] - dx * spread],
        [lamp.x + dy * 3, lamp.y - dx * 3],
      ),
      end,
    };
  };
  const [main, back] = [beam(side, 330 + random() * 90, 40), beam(-side, 120, 16)];
  const house = x - side * 27;
  const houseBase = ridge(house) + 7;
  const defs = (
    <>
      <FadingLine id={`${id}-beam`} from={[lamp.x, lamp.y]} to={main.end} colour={INK.lit} opacity={0.6} />
      <FadingLine id={`${id}-beam-back`} from={[lamp.x, lamp.y]} to={back.end} colour={INK.lit} opacity={0.6} />
    </>
  );
  const tower =
    band(0, 1) +
    box(x - 13, top - 3, 26, 4) +
    polygon([x - 9, top - 15], [x, top - 26], [x + 9, top - 15]) +
    box(x - 1, top - 31, 2, 6);
  const keepersHouse =
    box(house - 13, houseBase - 14, 26, 14) +
    polygon([house - 16, houseBase - 13], [house, houseBase - 24], [house + 16, houseBase - 13]);
  const ridgeLayer = (
    <>
      <path d={main.d} fill={`url(#${id}-beam)`} />
      <path d={back.d} fill={`url(#${id}-beam-back)`} />
      <Halo x={lamp.x} y={lamp.y} r={24} colour={INK.lit} opacity={0.16} />
      <Fill d={tower} colour={INK.shade} />
      <Fill d={band(0.16, 0.32) + band(0.5, 0.66)} colour={accent} opacity={0.8} />
      <Fill d={box(x - 6, top - 15, 12, 12)} colour={INK.lit} />
      <Fill d={keepersHouse} colour={INK.silhouette} />
      <Fill d={box(house - 3 * side - 2.5, houseBase - 10, 5, 5)} colour={INK.lit} opacity={0.9} />
    </>
  );
  return { defs, ridge: ridgeLayer };
}

// ------------------------------------------------------------- Email Security: mailbox and plane

/** A rural mailbox on its post among the flowers, its flag up (a letter going out) and a lantern on
 *  its arm; a paper plane has left it and climbs the sky on a dashed trail. */
function mailbox({ random, x, field, light }: MotifStage): MotifLayers {
  const ground = field(x) + 4;
  const [length, height, r, post] = [56, 30, 14, 54];
  const top = ground - post - height;
  // The post under the middle of the box; the box's rounded front faces left, towards the field.
  const front = x - length / 2 - r;
  const door = `M${point(front, top + height)}V${round(top + r)}A${r} ${r} 0 0 1 ${point(front + 2 * r, top + r)}V${round(top + height)}Z`;
  const flagPole = front + r + length - 9;
  const lantern = { x: x + 19, y: top + height + 15 };
  // The plane, up and to the right, out of the moon's way; its trail loops out of the box's door.
  const [planeX, planeY] = clearOfLight(
    light,
    Math.min(690, x + 40 + random() * 60),
    Math.max(SKY_TOP + 8, top - 70 - random() * 60),
    26,
  );
  const start = [front + r, top - 4] as const;
  const bend = [planeX - 110, planeY + 46] as const;
  const trail = `M${point(...start)}C${point(start[0] - 60, start[1] - 66)} ${point(...bend)} ${point(planeX - 8, planeY + 3)}`;
  const heading = Math.atan2(planeY - bend[1], planeX - bend[0]);
  const at = (u: number, v: number): [number, number] => [
    planeX + 1.4 * (u * Math.cos(heading) - v * Math.sin(heading)),
    planeY + 1.4 * (u * Math.sin(heading) + v * Math.cos(heading)),
  ];
  const postAndArms =
    box(x - 3, top + height, 6, post + 2) + box(x, top + height + 5, 19, 2.5) + box(flagPole, top - 15, 3, 20);
  const fieldLayer = (
    <>
      <Stroke d={trail} colour={INK.faint} width={2} opacity={0.7} dashes="5 6" linecap="round" />
      <Fill d={polygon(at(16, 0), at(-14, -10), at(-5, 1))} colour={INK.star} opacity={0.95} />
      <Fill d={polygon(at(16, 0), at(-5, 1), at(-10, 9))} colour={INK.faint} />
      <Halo x={lantern.x} y={lantern.y} r={16} colour={INK.lit} opacity={0.18} />
      <Fill d={postAndArms} colour={INK.silhouette} />
      <Fill d={box(front + r, top, length, height)} colour="#25336b" />
      <Fill d={door} colour="#3d4f96" />
      <Fill d={box(flagPole - 15, top - 15, 15, 10)} colour={INK.red} />
      <Fill d={box(lantern.x - 4, lantern.y - 5, 8, 10)} colour={INK.lit} />
    </>
  );
  return { field: fieldLayer };
}

// --------------------------------------------------------------- Productivity: a small-town skyline

/** Windows in a grid of 9 by 11, most of them lit (someone is working late): buildings stand on
 *  the grid's columns, so that every window is whole. */
const WINDOW = { width: 9, height: 11 } as const;
/** How lit each window of the pattern's tile of 3 by 2 is. */
const WINDOWS_LIT = [0.9, 0.2, 0.75, 0.55, 0.95, 0.9];
function WindowsPattern({ id }: { id: string }) {
  return (
    <pattern id={`${id}-windows`} width={WINDOW.width * 3} height={WINDOW.height * 2} patternUnits="userSpaceOnUse">
      {WINDOWS_LIT.map((opacity, index) => (
        <rect
          key={index}
          x={(index % 3) * WINDOW.width + 3}
          y={Math.floor(index / 3) * WINDOW.height + 3}
          width="3.5"
          height="5"
          fill={INK.lit}
          fillOpacity={opacity}
        />
      ))}
    </pattern>
  );
}
const onGrid = (value: number, step: number) => Math.round(value / step) * step;

/** A few office blocks on the far hills, the tallest with a stepped crown and a mast, their windows
 *  lit, and the town's water tower beside them, a red light on its roof. */
function skyline({ id, random, x, ridge }: MotifStage): MotifLayers {
  const towerSide = random() < 0.5 ? -1 : 1;
  let left = onGrid(x - 80, WINDOW.width);
  const right = x + 70;
  const tallest = 1 + Math.floor(random() * 3);
  let walls = '';
  let windows = '';
  let crown = '';
  for (let index = 0; left < right; index++) {
    const width = WINDOW.width * (2 + Math.floor(random() * 2));
    const base = ridge(left + width / 2) + 12;
    const height = index === tallest ? 92 + random() * 16 : 36 + random() * 40;
    walls += box(left, base - height, width, height);
    const windowTop = onGrid(base - height + 8, WINDOW.height);
    windows += box(left, windowTop, width, base - 8 - windowTop);
    if (index === tallest)
      crown = box(left + 5, base - height - 9, width - 10, 9) + box(left + width / 2 - 1, base - height - 24, 2, 15);
    // Now and then a gap (a street) between blocks.
    left += width + (random() < 0.35 ? WINDOW.width : 0);
  }
  // The water tower: a tank with a pointed roof on four legs, on the left of the blocks when the
  // right would take it out of a card's crop (x 720).
  const tower = towerSide < 0 || left + 33 > 705 ? onGrid(x - 80, WINDOW.width) - 24 : left + 18;
  const tankBottom = ridge(tower) - 34;
  const legs = `M${point(tower - 9, tankBottom)}L${point(tower - 13, tankBottom + 44)}M${point(tower + 9, tankBottom)}L${point(tower + 13, tankBottom + 44)}M${point(tower - 11, tankBottom + 18)}L${point(tower + 11, tankBottom + 18)}`;
  const tank =
    box(tower - 13, tankBottom - 16, 26, 16) +
    polygon([tower - 15, tankBottom - 15], [tower, tankBottom - 27], [tower + 15, tankBottom - 15]);
  const ridgeLayer = (
    <>
      <Stroke d={legs} colour={INK.silhouette} width={2.4} />
      <Fill d={walls + crown + tank} colour={INK.silhouette} />
      <path d={windows} fill={`url(#${id}-windows)`} />
      <Halo x={tower} y={tankBottom - 29} r={6} colour={INK.red} opacity={0.25} />
      <Fill d={circle(tower, tankBottom - 29, 2)} colour={INK.red} />
    </>
  );
  return { defs: <WindowsPattern id={id} />, ridge: ridgeLayer };
}

// ------------------------------------------------------------------ IT Management: a radio mast

/** A lattice mast on the far hills with its guy wires, its antennas and its dish, red lights at its
 *  tip and halfway, and rings of signal spreading from the top. */
function radioMast({ random, x, ridge }: MotifStage): MotifLayers {
  const base = ridge(x) + 6;
  // Its tip and the signal over it (24 and 21 above the lattice) under the sky's top.
  const height = Math.min(136 + random() * 24, base - 45 - SKY_TOP);
  const top = base - height;
  const halfAt = (share: number) => 18 - 15 * share;
  const yAt = (share: number) => base - height * share;
  // Legs, then two zigzags that cross into the lattice's X bracing.
  let lattice = `M${point(x - 18, base)}L${point(x - 3, top)}M${point(x + 18, base)}L${point(x + 3, top)}M${point(x, top)}V${round(top - 24)}`;
  const levels = 8;
  for (const start of [-1, 1]) {
    for (let level = 0; level <= levels; level++) {
      const share = level / levels;
      lattice += `${level === 0 ? 'M' : 'L'}${point(x + (level % 2 === 0 ? start : -start) * halfAt(share), yAt(share))}`;
    }
  }
  const wires = [0.62, 0.34].map((share, index) => {
    const reach = 44 + index * 22;
    return `M${point(x - halfAt(share), yAt(share))}L${point(x - reach, ridge(x - reach) + 6)}M${point(x + halfAt(share), yAt(share))}L${point(x + reach, ridge(x + reach) + 6)}`;
  });
  const dishSide = random() < 0.5 ? -1 : 1;
  const dish = { x: x + dishSide * (halfAt(0.45) + 1), y: yAt(0.45) };
  const antennas =
    box(x - 8, top + 5, 3, 12) +
    box(x + 5, top + 5, 3, 12) +
    `M${point(dish.x, dish.y - 7)}a7 7 0 0 ${dishSide > 0 ? 1 : 0} 0 14Z`;
  const tip = { x, y: top - 24 };
  // Rings of signal, fainter as they spread: a pair of arcs each, either side of the tip.
  const signal = [12, 22, 32].map((r) => {
    const [dx, dy] = [r * Math.cos(0.7), r * Math.sin(0.7)];
    return `M${point(tip.x + dx, tip.y - dy)}A${r} ${r} 0 0 1 ${point(tip.x + dx, tip.y + dy)}M${point(tip.x - dx, tip.y + dy)}A${r} ${r} 0 0 1 ${point(tip.x - dx, tip.y - dy)}`;
  });
  const SIGNAL_OPACITY = [0.8, 0.55, 0.3];
  const middle = yAt(0.5);
  const lights =
    circle(tip.x, tip.y, 2.8) + circle(x - halfAt(0.5), middle, 2.2) + circle(x + halfAt(0.5), middle, 2.2);
  const ridgeLayer = (
    <>
      <Stroke d={wires.join('')} colour={INK.faint} width={1} opacity={0.35} />
      {signal.map((arcs, index) => (
        <Stroke key={index} d={arcs} colour={INK.faint} width={2} opacity={SIGNAL_OPACITY[index]} linecap="round" />
      ))}
      <Stroke d={lattice} colour={INK.silhouette} width={2.2} linejoin="round" />
      <Fill d={antennas} colour={INK.silhouette} />
      <Halo x={tip.x} y={tip.y} r={10} colour={INK.red} opacity={0.28} />
      <Halo x={x - halfAt(0.5)} y={middle} r={6} colour={INK.red} opacity={0.25} />
      <Halo x={x + halfAt(0.5)} y={middle} r={6} colour={INK.red} opacity={0.25} />
      <Fill d={lights} colour={INK.red} />
    </>
  );
  return { ridge: ridgeLayer };
}

// ------------------------------------------------------------ Cloud Services: clouds and a network

/** A bank of cloud on the hills: puffs along a flat bottom, the biggest in its middle (one path:
 *  its circles and its base are filled once, so their overlaps are no brighter). */
function cloudBank(random: () => number, x: number, bottom: number, width: number): string {
  const puffs = 4 + Math.floor(random() * 2);
  // The base turns the way the circles do (ellipse() draws them anticlockwise), or the nonzero fill
  // would cut their overlaps out of it.
  let d = `M${point(x - width * 0.44, bottom - width * 0.1)}v${round(width * 0.1)}h${round(width * 0.88)}v${round(-width * 0.1)}Z`;
  for (let index = 0; index < puffs; index++) {
    const along = (index + 0.5) / puffs;
    const r = width * (0.1 + 0.13 * Math.sin(Math.PI * along)) * (0.85 + random() * 0.3);
    d += circle(x - width / 2 + width * along, bottom - r, r);
  }
  return d;
}

/** Two banks of moonlit cloud low along the hills, and over them a constellation of nodes joined
 *  into a network, its last node resting on the cloud. */
function cloudNetwork({ id, random, x, ridge, light, accent }: MotifStage): MotifLayers {
  const bottom = ridge(x) + 4;
  const banks = cloudBank(random, x - 160, ridge(x - 160) + 8, 130) + cloudBank(random, x, bottom, 190);
  // Moonlit at the top, the sky's colour at the foot.
  const defs = (
    <linearGradient id={`${id}-cloud`} x2="0" y2="1">
      <stop offset="0" stopColor="#eef0ff" stopOpacity="0.85" />
      <stop offset="1" stopColor={accent} stopOpacity="0.3" />
    </linearGradient>
  );
  // Nodes above the cloud, fitted to the sky there is (a meadow's horizon is high).
  const room = Math.min(1, (bottom - 40 - SKY_TOP) / 126);
  const layout: [number, number][] = [
    [-78, -42],
    [-36, -92],
    [8, -58],
    [50, -116],
    [80, -62],
    [18, -22],
  ];
  const nodes = layout.map(([u, v]) =>
    clearOfLight(light, x + u + (random() - 0.5) * 14, bottom - 40 + (v + (random() - 0.5) * 14) * room, 14),
  );
  const links = [
    [0, 1],
    [1, 2],
    [1, 3],
    [2, 3],
    [3, 4],
    [2, 4],
    [2, 5],
  ]
    .map(([from, to]) => `M${point(...nodes[from!]!)}L${point(...nodes[to!]!)}`)
    .join('');
  const ridgeLayer = (
    <>
      <path d={banks} fill={`url(#${id}-cloud)`} />
      <Stroke d={links} colour={INK.faint} width={1.8} opacity={0.55} />
      <Fill d={nodes.map(([nx, ny]) => circle(nx, ny, 7)).join('')} colour={accent} opacity={0.35} />
      <Fill d={nodes.map(([nx, ny]) => circle(nx, ny, 3.2)).join('')} colour={INK.star} opacity={0.95} />
    </>
  );
  return { defs, ridge: ridgeLayer };
}

// ------------------------------------------------------------------- Compliance: the capitol

/** The state Capitol on the far hills: wings with rows of lit windows, the portico's columns lit between,
 *  the drum's colonnade, the tall dome and its lantern, and the Lone Star on top. */
function capitol({ id, random, x, ridge }: MotifStage): MotifLayers {
  const base = ridge(x) + 9;
  // The star on top, 166 above the ground at full size, under the sky's top.
  const scale = Math.min(0.95 + random() * 0.15, (base - SKY_TOP) / 166);
  const at = (u: number, v: number): [number, number] => [x + u * scale, base - v * scale];
  const block = (u0: number, v0: number, u1: number, v1: number) => {
    const [left, top] = at(u0, v1);
    const [right, bottom] = at(u1, v0);
    return box(left, top, right - left, bottom - top);
  };
  const [domeLeft, domeTop, domeRight] = [at(-22, 90), at(0, 127), at(22, 90)];
  const body =
    block(-96, 0, 96, 30) +
    block(-96, 0, -74, 38) +
    block(74, 0, 96, 38) +
    block(-36, 0, 36, 46) +
    polygon(at(-40, 45), at(0, 60), at(40, 45)) +
    block(-27, 46, 27, 62) +
    block(-23, 62, 23, 86) +
    block(-26, 85, 26, 90) +
    `M${point(...domeLeft)}C${point(...at(-22, 112))} ${point(...at(-8, 124))} ${point(...domeTop)}C${point(...at(8, 124))} ${point(...at(22, 112))} ${point(...domeRight)}Z` +
    block(-4, 126, 4, 140) +
    polygon(at(-5.5, 139), at(0, 147), at(5.5, 139)) +
    block(-0.8, 146, 0.8, 153);
  let columns = '';
  for (let u = -30; u <= 27; u += 7.5) columns += block(u, 6, u + 3.4, 38);
  for (let u = -19; u <= 17; u += 6.4) columns += block(u, 66, u + 2.6, 82);
  // The wings' windows: whole windows of the skyline's grid, the wings standing on its columns.
  const wing = (u0: number, u1: number) => {
    const [left, top] = at(u0, 26);
    const [right, bottom] = at(u1, 6);
    const [gridLeft, gridTop] = [onGrid(left, WINDOW.width), onGrid(top, WINDOW.height)];
    return box(gridLeft, gridTop, onGrid(right, WINDOW.width) - gridLeft, bottom - gridTop);
  };
  const [starX, starY] = at(0, 160);
  const star = polygon(
    ...Array.from({ length: 10 }, (_, index): [number, number] => {
      const angle = -Math.PI / 2 + (index * Math.PI) / 5;
      const r = index % 2 === 0 ? 6 : 2.5;
      return [starX + r * Math.cos(angle), starY + r * Math.sin(angle)];
    }),
  );
  const ridgeLayer = (
    <>
      <Fill d={body} colour={INK.silhouette} />
      <Fill d={columns} colour={INK.lit} opacity={0.8} />
      <path d={wing(-92, -42) + wing(42, 92)} fill={`url(#${id}-windows)`} />
      <Halo x={starX} y={starY} r={13} colour={INK.lit} opacity={0.2} />
      <Fill d={star} colour={INK.lit} />
    </>
  );
  return { defs: <WindowsPattern id={id} />, ridge: ridgeLayer };
}
