// The parts every category scene is built from (scenes/): a vendor's mark, its row in
// the scene's app window (one row per vendor, in the category's order), the row opened up on the
// vendor's own page, and the notice that floats over the window's edge on the category's page.
// A scene gives each vendor a role, found in the vendor's own words (its eyebrow and features), and
// each role brings its sample content: what that kind of tool shows (sign-ins, a pay run, an invoice).
import type { ReactNode } from 'react';
import type { IconName } from '../../cli/model/icon-names.ts';
import { monogramOf, tileTintsOf, type TileTint } from '../../cli/model/monogram.ts';
import { SvgIcon as BrowserSvgIcon, type IconNode } from '../../client/glyphs.tsx';
import { serverComponent } from '../client-component.ts';
import { Icon } from '../marks/Icon.tsx';
import { StronglinkMark } from '../marks/Brand.tsx';

/** Lucide's renderer of client/, placed here as a React component. */
const SvgIcon = serverComponent(BrowserSvgIcon);

/** The colours a drawing's chips, dots and tiles take (tokens.css). */
export type Tone = 'blue' | 'green' | 'amber' | 'red' | 'violet' | 'sky' | 'teal' | 'slate';

/** An icon of the kept set by name, or one of Lucide's drawings for a detail only a drawing needs. */
export type ArtIconName = IconName | IconNode;

export function ArtIcon({ icon, className }: { icon: ArtIconName; className?: string }) {
  return typeof icon === 'string' ? (
    <Icon name={icon} className={className} />
  ) : (
    <SvgIcon node={icon} className={className} />
  );
}

/** What a vendor's opened-up row shows on its own page: one believable moment of that kind of tool. */
export interface Detail {
  icon: ArtIconName;
  tone: Tone;
  title: string;
  /** Under the title: where, when, for whom. */
  meta?: string;
  chip?: string;
  /** Label and value pairs, e.g. "Gross pay" and "$68,420". */
  rows?: { label: string; value: string; tone?: Tone }[];
  /** Steps or items, done (ticked) or still to do. */
  ticks?: { text: string; done?: boolean }[];
  /** A small column chart, one column a day or a week; values are relative. */
  bars?: { label: string; value: number; tone?: Tone }[];
  /** Stages that narrow (visits, forms, leads): a bar each, as long as its count. */
  funnel?: { label: string; value: number; shown: string }[];
  /** A conversation: who said what (a role, never a person's name), newest last. */
  messages?: { from: string; text: string; time: string }[];
  /** People at work on it, by their roles' initials (OM for the office manager, IT). */
  people?: string[];
  /** Two drawn buttons, the second the primary one. */
  actions?: [string, string];
}

/**
 * One kind of tool in a category: how it is recognised, what it shows in the scene's composition (a
 * row, a deal card, a region, a post: each scene reads these fields its own way) and its moment.
 */
export interface Role {
  key: string;
  /** Matched against the vendor's eyebrow and features; the first role not yet taken wins. */
  test: RegExp;
  /** What this tool does ("Identity & SSO"): a row's label, the moment card's eyebrow. */
  label: string;
  /** Its sample figure or state ("128 sign-ins today"), or what it shows (a deal, a post). */
  line: string;
  /** A figure or a state beside it. */
  value?: string;
  tone?: Tone;
  /** Where the composition puts it: a pipeline stage, a calendar's or a chat's side, a region. */
  spot?: string;
  /** A short note on it (a deal card's chip, a region's backup). */
  note?: string;
  /** Its small parts (a region's servers). */
  items?: string[];
  detail: Detail;
}

/** A vendor as a scene draws it. */
export interface SceneVendor {
  name: string;
  initials: string;
  highlighted: boolean;
  flagship: boolean;
  /** The tint of its tile (monogram.ts: its own, none other of the category's); the flagship's is the brand's violet. */
  tint: TileTint | 'violet';
  role: Role;
  /** The feature that gave the vendor its role, or its first: the row's detail is about it. */
  feature: string;
  features: string[];
}

/** The data a scene needs from a vendor entry (content/vendors/*.md). */
export interface VendorSource {
  name: string;
  slug: string;
  features: string[];
  flagship?: boolean;
  hero: { eyebrow?: string };
}

/** The soft colours of people's avatars. */
const AVATAR_TONES: Tone[] = ['blue', 'teal', 'amber', 'sky', 'green'];

/**
 * Each vendor's role in the scene: the first of the scene's roles its words match that no vendor
 * before it took; a role already taken if that is all it matches; else a role made of its own words.
 */
export function castVendors(vendors: VendorSource[], roles: Role[], highlight?: string): SceneVendor[] {
  const taken = new Set<string>();
  const tints = tileTintsOf(vendors.map((vendor) => vendor.name));
  return vendors.map((vendor, index) => {
    const words = [vendor.hero.eyebrow ?? '', ...vendor.features];
    const matching = roles.filter((role) => words.some((text) => role.test.test(text)));
    const role = matching.find((candidate) => !taken.has(candidate.key)) ?? matching[0] ?? ownRole(vendor);
    taken.add(role.key);
    return {
      name: vendor.name,
      initials: monogramOf(vendor.name),
      highlighted: vendor.slug === highlight,
      flagship: Boolean(vendor.flagship),
      tint: vendor.flagship ? 'violet' : tints[index]!,
      role,
      feature: vendor.features.find((feature) => role.test.test(feature)) ?? vendor.features[0]!,
      features: vendor.features,
    };
  });
}

