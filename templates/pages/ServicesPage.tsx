// The solutions catalogue: seven anchored category sections of five solutions each.
import type { Category } from '../../cli/content/load.ts';
import type { ServicesPage as ServicesContent } from '../../cli/content/schemas.ts';
import { Icon } from '../parts/Icon.tsx';
import { CtaBand, IconBadge, PageHero } from '../parts/sections.tsx';
import { VendorCard } from '../parts/VendorCard.tsx';

export function ServicesPage({ page, categories }: { page: ServicesContent; categories: Category[] }) {
  return (
    <>
      <PageHero hero={page.hero}>
        <nav className="jump-nav" aria-label="Categories">
          <ul>
            {categories.map((category) => (
              <li key={category.anchor}>
                <a href={`#${category.anchor}`}>{category.title}</a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHero>

      {categories.map((category, index) => (
        <section
          key={category.slug}
          id={category.anchor}
          className={index % 2 === 1 ? 'section section--tinted catalogue-section' : 'section catalogue-section'}
          aria-labelledby={`${category.anchor}-title`}
        >
          <div className="container">
            <div className="catalogue-section__head">
              <IconBadge name={category.icon} tone={category.featured ? 'violet' : 'blue'} />
              <div>
                {category.featured && <span className="badge badge--specialty">{page.specialtyBadge}</span>}
                <h2 id={`${category.anchor}-title`}>
                  <a href={category.href}>{category.title}</a>
                </h2>
                <p>{category.description}</p>
              </div>
              <a className="text-link catalogue-section__all" href={category.href} aria-label={`View All ${category.title}`}>
                View All <Icon name="arrow-right" />
              </a>
            </div>
            <ul className="solution-grid">
              {category.vendors.map((vendor) => (
                <VendorCard key={vendor.slug} vendor={vendor} flagshipBadge={page.flagshipBadge} compact />
              ))}
            </ul>
          </div>
        </section>
      ))}

      <CtaBand cta={page.cta} />
    </>
  );
}
