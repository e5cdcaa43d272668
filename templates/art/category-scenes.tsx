// The seven category scenes, each drawn in a 360 x 280 box from the category's vendors (in their
// order), one labelled part per vendor. client/styles/art/category-scene.css colours them; a highlighted vendor (its own page)
// is filled with the action blue, the flagship carries the brand's violet.
import type { ComponentType } from 'react';

export interface SceneVendor {
  name: string;
  highlighted: boolean;
  flagship: boolean;
}

interface Scene {
  /** Names the drawing in its class (art-scene--layers, ...). */
  kind: string;
  Draw: ComponentType<{ vendors: SceneVendor[] }>;
}

/** The class of one vendor's part of a scene. */
const vendorClass = (vendor: SceneVendor) =>
  ['art-scene__vendor', vendor.highlighted && 'art-scene__vendor--highlighted', vendor.flagship && 'art-scene__vendor--flagship'].filter(Boolean).join(' ');

/** A name in one line, or two when it is long ("Google" / "Workspace"), centred on (x, y). */
function Label({ name, x, y, wrapAfter = 12 }: { name: string; x: number; y: number; wrapAfter?: number }) {
  const words = name.split(' ');
  const lines = name.length > wrapAfter && words.length > 1 ? [words[0]!, words.slice(1).join(' ')] : [name];
  return (
    <text className="art-scene__label" x={x} y={y - (lines.length - 1) * 7.5} textAnchor="middle" dominantBaseline="central">
      {lines.map((line, index) => (
        <tspan key={line} x={x} dy={index === 0 ? 0 : 15}>
          {line}
        </tspan>
      ))}
    </text>
  );
}

/** A window's frame with its three dots: the scenes that are software on a screen. */
function Window({ x = 10, y = 10, width = 340, height = 260 }: { x?: number; y?: number; width?: number; height?: number }) {
  return (
    <g>
      <rect className="art-scene__window" x={x} y={y} width={width} height={height} rx="14" />
      <line className="art-scene__rule" x1={x} x2={x + width} y1={y + 28} y2={y + 28} />
      {[0, 1, 2].map((dot) => (
        <circle key={dot} className="art-scene__dot" cx={x + 18 + dot * 14} cy={y + 14} r="4" />
      ))}
    </g>
  );
}

/** Security: defence in depth, one nested layer per tool, the laptop they guard at the heart. */
function Layers({ vendors }: { vendors: SceneVendor[] }) {
  const step = 26;
  return (
    <g>
      {vendors.map((vendor, index) => {
        const x = 8 + index * step;
        const y = 14 + index * step;
        const tabWidth = vendor.name.length * 7.2 + 20;
        return (
          <g key={vendor.name} className={vendorClass(vendor)} data-vendor={vendor.name}>
            <rect className="art-scene__ring" x={x} y={y} width={344 - index * step * 2} height={256 - index * step * 2} rx={18 - index * 2} />
            <rect className="art-scene__part" x={x + 14} y={y - 10} width={tabWidth} height="20" rx="10" />
            <text className="art-scene__label" x={x + 14 + tabWidth / 2} y={y} textAnchor="middle" dominantBaseline="central">
              {vendor.name}
            </text>
          </g>
        );
      })}
      <g className="art-scene__ink">
        <rect x="161" y="132" width="38" height="23" rx="3" className="art-scene__screen" />
        <path d="M153 158 h54 l-4 5 h-46 z" className="art-scene__screen" />
        <path d="M173 143 l4 4 l8 -8" className="art-scene__tick" />
      </g>
    </g>
  );
}