/** A vendor no role fits (a new kind of tool): its row says what it is, its moment what it does. */
function ownRole(vendor: VendorSource): Role {
  return {
    key: `own:${vendor.slug}`,
    test: /$^/,
    label: vendor.hero.eyebrow ?? vendor.features[0]!,
    line: 'Set up and monitored',
    value: 'Active',
    tone: 'green',
    detail: {
      icon: 'badge-check',
      tone: 'blue',
      title: `${vendor.name} at work`,
      meta: vendor.hero.eyebrow,
      chip: 'Active',
      ticks: vendor.features.slice(0, 3).map((text) => ({ text, done: true })),
    },
  };
}

/** A vendor's mark: its initials on a tinted tile, as an app's icon (the tile's rect is the part a test reads). */
export function VendorMark({ vendor, size }: { vendor: SceneVendor; size?: 'small' }) {
  return (
    <span
      className={[
        'art-mark',
        size && `art-mark--${size}`,
        `tile-tint--${vendor.tint}`,
        vendor.initials.length > 2 && 'art-mark--long',
      ]
        .filter(Boolean)
        .join(' ')}
    >
      <svg className="art-mark__tile" viewBox="0 0 32 32" preserveAspectRatio="none" focusable="false">
        <rect className="art-scene__part" width="32" height="32" rx="9" />
      </svg>
      {vendor.flagship ? (
        <StronglinkMark className="art-mark__glyph" />
      ) : (
        <span className="art-mark__initials">{vendor.initials}</span>
      )}
    </span>
  );
}

/** The class of a vendor's row: highlighted on its own page, the flagship in the brand's violet. */
export const vendorClass = (vendor: SceneVendor, base: string) =>
  [
    'art-scene__vendor',
    base,
    vendor.highlighted && 'art-scene__vendor--highlighted',
    vendor.flagship && 'art-scene__vendor--flagship',
  ]
    .filter(Boolean)
    .join(' ');

/**
 * One vendor's row: its mark, its name and what it is doing, a figure at the right, and (on the
 * vendor's own page) the row opened up with its moment. `extra` is a scene's own addition under the
 * row (the flagship's quarantined message).
 */
export function VendorRow({ vendor, kind, extra }: { vendor: SceneVendor; kind: string; extra?: ReactNode }) {
  const { role } = vendor;
  return (
    <div className={vendorClass(vendor, `art-row art-row--${kind}`)} data-vendor={vendor.name}>
      <VendorMark vendor={vendor} />
      <span className="art-row__text">
        <span className="art-row__name">
          {vendor.name}
          {vendor.flagship && <span className="art-row__flag">Our Specialty</span>}
        </span>
        <span className="art-row__line">
          {role.label} · {role.line}
        </span>
      </span>
      {role.value && <span className={`art-row__value art-row__value--${role.tone ?? 'slate'}`}>{role.value}</span>}
      {extra}
      {vendor.highlighted && <DetailPanel vendor={vendor} />}
    </div>
  );
}

/**
 * On a vendor's page, where the scene's vendors are not rows (a deal card, a region, a post): its
 * moment as a card laid over the window's lower edge, under the vendor's tile and name.
 */
export function MomentCard({ vendor }: { vendor: SceneVendor }) {
  return (
    <div className="art-card art-moment">
      <span className="art-moment__by">
        <VendorMark vendor={vendor} size="small" />
        <span className="art-moment__name">{vendor.name}</span>
        <span className="art-moment__role">{vendor.role.label}</span>
      </span>
      <DetailPanel vendor={vendor} />
    </div>
  );
}

