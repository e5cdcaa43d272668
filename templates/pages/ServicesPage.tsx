// The solutions catalogue: a hero with the stack we build on, a sticky bar to jump between the seven
// categories, and each category as a dense index: the category's name, description and View All
// beside a ruled list of its five solutions, one row each with its name, description, 'Learn More'
// and 'Visit Vendor' (our own with its mark); on wide screens the head across the page and the five
// solutions five across under it (services.css).
import type { Category, Vendor } from '../../cli/model/collections.ts';
import type { ServicesPage as ServicesContent } from '../../cli/model/schemas.ts';
import { StackDiagram } from '../art/StackDiagram.tsx';
import { Icon } from '../marks/Icon.tsx';
import { FlagshipTile } from '../parts/VendorTile.tsx';
import { SmartLink } from '../parts/links.tsx';
import { CtaBand, Medallion, PageHero } from '../parts/sections.tsx';
import { Island } from '../Island.tsx';
import { CategoryNav } from '../../client/islands/CategoryNav.tsx';
import { usePaths } from '../site-context.ts';

export function ServicesPage({ page, categories }: { page: ServicesContent; categories: Category[] }) {
  const paths = usePaths();
  return (
    <>
      {/* No facts under the hero: the closing band carries them, once. */}
      <PageHero
        hero={page.hero}
        actions={[page.cta.primary]}
        visual={
          <StackDiagram
            layers={categories.map((category) => ({
              icon: category.icon,
              label: category.title,
              featured: category.featured,
              vendors: category.vendors.map((vendor) => vendor.name),
              badge: category.featured ? page.specialtyBadge : undefined,
            }))}
          />
        }
      />

      {/* The bar and the catalogue share a box: the bar sticks while the catalogue scrolls past, and
          leaves with its last category, not over the closing ask. */}
      <div className="catalogue-frame">
        <nav className="category-nav" aria-label="Categories">
          <div className="container">
            <Island
              component={CategoryNav}
              props={{ categories: categories.map(({ anchor, title }) => ({ anchor, title })) }}
            />
          </div>
        </nav>

        <div className="catalogue">
          {categories.map((category) => (
            <section
              key={category.slug}
              id={category.anchor}
              className="catalogue-section"
              aria-labelledby={`${category.anchor}-title`}
            >
              <div className="container catalogue-section__grid">
                <header className="catalogue-section__head">
                  <Medallion icon={category.icon} />
                  {category.featured && <span className="badge badge--specialty">{page.specialtyBadge}</span>}
                  <div className="catalogue-section__title">
                    <h2 id={`${category.anchor}-title`}>
                      <a href={paths.category(category)}>{category.title}</a>
                    </h2>
                    <a className="text-link catalogue-section__all" href={paths.category(category)}>
                      View All<span className="visually-hidden"> {category.title}</span> <Icon name="arrow-right" />
                    </a>
                  </div>
                  <p>{category.description}</p>
                </header>
                <CatalogueList category={category} flagshipBadge={page.flagshipBadge} />
              </div>
            </section>
          ))}
        </div>
      </div>

      <CtaBand cta={page.cta} />
    </>
  );
}

/** A category's five solutions, one row each. */
function CatalogueList({ category, flagshipBadge }: { category: Category; flagshipBadge: string }) {
  return (
    <ul className="catalogue-list">
      {category.vendors.map((vendor) => (
        <CatalogueRow key={vendor.slug} vendor={vendor} flagshipBadge={flagshipBadge} />
      ))}
    </ul>
  );
}

/** One solution as a row of the index, its name carrying it; the flagship, ours (its mark beside its
 *  name from tablets on, no 'Visit Vendor'), is drawn on navy. */
function CatalogueRow({ vendor, flagshipBadge }: { vendor: Vendor; flagshipBadge: string }) {
  const paths = usePaths();
  return (
    <li className={vendor.flagship ? 'catalogue-row catalogue-row--flagship tone-dark' : 'catalogue-row'}>
      {vendor.flagship && <FlagshipTile />}
      <div className="catalogue-row__name">
        <h3>{vendor.name}</h3>
        {vendor.flagship && (
          <span className="badge badge--specialty">
            <Icon name="star" />
            {flagshipBadge}
          </span>
        )}
      </div>
      <p className="catalogue-row__summary">{vendor.summary}</p>
      <div className="catalogue-row__actions">
        <a className="text-link" href={paths.vendor(vendor)}>
          Learn More<span className="visually-hidden"> about {vendor.name}</span> <Icon name="arrow-right" />
        </a>
        {!vendor.flagship && (
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
