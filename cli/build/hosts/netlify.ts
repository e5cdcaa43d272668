// Netlify and Cloudflare Pages: a _headers file of the same rules (both read it; both serve clean URLs
// and 404.html by themselves). `site preview` reads it back to serve a folder with its headers.
import type { HeaderRule } from '../headers.ts';
import type { Host } from './host.ts';

export const netlify: Host = { file: '_headers', write: netlifyHeaders };

function netlifyHeaders(rules: HeaderRule[]): string {
  return rules
    .map((rule) =>
      [`${rule.prefix}*`, ...Object.entries(rule.headers).map(([key, value]) => `  ${key}: ${value}`)].join('\n'),
    )
    .join('\n\n')
    .concat('\n');
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
