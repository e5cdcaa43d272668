// The map of our Texas offices (About and Contact heroes): the state's outline from its real border,
// filled with a dot grid, one pin per office placed by its latitude and longitude, and faint arcs
// between the offices. Decorative: the page lists the offices in text.
import { useId } from 'react';

interface Office {
  city: string;
  latitude: number;
  longitude: number;
}

/** Texas's border as [longitude, latitude], simplified to 64 points: the panhandle, the Red River,
 * the Sabine, the Gulf coast and the Rio Grande, clockwise from the panhandle's north edge. */
export const TEXAS_BORDER: readonly (readonly [number, number])[] = [
  [-101.81, 36.5],
  [-100.0, 36.5],
  [-100.0, 34.56],
  [-99.7, 34.38],
  [-99.26, 34.4],
  [-99.19, 34.21],
  [-98.49, 34.06],
  [-98.36, 34.16],
  [-98.17, 34.11],
  [-97.87, 33.85],
  [-97.69, 33.98],
  [-97.26, 33.86],
  [-97.17, 33.74],
  [-96.92, 33.96],
  [-96.85, 33.85],
  [-96.35, 33.69],
  [-96.15, 33.84],
  [-95.22, 33.96],
  [-94.38, 33.54],
  [-94.04, 33.55],
  [-94.04, 31.99],
  [-93.82, 31.78],
  [-93.53, 30.93],
  [-93.73, 30.58],
  [-93.69, 30.14],
  [-93.93, 29.79],
  [-93.84, 29.69],
  [-94.52, 29.55],
  [-94.71, 29.62],
  [-94.74, 29.79],
  [-94.97, 29.7],
  [-94.9, 29.31],
  [-95.38, 28.87],
  [-95.99, 28.6],
  [-96.48, 28.6],
  [-96.59, 28.72],
  [-96.4, 28.44],
  [-96.77, 28.41],
  [-96.8, 28.23],
  [-97.26, 27.69],
  [-97.51, 27.0],
  [-97.44, 26.46],
  [-97.22, 25.99],
  [-97.52, 25.89],
  [-97.65, 26.02],
  [-98.2, 26.06],
  [-99.17, 26.54],
  [-99.45, 27.02],
  [-99.48, 27.48],
  [-100.3, 28.28],
  [-100.65, 29.11],
  [-101.41, 29.75],
  [-102.34, 29.87],
  [-102.39, 29.77],
  [-102.63, 29.73],
  [-103.12, 28.99],
  [-103.28, 28.98],
  [-104.51, 29.64],
  [-105.01, 30.69],
  [-105.39, 30.86],
  [-106.64, 31.9],
  [-106.62, 32.0],
  [-103.07, 32.0],
  [-103.04, 36.5],
];

/** The drawing's size in viewBox units; the state sits left of centre to leave room for labels. */
const MAP_WIDTH = 560;
const MAP_HEIGHT = 480;
const WEST_LONGITUDE = -106.65;
const NORTH_LATITUDE = 36.5;
const UNITS_PER_DEGREE = 40;
const MARGIN_LEFT = 28;
const MARGIN_TOP = 26;
/** Equirectangular, with longitudes shortened by the cosine of Texas's middle latitude. */
const LONGITUDE_SCALE = Math.cos((31 * Math.PI) / 180);

/** Where a latitude and longitude land on the map, in viewBox units. */
export function projectToMap(latitude: number, longitude: number): { x: number; y: number } {
  return {
    x: MARGIN_LEFT + (longitude - WEST_LONGITUDE) * LONGITUDE_SCALE * UNITS_PER_DEGREE,
    y: MARGIN_TOP + (NORTH_LATITUDE - latitude) * UNITS_PER_DEGREE,
  };
}

const OUTLINE_PATH = `M${TEXAS_BORDER.map(([longitude, latitude]) => {
  const { x, y } = projectToMap(latitude, longitude);
  return `${x.toFixed(1)} ${y.toFixed(1)}`;
}).join('L')}Z`;

type Point = { x: number; y: number };

