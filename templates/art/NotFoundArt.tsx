// The not-found page's drawing: a Texas downtown at night, seen as a map: lit windows in the blocks,
// bluebonnets in the parks, street names in the labels' monospace face. A dotted route leads to where
// the page should be and finds only the dashed outline of a missing pin; a compass, and a shield that
// says the visitor is still somewhere safe. The page shows "404" itself.
import { useId } from 'react';
import { Icon } from '../marks/Icon.tsx';
import { seededRandom } from './bluebonnet-field.ts';

/** The missing pin's tip, in viewBox units (480 × 360). */
const PIN = { x: 372, y: 176 };

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
/** The city's blocks between the roads, and its two parks. */
const BLOCKS: Box[] = [
  { x: 40, y: 118, width: 88, height: 60 },
  { x: 40, y: 196, width: 88, height: 36 },
  { x: 174, y: 118, width: 72, height: 78 },
  { x: 264, y: 118, width: 54, height: 40 },
  { x: 174, y: 34, width: 144, height: 40 },
  { x: 362, y: 34, width: 80, height: 40 },
  { x: 174, y: 286, width: 144, height: 40 },
  { x: 362, y: 214, width: 80, height: 28 },
];
const PARKS: Box[] = [
  { x: 40, y: 34, width: 88, height: 40 },
  { x: 174, y: 214, width: 72, height: 22 },
];

/** Each block's windows, a 3-unit square every 9 units inside an 8-unit margin; about one in four
 *  lit, always the same ones. Two paths (lit, dark), not a hundred elements. */
const WINDOWS = (() => {
  const random = seededRandom('not-found windows');
  const lit: string[] = [];
  const dark: string[] = [];
  for (const block of BLOCKS) {
    for (let y = block.y + 8; y + 3 <= block.y + block.height - 8; y += 9) {
      for (let x = block.x + 8; x + 3 <= block.x + block.width - 8; x += 9)
        (random() < 0.27 ? lit : dark).push(`M${x} ${y}h3v3h-3z`);
    }
  }
  return { lit: lit.join(''), dark: dark.join('') };
})();

/** Bluebonnets in the parks: small violet dots in loose clumps. */
const FLOWERS = (() => {
  const random = seededRandom('not-found flowers');
  const dots: string[] = [];
  for (const park of PARKS) {
    const count = Math.round((park.width * park.height) / 110);
    for (let index = 0; index < count; index++) {
      const x = park.x + 6 + random() * (park.width - 12);
      const y = park.y + 5 + random() * (park.height - 10);
      const r = 1.2 + random() * 1.1;
      dots.push(
        `M${(x - r).toFixed(1)} ${y.toFixed(1)}a${r.toFixed(1)} ${r.toFixed(1)} 0 1 0 ${(2 * r).toFixed(1)} 0a${r.toFixed(1)} ${r.toFixed(1)} 0 1 0 ${(-2 * r).toFixed(1)} 0`,
      );
    }
  }
  return dots.join('');
})();

/** A map pin whose tip is at (x, y): a teardrop around a circle of radius 22 centred 38 above it. */
function pinOutline(x: number, y: number): string {
  return `M${x} ${y}C${x - 6} ${y - 13} ${x - 22} ${y - 24} ${x - 22} ${y - 38}a22 22 0 1 1 44 0C${x + 22} ${y - 24} ${x + 6} ${y - 13} ${x} ${y}Z`;
}

export function NotFoundArt() {
  const clipId = `not-found-art${useId()}map`;
  return (
    <div className="art art-lost" aria-hidden="true">
      <svg className="art-lost__svg" viewBox="0 0 480 360" focusable="false">
        <defs>
          <clipPath id={clipId}>
            <rect x="16" y="16" width="448" height="328" rx="20" />
          </clipPath>
        </defs>
        <rect x="16" y="16" width="448" height="328" rx="20" className="art-lost__card" />
        <g clipPath={`url(#${clipId})`}>
          <path d="M16 268C110 236 176 300 270 246S408 150 464 162" className="art-lost__river" />
          <g className="art-lost__blocks">
            {BLOCKS.map((block) => (
              <rect
                key={`${block.x},${block.y}`}
                x={block.x}
                y={block.y}
                width={block.width}
                height={block.height}
                rx="8"
              />
            ))}
          </g>
          <path d={WINDOWS.lit} className="art-lost__window art-lost__window--lit" />
          <path d={WINDOWS.dark} className="art-lost__window" />
          {PARKS.map((park) => (
            <rect
              key={`${park.x},${park.y}`}
              x={park.x}
              y={park.y}
              width={park.width}
              height={park.height}
              rx="8"
              className="art-lost__park"
            />
          ))}
          <path d={FLOWERS} className="art-lost__flowers" />
          <g>
            <path d="M16 96H464M150 16V344M340 16V344M16 256H150" className="art-lost__road-edge" />
            <path d="M16 96H464M150 16V344M340 16V344M16 256H150" className="art-lost__road" />
          </g>
          <g className="art-lost__streets">
            <text x="52" y="99.5">
              ELM ST
            </text>
            <text x="380" y="99.5">
              MAIN ST
            </text>
            <text x="343.5" y="262" transform="rotate(90 343.5 262)">
              CONGRESS AVE
            </text>
          </g>
          <path
            d="M84 300C120 300 150 292 150 256V122Q150 96 176 96H314Q340 96 340 122V148Q340 176 368 176"
            className="art-lost__route"
          />
          {/* Clear of the street's name above it. */}
          <circle cx={PIN.x} cy={PIN.y - 27} r="46" className="art-lost__search" />
          <ellipse cx={PIN.x} cy={PIN.y} rx="15" ry="5" className="art-lost__pin-shadow" />
          <path d={pinOutline(PIN.x, PIN.y)} className="art-lost__pin" />
          <circle cx={PIN.x} cy={PIN.y - 38} r="7" className="art-lost__pin-hole" />
          <circle cx="84" cy="300" r="15" className="art-lost__start-halo" />
          <circle cx="84" cy="300" r="7" className="art-lost__start" />
        </g>
        <g className="art-lost__compass" transform="translate(420 300)">
          <circle r="26" className="art-lost__compass-face" />
          <path d="M0 -17L5 0H-5Z" className="art-lost__needle-north" transform="rotate(28)" />
          <path d="M0 17L5 0H-5Z" className="art-lost__needle-south" transform="rotate(28)" />
          <circle r="2.5" className="art-lost__compass-pin" />
        </g>
      </svg>
      <span className="art-lost__shield">
        <Icon name="shield-check" />
      </span>
    </div>
  );
}
