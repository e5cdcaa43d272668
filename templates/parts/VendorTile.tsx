// A vendor's tile: its initials in its tint on the night (no vendor logos), or, for our own product, Stronglink's
// mark on the brand's gradient. The same tile on the category cards, the catalogue's rows and, drawn,
// in the category scenes (art/scene-kit.tsx), so a vendor is one colour wherever it appears.
import { monogramOf, type TileTint } from '../../cli/model/monogram.ts';
import { StronglinkMark } from '../marks/Brand.tsx';

/** `tint`: the vendor's colour among its category's (monogram.ts tileTintsOf). */
export function VendorTile({ name, tint, flagship = false }: { name: string; tint: TileTint; flagship?: boolean }) {
  return (
    <span
      className={flagship ? 'vendor-tile vendor-tile--flagship' : `vendor-tile tile-tint--${tint}`}
      aria-hidden="true"
    >
      {flagship ? <StronglinkMark /> : monogramOf(name)}
    </span>
  );
}
