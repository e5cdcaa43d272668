// The one "did you mean" of the project, in JavaScript so that the front matter lint (.remarkrc.mjs),
// which loads no TypeScript, suggests what `site check` suggests.

/**
 * The candidate nearest to a misspelt word (any case), at most two edits away and closer than half its
 * length; undefined when none is, or two are as near ("/blog/8": /blog/1 or /blog/7?).
 * @param {string} word
 * @param {readonly string[]} candidates
 * @returns {string | undefined}
 */
export function closest(word, candidates) {
  /** @type {string | undefined} */
  let best;
  let tied = false;
  let bestDistance = Math.min(3, Math.ceil(word.length / 2));
  for (const candidate of candidates) {
    const distance = editDistance(word.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance) [best, bestDistance, tied] = [candidate, distance, false];
    else if (distance === bestDistance && best !== undefined && candidate !== best) tied = true;
  }
  return tied ? undefined : best;
}

/**
 * Levenshtein's distance: the insertions, deletions and substitutions that make one word the other.
 * @param {string} a
 * @param {string} b
 */
function editDistance(a, b) {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(
        /** @type {number} */ (previous[j]) + 1,
        /** @type {number} */ (row[j - 1]) + 1,
        /** @type {number} */ (previous[j - 1]) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = row;
  }
  return /** @type {number} */ (previous[b.length]);
}
