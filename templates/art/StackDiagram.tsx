// The services hero's drawing: our service categories as an exploded stack of isometric plates, each
// with its category's icon engraved on its face and its label beside it (the category and the first
// of its platforms), resting on the featured category (security), the brand's violet foundation that
// carries them all. Decorative: the page lists the categories in text.
import { useId } from 'react';
import { Icon } from '../marks/Icon.tsx';
import type { IconName } from '../../cli/model/icon-names.ts';

interface Layer {
  icon: IconName;
  label: string;
  featured?: boolean;
  /** The category's platforms, in order: the label names the first two. */
  vendors?: string[];
  /** Under a featured layer's name instead of its platforms ("Our Specialty"). */
  badge?: string;
}

export function StackDiagram({ layers }: { layers: Layer[] }) {
  const idPrefix = `stack-diagram${useId()}`;
  // The featured layers form the base; the list runs bottom to top (client/styles/art/stack-diagram.css
  // reverses it on screen).
  const bottomUp = [...layers.filter((layer) => layer.featured), ...layers.filter((layer) => !layer.featured)];
  return (
    <div className="art art-stack" aria-hidden="true">
      <svg className="art-stack__defs" focusable="false">
        <defs>
          <linearGradient id={`${idPrefix}layer`} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" className="art-stack__layer-light" />
            <stop offset="1" className="art-stack__layer-shade" />
          </linearGradient>
          <linearGradient id={`${idPrefix}base`} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" className="art-stack__base-light" />
            <stop offset="1" className="art-stack__base-shade" />
          </linearGradient>
        </defs>
      </svg>
      <ol className="art-stack__layers">
        {bottomUp.map((layer) => (
          <li
            key={layer.label}
            className={layer.featured ? 'art-stack__layer art-stack__layer--featured' : 'art-stack__layer'}
          >
            <Slab featured={Boolean(layer.featured)} idPrefix={idPrefix} icon={layer.icon} />
            <span className="art-stack__label">
              <span className="art-stack__icon">
                <Icon name={layer.icon} />
              </span>
              <span className="art-stack__text">
                <span className="art-stack__name">{layer.label}</span>
                <Detail layer={layer} />
              </span>
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** Under a label: a featured layer's badge, else its first two platforms and how many more. */
function Detail({ layer }: { layer: Layer }) {
  if (layer.featured && layer.badge)
    return <span className="art-stack__detail art-stack__detail--badge">{layer.badge}</span>;
  if (!layer.vendors?.length) return null;
  const named = layer.vendors.slice(0, 2).join(', ');
  const more = layer.vendors.length - 2;
  return <span className="art-stack__detail">{more > 0 ? `${named} +${more}` : named}</span>;
}

/** The top face's corners: a 2:1 rhombus, 120 units wide. */
const TOP = { top: [60, 1], right: [119, 30.5], bottom: [60, 60], left: [1, 30.5] } as const;

/**
 * Lays a 24-unit icon flat on the top face, towards its front corner (the part the plate above leaves in
 * view), at 30% of the face.
 */
const ENGRAVING = (() => {
  const [tx, ty] = TOP.top;
  const a = (TOP.right[0] - tx) / 24;
  const b = (TOP.right[1] - ty) / 24;
  const c = (TOP.left[0] - tx) / 24;
  const d = (TOP.left[1] - ty) / 24;
  return `matrix(${a} ${b} ${c} ${d} ${tx} ${ty}) translate(17.5 17.5) scale(0.3) translate(-12 -12)`;
})();

/** One plate: its top face with the category's icon engraved, and its two visible sides; the base is thicker. */
function Slab({ featured, idPrefix, icon }: { featured: boolean; idPrefix: string; icon: IconName }) {
  const thickness = featured ? 14 : 7;
  const top = [TOP.top, TOP.right, TOP.bottom, TOP.left].map((point) => point.join(',')).join(' ');
  const left = `1,30.5 60,60 60,${60 + thickness} 1,${30.5 + thickness}`;
  const right = `60,60 119,30.5 119,${30.5 + thickness} 60,${60 + thickness}`;
  return (
    <svg className="art-stack__slab" viewBox={`0 0 120 ${62 + thickness}`} focusable="false">
      <polygon points={left} className="art-stack__side-left" />
      <polygon points={right} className="art-stack__side-right" />
      <polygon points={top} className="art-stack__top" fill={`url(#${idPrefix}${featured ? 'base' : 'layer'})`} />
      {/* A bevel: the face's inner edge, catching the light along the two far sides. */}
      <polyline points="14,30.5 60,7.5 106,30.5" className="art-stack__bevel" />
      {featured && <polygon points="60,9 103,30.5 60,52 17,30.5" className="art-stack__rim" />}
      <g className="art-stack__engraving" transform={ENGRAVING}>
        {/* The icon's own SVG fills this 24-unit box: CSS cannot size an SVG nested in another. */}
        <svg width="24" height="24" viewBox="0 0 24 24" overflow="visible">
          <Icon name={icon} />
        </svg>
      </g>
    </svg>
  );
}
