// A vendor's tile, wherever the site shows one: two letters or a short acronym, never a logo, by one
// rule so that it is the same in the drawings and in its card.

/** "AWS" -> "AWS", "CrowdStrike" -> "CS" (two capitals), "Google Workspace" -> "GW" (two words),
 *  "Okta" -> "Ok", "monday.com" -> "Mo" (one word: as an element's symbol). */
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

/** Pale, cool hues of the palette: no red or amber, which mean a status in the drawings, and not the
 *  brand's violet, which is our own product's tile. */
export const TILE_TINTS = ['blue', 'teal', 'navy', 'indigo', 'pine', 'sky', 'dusk', 'slate'] as const;
export type TileTint = (typeof TILE_TINTS)[number];

/** FNV-1a over the name's lower case: the same number for a name on every build and machine. */
function hashOf(name: string): number {
  let hash = 0x811c9dc5;
  for (const character of name.toLowerCase()) hash = Math.imul(hash ^ character.codePointAt(0)!, 0x01000193) >>> 0;
  return hash;
}

/** The tints of a category's vendors, in order: each from its name, or the next free one, so that a
 *  vendor keeps its tint and no two of a category share one (up to eight). */
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
