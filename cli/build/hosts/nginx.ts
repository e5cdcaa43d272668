// nginx: a server block with clean URLs, the 404 page and the headers, to include from nginx.conf.
import { headersForPath, type HeaderRule } from '../headers.ts';
import type { Host } from './host.ts';

export const nginx: Host = { file: 'nginx.conf', write: nginxConf };

/**
 * A server block for nginx: clean URLs, 404.html with status 404, and the headers. nginx drops a
 * level's add_header lines when a nested location has its own, so each location repeats every header.
 */
function nginxConf(rules: HeaderRule[], sitePath: string): string {
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
  // In patterns: the path's dots and the like as themselves.
  const pattern = sitePath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [
    '# nginx server block written by `site build` from the same header rules as _headers and vercel.json.',
    ...(sitePath
      ? [
          `# Set \`listen\` and \`root\` (the folder the build wrote goes in it as ${sitePath.slice(1)}/: the site lives`,
          `# under ${sitePath}/), then include it from the http block of nginx.conf (which includes mime.types,`,
          "# as every distribution's does).",
        ]
      : [
          '# Set `listen` and `root` (the folder the build wrote), then include it from the http block of',
          "# nginx.conf (which includes mime.types, as every distribution's does).",
        ]),
    'server {',
    '  listen 80;',
    `  root ${sitePath ? '/var/www' : '/var/www/site'};`,
    '  index index.html;',
    '  charset utf-8;',
    `  error_page 404 ${sitePath}/404.html;`,
    `  # No trailing slashes: ${sitePath}/about/ is ${sitePath}/about; and ${sitePath}/index, as Cloudflare Pages has it, is ${sitePath}/.`,
    ...(sitePath ? [`  location = ${sitePath} {`, `    return 301 ${sitePath}/;`, '  }'] : []),
    `  rewrite ^${pattern}/(.+)/$ ${sitePath}/$1 permanent;`,
    `  rewrite ^${pattern}/index(\\.html)?$ ${sitePath}/ permanent;`,
    `  rewrite ^${pattern}/(.+)/index(\\.html)?$ ${sitePath}/$1 permanent;`,
    ...prefixes.map(location),
    '  # The not-found page is no page: asked for by name it answers 404, as any unknown address does.',
    `  location ~ ^${pattern}/404(\\.html)?$ {`,
    '    internal;',
    ...headerLines(`${sitePath}/404.html`),
    '  }',
    '}',
    '',
  ].join('\n');
}
