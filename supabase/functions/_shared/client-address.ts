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
//
// The limits then count a client as one address written one way (countedAs): an IPv6 address by its
// /64, the network one subscriber is given, inside which its owner can take a fresh address at will;
// and, more loosely, by its /48 (networkOf), which holds 65,536 /64s.

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

/**
 * What the limits count a client as: an IPv4 address as it is; an IPv6 address by its /64, written
 * one way ("2001:DB8:0:0::1" and "2001:db8::1" are one client, and so is the rest of 2001:db8::/64);
 * an IPv4 address written as IPv6 (::ffff:192.0.2.1) as the IPv4 address. Anything else as it came.
 */
export function countedAs(address: string): string {
  const groups = ipv6Groups(address);
  if (groups === undefined) return bare(address);
  if (groups === 'not IPv6') return bare(address).toLowerCase();
  if (isMappedIpv4(groups))
    return [groups[6]!, groups[7]!]
      .flatMap((group) => [parseInt(group, 16) >> 8, parseInt(group, 16) & 0xff])
      .join('.');
  return `${groups.slice(0, 4).join(':')}::/64`;
}

/**
 * The network an IPv6 client's /64 belongs to, its /48 ("2001:db8:1::/48"): what one tunnel broker's
 * customer, or one site, is given, so 65,536 /64s that the limits also count together (with a looser
 * limit: storage.ts). None for an IPv4 address, or anything else.
 */
export function networkOf(address: string): string | undefined {
  const groups = ipv6Groups(address);
  if (groups === undefined || groups === 'not IPv6' || isMappedIpv4(groups)) return undefined;
  return `${groups.slice(0, 3).join(':')}::/48`;
}

const bare = (address: string) =>
  address
    .trim()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/%.*$/, '');

/** An IPv6 address's eight groups; undefined for what has no colon (IPv4), 'not IPv6' for what does
 *  but does not parse. */
function ipv6Groups(address: string): string[] | 'not IPv6' | undefined {
  const text = bare(address);
  if (!text.includes(':')) return undefined;
  try {
    // The URL parser writes an IPv6 address one way, in every runtime: lower case, zeros compressed.
    return expandIpv6(new URL(`http://[${text}]/`).hostname.slice(1, -1));
  } catch {
    return 'not IPv6';
  }
}

const isMappedIpv4 = (groups: string[]) => groups.slice(0, 6).join(':') === '0:0:0:0:0:ffff';

/** "2001:db8::1" -> the eight groups, without leading zeros: 2001 db8 0 0 0 0 0 1. */
function expandIpv6(compressed: string): string[] {
  const [head = '', tail] = compressed.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right];
}

/**
 * A request that lacks the header the setting names: the setting names a header the platform does not
 * send. Such requests cannot be told apart, and counting them as one client would lock every visitor
 * out at once after the attempt limit; so they go unlimited, and this says so, once, loudly.
 */
export function missingAddressWarning(
  setting: ClientAddressSetting,
  log: Pick<Console, 'error'>,
  functionName: string,
): () => void {
  let said = false;
  return () => {
    if (said) return;
    said = true;
    const header =
      setting.header === 'x-forwarded-for'
        ? `x-forwarded-for with ${setting.trustedProxies} trusted proxies (TRUSTED_PROXIES)`
        : setting.header;
    log.error(
      `${functionName}: a request came without the client address header ${header} (CLIENT_IP_HEADER), so the limits per address ` +
        "cannot count it: such requests are served without them. Set CLIENT_IP_HEADER to the header your platform writes the caller's address in.",
    );
  };
}
