// A category listing: hero, a grid of its five vendor cards (1/2/3 columns) and its closing CTA.
import type { Category } from '../../cli/content/load.ts';
import { CtaBand, PageHero } from '../parts/sections.tsx';
import { VendorCard } from '../parts/VendorCard.tsx';

export function CategoryPage({ category, flagshipBadge }: { category: Category; flagshipBadge: string }) {
  return (
    <>
      <PageHero hero={category.hero} back={{ label: 'All services', href: `/services#${category.anchor}` }} />
      <section className="section" aria-label={`${category.title} solutions`}>
        <div className="container">
          <ul className="vendor-grid">
            {category.vendors.map((vendor) => (
              <VendorCard key={vendor.slug} vendor={vendor} flagshipBadge={flagshipBadge} />
            ))}
          </ul>
        </div>
      </section>
      <CtaBand cta={category.cta} />
    </>
  );
}
