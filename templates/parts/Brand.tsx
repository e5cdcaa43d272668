// The company's mark (a shield with a bluebonnet-blue gradient and a check; also the favicon, see
// cli/artwork) and the brand block of the header and the footer: the mark, the name, the tagline.
import type { Site } from '../../cli/model/schemas.ts';

/** Drawn twice on every page (header and footer): each drawing names its own gradient. */
export function BrandMark({ gradientId = 'brand-mark-fill' }: { gradientId?: string }) {
  const fill = gradientId;
  return (
    <svg className="brand-mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={fill} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#4f7cff" />
          <stop offset="1" stopColor="#6d4aff" />
        </linearGradient>
      </defs>
      <path d="M16 2 4 6.5v8.3C4 22.4 9.1 27.9 16 30c6.9-2.1 12-7.6 12-15.2V6.5z" fill={`url(#${fill})`} />
      <path d="m10.5 16 3.8 3.8 7.4-7.6" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The link home at the top of the header and the footer. */
export function Brand({ site, place }: { site: Pick<Site, 'brand' | 'tagline'>; place: 'header' | 'footer' }) {
  return (
    <a className="brand" href="/">
      <BrandMark gradientId={`brand-mark-${place}-fill`} />
      <span className="brand__text">
        <span className="brand__name">{site.brand}</span>
        <span className="brand__tagline">{site.tagline}</span>
      </span>
    </a>
  );
}
