// One solution as a card, the same component on the catalogue (compact: no feature list) and on the
// category pages: monogram and name, description, features, 'Learn More' and 'Visit Vendor' (or, for
// the flagship, 'Get Quote'). The flagship is drawn dark, as the product we make ourselves.
import type { Vendor } from '../../cli/model/collections.ts';
import { ButtonLink, SmartLink } from './links.tsx';
import { Icon } from './Icon.tsx';
import { CheckList } from './sections.tsx';
import { usePaths } from '../site-context.ts';

interface VendorCardProps {
  vendor: Vendor;
  flagshipBadge: string;
  /** Compact cards (catalogue) omit the feature list, except the flagship's: it is the large card. */
  compact?: boolean;
  headingLevel?: 'h3' | 'h4';
}

export function VendorCard({ vendor, flagshipBadge, compact = false, headingLevel: Heading = 'h3' }: VendorCardProps) {
  const paths = usePaths();
  const flagship = vendor.flagship;
  return (
    <li className={flagship ? 'card card--interactive vendor-card vendor-card--flagship tone-dark' : 'card card--interactive vendor-card'}>
      {flagship && (
        <span className="badge badge--specialty">
          <Icon name="star" />
          {flagshipBadge}
        </span>
      )}
      <div className="vendor-card__head">
        <span className="vendor-card__monogram" aria-hidden="true">
          {monogram(vendor.name)}
        </span>
        <Heading className="vendor-card__name">{vendor.name}</Heading>
      </div>
      <p className="vendor-card__summary">{vendor.summary}</p>
      {(!compact || flagship) && <CheckList items={vendor.features} className="check-list--compact" />}
      {flagship && <Icon name="shield-check" className="vendor-card__watermark" />}
      <div className="vendor-card__actions">
        <a className="text-link" href={paths.vendor(vendor)}>
          Learn More<span className="visually-hidden"> about {vendor.name}</span> <Icon name="arrow-right" />
        </a>
        {flagship ? (
          !compact && (
            <ButtonLink href="/contact" size="md">
              Get Quote
            </ButtonLink>
          )
        ) : (
          <SmartLink href={vendor.website!} className="text-link text-link--muted" ariaLabel={`Visit Vendor: ${vendor.name} website (opens in a new tab)`}>
            Visit Vendor <Icon name="external" />
          </SmartLink>
        )}
      </div>
    </li>
  );
}

/** "Okta" -> "O", "Google Workspace" -> "GW", "Microsoft 365" -> "M365", "Bill.com" -> "B": a tile, not a logo. */
export function monogram(name: string): string {
  return name
    .replace(/\.com$/i, '')
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => (/^\d+$/.test(word) ? word : word[0]!.toUpperCase()))
    .join('');
}