/** The vendor's row opened up: one moment of the tool, and the feature of the vendor's behind it. */
export function DetailPanel({ vendor }: { vendor: SceneVendor }) {
  const { detail } = vendor.role;
  return (
    <span className={`art-detail art-tone--${detail.tone}`}>
      <span className="art-detail__head">
        <span className="art-detail__icon">
          <ArtIcon icon={detail.icon} />
        </span>
        <span className="art-detail__heading">
          <span className="art-detail__title">{detail.title}</span>
          {detail.meta && <span className="art-detail__meta">{detail.meta}</span>}
        </span>
        {detail.chip && <span className={`art-chip art-tone--${detail.tone}`}>{detail.chip}</span>}
      </span>
      {detail.people && (
        <span className="art-detail__people">
          {detail.people.map((person, index) => (
            <span key={person} className={`art-avatar art-avatar--${AVATAR_TONES[index % AVATAR_TONES.length]}`}>
              {person}
            </span>
          ))}
        </span>
      )}
      {detail.messages && (
        <span className="art-detail__messages">
          {detail.messages.map((message, index) => (
            <span key={index} className="art-message">
              <span
                className={`art-avatar art-avatar--${AVATAR_TONES[(message.from.length + 1) % AVATAR_TONES.length]}`}
              >
                {monogramOf(message.from)}
              </span>
              <span className="art-message__body">
                <span className="art-message__head">
                  <strong>{message.from}</strong> {message.time}
                </span>
                {message.text}
              </span>
            </span>
          ))}
        </span>
      )}
      {detail.rows && (
        <span className="art-detail__rows">
          {detail.rows.map((row) => (
            <span key={row.label} className="art-detail__row">
              <span>{row.label}</span>
              <strong className={row.tone ? `art-text--${row.tone}` : undefined}>{row.value}</strong>
            </span>
          ))}
        </span>
      )}
      {detail.bars && <Bars bars={detail.bars} />}
      {detail.funnel && <Funnel stages={detail.funnel} />}
      {detail.ticks && (
        <span className="art-detail__ticks">
          {detail.ticks.map((tick) => (
            <span key={tick.text} className={tick.done ? 'art-tick art-tick--done' : 'art-tick'}>
              <span className="art-tick__box">{tick.done && <Icon name="check" />}</span>
              {tick.text}
            </span>
          ))}
        </span>
      )}
      {detail.actions && (
        <span className="art-detail__actions">
          <span className="art-button">{detail.actions[0]}</span>
          <span className="art-button art-button--primary">{detail.actions[1]}</span>
        </span>
      )}
      <span className="art-detail__feature">
        <Icon name="sparkles" />
        {vendor.feature}
      </span>
    </span>
  );
}

/** Labelled columns, scaled to the tallest: each column its own small drawing, above its label. */
function Bars({ bars }: { bars: NonNullable<Detail['bars']> }) {
  const tallest = Math.max(...bars.map((bar) => bar.value));
  return (
    <span className="art-detail__bars">
      {bars.map((bar, index) => {
        const height = Math.max(2, (bar.value / tallest) * 40);
        return (
          <span key={index} className="art-detail__bar">
            <svg viewBox="0 0 12 40" preserveAspectRatio="none" focusable="false">
              <rect className={`art-fill--${bar.tone ?? 'blue'}`} y={40 - height} width="12" height={height} rx="2" />
            </svg>
            {bar.label}
          </span>
        );
      })}
    </span>
  );
}

/** A funnel as bars along a track, each as long as its count against the first, its count beside it. */
function Funnel({ stages }: { stages: NonNullable<Detail['funnel']> }) {
  const widest = Math.max(...stages.map((stage) => stage.value));
  return (
    <span className="art-detail__funnel">
      {stages.map((stage, index) => (
        <span key={stage.label} className="art-detail__stage">
          <span className="art-detail__stage-label">{stage.label}</span>
          <svg viewBox="0 0 100 8" preserveAspectRatio="none" focusable="false">
            <rect className="art-fill--track" width="100" height="8" rx="4" />
            <rect
              className={index === stages.length - 1 ? 'art-fill--green' : 'art-fill--blue'}
              width={Math.max(3, (stage.value / widest) * 100)}
              height="8"
              rx="4"
            />
          </svg>
          <strong>{stage.shown}</strong>
        </span>
      ))}
    </span>
  );
}

/** The notice floating over the window's lower edge on the category's page. */
export interface Notice {
  icon: ArtIconName;
  tone: Tone;
  title: string;
  detail: string;
}

export function SceneNotice({ notice }: { notice: Notice }) {
  return (
    <div className="art-card art-toast art-scene__notice">
      <span className={`art-toast__icon art-tone--${notice.tone}`}>
        <ArtIcon icon={notice.icon} />
      </span>
      <span>
        <span className="art-toast__title">{notice.title}</span>
        <span className="art-toast__detail">{notice.detail}</span>
      </span>
    </div>
  );
}

/** A category's scene: how its window is titled and filled, and its vendors' roles (scenes/index.ts). */
export interface Scene {
  /** Names the drawing in its class (art-scene--console, ...): one kind per category. */
  kind: string;
  title: string;
  status: { text: string; tone: Tone; icon: ArtIconName };
  /** The app's sections down the window's left edge (shown when the drawing is wide enough). */
  rail?: ArtIconName[];
  roles: Role[];
  /** The notice over the window's edge on the category's page. */
  notice: Notice;
  /** The window's content, drawn from the category's vendors in their roles. */
  body: (vendors: SceneVendor[], onVendorPage: boolean) => ReactNode;
  /** The vendors are rows, and a vendor's moment opens up in its own row; else it is a card laid over the window. */
  inline?: boolean;
}

/** A pane's heading: its title, and a quiet note at the right. */
export function PaneHead({ title, meta }: { title: string; meta?: string }) {
  return (
    <span className="art-pane__head">
      <span className="art-pane__title">{title}</span>
      {meta && <span className="art-pane__meta">{meta}</span>}
    </span>
  );
}
