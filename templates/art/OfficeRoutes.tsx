// The contact page's drawing of our offices: the three cities on a strip of the bluebonnet night, as
// the Texas Triangle, each office a card beside its pin, the roads between them, the office hours and
// the 24/7 line, and the bluebonnets along the foot. The offices are placed from their data: west to
// east by longitude, the northernmost above the others. A schematic, not a map: the roads carry no
// distances (the true triangle is tall and narrow, and in this wide strip the shortest leg, Austin to
// Houston, is drawn the longest). Decorative: the page lists the offices in text beside it.
import { Icon } from '../marks/Icon.tsx';
import { NightHorizon } from './NightHorizon.tsx';
import { usePath } from '../site-context.ts';

interface Office {
  city: string;
  address: string;
  latitude: number;
  longitude: number;
}

interface OfficeRoutesProps {
  offices: Office[];
  /** "Mon–Fri 8 AM – 6 PM CT". */
  hours: string;
}

/** The map's drawing box (client/styles/art/office-routes.css gives it the same height in px): each
 *  office's pin, in a column of its own, on the upper row (the northernmost, its card above it, clear
 *  of the roads that leave it downwards) or the lower (its card under it). */
const MAP = { width: 600, height: 192, upperPin: 65, lowerPin: 128 } as const;

export function OfficeRoutes({ offices, hours }: OfficeRoutesProps) {
  const westToEast = [...offices].sort((a, b) => a.longitude - b.longitude);
  const northernmost = offices.reduce(
    (north, office) => (office.latitude > north.latitude ? office : north),
    offices[0]!,
  );
  const pins = westToEast.map((office, column) => ({
    office,
    column,
    upper: office === northernmost,
    x: ((column + 0.5) / westToEast.length) * MAP.width,
    y: office === northernmost ? MAP.upperPin : MAP.lowerPin,
  }));
  const legs = pins.flatMap((from, index) =>
    pins.slice(index + 1).map((to) => ({
      key: `${from.office.city}-${to.office.city}`,
      path: `M${from.x} ${from.y} L${to.x} ${to.y}`,
    })),
  );
  return (
    <div className="art art-offices" aria-hidden="true">
      <div className="art-offices__sky">
        <NightHorizon seed={`${usePath()}#offices`} />
        <div className="art-offices__head">
          <span className="art-offices__title">
            <Icon name="route" />
            The Texas Triangle
          </span>
          <span className="art-offices__line">
            <Icon name="headset" />
            24/7 support line
          </span>
        </div>
        <div className="art-offices__map">
          <svg
            className="art-offices__roads"
            viewBox={`0 0 ${MAP.width} ${MAP.height}`}
            preserveAspectRatio="none"
            focusable="false"
          >
            {legs.map((leg) => (
              <g key={leg.key}>
                <path className="art-offices__road-glow" d={leg.path} />
                <path className="art-offices__road" d={leg.path} />
              </g>
            ))}
          </svg>
          {pins.map((pin) => (
            <span
              key={pin.office.city}
              className={`art-offices__city art-offices__city--column-${pin.column + 1}${pin.upper ? ' art-offices__city--upper' : ''}`}
            >
              <span className="art-offices__pin" />
              <span className="art-offices__card">
                <span className="art-offices__name">{pin.office.city}</span>
                <span className="art-offices__street">{pin.office.address.split(',')[0]}</span>
              </span>
            </span>
          ))}
        </div>
        <div className="art-offices__foot">
          <Icon name="clock" />
          Offices open {hours}
        </div>
      </div>
    </div>
  );
}
