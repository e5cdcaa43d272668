// The company's mark and the brand block of the header and the footer. The mark is a bluebonnet,
// the Texas flower the company is named after, standing inside a shield: a spike of paired pea-like
// florets, paler towards the white tip, on the flower's blue-violet. Few, large shapes so it still
// reads at 16 px (it is also the favicon, drawn from this component by cli/artwork).
import type { Site } from '../../cli/model/schemas.ts';

/** The florets from the base up: each row narrower and paler, as on the flower. */
const FLORET_ROWS = [
  { y: 21.6, offset: 3.3, rx: 3.2, ry: 1.9, fill: '#c3b6ff' },
  { y: 16.9, offset: 2.6, rx: 2.6, ry: 1.65, fill: '#ddd5ff' },
  { y: 12.7, offset: 1.9, rx: 2, ry: 1.4, fill: '#f3f0ff' },
] as const;
/** How far each floret leans out from the stem, in degrees. */
const FLORET_LEAN = 30;

/** Drawn twice on every page (header and footer): each drawing names its own gradient. */
export function BrandMark({ gradientId = 'brand-mark-fill' }: { gradientId?: string }) {
  return (
    <svg className="brand-mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <defs>
        {/* From the action blue to the flower's violet (tokens.css: --blue-600, --violet-600). */}
        <linearGradient id={gradientId} x1="0" y1="0" x2="0.9" y2="1">
          <stop offset="0" stopColor="#3d63f5" />
          <stop offset="1" stopColor="#5a3bd9" />
        </linearGradient>
      </defs>
      <path
        d="M16 1.8 3.6 6.4v8.4c0 7.6 5.2 13.2 12.4 15.4 7.2-2.2 12.4-7.8 12.4-15.4V6.4z"
        fill={`url(#${gradientId})`}
      />
      <path d="M16 26V12" stroke="#c3b6ff" strokeWidth="1.5" strokeLinecap="round" />
      {FLORET_ROWS.map(({ y, offset, rx, ry, fill }) =>
        [-1, 1].map((side) => (
          <ellipse
            key={`${y}${side}`}
            cx={16 + side * offset}
            cy={y}
            rx={rx}
            ry={ry}
            transform={`rotate(${side * FLORET_LEAN} ${16 + side * offset} ${y})`}
            fill={fill}
          />
        )),
      )}
      <ellipse cx="16" cy="8.7" rx="1.9" ry="2.3" fill="#fff" />
    </svg>
  );
}

/** The link home at the top of the header and the footer. `home`: the home page's address, passed in
 *  because the footer, the same on every page, is rendered once outside any page's site context. */
export function Brand({
  site,
  place,
  home,
}: {
  site: Pick<Site, 'brand' | 'tagline'>;
  place: 'header' | 'footer';
  home: string;
}) {
  return (
    <a className="brand" href={home}>
      <BrandMark gradientId={`brand-mark-${place}-fill`} />
      <span className="brand__text">
        <span className="brand__name">{site.brand}</span>
        <span className="brand__tagline">{site.tagline}</span>
      </span>
    </a>
  );
}

/**
 * Stronglink's mark, the product's own beside the company's: two links of a chain, joined, inside a
 * shield, in the colour of the text around it. It stands where another vendor shows its initials (the
 * catalogue's tile, the drawings' rows), so our own product is never a letter on a tile.
 */
export function StronglinkMark({ className = 'stronglink-mark' }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 2.2 4.2 5.1v6.1c0 4.9 3.3 8.5 7.8 10.1 4.5-1.6 7.8-5.2 7.8-10.1V5.1z"
        fill="currentColor"
        fillOpacity="0.16"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
      <g fill="none" stroke="currentColor" strokeWidth="1.9" strokeLinecap="round">
        <path d="M11.1 13.3a2.6 2.6 0 0 0 3.9.3l1.6-1.6a2.6 2.6 0 0 0-3.7-3.7l-.9.9" />
        <path d="M12.9 10.7a2.6 2.6 0 0 0-3.9-.3l-1.6 1.6a2.6 2.6 0 0 0 3.7 3.7l.9-.9" />
      </g>
    </svg>
  );
}
