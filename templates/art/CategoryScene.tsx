// The drawing of a category and vendor page: the category's tools as one app window (a protection
// console, a workspace, the books, onboarding and payroll, a store, a pipeline, a cloud console), one
// row per vendor, drawn from the category's vendors (category-scenes.tsx). On the category's page a
// notice floats over the window's edge; on a vendor's page that vendor's row is picked out and opened
// up in front with its moment (its sign-ins, its pay run, its invoice). Decorative: the page names
// every vendor in text.
import type { Category } from '../../cli/model/collections.ts';
import { Icon } from '../parts/Icon.tsx';
import { AppWindow } from './AppWindow.tsx';
import { SCENES } from './category-scenes.tsx';
import { ArtIcon, castVendors, SceneNotice, VendorRow } from './scene-kit.tsx';

interface CategorySceneProps {
  category: Category;
  caption: string;
  /** The slug of the vendor whose page this is. */
  highlight?: string;
}

export function CategoryScene({ category, caption, highlight }: CategorySceneProps) {
  const scene = SCENES[category.anchor] ?? SCENES.security!;
  const vendors = castVendors(category.vendors, scene.roles, highlight);
  const onVendorPage = vendors.some((vendor) => vendor.highlighted);
  return (
    <figure className={`art art-scene art-scene--${scene.kind}${onVendorPage ? ' art-scene--vendor' : ''}`} aria-hidden="true">
      <AppWindow
        title={scene.title}
        className="art-scene__window"
        status={
          <span className={`art-chip art-tone--${scene.status.tone}`}>
            <ArtIcon icon={scene.status.icon} />
            {scene.status.text}
          </span>
        }
      >
        <div className="art-scene__body">
          <div className="art-scene__rail">
            {scene.rail.map((icon, index) => (
              <span key={index} className={index === 0 ? 'art-scene__rail-item art-scene__rail-item--active' : 'art-scene__rail-item'}>
                <ArtIcon icon={icon} />
              </span>
            ))}
          </div>
          <div className="art-scene__main">
            <div className="art-scene__panel">{scene.panel()}</div>
            <div className="art-scene__rows">
              {vendors.map((vendor) => (
                <VendorRow key={vendor.name} vendor={vendor} kind={scene.kind} extra={!onVendorPage && scene.extra?.(vendor)} />
              ))}
            </div>
          </div>
        </div>
      </AppWindow>
      {!onVendorPage && <SceneNotice notice={scene.notice} />}
      <figcaption className="art-scene__caption">
        <Icon name="shield-check" />
        {caption}
      </figcaption>
    </figure>
  );
}
