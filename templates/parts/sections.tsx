// Page-building blocks shared by several page types: the split hero, section headings, icon cards,
// facts next to calls to action, the four figures, prose from markdown, and the closing band.
import type { ReactNode } from 'react';
import type { AskSteps, CallToAction, Hero, IconItem, Link, Site } from '../../cli/model/schemas.ts';
import type { IconName } from '../../cli/model/icon-names.ts';
import { Headline } from './headline.tsx';
import { Icon } from '../marks/Icon.tsx';
import { ButtonLink } from './links.tsx';
import { usePath, useSite } from '../site-context.ts';
import { nightHorizonBackground, type HorizonKind } from '../art/NightHorizon.tsx';

interface PageHeroProps {
  hero: Hero;
  /** `context` adds words for screen readers and search engines to a short label. */
  actions?: (Link & { context?: string })[];
  /** The drawing on the right: every hero says something visually. */
  visual: ReactNode;
  /** A link above the title, back to where the page belongs (its category, the blog). */
  back?: Link;
  /** Between the lead and the buttons: a checklist, badges, facts. */
  children?: ReactNode;
  /** Under the buttons: the facts that make the ask credible. */
  proof?: Site['proof'];
  headingId?: string;
  /** The ridge under what we sell, the meadow under who we are (NightHorizon.tsx). */
  horizon?: HorizonKind;
  /** The page is its hero alone (the minimal vendor pages): its night ends before the footer. */
  alone?: boolean;
}

/** The hero of the main pages, on the bluebonnet night, the brand's own picture (pages that are read
 *  rather than shown, the articles and the legal pages, open on a light header of their own). */
export function PageHero({
  hero,
  actions = [],
  visual,
  back,
  children,
  proof,
  headingId,
  horizon = 'ridge',
  alone = false,
}: PageHeroProps) {
  const path = usePath();
  return (
    <section
      className={`hero hero--night tone-dark ${alone ? 'hero--alone ' : ''}${nightHorizonBackground(path, horizon)}`}
      aria-labelledby={headingId}
    >
      <div className="container split hero__grid">
        <div className="hero__copy">
          {back && (
            <a className="back-link" href={back.href}>
              <Icon name="arrow-right" className="icon--flip" />
              {back.label}
            </a>
          )}
          {hero.eyebrow && <p className="eyebrow">{hero.eyebrow}</p>}
          <h1 className="hero__title" id={headingId}>
            <Headline text={hero.title} />
          </h1>
          <p className="hero__lead">{hero.description}</p>
          {children}
          {actions.length > 0 && (
            <div className="button-row">
              {actions.map((action, index) => (
                <ButtonLink
                  key={action.href + action.label}
                  href={action.href}
                  variant={index === 0 ? 'primary' : 'outline-light'}
                  size="lg"
                  context={action.context}
                >
                  {action.label}
                </ButtonLink>
              ))}
            </div>
          )}
          {proof && <ProofRow items={proof} />}
        </div>
        <div className="hero__visual">{visual}</div>
      </div>
    </section>
  );
}

interface SectionHeadingProps {
  eyebrow?: string;
  title: string;
  description?: string;
  id?: string;
}

/** A section's heading, as every content section has it: the eyebrow, the title and the lead, at the
 *  left edge where the reader's eye starts each line (only the closing ask is centred). */
export function SectionHeading({ eyebrow, title, description, id }: SectionHeadingProps) {
  return (
    <div className="section-heading">
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h2 id={id}>{title}</h2>
      {description && <p className="section-heading__lead">{description}</p>}
    </div>
  );
}

/** A band of icon cards under its heading (about: why we are different; vendor
 *  pages: the feature grid). The grid adapts to the number of cards (card-grid in components.css). */
export function IconCardSection({
  id,
  title,
  description,
  items,
  tinted = false,
}: {
  id: string;
  title: string;
  description?: string;
  items: IconItem[];
  tinted?: boolean;
}) {
  return (
    <section className={tinted ? 'section section--tinted' : 'section'} aria-labelledby={id}>
      <div className="container">
        <SectionHeading id={id} title={title} description={description} />
        <div className="card-grid">
          {items.map((item) => (
            <IconCard key={item.title} item={item} />
          ))}
        </div>
      </div>
    </section>
  );
}

