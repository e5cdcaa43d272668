// Which address a request came from, for the rate limits. Only a header the platform itself writes can
// say so: anything the caller sends (the leftmost X-Forwarded-For value, say) can be rotated at will,
// and each new value would get a fresh limit. So the header is a setting (CLIENT_IP_HEADER):
//
// - `cf-connecting-ip` (the default): Supabase's hosted functions are reached through Cloudflare,
//   which sets it to the address it accepted the connection from and replaces any value the caller
//   sent. `site serve` plays that part locally, from the socket.
// - `x-forwarded-for`, behind proxies that each append the address they saw: the client is the entry
//   TRUSTED_PROXIES places from the right (the last one a proxy we trust wrote), never the leftmost.
// - any other single-value header a host documents (`x-real-ip`, `fly-client-ip`, ...).

export interface ClientAddressSetting {
  /** Lower case, as Headers reports names. */
  header: string;
  /** With x-forwarded-for: how many trusted proxies append to it. */
  trustedProxies: number;
}

export const DEFAULT_CLIENT_ADDRESS: ClientAddressSetting = { header: 'cf-connecting-ip', trustedProxies: 1 };

/** The address the platform vouches for, or undefined when the request does not carry it. */
export function clientAddress(request: Request, setting: ClientAddressSetting): string | undefined {
  const value = request.headers.get(setting.header);
  if (!value) return undefined;
  if (setting.header !== 'x-forwarded-for') return value.split(',')[0]!.trim() || undefined;
  const hops = value.split(',').map((hop) => hop.trim());
  // Fewer entries than trusted proxies: the request did not come the way the setting says.
  return hops.length >= setting.trustedProxies ? hops[hops.length - setting.trustedProxies] || undefined : undefined;
}
