// The not-found page's drawing: a city map on which a dotted route leads to where the page should be,
// and finds only the dashed outline of a missing pin; a compass, and a shield that says the visitor
// is still somewhere safe. No words: the page shows "404" itself.
import { useId } from 'react';
import { Icon } from '../parts/Icon.tsx';

/** The missing pin's tip, in viewBox units (480 × 360). */
const PIN = { x: 372, y: 176 };

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
            <rect x="40" y="118" width="88" height="60" rx="8" />
            <rect x="40" y="196" width="88" height="36" rx="8" />
            <rect x="174" y="118" width="72" height="78" rx="8" />
            <rect x="264" y="118" width="54" height="40" rx="8" />
            <rect x="174" y="34" width="144" height="40" rx="8" />
            <rect x="362" y="34" width="80" height="40" rx="8" />
            <rect x="174" y="286" width="144" height="40" rx="8" />
            <rect x="362" y="214" width="80" height="28" rx="8" />
          </g>
          <rect x="40" y="34" width="88" height="40" rx="8" className="art-lost__park" />
          <rect x="174" y="214" width="72" height="22" rx="8" className="art-lost__park" />
          <g>
            <path d="M16 96H464M150 16V344M340 16V344M16 256H150" className="art-lost__road-edge" />
            <path d="M16 96H464M150 16V344M340 16V344M16 256H150" className="art-lost__road" />
          </g>
          <path d="M84 300C120 300 150 292 150 256V122Q150 96 176 96H314Q340 96 340 122V148Q340 176 368 176" className="art-lost__route" />
          <circle cx={PIN.x} cy={PIN.y - 30} r="52" className="art-lost__search" />
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