/** A point beside its icon, drawn as a medallion of the night. */
export function IconCard({ item, headingLevel = 3 }: { item: IconItem; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <div className="card icon-card">
      <Medallion icon={item.icon} />
      <Heading className="icon-card__title">{item.title}</Heading>
      <p>{item.description}</p>
    </div>
  );
}

/** An icon on a small disc of the bluebonnet night (components.css, "medallion"): decorative, as the
 *  words beside it say what it stands for. */
export function Medallion({ icon, size }: { icon: IconName; size?: 'sm' }) {
  return (
    <span className={size ? `medallion medallion--${size}` : 'medallion'} aria-hidden="true">
      <Icon name={icon} />
    </span>
  );
}

/** The fact that is an audit (content/site.yaml `proof`, the one with this icon) is drawn as our
 *  own badge, in its own words, instead of a line of text: no third party's logo. */
const AUDIT_ICON = 'badge-check';

type ProofPlace = 'hero' | 'close';

/** Which facts of content/site.yaml `proof` (named by their icons, shown in this order) each kind of
 *  page shows under its hero's buttons and beside its closing ask: chosen for the question its
 *  visitor has, and never the same fact in both places. A fact removed from site.yaml drops out. */
const PROOF_BY_PAGE = {
  // Home's first screen, under every slide's buttons: "is this a serious company?" (the audit, how
  // many trust it; who answers is the first slide's last benefit, not said twice); at its closing
  // ask, where they are.
  home: { hero: ['badge-check', 'users'], close: ['map-pin'] },
  // About, beside the four figures (500+, 99.9%, 24/7, 2020): what the figures do not say.
  figures: { close: ['badge-check', 'map-pin'] },
  // A category page: "can you run this platform for a business like mine?" (and, at its ask, where are you?)
  category: { hero: ['users', 'headset'], close: ['map-pin'] },
  // Any other vendor page: "will you run this platform for me, and can I trust you with it?" (the
  // audit, and who answers); a rich page's closing ask then says who we are.
  vendor: { hero: ['badge-check', 'headset'] },
  // The flagship, /services/stronglink, as its card says too: "does it work, and is it audited?"
  flagship: { hero: ['shield-check', 'badge-check', 'headset'] },
  // A closing ask that names no page kind (the services listing, vendor pages, the flagship's after
  // its hero): "who would I be hiring?"
  closing: { close: ['users', 'calendar', 'map-pin'] },
  // An article's closing ask: "who is behind this advice?"
  article: { close: ['map-pin', 'calendar', 'users'] },
  // Contact, beside the form: "what happens to what I send, and who answers?"
  contact: { hero: ['badge-check', 'headset', 'map-pin'] },
} as const satisfies Record<string, Partial<Record<ProofPlace, readonly IconName[]>>>;

export type ProofKind = keyof typeof PROOF_BY_PAGE;
type Facts = Site['proof'];

/** The facts a kind of page shows in each place, less any that something else on the page already
 *  states (`shownElsewhere`: the flagship's card on its category page). */
export function proofFor(kind: ProofKind, proof: Facts, shownElsewhere: Facts = []): Record<ProofPlace, Facts> {
  const choice: Partial<Record<ProofPlace, readonly IconName[]>> = PROOF_BY_PAGE[kind];
  const taken = new Set(shownElsewhere.map((fact) => fact.text));
  const pick = (icons: readonly IconName[] = []) =>
    icons.flatMap((icon) => proof.filter((fact) => fact.icon === icon && !taken.has(fact.text)));
  return { hero: pick(choice.hero), close: pick(choice.close) };
}

/** The facts the four figures (500+, 99.9%, 24/7, the founding year) do not already state: next to
 *  the figures, the closing band shows only these. */
export function factsBeyondFigures(proof: Facts): Facts {
  return proofFor('figures', proof).close;
}

/** Facts the company can stand behind (content/site.yaml `proof`), shown near calls to action. */
export function ProofRow({ items, align = 'start' }: { items: Site['proof']; align?: 'start' | 'center' }) {
  if (items.length === 0) return null;
  return (
    <ul
      className={align === 'center' ? 'proof-row proof-row--center' : 'proof-row'}
      aria-label="Why businesses trust us"
    >
      {items.map((item) =>
        item.icon === AUDIT_ICON ? (
          <li key={item.text} className="proof-row__audit">
            <AuditBadge text={item.text} />
          </li>
        ) : (
          <li key={item.text}>
            <Icon name={item.icon} />
            {item.text}
          </li>
        ),
      )}
    </ul>
  );
}

