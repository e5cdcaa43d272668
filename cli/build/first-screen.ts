// Where a page's first screen ends in its body: what its head's rules style (page-styles.ts) and what
// the page shows before the rest of its HTML has arrived. At least the header and the page's first
// hero, what a visitor sees first; then each block after the hero while the whole still fits in the
// first round trip of a connection with its rules (a legal page's hero is short, and its text's
// first lines are on the first screen too: the text, not the hero, was what a phone painted last).
import { gzipSync } from 'node:zlib';
import type { PageStyles } from './page-styles.ts';

/** About what a connection's first round trip carries (10 packets), less the head's own tags. */
const FIRST_ROUND_TRIP_BYTES = 14 * 1024 - 2 * 1024;

/** A page's first hero: the first element in <main> of class `hero` or `hero--night`. */
const FIRST_HERO = /<([a-z]+)\b[^>]*\bclass="(?:[^"]*\s)?hero(?:--night)?(?:\s[^"]*)?"/g;

/** What ends the first screen in a page: an empty mark the head's <link rel=expect> waits for (the
 *  page is painted once it has arrived), and the rest of the page's rules, in an SVG <style> (an
 *  HTML one is not valid in a body, the Nu checker says; an SVG one is, and styles the whole page). */
export const MARK = '<span id="first-screen-end" hidden=""></span><svg id="page-styles" aria-hidden="true">';

/** The first screen's end in `html` (the body up to the footer) and the rules it and its mark use. */
export function firstScreenOf(html: string, styles: PageStyles): { end: number; style: string } {
  // Not between two siblings a rule ties together (`.section + .cta-band`): the mark would part them.
  const ends = firstScreenEnds(html).filter((end) => styles.mayEndBefore(html.slice(end, html.indexOf('>', end) + 1)));
  const at = (end: number) => ({ end, style: styles.firstScreen(html.slice(0, end) + MARK) });
  const fits = ({ end, style }: { end: number; style: string }) =>
    gzipSync(style + html.slice(0, end)).length <= FIRST_ROUND_TRIP_BYTES;
  // The last end that fits, found by halving (what fits grows with the end): an article has an end
  // after each of its sections, and trying each in turn took most of a long article's render.
  let chosen = at(ends[0]!);
  let [low, high] = [1, ends.length - 1];
  while (low <= high) {
    const middle = (low + high) >> 1;
    const candidate = at(ends[middle]!);
    if (fits(candidate)) [chosen, low] = [candidate, middle + 1];
    else high = middle - 1;
  }
  return chosen;
}

/**
 * Where the first screen may end, first to last: after the page's first hero, after each element
 * that follows it in its parent, and at the end; on a page without a hero, only at the end. React
 * writes the markup, so counting an element's openings and closings finds its end.
 */
export function firstScreenEnds(html: string): number[] {
  FIRST_HERO.lastIndex = Math.max(0, html.indexOf('<main'));
  const hero = FIRST_HERO.exec(html);
  if (!hero) return [html.length];
  const ends = [elementEnd(html, hero.index)];
  // The hero's next siblings: elements until its parent closes.
  for (let at = ends[0]!; html.startsWith('<', at) && !html.startsWith('</', at);) {
    at = elementEnd(html, at);
    ends.push(at);
  }
  if (ends.at(-1) !== html.length) ends.push(html.length);
  return ends;
}

const VOID = new Set(['area', 'br', 'hr', 'img', 'input', 'link', 'meta', 'source', 'wbr']);

/** Where the element that opens at `start` ends. */
export function elementEnd(html: string, start: number): number {
  const name = /^<([a-z][a-z0-9-]*)/.exec(html.slice(start, start + 40))?.[1] ?? '';
  const opening = html.indexOf('>', start) + 1;
  if (VOID.has(name) || html[opening - 2] === '/') return opening;
  const tags = new RegExp(`<(/?)${name}\\b[^>]*>`, 'g');
  tags.lastIndex = start;
  let depth = 0;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[1] ? -1 : 1;
    if (depth === 0) return tag.index + tag[0].length;
  }
  return html.length;
}
