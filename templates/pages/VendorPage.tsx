// A vendor detail page. Every page opens with a composed hero: a short lead, the vendor's features as a
// checklist, 'Learn More' and 'Visit Vendor', and a drawing (the flagship's admin view of a week, the vendor
// picked out in its category's scene for the others). Minimal pages are that hero alone (spec); rich pages
// add an overview (the page's ask closing it), a feature grid, the process, advantages and industries, and
// a CTA. The flagship shows its product twice more, beside the words it illustrates: one message's verdict
// beside the feature grid, and the monthly report a customer receives beside the process.
import { industryIcon } from '../parts/industry-icons.ts';
import type { Vendor } from '../../cli/model/collections.ts';
import type { UnpublishedReason } from '../../cli/model/publishing.ts';
import { CategoryScene } from '../art/CategoryScene.tsx';
import { CustomerReportMock } from '../art/CustomerReportMock.tsx';
import { VerdictDetailMock } from '../art/VerdictDetailMock.tsx';
import { WeeklyCatchMock } from '../art/WeeklyCatchMock.tsx';
import { BusinessHours, PhoneLink } from '../parts/contact-links.tsx';
import { Icon } from '../marks/Icon.tsx';
import { ButtonLink } from '../parts/links.tsx';
import {
  CheckList,
  CtaBand,
  IconCard,
  IconCardSection,
  Medallion,
  PageHero,
  proofFor,
  Prose,
  SectionHeading,
  Steps,
} from '../parts/sections.tsx';
import { UnpublishedBanner } from '../parts/UnpublishedBanner.tsx';
import { usePaths, useSite } from '../site-context.ts';

/** `status`: a vendor page not yet public says so above it (site serve). */
export function VendorPage({
  vendor,
  hubCaption,
  status,
}: {
  vendor: Vendor;
  hubCaption: string;
  status?: UnpublishedReason;
}) {
  const { proof, contact } = useSite();
  const { category } = vendor;
  const rich = Boolean(vendor.featureGrid);
  const overview = vendor.html;
  const paths = usePaths();
  return (
    <>
      {status && <UnpublishedBanner status={status} page="page" />}
      <PageHero
        hero={vendor.hero}
        back={{ label: category.title, href: paths.category(category) }}
        actions={[
          { label: 'Learn More', href: paths.contact, context: `about ${vendor.name}` },
          { label: 'Visit Vendor', href: vendor.flagship ? paths.contact : vendor.website! },
        ]}
        proof={proofFor(vendor.flagship ? 'flagship' : 'vendor', proof).hero}
        visual={
          vendor.flagship ? (
            <WeeklyCatchMock />
          ) : (
            <CategoryScene category={category} caption={hubCaption} highlight={vendor.slug} />
          )
        }
        // Our own product stands on the meadow of the pages that say who we are; the others, on the
        // catalogue's ridge.
        horizon={vendor.flagship ? 'meadow' : 'ridge'}
        alone={!rich && !overview}
      >
        {!rich && <CheckList items={vendor.features} className="check-list--columns hero__features" />}
      </PageHero>

      {overview && (
        <section className="section" aria-label="Overview">
          <div className="container overview">
            <Prose html={overview} className="prose--lead" />
            {/* Where the long read ends: the page's ask and a number to call, on a light card under the
                text (vendor.css). Beside the text it left an empty column under itself wherever the
                text ran longer, and on a tablet it became a dark slab across the page. Not the
                vendor's feature list again (the grid below details each) nor the closing band's words. */}
            {vendor.cta && (
              <aside className="overview__ask" aria-label={`Ask about ${vendor.name}`}>
                <Medallion icon="headset" />
                <p className="overview__ask-title">Talk to an engineer about {vendor.name}</p>
                <ButtonLink href={vendor.cta.primary.href} size="md">
                  {vendor.cta.primary.label}
                </ButtonLink>
                <p className="overview__call">
                  Or call <PhoneLink phone={contact.phone} />
                  <span className="overview__hours">
                    <BusinessHours hours={contact.businessHours} />
                  </span>
                </p>
              </aside>
            )}
          </div>
        </section>
      )}

      {vendor.featureGrid &&
        (vendor.flagship ? (
          // The flagship's features beside one verdict of the product, the signals that the cards describe.
          <section className="section section--tinted" aria-labelledby="features-title">
            <div className="container">
              <SectionHeading id="features-title" title={vendor.featureGrid.title} />
              <div className="product-view product-view--features">
                <div className="card-grid product-view__cards">
                  {vendor.featureGrid.items.map((item) => (
                    <IconCard key={item.title} item={item} />
                  ))}
                </div>
                <div className="product-view__visual">
                  <VerdictDetailMock />
                </div>
              </div>
            </div>
          </section>
        ) : (
          <IconCardSection
            id="features-title"
            title={vendor.featureGrid.title}
            items={vendor.featureGrid.items}
            tinted
          />
        ))}

      {vendor.process && (
        <section className="section" aria-labelledby="process-title">
          <div className="container">
            {vendor.flagship ? (
              // The flagship's steps beside what a customer receives once it is live: the monthly report.
              // The heading heads the steps' column, so that column is as tall as the report beside it
              // (under a heading across both, the steps ended 150 px above the report's foot).
              <div className="product-view product-view--process">
                <div className="product-view__steps">
                  <SectionHeading id="process-title" title={vendor.process.title} />
                  <Steps steps={vendor.process.steps} />
                </div>
                <div className="product-view__visual">
                  <CustomerReportMock />
                </div>
              </div>
            ) : (
              <>
                <SectionHeading id="process-title" title={vendor.process.title} />
                <Steps steps={vendor.process.steps} />
              </>
            )}
          </div>
        </section>
      )}

      {(vendor.advantages || vendor.industries) && (
        <section
          className={vendor.process ? 'section section--tinted' : 'section'}
          aria-label="Advantages and industries"
        >
          <div className="container split why">
            {vendor.advantages && (
              <div className="why__advantages">
                <h2>{vendor.advantages.title}</h2>
                <CheckList items={vendor.advantages.items} className="check-list--columns" />
              </div>
            )}
            {vendor.industries && (
              <div className="why__industries">
                <h2>{vendor.industries.title}</h2>
                <ul className="tag-list">
                  {vendor.industries.items.map((industry) => (
                    <li key={industry}>
                      <Icon name={industryIcon(industry)} />
                      {industry}
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </div>
        </section>
      )}

      {vendor.cta && <CtaBand cta={vendor.cta} />}
    </>
  );
}
