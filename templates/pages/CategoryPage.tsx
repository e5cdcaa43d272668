// A category listing: a hero whose drawing places the category's five vendors around it, the five
// vendor cards (1, 2 or 3 to a row, the flagship larger), and the category's closing call to action.
import type { Category } from '../../cli/model/collections.ts';
import { HubDiagram } from '../art/HubDiagram.tsx';
import { CtaBand, PageHero } from '../parts/sections.tsx';
import { VendorCard } from '../parts/VendorCard.tsx';
import { useSite } from '../site-context.ts';

export interface CatalogueLabels {
  flagshipBadge: string;
  /** Under the vendors drawing: who deploys them. */
  hubCaption: string;
}

export function CategoryPage({ category, labels }: { category: Category; labels: CatalogueLabels }) {
  const { proof } = useSite();
  return (
    <>
      <PageHero
        hero={category.hero}
        back={{ label: 'All services', href: `/services#${category.anchor}` }}
        actions={[category.cta.primary]}
        proof={proof.slice(0, 3)}
        visual={<CategoryHub category={category} caption={labels.hubCaption} />}
      />
      <section className="section" aria-label={`${category.title} solutions`}>
        <div className="container">
          <ul className={category.vendors[0]?.flagship ? 'card-grid card-grid--feature vendor-grid' : 'card-grid vendor-grid'}>
            {category.vendors.map((vendor) => (
              <VendorCard key={vendor.slug} vendor={vendor} flagshipBadge={labels.flagshipBadge} />
            ))}
          </ul>
        </div>
      </section>
      <CtaBand cta={category.cta} />
    </>
  );
}

/** The category at the centre, its vendors around it; `highlight` marks one vendor (its own page). */
export function CategoryHub({ category, caption, highlight }: { category: Category; caption: string; highlight?: string }) {
  return (
    <HubDiagram
      center={{ icon: category.icon, label: category.title }}
      nodes={category.vendors.map((vendor) => ({ label: vendor.name, flagship: vendor.flagship, highlighted: vendor.slug === highlight }))}
      caption={caption}
    />
  );
}
