// A category listing: a hero with the category's own scene drawn from its five vendors, the five
// vendor cards (1, 2 or 3 to a row, the flagship larger), and the category's closing call to action.
import type { Category } from '../../cli/model/collections.ts';
import { CategoryScene } from '../art/CategoryScene.tsx';
import { CtaBand, PageHero, proofFor } from '../parts/sections.tsx';
import { VendorCard } from '../parts/VendorCard.tsx';
import { usePaths, useSite } from '../site-context.ts';

export interface CatalogueLabels {
  flagshipBadge: string;
  /** Under the vendors drawing: who deploys them. */
  hubCaption: string;
}

export function CategoryPage({ category, labels }: { category: Category; labels: CatalogueLabels }) {
  const { proof, process } = useSite();
  const paths = usePaths();
  // The flagship's card (on its own category's page) states the flagship's facts: the page's own leave them to it.
  const flagshipCard = category.vendors.some((vendor) => vendor.flagship) ? proofFor('flagship', proof).hero : [];
  const facts = proofFor('category', proof, flagshipCard);
  return (
    <>
      <PageHero
        hero={category.hero}
        back={{ label: 'All services', href: `${paths.services}#${category.anchor}` }}
        actions={[category.cta.primary]}
        proof={facts.hero}
        visual={<CategoryScene category={category} caption={labels.hubCaption} />}
      />
      <section className="section" aria-labelledby="solutions-title">
        <div className="container">
          {/* The cards' names are h3s: the section names them for the outline (h1, h2, h3). The
              title comes last, with no noun after it: one title already ends in "Solutions". */}
          <h2 id="solutions-title" className="visually-hidden">
            Products in {category.title}
          </h2>
          <ul
            className={
              category.vendors[0]?.flagship ? 'card-grid card-grid--feature vendor-grid' : 'card-grid vendor-grid'
            }
          >
            {category.vendors.map((vendor) => (
              <VendorCard key={vendor.slug} vendor={vendor} flagshipBadge={labels.flagshipBadge} />
            ))}
          </ul>
        </div>
      </section>
      <CtaBand cta={category.cta} facts={facts.close} steps={process} />
    </>
  );
}
