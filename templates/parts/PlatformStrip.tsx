// "Platforms we deploy and support", built from the catalogue: every platform we recommend, our own
// Stronglink first among them, grouped by category (five to a group at launch; an editor may add
// more), each group a column under its own label, a name a line, each a link to its page. Names in
// the site's own type, never the vendors' logos. Static on purpose: moving text would need a pause
// control.
import type { Category } from '../../cli/model/collections.ts';
import { Icon } from '../marks/Icon.tsx';
import { usePaths } from '../site-context.ts';
import { SectionHeading } from './sections.tsx';

export function PlatformStrip({
  title,
  allLink,
  categories,
}: {
  title: string;
  allLink: string;
  categories: Category[];
}) {
  const paths = usePaths();
  // The rows of names every group's column has, so that they line up across a row of groups: five,
  // or as many as the longest list (home-catalog.css has the rules up to ten; past that, a group's
  // names simply follow each other).
  const longest = Math.max(0, ...categories.map((category) => category.vendors.length));
  const rows = longest <= 5 ? undefined : longest <= 10 ? String(longest) : 'many';
  return (
    <section className="platforms" aria-labelledby="platforms-title">
      <div className="container">
        <SectionHeading id="platforms-title" title={title} />
        <ul className="platforms__groups" data-rows={rows}>
          {categories.map((category) => (
            <li key={category.slug} className="platforms__group">
              <h3 className="platforms__category">{category.title}</h3>
              <ul className="platforms__names">
                {category.vendors.map((vendor) => (
                  <li key={vendor.slug}>
                    <a href={paths.vendor(vendor)}>{vendor.name}</a>
                  </li>
                ))}
              </ul>
            </li>
          ))}
          <li className="platforms__all">
            <a className="text-link" href={paths.services}>
              {allLink} <Icon name="arrow-right" />
            </a>
          </li>
        </ul>
      </div>
    </section>
  );
}
