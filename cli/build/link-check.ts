// Every internal link and image of every page must point at something the build wrote, and every
// #fragment at an element id on its page. A broken one fails the build; links the site declares as
// known to be missing (content/site.yaml: knownMissingLinks) are reported as warnings. Each page's
// links and ids are taken from its HTML as it is rendered, so the HTML itself need not be kept.
import { isProtocolRelative } from '../model/schemas.ts';
import { isHostPath } from './hosts/index.ts';

export interface PageLinks {
  /** Internal links and image sources, as written (entities decoded). */
  links: string[];
  ids: Set<string>;
}

export interface LinkReport {
  broken: { page: string; link: string; reason: string }[];
  knownMissing: Map<string, string[]>;
}

/** An internal link or image (external ones, https: or mailto:, are not ours to check), or an id. */
const LINK_OR_ID = /\s(?:(?:href|src)="([/#][^"]*)"|id="([^"]+)")/g;

/** One pass over the page for both. */
export function linksOf(html: string): PageLinks {
  const page: PageLinks = { links: [], ids: new Set() };
  for (const [, link, id] of html.matchAll(LINK_OR_ID)) {
    if (link !== undefined) page.links.push(kept(decodeEntities(link)));
    else page.ids.add(kept(id!));
  }
  return page;
}

/**
 * A piece of a page that is kept after the page is written: a copy of its own, since a substring
 * holds on to the whole page it was cut from (10,000 pages: a gigabyte), and one copy for all the
 * pages that share it (most links are the same on every page).
 */
const keptStrings = new Map<string, string>();
function kept(text: string): string {
  let copy = keptStrings.get(text);
  if (copy === undefined) {
    copy = Buffer.from(text).toString();
    keptStrings.set(copy, copy); // the copy as the key too: the substring would keep its page
  }
  return copy;
}

/**
 * @param checked the pages whose links to check
 * @param pages every page of the site, by path
 */
export function checkLinks(
  checked: Map<string, PageLinks>,
  pages: Map<string, PageLinks>,
  writtenFiles: Set<string>,
  knownMissingLinks: readonly string[],
): LinkReport {
  const report: LinkReport = { broken: [], knownMissing: new Map() };
  for (const [pagePath, { links }] of checked) {
    for (const link of links) {
      if (isHostPath(link)) continue; // the host's own scripts
      // Not a path of this site at all: browsers follow "//host" and "/\host" to another one.
      if (isProtocolRelative(link)) {
        report.broken.push({
          page: pagePath,
          link,
          reason:
            'leads to another site: write https:// for another site, or a path with one "/" for a page of this one',
        });
        continue;
      }
      const [target = '', fragment] = splitLink(link, pagePath);
      const targetPage = pages.get(target);
      if (knownMissingLinks.includes(target)) {
        report.knownMissing.set(target, [...(report.knownMissing.get(target) ?? []), pagePath]);
      } else if (!targetPage && !writtenFiles.has(target.slice(1))) {
        report.broken.push({ page: pagePath, link, reason: 'no page or file at this path' });
      } else if (fragment && targetPage && !targetPage.ids.has(fragment)) {
        report.broken.push({ page: pagePath, link, reason: `no element with id "${fragment}" on ${target}` });
      }
    }
  }
  return report;
}

function splitLink(link: string, currentPage: string): [string, string | undefined] {
  const withoutQuery = link.replace(/\?[^#]*/, '');
  const hashAt = withoutQuery.indexOf('#');
  const target = hashAt === -1 ? withoutQuery : withoutQuery.slice(0, hashAt);
  const fragment = hashAt === -1 ? undefined : withoutQuery.slice(hashAt + 1) || undefined;
  return [target === '' ? currentPage : target, fragment];
}

const decodeEntities = (text: string) => text.replace(/&amp;/g, '&');
