// Where a broken link is written: the content file, line and column an editor fixes ("content/blog/
// 03-x.md:14:22: /servces: did you mean /services?"), looked for in every file the render read (the
// page's own for a link to an id on it). A link no file writes (a template's) is reported on its page.
import { COLLECTIONS, PAGES, pageFile, SITE_FILE, type CollectionName, type Content } from '../model/collections.ts';
import { formatProblem, type ContentProblem } from '../model/errors.ts';
import { placeAt, type Place } from '../model/locate.ts';
import type { BrokenLink } from './link-check.ts';

export interface LinkSources {
  /** Every file of the content, by path, with its text. */
  texts: ReadonlyMap<string, string>;
  /** The files the render made its pages from. */
  files: readonly string[];
  /** The file a page is made from, by the page's address. */
  fileOf: (page: string) => string | undefined;
}

/** The files a render of `content` makes its pages from: site.yaml, the page files, every entry's file. */
export function sourceFilesOf(content: Content): string[] {
  const entries = (Object.keys(COLLECTIONS) as CollectionName[]).flatMap((name) =>
    content[name].map((entry) => entry.file),
  );
  return [...new Set([SITE_FILE, ...Object.keys(PAGES).map(pageFile), ...entries])];
}

/** A broken link where it is written, and as it was found. */
export interface PlacedLink extends ContentProblem {
  broken: BrokenLink;
}

/** Each broken link as a problem at each place it is written, or on its page when no file writes it. */
export function placedBrokenLinks(broken: readonly BrokenLink[], sources: LinkSources): PlacedLink[] {
  const problems = new Map<string, PlacedLink>();
  for (const link of broken) {
    const message = `${link.link}: ${link.meant ? `did you mean ${link.meant}?` : link.reason}`;
    const samePage = !link.link.startsWith('/');
    const files = samePage ? [sources.fileOf(link.page) ?? ''] : sources.files;
    const places = files.flatMap((file): PlacedLink[] =>
      placesOf(link.link, sources.texts.get(file) ?? '').map((at) => ({ file, field: '', message, at, broken: link })),
    );
    for (const problem of places.length > 0 ? places : [{ file: link.page, field: '', message, broken: link }])
      problems.set(formatProblem(problem), problem);
  }
  return [...problems.values()];
}

/** Where `link` is written in `text`, as a whole link: after `(`, a quote, `<` or a space, and before
 *  what ends one (`)`, a quote, `>`, a space, `,`, `}`, `]`, the line's end). */
function placesOf(link: string, text: string): Place[] {
  if (!text.includes(link)) return [];
  const escaped = link.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const whole = new RegExp(`(?<=^|[\\s("'<])${escaped}(?=$|[\\s)"'>,}\\]])`, 'gm');
  return [...text.matchAll(whole)].map(({ index }) => placeAt(text, index));
}
