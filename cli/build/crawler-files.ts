// Files for search engines: sitemap.xml and robots.txt.

export function sitemapXml(siteUrl: string, paths: string[], lastModified: string): string {
  const urls = paths
    .map(
      (path) =>
        `  <url><loc>${escapeMarkup(new URL(path, siteUrl).href)}</loc><lastmod>${lastModified}</lastmod></url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', siteUrl).href}\n`;
}

/** Text for HTML or XML: the three characters that could start or break markup. */
export const escapeMarkup = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
