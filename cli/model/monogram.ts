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
