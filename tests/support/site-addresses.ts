// Every address a built site sends visitors and crawlers to, read from its files: the links and
// sources of its pages, the files its stylesheets load, and the addresses at the site's own origin
// that its pages, sitemap, feeds and robots.txt name (canonical, og:url, og:image, <loc>, a feed
// item's link, Sitemap:).
// A host must answer each with 200 and no redirect first (tests/cli/hosts.test.ts). A site built
// under a path (SITE_URL=https://acme.example/site) names them all under it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { isHostPath } from '../../cli/build/hosts/index.ts';
import { projectRoot } from './project-copy.ts';

export interface SiteAddresses {
  /** Every address that must answer 200 at once, sorted. */
  served: string[];
  /** The pages among them: each answers with the site's headers (its Content-Security-Policy). */
  pages: string[];
  /** Addresses the site links to on purpose though they are no page yet (content/site.yaml's
   *  knownMissingLinks, the spec's /security and /careers): the not-found page, with status 404. */
  knownMissing: string[];
}

const LINK = /\s(?:href|src)="(\/(?!\/)[^"#?]*)/g;
const STYLESHEET_URL = /url\("?([^")]+)"?\)/g;

/** The path of the site's address, without its last slash: '' at the root of its origin, '/site' for https://acme.example/site. */
export const sitePathOf = (siteUrl: string) => new URL(siteUrl).pathname.replace(/\/$/, '');

/** The site's origin (its scheme and host, without SITE_URL's path) as a pattern. */
const originPattern = (siteUrl: string) => new URL(siteUrl).origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function siteAddresses(distDir: string, siteUrl: string): SiteAddresses {
  const { knownMissingLinks = [] } = yaml.load(readFileSync(path.join(projectRoot, 'content/site.yaml'), 'utf8')) as {
    knownMissingLinks?: string[];
  };
  const sitePath = sitePathOf(siteUrl);
  const knownMissing = knownMissingLinks.map((link) => sitePath + link);
  const atOrigin = new RegExp(`${originPattern(siteUrl)}(/[^"<\\s#?]*)`, 'g');
  const found = new Set<string>();
  const pages = new Set<string>();
  for (const file of readdirSync(distDir, { recursive: true }).map(String)) {
    const address = `${sitePath}/${file.split(path.sep).join('/')}`;
    if (file.endsWith('.css')) {
      for (const [, url] of readFileSync(path.join(distDir, file), 'utf8').matchAll(STYLESHEET_URL)) {
        if (!url!.startsWith('data:')) found.add(new URL(url!, `http://site${address}`).pathname);
      }
    }
    if (!/\.(html|xml|json|txt)$/.test(file) || file === 'vercel.json') continue;
    const text = readFileSync(path.join(distDir, file), 'utf8').replace(/&amp;/g, '&');
    for (const [, link] of text.matchAll(LINK)) found.add(link!);
    for (const [, link] of text.matchAll(atOrigin)) found.add(link! || '/');
    if (file === 'sitemap.xml') for (const [, page] of text.matchAll(atOrigin)) pages.add(page! || '/');
  }
  const served = [...found]
    .filter((address) => !isHostPath(address.slice(sitePath.length)) && !knownMissing.includes(address))
    .sort();
  return { served, pages: [...pages].sort(), knownMissing };
}

/** A root address a file names: in an attribute or a JSON string ("/contact"), a stylesheet's url(/art/x.svg),
 *  robots.txt's Allow: /. */
const ROOT_ADDRESS = /"(\/(?!\/)[^"\s]*)"|url\(\s*["']?(\/(?!\/)[^"')\s]*)|^(?:Allow|Disallow): (\S+)/gm;

/**
 * Every address the pages, stylesheets, feeds, sitemap and robots.txt name, from the root of the site's
 * origin or whole on it, that is not under the site's path, with the file that names it: none for a
 * site that lives where SITE_URL says.
 */
export function addressesOutsideSitePath(distDir: string, siteUrl: string): string[] {
  const sitePath = sitePathOf(siteUrl);
  // The origin alone too (no path at all is outside any path), but not a longer host it begins.
  const atOrigin = new RegExp(`${originPattern(siteUrl)}(?![\\w.:-])(/[^"<\\s#?)']*)?`, 'g');
  const outside = new Set<string>();
  for (const file of readdirSync(distDir, { recursive: true }).map(String)) {
    if (!/\.(html|css|xml|json|txt)$/.test(file) || file === 'vercel.json') continue;
    const text = readFileSync(path.join(distDir, file), 'utf8');
    const named = [
      ...[...text.matchAll(ROOT_ADDRESS)].map((match) => match[1] ?? match[2] ?? match[3]!),
      ...[...text.matchAll(atOrigin)].map((match) => match[1] ?? ''),
    ];
    for (const address of named) if (!address.startsWith(`${sitePath}/`)) outside.add(`${file}: ${address}`);
  }
  return [...outside].sort();
}

/** Asks for each address in turn, a few at once, without following redirects; the ones that did not
 *  answer as `expected` says, with what they answered. */
export async function unexpectedAnswers(
  origin: string,
  addresses: string[],
  expected: (response: Response, address: string) => string | undefined,
): Promise<string[]> {
  const problems: string[] = [];
  const queue = [...addresses];
  const worker = async () => {
    for (let address = queue.shift(); address !== undefined; address = queue.shift()) {
      const response = await fetch(origin + address, { redirect: 'manual' });
      const problem = expected(response, address);
      await response.arrayBuffer();
      if (problem) problems.push(`${address}: ${problem}`);
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
  return problems.sort();
}

/** What a redirect or an error says, for a failure message. */
export const described = (response: Response) =>
  `${response.status}${response.headers.get('location') ? ` to ${response.headers.get('location')}` : ''}`;
