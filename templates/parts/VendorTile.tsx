// Our own product's tile: Stronglink's mark on the brand's gradient, beside its name in the lists (the
// category cards, the catalogue's rows). The other vendors' names carry their rows alone: their
// initials on a tile read as placeholder avatars in a list (34 of them on /services); the category
// drawings keep them (art/scene-kit.tsx), where a vendor is a part of the picture.
import { StronglinkMark } from '../marks/Brand.tsx';

export function FlagshipTile() {
  return (
    <span className="vendor-tile vendor-tile--flagship" aria-hidden="true">
      <StronglinkMark />
    </span>
  );
}
