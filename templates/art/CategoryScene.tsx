// The drawing of a category and vendor page: a scene of what the category's tools do (layers of
// defence, a suite of apps, a ledger, a pay run, a storefront, a sales funnel, a cloud rack), drawn
// from the category's vendors, one labelled part each, with the page's own vendor picked out.
// Decorative: the page names every vendor in text.
import type { Category } from '../../cli/model/collections.ts';
import { Icon } from '../parts/Icon.tsx';
import { SCENES, type SceneVendor } from './category-scenes.tsx';

interface CategorySceneProps {
  category: Category;
  caption: string;
  /** The slug of the vendor whose page this is. */
  highlight?: string;
}

export function CategoryScene({ category, caption, highlight }: CategorySceneProps) {
  const scene = SCENES[category.anchor] ?? SCENES.security!;
  const vendors: SceneVendor[] = category.vendors.map((vendor) => ({
    name: vendor.name,
    highlighted: vendor.slug === highlight,
    flagship: Boolean(vendor.flagship),
  }));
  return (
    <figure className={`art art-scene art-scene--${scene.kind}`} aria-hidden="true">
      <svg className="art-scene__drawing" viewBox="0 0 360 280" focusable="false">
        <scene.Draw vendors={vendors} />
      </svg>
      <figcaption className="art-scene__caption">
        <Icon name="shield-check" />
        {caption}
      </figcaption>
    </figure>
  );
}
