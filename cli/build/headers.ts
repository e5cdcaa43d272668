// The HTTP headers of the site, as one list of rules by path prefix. vercel.json, Netlify/Cloudflare's
// _headers and `site serve` are all written from it, so a Content-Security-Policy problem shows up
// locally before it does in production.
import { createHash } from 'node:crypto';
import type { SiteConfig } from '../site/config.ts';
import { AFTER_FIRST_PAINT_SCRIPT } from '../../templates/after-first-paint.ts';

export interface HeaderRule {
  /** Applies to every path that starts with this prefix. */
  prefix: string;
  headers: Record<string, string>;
}

/** Origins the browser may call and post forms to besides the site itself: the Supabase project, when
 *  configured (the forms post there without JavaScript, and it redirects back here). */
const connectOriginsOf = (config: Pick<SiteConfig, 'supabaseUrl'>) =>
  config.supabaseUrl ? [new URL(config.supabaseUrl).origin] : [];

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const LOADER_HASH = sha256(AFTER_FIRST_PAINT_SCRIPT);

/**
 * The same policy for a `<meta http-equiv>` in every page, for hosts that send no headers of ours
 * (GitHub Pages, a bucket): a meta tag cannot carry frame-ancestors, so those hosts cannot forbid
 * framing (X-Frame-Options is a header too). Its style-src allows the page's own rules (page-styles.ts)
 * by their hashes, and nothing else inline: where the host's header allows any inline style, a
 * browser enforces both policies, so this one decides.
 */
export function metaContentSecurityPolicy(config: Pick<SiteConfig, 'supabaseUrl'>, inlineStyles: string[]): string {
  return policyDirectives(connectOriginsOf(config), inlineStyles.map(sha256).join(' '))
    .filter((directive) => !directive.startsWith('frame-ancestors'))
    .join('; ');
}

/** `inlineStyles`: what inline styles the policy allows; the header's allows each page's (its meta
 *  policy narrows that to the page's own). The one inline script, the same on every page, is allowed
 *  by its hash. */
function policyDirectives(connectOrigins: string[], inlineStyles = "'unsafe-inline'"): string[] {
  return [
    "default-src 'self'",
    `script-src 'self' ${LOADER_HASH}`,
    `style-src 'self' ${inlineStyles}`,
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${["'self'", ...connectOrigins].join(' ')}`,
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${["'self'", ...connectOrigins].join(' ')}`,
    "frame-ancestors 'none'",
  ];
}

export function headerRules({ connectOrigins }: { connectOrigins: string[] }): HeaderRule[] {
  return [
    {
      prefix: '/',
      headers: {
        'Content-Security-Policy': policyDirectives(connectOrigins).join('; '),
        'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
        'X-Content-Type-Options': 'nosniff',
        'X-Frame-Options': 'DENY',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
        'Cross-Origin-Opener-Policy': 'same-origin',
      },
    },
    // Hashed file names change with their content, so browsers may keep them for a year.
    { prefix: '/assets/', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
    // Extensionless PNGs: hosts that allow it are told the real type (browsers sniff it otherwise).
    { prefix: '/api/placeholder/', headers: { 'Content-Type': 'image/png' } },
  ];
}

/** The headers for one path: every matching rule, later rules winning. */
export function headersForPath(rules: HeaderRule[], pathname: string): Record<string, string> {
  return Object.assign({}, ...rules.filter((rule) => pathname.startsWith(rule.prefix)).map((rule) => rule.headers));
}

/** The rules of a site built with this configuration. */
export function headerRulesFor(config: Pick<SiteConfig, 'supabaseUrl'>): HeaderRule[] {
  return headerRules({ connectOrigins: connectOriginsOf(config) });
}
