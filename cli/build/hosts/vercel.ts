// Vercel: vercel.json (clean URLs, the headers), and its Web Analytics and Speed Insights scripts,
// which it serves itself under /_vercel/.
import type { HeaderRule } from '../headers.ts';
import type { Host } from './host.ts';

export const vercel: Host = {
  file: 'vercel.json',
  write: vercelJson,
  ownPrefix: '/_vercel/',
  analyticsScripts: ['/_vercel/insights/script.js', '/_vercel/speed-insights/script.js'],
};

function vercelJson(rules: HeaderRule[]): string {
  return `${JSON.stringify(
    {
      $schema: 'https://openapi.vercel.sh/vercel.json',
      // /about serves about.html (and /about/ redirects to /about); unknown paths get the top-level
      // 404.html with status 404. No catch-all rewrite: it would answer 200 (a soft 404).
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
