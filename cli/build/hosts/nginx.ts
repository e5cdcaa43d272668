// nginx: a server block with clean URLs, the 404 page and the headers, to include from nginx.conf.
import { headersForPath, type HeaderRule } from '../headers.ts';
import type { Host } from './host.ts';

export const nginx: Host = { name: 'nginx', file: 'nginx.conf', write: nginxConf };

/**
 * A server block for nginx: clean URLs (/about serves about.html; /about/ redirects to /about),
 * 404.html with status 404, and the headers. nginx drops a level's add_header lines when a
 * nested location has its own, so each location repeats every header that applies to it.
 */
function nginxConf(rules: HeaderRule[]): string {
  const prefixes = [...new Set(rules.map((rule) => rule.prefix))].sort();
  const quote = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;
  const headerLines = (prefix: string) => {
    const headers = headersForPath(rules, prefix);
    const lines = Object.entries(headers)
      .filter(([name]) => name !== 'Content-Type')
      .map(([name, value]) => `    add_header ${name} ${quote(value)} always;`);
    // Extensionless files (the placeholder images) are told their type.
    if (headers['Content-Type']) lines.unshift(`    default_type ${headers['Content-Type']};`);
    return lines;
  };
  const location = (prefix: string) =>
    [
      `  location ${prefix} {`,
      '    try_files $uri $uri.html $uri/index.html =404;',
      ...headerLines(prefix),
      '  }',
    ].join('\n');
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
    '  # No trailing slashes: /about/ is /about; and /index, as Cloudflare Pages has it, is /.',
    '  rewrite ^/(.+)/$ /$1 permanent;',
    '  rewrite ^/index(\\.html)?$ / permanent;',
    '  rewrite ^/(.+)/index(\\.html)?$ /$1 permanent;',
    ...prefixes.map(location),
    '  # The not-found page is no page: asked for by name it answers 404, as any unknown address does.',
    '  location ~ ^/404(\\.html)?$ {',
    '    internal;',
    ...headerLines('/404.html'),
    '  }',
    '}',
    '',
  ].join('\n');
}