/** Our drawing of the SOC 2 Type II claim: a small seal with a shield, the words as the spec gives
 *  them, framed twice like a stamp. */
function AuditBadge({ text }: { text: string }) {
  return (
    <span className="audit-badge">
      <Icon name="shield-check" />
      <span className="audit-badge__text">{text}</span>
    </span>
  );
}

/** The four figures (about's): label under a large value. */
export function StatsBand({ stats, label }: { stats: { value: string; label: string }[]; label: string }) {
  return (
    <section className="stats-band" aria-label={label}>
      <dl className="container stats">
        {stats.map((stat) => (
          <div key={stat.label} className="stats__item">
            <dt>{stat.label}</dt>
            <dd>{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Rendered, sanitized markdown from content/. */
export function Prose({ html, className }: { html: string; className?: string }) {
  return <div className={className ? `prose ${className}` : 'prose'} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** The closing call to action of a page: its ask and the facts that back it (proofFor's `closing`
 *  choice unless the page gives its own), on a navy panel set in a light band, so the page never runs
 *  from navy straight into the navy footer. */
export function CtaBand({
  cta,
  facts,
  steps: defaultSteps,
}: {
  cta: CallToAction;
  facts?: Site['proof'];
  steps?: AskSteps;
}) {
  const { proof } = useSite();
  const steps = cta.steps ?? defaultSteps;
  return (
    <section className="cta-band" aria-labelledby="cta-title">
      <div className="container">
        <div className="cta-band__panel hero--night tone-dark">
          <h2 id="cta-title">{cta.title}</h2>
          <p>{cta.description}</p>
          {steps && <NumberedPoints points={steps} className="cta-steps" />}
          <div className="button-row button-row--center">
            <ButtonLink href={cta.primary.href} variant="light" size="lg">
              {cta.primary.label}
            </ButtonLink>
            {cta.secondary && (
              <ButtonLink href={cta.secondary.href} variant="outline-light" size="lg">
                {cta.secondary.label}
              </ButtonLink>
            )}
          </div>
          <ProofRow items={facts ?? proofFor('closing', proof).close} align="center" />
        </div>
      </div>
    </section>
  );
}

/** A step's number as the site sets it: two digits, "01". */
export const stepNumber = (index: number) => String(index + 1).padStart(2, '0');

/** A process in order (the flagship's implementation, about's way of working): each step a card, its
 *  number large in the label face, a line from each card to the next on wide screens. */
export function Steps({ steps }: { steps: { title: string; description: string }[] }) {
  return (
    <ol className="steps">
      {steps.map((step, index) => (
        <li key={step.title} className="steps__item">
          <span className="steps__number" aria-hidden="true">
            {stepNumber(index)}
          </span>
          <h3>{step.title}</h3>
          <p>{step.description}</p>
        </li>
      ))}
    </ol>
  );
}

/** Points, each under a hairline: beside its title, its number when the points are steps in order
 *  (the steps after an ask), its icon when they are not (about's values, which have no order); its
 *  words under the title. */
export function NumberedPoints({
  points,
  className,
}: {
  points: { title: string; description: string; icon?: IconName }[];
  className: string;
}) {
  const List = points.every((point) => point.icon) ? 'ul' : 'ol';
  return (
    <List className={`numbered ${className}`}>
      {points.map((point, index) => (
        <li key={point.title} className="numbered__point">
          {point.icon ? (
            <Icon name={point.icon} />
          ) : (
            <span className="numbered__number" aria-hidden="true">
              {stepNumber(index)}
            </span>
          )}
          <h3 className="numbered__title">{point.title}</h3>
          <p className="numbered__text">{point.description}</p>
        </li>
      ))}
    </List>
  );
}

export function CheckList({ items, className }: { items: string[]; className?: string }) {
  return (
    <ul className={className ? `check-list ${className}` : 'check-list'}>
      {items.map((item) => (
        <li key={item}>
          <Icon name="check" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
