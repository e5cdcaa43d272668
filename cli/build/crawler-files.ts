// Files for search engines: sitemap.xml and robots.txt.
import { absoluteAddress, sitePathOf } from '../site/config.ts';

/** A page as the sitemap lists it. */
export interface SitemapPage {
  path: string;
  /** YYYY-MM-DD, only when the content knows when the page last changed: a date that moves with
   *  every build (the nightly deploy's) would teach search engines to ignore it. */
  lastModified?: string;
}

export function sitemapXml(siteUrl: string, pages: SitemapPage[]): string {
  const urls = pages
    .map(({ path, lastModified }) => {
      const lastmod = lastModified ? `<lastmod>${lastModified}</lastmod>` : '';
      return `  <url><loc>${escapeMarkup(absoluteAddress(siteUrl, path))}</loc>${lastmod}</url>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: ${sitePathOf(siteUrl)}/\n\nSitemap: ${absoluteAddress(siteUrl, '/sitemap.xml')}\n`;
}

/** Text for HTML or XML: the three characters that could start or break markup. */
export const escapeMarkup = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