/** IT productivity: the suite as a launcher of app tiles in one window. */
function Suite({ vendors }: { vendors: SceneVendor[] }) {
  const width = 96;
  const height = 98;
  return (
    <g>
      <Window />
      {vendors.map((vendor, index) => {
        const x = 26 + (index % 3) * (width + 10);
        const y = 52 + Math.floor(index / 3) * (height + 12);
        return (
          <g key={vendor.name} className={vendorClass(vendor)} data-vendor={vendor.name}>
            <rect className="art-scene__part" x={x} y={y} width={width} height={height} rx="12" />
            <circle className="art-scene__badge" cx={x + width / 2} cy={y + 32} r="17" />
            <text className="art-scene__initial" x={x + width / 2} y={y + 32} textAnchor="middle" dominantBaseline="central">
              {vendor.name[0]}
            </text>
            <Label name={vendor.name} x={x + width / 2} y={y + 72} wrapAfter={10} />
          </g>
        );
      })}
      <rect className="art-scene__slot" x={26 + 2 * (width + 10)} y={52 + height + 12} width={width} height={height} rx="12" />
      <path
        className="art-scene__plus"
        d={`M${26 + 2 * (width + 10) + width / 2} ${52 + height + 12 + 38} v22 M${26 + 2 * (width + 10) + width / 2 - 11} ${52 + height + 12 + 49} h22`}
      />
    </g>
  );
}

/** Finance: a ledger under a cash-flow chart, one reconciled line per tool. */
function Ledger({ vendors }: { vendors: SceneVendor[] }) {
  const bars = [34, 52, 44, 66, 58, 78, 70, 90];
  return (
    <g>
      <Window />
      {bars.map((barHeight, index) => (
        <rect
          key={index}
          className={index === bars.length - 1 ? 'art-scene__bar art-scene__bar--now' : 'art-scene__bar'}
          x={30 + index * 38}
          y={128 - barHeight}
          width="24"
          height={barHeight}
          rx="4"
        />
      ))}
      <line className="art-scene__rule" x1="26" x2="334" y1="134" y2="134" />
      {vendors.map((vendor, index) => {
        const y = 142 + index * 24;
        return (
          <g key={vendor.name} className={vendorClass(vendor)} data-vendor={vendor.name}>
            <rect className="art-scene__part" x="26" y={y} width="308" height="20" rx="6" />
            <text className="art-scene__label" x="38" y={y + 10} dominantBaseline="central">
              {vendor.name}
            </text>
            <rect className="art-scene__amount" x="236" y={y + 6} width="52" height="8" rx="4" />
            <path className="art-scene__tick" d={`M${304} ${y + 10} l4 4 l8 -8`} />
          </g>
        );
      })}
    </g>
  );
}

/** HR and payroll: a month with two pay days, and the people tools along the pay run beneath. */
function PayRun({ vendors }: { vendors: SceneVendor[] }) {
  const spacing = 280 / Math.max(vendors.length - 1, 1);
  return (
    <g>
      <rect className="art-scene__window" x="10" y="10" width="340" height="260" rx="14" />
      {Array.from({ length: 21 }, (_, day) => (
        <rect
          key={day}
          className={day === 4 || day === 18 ? 'art-scene__day art-scene__day--pay' : 'art-scene__day'}
          x={28 + (day % 7) * 44}
          y={28 + Math.floor(day / 7) * 24}
          width="36"
          height="18"
          rx="4"
        />
      ))}
      <line className="art-scene__track" x1="40" x2="320" y1="184" y2="184" />
      {vendors.map((vendor, index) => {
        const x = 40 + index * spacing;
        const above = index % 2 === 0;
        return (
          <g key={vendor.name} className={vendorClass(vendor)} data-vendor={vendor.name}>
            <circle className="art-scene__part" cx={x} cy="184" r="18" />
            <circle className="art-scene__person" cx={x} cy="179" r="5" />
            <path className="art-scene__person" d={`M${x - 9} ${195} a9 8 0 0 1 18 0`} />
            <text className="art-scene__label art-scene__label--free" x={x} y={above ? 150 : 220} textAnchor="middle" dominantBaseline="central">
              {vendor.name}
            </text>
          </g>
        );
      })}
    </g>
  );
}

