// The services hero's drawing: our service categories as an exploded stack of thin isometric slabs,
// each labelled beside it, resting on the featured category (security), drawn as the accent-coloured
// base that carries them all. Decorative: the page lists the categories in text.
import { useId } from 'react';
import { Icon } from '../parts/Icon.tsx';
import type { IconName } from '../../cli/model/icon-names.ts';

interface Layer {
  icon: IconName;
  label: string;
  featured?: boolean;
}

export function StackDiagram({ layers }: { layers: Layer[] }) {
  const idPrefix = `stack-diagram${useId()}`;
  // The featured layers form the base; the list runs bottom to top (client/styles/art/stack-diagram.css reverses it on screen).
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
            <stop offset="0" className="art-stack__base-blue" />
            <stop offset="1" className="art-stack__base-violet" />
          </linearGradient>
        </defs>
      </svg>
      <ol className="art-stack__layers">
        {bottomUp.map((layer) => (
          <li key={layer.label} className={layer.featured ? 'art-stack__layer art-stack__layer--featured' : 'art-stack__layer'}>
            <Slab featured={Boolean(layer.featured)} idPrefix={idPrefix} />
            <span className="art-stack__label">
              <span className="art-stack__icon">
                <Icon name={layer.icon} />
              </span>
              {layer.label}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** One slab, 120 units wide: a 2:1 rhombus on top and its two visible sides; the base is thicker. */
function Slab({ featured, idPrefix }: { featured: boolean; idPrefix: string }) {
  const thickness = featured ? 14 : 7;
  const top = '60,1 119,30.5 60,60 1,30.5';
  const left = `1,30.5 60,60 60,${60 + thickness} 1,${30.5 + thickness}`;
  const right = `60,60 119,30.5 119,${30.5 + thickness} 60,${60 + thickness}`;
  return (
    <svg className="art-stack__slab" viewBox={`0 0 120 ${62 + thickness}`} focusable="false">
      <polygon points={left} className="art-stack__side-left" />
      <polygon points={right} className="art-stack__side-right" />
      <polygon points={top} className="art-stack__top" fill={`url(#${idPrefix}${featured ? 'base' : 'layer'})`} />
      {featured && <polygon points="60,9 103,30.5 60,52 17,30.5" className="art-stack__rim" />}
    </svg>
  );
}
