// Files for the static host: vercel.json, _headers (Netlify, Cloudflare Pages), nginx.conf, sitemap.xml, robots.txt.
import { headersForPath, type HeaderRule } from './headers.ts';

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

/**
 * A server block for nginx: clean URLs (/about serves about/index.html; /about/ redirects to
 * /about), 404.html with status 404, and the headers. nginx drops a level's add_header lines when a
 * nested location has its own, so each location repeats every header that applies to it.
 */
export function nginxConf(rules: HeaderRule[]): string {
  const prefixes = [...new Set(rules.map((rule) => rule.prefix))].sort();
  const quote = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;
  const location = (prefix: string) => {
    const headers = headersForPath(rules, prefix);
    const lines = Object.entries(headers)
      .filter(([name]) => name !== 'Content-Type')
      .map(([name, value]) => `    add_header ${name} ${quote(value)} always;`);
    // Extensionless files (the placeholder images) are told their type.
    if (headers['Content-Type']) lines.unshift(`    default_type ${headers['Content-Type']};`);
    return [`  location ${prefix} {`, '    try_files $uri $uri/index.html =404;', ...lines, '  }'].join('\n');
  };
  return [
    '# nginx server block written by `site build` from the same header rules as _headers and vercel.json.',
    '# Set `listen` and `root` (the folder the build wrote), then include it from the http block of',
    "# nginx.conf (which includes mime.types, as every distribution's does).",
    'server {',
    '  listen 80;',
    '  root /var/www/site;',
    '  index index.html;',
    '  charset utf-8;',
    '  error_page 404 /404.html;',
    '  # No trailing slashes: /about/ is /about.',
    '  rewrite ^/(.+)/$ /$1 permanent;',
    ...prefixes.map(location),
    '}',
    '',
  ].join('\n');
}

/** The rules of a `_headers` file as netlifyHeaders writes it (what `site preview` serves with). */
export function parseNetlifyHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ prefix: line.trim().replace(/\*$/, ''), headers: {} });
      continue;
    }
    const colon = line.indexOf(':');
    const rule = rules.at(-1);
    if (rule && colon > 0) rule.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return rules;
}

export function sitemapXml(siteUrl: string, paths: string[], lastModified: string): string {
  const urls = paths.map((path) => `  <url><loc>${escapeMarkup(new URL(path, siteUrl).href)}</loc><lastmod>${lastModified}</lastmod></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', siteUrl).href}\n`;
}

/** Text for HTML or XML: the three characters that could start or break markup. */
export const escapeMarkup = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
