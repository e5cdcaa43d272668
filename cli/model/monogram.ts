// A vendor's tile, wherever the site shows one (the category pages' cards, the drawings' app windows):
// two letters or a short acronym, never a logo. One rule everywhere, so that a vendor's tile is the
// same in the hero's drawing and in its card, and no two vendors of a category share one.

/**
 * "AWS" -> "AWS" (an acronym stays), "CrowdStrike" -> "CS", "BambooHR" -> "BH" (the first two
 * capitals), "Google Workspace" -> "GW", "HubSpot CRM" -> "HC" (the first two words' initials),
 * "Okta" -> "Ok", "Microsoft 365" -> "Mi", "monday.com" -> "Mo", "Bill.com" -> "Bi" (a single word:
 * its first two letters, as an element's symbol).
 */
export function monogramOf(name: string): string {
  const base = name.replace(/\.com$/i, '');
  if (/^[A-Z0-9]{2,4}$/.test(base)) return base;
  const words = base.split(/\s+/).filter((word) => /^[A-Za-z]/.test(word));
  if (words.length > 1) return words[0]![0]!.toUpperCase() + words[1]![0]!.toUpperCase();
  const word = words[0] ?? base;
  const capitals = word.match(/[A-Z]/g) ?? [];
  if (capitals.length > 1) return capitals.slice(0, 2).join('');
  return word[0]!.toUpperCase() + word.slice(1, 2).toLowerCase();
}

/**
 * The tints a tile takes: the shade of its letters on the night's tile (components.css tile tints),
 * pale, cool hues of the site's palette, so that a category's vendors are told apart in one family of
 * tiles. No red or amber: in the drawings those mean a status (phishing, waiting), and a vendor's tile
 * must not read as one. The brand's violet is not among them either: it is our own product's tile.
 */
export const TILE_TINTS = ['blue', 'teal', 'navy', 'indigo', 'pine', 'sky', 'dusk', 'slate'] as const;
export type TileTint = (typeof TILE_TINTS)[number];

/** FNV-1a over the name's lower case: the same number for a name on every build and machine. */
function hashOf(name: string): number {
  let hash = 0x811c9dc5;
  for (const character of name.toLowerCase()) hash = Math.imul(hash ^ character.codePointAt(0)!, 0x01000193) >>> 0;
  return hash;
}

/**
 * The tints of a category's vendors, in their order: each vendor's from its name, or, if a vendor
 * before it has that one, the next free one along the palette; so a vendor keeps its tint from build
 * to build and no two of a category share one (up to eight vendors; then the palette starts again).
 */
export function tileTintsOf(names: string[]): TileTint[] {
  const taken = new Set<number>();
  return names.map((name) => {
    if (taken.size === TILE_TINTS.length) taken.clear();
    let index = hashOf(name) % TILE_TINTS.length;
    while (taken.has(index)) index = (index + 1) % TILE_TINTS.length;
    taken.add(index);
    return TILE_TINTS[index]!;
  });
}
