// "Platforms we deploy and support", built from the catalogue: every vendor we recommend, grouped by
// category, each group under its own label. Names in the site's own type, never the vendors' logos.
// The dots between names sit before each name and are clipped at the start of a line (client/styles/pages/home-catalog.css), so
// a line never ends on a dangling separator at any width. Static on purpose: moving text would need
// a pause control.
import type { Category } from '../../cli/model/collections.ts';

export function PlatformStrip({ title, categories }: { title: string; categories: Category[] }) {
  return (
    <section className="platforms" aria-labelledby="platforms-title">
      <div className="container">
        <h2 id="platforms-title" className="platforms__title">
          {title}
        </h2>
        <ul className="platforms__groups">
          {categories.map((category) => (
            <li key={category.slug} className="platforms__group">
              <h3 className="platforms__category">{category.title}</h3>
              <ul className="platforms__names">
                {category.vendors
                  .filter((vendor) => !vendor.flagship)
                  .map((vendor) => (
                    <li key={vendor.slug}>{vendor.name}</li>
                  ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
