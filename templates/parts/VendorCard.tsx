// One solution as a card on the category pages: tile and name, description, features, 'Learn
// More' and 'Visit Vendor' (or, for the flagship, 'Get Quote'). The flagship is drawn dark, as the
// product we make ourselves; its taller card shows a glimpse of the product and ends with the facts
// that back it.
import type { Vendor } from '../../cli/model/collections.ts';
import { ButtonLink, SmartLink } from './links.tsx';
import { Icon } from '../marks/Icon.tsx';
import { FlagshipTile } from './VendorTile.tsx';
import { CheckList, ProofRow } from './sections.tsx';
import { usePaths, useSite } from '../site-context.ts';
import { WeekGlimpse } from '../art/WeeklyCatchMock.tsx';

/** The facts (content/site.yaml `proof`, by icon) that back our own product: detection, support, audit. */
const FLAGSHIP_FACTS = new Set(['shield-check', 'headset', 'badge-check']);

/** A fact whose figure ("99.9%") the card's features already state is not said again under them. */
const figureOf = (fact: string) => fact.split(' ').find((word) => /\d/.test(word));
const saidIn = (features: string[], fact: string) => {
  const figure = figureOf(fact);
  return !!figure && features.some((feature) => feature.includes(figure));
};

export function VendorCard({ vendor, flagshipBadge }: { vendor: Vendor; flagshipBadge: string }) {
  const paths = usePaths();
  const { proof } = useSite();
  const flagship = vendor.flagship;
  return (
    <li
      className={
        flagship
          ? 'card card--interactive vendor-card vendor-card--flagship tone-dark'
          : 'card card--interactive vendor-card'
      }
    >
      {flagship && (
        <span className="badge badge--specialty">
          <Icon name="star" />
          {flagshipBadge}
        </span>
      )}
      <div className="vendor-card__head">
        {flagship && <FlagshipTile />}
        <h3 className="vendor-card__name">{vendor.name}</h3>
      </div>
      <p className="vendor-card__summary">{vendor.summary}</p>
      <CheckList items={vendor.features} className="check-list--compact" />
      {flagship && <WeekGlimpse />}
      {flagship && (
        <ProofRow
          items={proof.filter((fact) => FLAGSHIP_FACTS.has(fact.icon) && !saidIn(vendor.features, fact.text))}
        />
      )}
      <div className="vendor-card__actions">
        <a className="text-link" href={paths.vendor(vendor)}>
          Learn More<span className="visually-hidden"> about {vendor.name}</span> <Icon name="arrow-right" />
        </a>
        {flagship ? (
          <ButtonLink href={paths.contact} size="md">
            Get Quote
          </ButtonLink>
        ) : (
          <SmartLink
            href={vendor.website!}
            className="text-link text-link--muted"
            ariaLabel={`Visit Vendor: ${vendor.name} website (opens in a new tab)`}
          >
            Visit Vendor <Icon name="external" />
          </SmartLink>
        )}
      </div>
    </li>
  );
}
