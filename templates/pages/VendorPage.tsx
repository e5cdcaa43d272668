// A vendor detail page. Every page has the hero with 'Learn More' and 'Visit Vendor'; rich pages add
// an overview, a feature grid, the implementation process, advantages, industries and a closing CTA.
import type { Category, Vendor } from '../../cli/content/load.ts';
import { CheckList, CtaBand, IconCard, PageHero, Prose, SectionHeading } from '../parts/sections.tsx';

export function VendorPage({ vendor, category }: { vendor: Vendor; category: Category }) {
  const visitVendor = vendor.flagship ? '/contact' : vendor.website!;
  return (
    <>
      <PageHero
        hero={vendor.hero}
        back={{ label: category.title, href: category.href }}
        actions={[
          { label: 'Learn More', href: '/contact' },
          { label: 'Visit Vendor', href: visitVendor },
        ]}
      />

      {vendor.bodyHtml && (
        <section className="section section--narrow" aria-label="Overview">
          <div className="container">
            <Prose html={vendor.bodyHtml} className="prose--lead" />
          </div>
        </section>
      )}

      {vendor.featureGrid && (
        <section className="section section--tinted" aria-labelledby="features-title">
          <div className="container">
            <SectionHeading id="features-title" title={vendor.featureGrid.title} />
            <div className="card-grid card-grid--3">
              {vendor.featureGrid.items.map((item) => (
                <IconCard key={item.title} item={item} />
              ))}
            </div>
          </div>
        </section>
      )}

      {vendor.process && (
        <section className="section" aria-labelledby="process-title">
          <div className="container">
            <SectionHeading id="process-title" title={vendor.process.title} />
            <ol className="steps">
              {vendor.process.steps.map((step, index) => (
                <li key={step.title} className="steps__item">
                  <span className="steps__number" aria-hidden="true">
                    {index + 1}
                  </span>
                  <h3>{step.title}</h3>
                  <p>{step.description}</p>
                </li>
              ))}
            </ol>
          </div>
        </section>
      )}

      {(vendor.advantages || vendor.industries) && (
        <section className="section" aria-label="Advantages and industries">
          <div className="container two-up">
            {vendor.advantages && (
              <div className="panel">
                <h2>{vendor.advantages.title}</h2>
                <CheckList items={vendor.advantages.items} />
              </div>
            )}
            {vendor.industries && (
              <div className="panel">
                <h2>{vendor.industries.title}</h2>
                <ul className="tag-list">
                  {vendor.industries.items.map((industry) => (
                    <li key={industry}>{industry}</li>
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
