// The solutions catalogue: a hero with the stack we build on, a sticky bar to jump between the seven
// categories, and each category's five solutions as compact cards, three to a row at most.
import type { Category } from '../../cli/model/collections.ts';
import type { ServicesPage as ServicesContent } from '../../cli/model/schemas.ts';
import { StackDiagram } from '../art/StackDiagram.tsx';
import { Icon } from '../parts/Icon.tsx';
import { CtaBand, IconBadge, PageHero } from '../parts/sections.tsx';
import { VendorCard } from '../parts/VendorCard.tsx';
import { usePaths, useSite } from '../site-context.ts';

export function ServicesPage({ page, categories }: { page: ServicesContent; categories: Category[] }) {
  const { proof } = useSite();
  const paths = usePaths();
  return (
    <>
      <PageHero
        hero={page.hero}
        actions={[page.cta.primary]}
        proof={proof.slice(0, 3)}
        visual={<StackDiagram layers={categories.map((category) => ({ icon: category.icon, label: category.title, featured: category.featured }))} />}
      />

      <nav className="category-nav" aria-label="Categories">
        <ul className="container category-nav__list">
          {categories.map((category) => (
            <li key={category.anchor}>
              <a href={`#${category.anchor}`}>
                <Icon name={category.icon} />
                {category.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      {categories.map((category, index) => (
        <section
          key={category.slug}
          id={category.anchor}
          className={index % 2 === 1 ? 'section section--tinted catalogue-section' : 'section catalogue-section'}
          aria-labelledby={`${category.anchor}-title`}
        >
          <div className="container">
            <div className="catalogue-section__head">
              <IconBadge name={category.icon} tone={category.featured ? 'accent' : 'blue'} />
              <div>
                {category.featured && <span className="badge badge--specialty">{page.specialtyBadge}</span>}
                <h2 id={`${category.anchor}-title`}>
                  <a href={paths.category(category)}>{category.title}</a>
                </h2>
                <p>{category.description}</p>
              </div>
              <a className="text-link catalogue-section__all" href={paths.category(category)}>
                View All<span className="visually-hidden"> {category.title}</span> <Icon name="arrow-right" />
              </a>
            </div>
            <ul className={category.vendors[0]?.flagship ? 'card-grid card-grid--feature' : 'card-grid'}>
              {category.vendors.map((vendor) => (
                <VendorCard key={vendor.slug} vendor={vendor} flagshipBadge={page.flagshipBadge} compact headingLevel="h3" />
              ))}
            </ul>
          </div>
        </section>
      ))}

      <CtaBand cta={page.cta} />
    </>
  );
}
