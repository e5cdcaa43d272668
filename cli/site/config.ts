// Settings that differ between a developer's machine and production come from the environment.
// With none set, everything points at the local `site serve`.
import { UserError } from '../model/user-error.ts';

export const DEFAULT_PORT = 8080;

export interface SiteConfig {
  /** The public origin, for canonical URLs, Open Graph and the sitemap. */
  siteUrl: string;
  /** The Supabase project the forms call; unset means the page's own origin (site serve). */
  supabaseUrl?: string;
  /** Its public anonymous key. `site serve` checks none, so a fixed local value stands in for it. */
  supabaseAnonKey: string;
  /** Built without forms on purpose (`site build --no-forms`): the contact page gives the phone number
   *  and e-mail address in the form's place, and the blog has no newsletter form. */
  withoutForms?: boolean;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): SiteConfig {
  const siteUrl = env.SITE_URL || `http://localhost:${env.PORT || DEFAULT_PORT}`;
  assertWebAddress('SITE_URL', siteUrl);
  assertSitePath(siteUrl);
  // It goes into every page's Content-Security-Policy (form-action, connect-src) and the forms' action:
  // anything but a web address (javascript:, a bare host) builds pages whose forms cannot send. Plain
  // http would send the leads unencrypted, so only this machine's own addresses may use it.
  if (env.PUBLIC_SUPABASE_URL) assertWebAddress('PUBLIC_SUPABASE_URL', env.PUBLIC_SUPABASE_URL, { httpsOnly: true });
  return {
    siteUrl: siteUrl.replace(/\/+$/, ''),
    supabaseUrl: env.PUBLIC_SUPABASE_URL || undefined,
    supabaseAnonKey: env.PUBLIC_SUPABASE_ANON_KEY || 'local-development-anon-key',
  };
}

/**
 * The path the site lives under: '' at the root of its origin, '/site' for https://acme.github.io/site
 * (a GitHub Pages project site). Every address the build writes is under it: whole ones are made by
 * absoluteAddress, and root ones (/contact) moved under it as the build writes (cli/build/site-path.ts).
 */
export function sitePathOf(siteUrl: string): string {
  return new URL(siteUrl).pathname.replace(/\/+$/, '');
}

/** The whole address of one of the site's root addresses: /contact -> https://acme.github.io/site/contact. */
export function absoluteAddress(siteUrl: string, address: string): string {
  // Read against the site's address as a folder: new URL('/contact', siteUrl) would drop its path.
  return new URL(address.replace(/^\/+/, ''), siteUrl.replace(/\/*$/, '/')).href;
}

/** The port PORT names for site serve and site preview, or the default; a PORT that is no port is refused. */
export function portFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  if (!env.PORT) return DEFAULT_PORT;
  const port = Number(env.PORT);
  if (!isPort(port)) throw new UserError(`PORT must be a port number from 0 to 65535, got "${env.PORT}"`);
  return port;
}

/** Whether `port` is one a server can listen on (0: any free one). */
export const isPort = (port: number) => Number.isInteger(port) && port >= 0 && port <= 65535;

/**
 * Whether the address is this machine's (localhost, 127.0.0.1, [::1]): pages that name it as theirs
 * send everyone elsewhere to their own machine, so a build with it is for looking at, not publishing.
 */
export function isLocalAddress(siteUrl: string): boolean {
  return /^(localhost|.*\.localhost|127\..*|\[::1\]|0\.0\.0\.0)$/.test(new URL(siteUrl).hostname);
}

/**
 * The site's address is a folder every page's address is made from: a ?query or #fragment in it would
 * end up in the middle of them, and a path of other characters (a space, an accent) is written
 * differently by each host's settings, so it is refused rather than built into pages hosts misplace.
 */
function assertSitePath(siteUrl: string): void {
  const { pathname, search, hash } = new URL(siteUrl);
  if (search || hash || !/^[\w.~/-]*$/.test(pathname))
    throw new UserError(
      `SITE_URL must be the site's address with at most a path of letters, digits, "-", ".", "_", "~" and "/", such as https://acme.github.io/site, got "${siteUrl}"`,
    );
}

/** A web address: http(s) with a host; with `httpsOnly`, plain http only for this machine's own. */
function assertWebAddress(name: string, value: string, { httpsOnly = false } = {}): void {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new UserError(`${name} must be an absolute URL such as https://example.com, got "${value}"`);
  }
  const allowed = url.protocol === 'https:' || (url.protocol === 'http:' && (!httpsOnly || isLocalAddress(value)));
  if (!allowed || !url.hostname)
    throw new UserError(
      httpsOnly
        ? `${name} must be an https:// address such as https://abcdefgh.supabase.co (http:// only for this machine's own addresses, such as http://127.0.0.1:54321), got "${value}"`
        : `${name} must be an http:// or https:// address such as https://example.com, got "${value}"`,
    );
}
