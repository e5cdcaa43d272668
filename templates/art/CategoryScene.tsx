// The drawing of a category and vendor page: the category's tools as one piece of product, composed
// the category's own way (a protection console, a calendar and a chat, the books, an onboarding
// checklist, a store, a sales board, a cloud's topology: scenes/), in one app window.
// On the category's page a notice floats over the window's edge; on a vendor's page that vendor is
// picked out and its moment (its sign-ins, its pay run, its invoice) opens up in its row, or, where
// the vendors are not rows, lies as a card over the window's edge. Decorative: the page names every
// vendor in text.
import type { Category } from '../../cli/model/collections.ts';
import { Icon } from '../marks/Icon.tsx';
import { AppWindow } from './AppWindow.tsx';
import { SCENES } from './scenes/index.ts';
import { ArtIcon, castVendors, MomentCard, SceneNotice } from './scene-kit.tsx';

interface CategorySceneProps {
  category: Category;
  caption: string;
  /** The slug of the vendor whose page this is. */
  highlight?: string;
}

export function CategoryScene({ category, caption, highlight }: CategorySceneProps) {
  const scene = SCENES[category.anchor] ?? SCENES.security!;
  const vendors = castVendors(category.vendors, scene.roles, highlight);
  const picked = vendors.find((vendor) => vendor.highlighted);
  // Something lies over the window's lower edge: the notice, or a vendor's moment as a card.
  const overlaid = !picked || !scene.inline;
  const classes = [
    'art',
    'art-scene',
    `art-scene--${scene.kind}`,
    picked && 'art-scene--vendor',
    overlaid && 'art-scene--overlaid',
  ];
  return (
    <figure className={classes.filter(Boolean).join(' ')} aria-hidden="true">
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
          {scene.rail && (
            <div className="art-scene__rail">
              {scene.rail.map((icon, index) => (
                <span
                  key={index}
                  className={index === 0 ? 'art-scene__rail-item art-scene__rail-item--active' : 'art-scene__rail-item'}
                >
                  <ArtIcon icon={icon} />
                </span>
              ))}
            </div>
          )}
          <div className="art-scene__main">{scene.body(vendors, Boolean(picked))}</div>
        </div>
      </AppWindow>
      {picked && !scene.inline && <MomentCard vendor={picked} />}
      {!picked && <SceneNotice notice={scene.notice} />}
      <figcaption className="art-scene__caption">
        <Icon name="shield-check" />
        {caption}
      </figcaption>
    </figure>
  );
}
