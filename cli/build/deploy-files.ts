// Files for the static host: vercel.json, _headers (Netlify, Cloudflare Pages), sitemap.xml, robots.txt.
import type { HeaderRule } from './headers.ts';

export function vercelJson(rules: HeaderRule[]): string {
  return `${JSON.stringify(
    {
      $schema: 'https://openapi.vercel.sh/vercel.json',
      // /about serves about/index.html; unknown paths get the top-level 404.html with status 404.
      // No catch-all rewrite: it would answer 200 (a soft 404).
      cleanUrls: true,
      trailingSlash: false,
      headers: rules.map((rule) => ({
        source: rule.prefix === '/' ? '/(.*)' : `${rule.prefix}(.*)`,
        headers: Object.entries(rule.headers).map(([key, value]) => ({ key, value })),
      })),
    },
    null,
    2,
  )}\n`;
}

export function netlifyHeaders(rules: HeaderRule[]): string {
  return rules
    .map((rule) => [`${rule.prefix}*`, ...Object.entries(rule.headers).map(([key, value]) => `  ${key}: ${value}`)].join('\n'))
    .join('\n\n')
    .concat('\n');
}

export function sitemapXml(siteUrl: string, paths: string[], lastModified: string): string {
  const urls = paths
    .map((path) => `  <url><loc>${escapeMarkup(new URL(path, siteUrl).href)}</loc><lastmod>${lastModified}</lastmod></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', siteUrl).href}\n`;
}

/** Text for HTML or XML: the three characters that could start or break markup. */
export const escapeMarkup = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
