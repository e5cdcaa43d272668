// One solution as a card: name, description, features, 'Learn More' and 'Visit Vendor' (or, for the
// flagship, 'Get Quote'). Used on the category pages; the catalogue uses the compact variant.
import type { Vendor } from '../../cli/content/load.ts';
import { ButtonLink, SmartLink } from './links.tsx';
import { Icon } from './Icon.tsx';
import { CheckList } from './sections.tsx';

interface VendorCardProps {
  vendor: Vendor;
  flagshipBadge: string;
  /** Compact cards (catalogue) omit the feature list. */
  compact?: boolean;
}

export function VendorCard({ vendor, flagshipBadge, compact = false }: VendorCardProps) {
  const Heading = compact ? 'h4' : 'h3';
  return (
    <li className={vendor.flagship ? 'vendor-card vendor-card--flagship' : 'vendor-card'}>
      {vendor.flagship && <span className="badge badge--specialty">{flagshipBadge}</span>}
      <Heading className="vendor-card__name">{vendor.name}</Heading>
      <p className="vendor-card__summary">{vendor.summary}</p>
      {!compact && <CheckList items={vendor.features} className="check-list--compact" />}
      <div className="vendor-card__actions">
        <a className="text-link" href={vendor.href} aria-label={`Learn More about ${vendor.name}`}>
          Learn More <Icon name="arrow-right" />
        </a>
        {vendor.flagship ? (
          compact ? null : (
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
