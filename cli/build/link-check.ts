// Every internal link and image of every page must point at something the build wrote, and every
// #fragment at an element id on its page. A broken one fails the build; links the site declares as
// known to be missing (content/site.yaml: knownMissingLinks) are reported as warnings.

export interface LinkReport {
  broken: { page: string; link: string; reason: string }[];
  knownMissing: Map<string, string[]>;
}

/** Internal links only: external ones (https:, mailto:) are not ours to check. */
const LINK_ATTRIBUTE = /\s(?:href|src)="([/#][^"]*)"/g;
const ID_ATTRIBUTE = /\sid="([^"]+)"/g;

/**
 * @param checked the pages whose links to check
 * @param pages every page of the site, by path
 */
export function checkLinks(
  checked: Map<string, string>,
  pages: Map<string, string>,
  writtenFiles: Set<string>,
  knownMissingLinks: readonly string[],
): LinkReport {
  // Ids are collected only for pages that a #fragment points at.
  const idsByPage = new Map<string, Set<string>>();
  const idsOf = (pagePath: string) => {
    let ids = idsByPage.get(pagePath);
    if (!ids) idsByPage.set(pagePath, (ids = new Set(Array.from(pages.get(pagePath)!.matchAll(ID_ATTRIBUTE), (m) => m[1]!))));
    return ids;
  };

  const report: LinkReport = { broken: [], knownMissing: new Map() };
  for (const [pagePath, html] of checked) {
    for (const [, raw] of html.matchAll(LINK_ATTRIBUTE)) {
      const link = decodeEntities(raw!);
      if (link.startsWith('//') || link.startsWith('/_vercel/')) continue; // the host's own scripts
      const [target = '', fragment] = splitLink(link, pagePath);
      if (knownMissingLinks.includes(target)) {
        report.knownMissing.set(target, [...(report.knownMissing.get(target) ?? []), pagePath]);
      } else if (!pages.has(target) && !writtenFiles.has(target.slice(1))) {
        report.broken.push({ page: pagePath, link, reason: 'no page or file at this path' });
      } else if (fragment && pages.has(target) && !idsOf(target).has(fragment)) {
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
