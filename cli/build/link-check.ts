// Every internal link and image of every page must point at something the build wrote, and every
// #fragment at an element id on its page. A broken one fails the build; the site's knownMissingLinks
// (content/site.yaml) are warnings while no page is there. Links are taken from each page as it renders.
import { isProtocolRelative } from '../model/schemas.ts';
import { closest } from '../model/suggestion.js';
import { isHostPath } from './hosts/index.ts';
import { ADDRESS_LISTS } from '../../templates/after-first-paint.ts';

export interface PageLinks {
  /** Internal links and image sources, as written (entities decoded). */
  links: string[];
  ids: Set<string>;
}

export interface BrokenLink {
  page: string;
  link: string;
  reason: string;
  /** The nearest address that exists (a page, a file, an id on the page), as the link would be written. */
  meant?: string;
}

/** An internal link or image (external ones, https: or mailto:, are not ours to check), an id, or the
 *  scripts a page loads after its first paint (templates/after-first-paint.ts), a list. */
const LINK_OR_ID = new RegExp(
  String.raw`\s(?:(?:href|src)="([/#][^"]*)"|id="([^"]+)"|${ADDRESS_LISTS}="([^"]*)")`,
  'g',
);

/** One pass over the page for both. */
export function linksOf(html: string): PageLinks {
  const page: PageLinks = { links: [], ids: new Set() };
  for (const [, link, id, scripts] of html.matchAll(LINK_OR_ID)) {
    if (link !== undefined) page.links.push(kept(decodeEntities(link)));
    else if (id !== undefined) page.ids.add(kept(id));
    else for (const script of scripts!.split(' ')) page.links.push(kept(script));
  }
  return page;
}

/** A piece of a page kept after the page is written: a copy, since a substring holds on to the whole
 *  page it was cut from, and one copy for all the pages that share it. */
const keptStrings = new Map<string, string>();
function kept(text: string): string {
  let copy = keptStrings.get(text);
  if (copy === undefined) {
    copy = Buffer.from(text).toString();
    keptStrings.set(copy, copy); // the copy as the key too: the substring would keep its page
  }
  return copy;
}

/** What a link leads to: a page or file (with the id it names), a page known to be missing, or nothing. */
type Verdict =
  { is: 'ok' } | { is: 'known-missing'; target: string } | { is: 'broken'; reason: string; meant?: string };

interface Site {
  pages: Map<string, PageLinks>;
  writtenFiles: Set<string>;
  knownMissing: Set<string>;
}

/** Checks every page's links against every page and file. A link that names its page is judged once
 *  per check, not once per page that has it: most links (the menus, the footer) are on every page. */
export function checkLinks(
  pages: Map<string, PageLinks>,
  writtenFiles: Set<string>,
  knownMissingLinks: readonly string[],
): { broken: BrokenLink[]; knownMissing: Map<string, string[]> } {
  const site: Site = { pages, writtenFiles, knownMissing: new Set(knownMissingLinks) };
  const report = { broken: [] as BrokenLink[], knownMissing: new Map<string, string[]>() };
  const verdicts = new Map<string, Verdict>();
  for (const [pagePath, { links }] of pages) {
    for (const link of links) {
      // "#id" and "?query" name the page they are on: judged there.
      const samePage = !link.startsWith('/');
      let verdict = samePage ? undefined : verdicts.get(link);
      if (verdict === undefined) {
        verdict = judge(link, pagePath, site);
        if (!samePage) verdicts.set(link, verdict);
      }
      if (verdict.is === 'broken') {
        const { reason, meant } = verdict;
        report.broken.push({ page: pagePath, link, reason, ...(meant && { meant }) });
      } else if (verdict.is === 'known-missing') {
        const from = report.knownMissing.get(verdict.target);
        if (from) from.push(pagePath);
        else report.knownMissing.set(verdict.target, [pagePath]);
      }
    }
  }
  return report;
}

function judge(link: string, pagePath: string, site: Site): Verdict {
  const { pages, writtenFiles, knownMissing } = site;
  if (isHostPath(link)) return { is: 'ok' }; // the host's own scripts
  // Not a path of this site at all: browsers follow "//host" and "/\host" to another one.
  if (isProtocolRelative(link)) {
    return {
      is: 'broken',
      reason: 'leads to another site: write https:// for another site, or a path with one "/" for a page of this one',
    };
  }
  const [target = '', fragment] = splitLink(link, pagePath);
  const targetPage = pages.get(target);
  // Known missing until a page is made there (a plain page added for /careers): then a link like any other.
  if (!targetPage && knownMissing.has(target)) return { is: 'known-missing', target };
  if (!targetPage && !writtenFiles.has(target.slice(1)))
    return { is: 'broken', reason: 'no page or file at this path', meant: closest(target, addressesOf(site)) };
  if (fragment && targetPage && !targetPage.ids.has(fragment)) {
    const id = closest(fragment, [...targetPage.ids]);
    // Written as the link was: "#top" on its own page, "/about#team" elsewhere.
    const meant = id && `${link.startsWith('#') ? '' : target}#${id}`;
    return { is: 'broken', reason: `no element with id "${fragment}" on ${target}`, meant };
  }
  return { is: 'ok' };
}

/** What a link may lead to: every page, and every file but the pages' own. */
const addressesOf = ({ pages, writtenFiles }: Site) => [
  ...pages.keys(),
  ...[...writtenFiles].filter((file) => !file.endsWith('.html')).map((file) => `/${file}`),
];

function splitLink(link: string, currentPage: string): [string, string | undefined] {
  const withoutQuery = link.replace(/\?[^#]*/, '');
  const hashAt = withoutQuery.indexOf('#');
  const target = hashAt === -1 ? withoutQuery : withoutQuery.slice(0, hashAt);
  const fragment = hashAt === -1 ? undefined : withoutQuery.slice(hashAt + 1) || undefined;
  return [target === '' ? currentPage : target, fragment];
}

const decodeEntities = (text: string) => text.replace(/&amp;/g, '&');