/** E-commerce and marketing: a storefront under its awning, a product card per tool. */
function Storefront({ vendors }: { vendors: SceneVendor[] }) {
  const stripes = 8;
  return (
    <g>
      <rect className="art-scene__window" x="20" y="48" width="320" height="222" rx="6" />
      {Array.from({ length: stripes }, (_, index) => (
        <g key={index} className={index % 2 === 0 ? 'art-scene__awning' : 'art-scene__awning art-scene__awning--light'}>
          <rect x={14 + index * 41.5} y="14" width="41.5" height="34" />
          <path d={`M${14 + index * 41.5} 47 a20.75 12 0 0 0 41.5 0 z`} />
        </g>
      ))}
      {vendors.map((vendor, index) => {
        const top = index < 3;
        const width = top ? 96 : 147;
        const x = top ? 30 + index * 106 : 30 + (index - 3) * 157;
        const y = top ? 78 : 178;
        return (
          <g key={vendor.name} className={vendorClass(vendor)} data-vendor={vendor.name}>
            <rect className="art-scene__part" x={x} y={y} width={width} height="82" rx="10" />
            <rect className="art-scene__product" x={x + 8} y={y + 8} width={width - 16} height="38" rx="6" />
            <Label name={vendor.name} x={x + width / 2} y={y + 63} wrapAfter={top ? 11 : 20} />
          </g>
        );
      })}
    </g>
  );
}

/** CRM and sales: the pipeline as a funnel, one stage per tool, a won deal at its foot. */
function Funnel({ vendors }: { vendors: SceneVendor[] }) {
  const height = 36;
  const gap = 6;
  const narrowing = 40;
  return (
    <g>
      {vendors.map((vendor, index) => {
        const top = 330 - index * narrowing;
        const bottom = top - narrowing;
        const y = 12 + index * (height + gap);
        const points = [`${180 - top / 2},${y}`, `${180 + top / 2},${y}`, `${180 + bottom / 2},${y + height}`, `${180 - bottom / 2},${y + height}`].join(' ');
        return (
          <g key={vendor.name} className={vendorClass(vendor)} data-vendor={vendor.name}>
            <polygon className="art-scene__part" points={points} />
            <text className="art-scene__label" x="180" y={y + height / 2} textAnchor="middle" dominantBaseline="central">
              {vendor.name}
            </text>
          </g>
        );
      })}
      <line className="art-scene__track" x1="180" x2="180" y1={12 + vendors.length * (height + gap) - gap} y2="238" />
      <circle className="art-scene__won" cx="180" cy="252" r="16" />
      <path className="art-scene__tick art-scene__tick--on-won" d="M172 252 l5 5 l10 -10" />
    </g>
  );
}

/** Cloud infrastructure: a cloud over a rack, one unit per platform. */
function Rack({ vendors }: { vendors: SceneVendor[] }) {
  return (
    <g>
      <path className="art-scene__cloud" d="M128 74 a24 24 0 0 1 6 -47 a34 34 0 0 1 64 -6 a28 28 0 0 1 40 24 a22 22 0 0 1 -6 29 z" />
      <line className="art-scene__track" x1="180" x2="180" y1="74" y2="96" />
      <rect className="art-scene__window" x="60" y="96" width="240" height="176" rx="10" />
      {vendors.map((vendor, index) => {
        const y = 106 + index * 32;
        return (
          <g key={vendor.name} className={vendorClass(vendor)} data-vendor={vendor.name}>
            <rect className="art-scene__part" x="70" y={y} width="220" height="28" rx="5" />
            <circle className="art-scene__led" cx="84" cy={y + 14} r="3.5" />
            <circle className="art-scene__led art-scene__led--idle" cx="96" cy={y + 14} r="3.5" />
            <text className="art-scene__label" x="110" y={y + 14} dominantBaseline="central">
              {vendor.name}
            </text>
            <path className="art-scene__vent" d={`M270 ${y + 9} v10 M276 ${y + 9} v10 M282 ${y + 9} v10`} />
          </g>
        );
      })}
    </g>
  );
}

/** By category anchor (content/categories/*.yaml); an unknown category gets the layers. */
export const SCENES: Record<string, Scene> = {
  security: { kind: 'layers', Draw: Layers },
  productivity: { kind: 'suite', Draw: Suite },
  finance: { kind: 'ledger', Draw: Ledger },
  hr: { kind: 'pay-run', Draw: PayRun },
  ecommerce: { kind: 'storefront', Draw: Storefront },
  crm: { kind: 'funnel', Draw: Funnel },
  cloud: { kind: 'rack', Draw: Rack },
};