export function TexasMap({ offices }: { offices: Office[] }) {
  const pins = offices.map((office) => ({ city: office.city, ...projectToMap(office.latitude, office.longitude) }));
  const idPrefix = `texas-map${useId()}`;
  const centre = centreOf(pins);
  return (
    <div className="art art-texas" aria-hidden="true">
      <svg className="art-texas__svg" viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`} focusable="false">
        <defs>
          <linearGradient id={`${idPrefix}fill`} x1="0" y1="0" x2="0.6" y2="1">
            <stop offset="0" className="art-texas__fill-top" />
            <stop offset="1" className="art-texas__fill-bottom" />
          </linearGradient>
          <radialGradient id={`${idPrefix}glow`} gradientUnits="userSpaceOnUse" cx={centre.x} cy={centre.y} r="170">
            <stop offset="0" className="art-texas__glow-centre" />
            <stop offset="1" className="art-texas__glow-edge" />
          </radialGradient>
          <pattern id={`${idPrefix}dots`} width="12" height="12" patternUnits="userSpaceOnUse">
            <circle cx="6" cy="6" r="1.6" className="art-texas__dot" />
          </pattern>
        </defs>
        <path d={OUTLINE_PATH} className="art-texas__shadow" transform="translate(0 10)" />
        <path d={OUTLINE_PATH} fill={`url(#${idPrefix}fill)`} />
        <path d={OUTLINE_PATH} fill={`url(#${idPrefix}glow)`} />
        <path d={OUTLINE_PATH} fill={`url(#${idPrefix}dots)`} />
        <path d={OUTLINE_PATH} className="art-texas__outline" />
        {connections(pins).map(([from, to]) => (
          <path key={`${from.x},${from.y}-${to.x},${to.y}`} d={arc(from, to, pins)} className="art-texas__arc" />
        ))}
        {pins.map((pin) => (
          <g key={pin.city} className="art-texas__pin">
            <circle cx={pin.x} cy={pin.y} r="16" className="art-texas__pulse" />
            <circle cx={pin.x} cy={pin.y} r="7" className="art-texas__marker" />
            <text
              x={pin.x}
              y={pin.y}
              dx={labelOnLeft(pin, pins) ? '-0.85em' : '0.85em'}
              textAnchor={labelOnLeft(pin, pins) ? 'end' : 'start'}
              dominantBaseline="central"
              className="art-texas__label"
            >
              {pin.city}
            </text>
          </g>
        ))}
      </svg>
    </div>
  );
}

/** Each office to the next, closing the loop when there are three or more. */
function connections(pins: Point[]): [Point, Point][] {
  if (pins.length < 2) return [];
  const pairs = pins.slice(1).map((pin, index): [Point, Point] => [pins[index]!, pin]);
  if (pins.length > 2) pairs.push([pins[pins.length - 1]!, pins[0]!]);
  return pairs;
}

/** A gentle curve from one office to another, bowed away from the middle of all the offices. */
function arc(from: Point, to: Point, pins: Point[]): string {
  const middle = { x: (from.x + to.x) / 2, y: (from.y + to.y) / 2 };
  const centre = centreOf(pins);
  const length = Math.hypot(to.x - from.x, to.y - from.y);
  let normal = { x: -(to.y - from.y) / length, y: (to.x - from.x) / length };
  if (normal.x * (middle.x - centre.x) + normal.y * (middle.y - centre.y) < 0) normal = { x: -normal.x, y: -normal.y };
  const bow = length * 0.22;
  const control = { x: middle.x + normal.x * bow, y: middle.y + normal.y * bow };
  return `M${from.x.toFixed(1)} ${from.y.toFixed(1)}Q${control.x.toFixed(1)} ${control.y.toFixed(1)} ${to.x.toFixed(1)} ${to.y.toFixed(1)}`;
}

/** The middle of the offices (the middle of the map when there are none). */
function centreOf(pins: Point[]): Point {
  if (pins.length === 0) return { x: MAP_WIDTH / 2, y: MAP_HEIGHT / 2 };
  return {
    x: pins.reduce((sum, pin) => sum + pin.x, 0) / pins.length,
    y: pins.reduce((sum, pin) => sum + pin.y, 0) / pins.length,
  };
}

/** A label goes on the side away from the office nearest to it, so that neighbours' labels never meet. */
function labelOnLeft(pin: Point, pins: Point[]): boolean {
  const others = pins.filter((other) => other !== pin);
  if (others.length === 0) return false;
  const nearest = others.reduce((best, other) =>
    Math.hypot(other.x - pin.x, other.y - pin.y) < Math.hypot(best.x - pin.x, best.y - pin.y) ? other : best,
  );
  return nearest.x > pin.x;
}
