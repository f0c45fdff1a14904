import { lookup as dnsLookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

/**
 * Where a webhook may be sent (issue 26 point 6, decision 145): public http(s) addresses only. A host that is, or
 * resolves to, a loopback, private, link-local, CGNAT, multicast, reserved or cloud-metadata address is refused,
 * in every IPv4 and IPv6 spelling (IPv4-mapped, 6to4, NAT64 embed one), unless the operator allow-lists it with
 * `WEBHOOK_ALLOWED_HOSTS` (host names, IPs or CIDR ranges) for tests and on-premise receivers.
 *
 * The check runs when a URL is saved and again when delivering, on the address actually connected to: delivery
 * resolves through `guardedLookup`, so a name that answers a public address at save time and a private one later
 * (DNS rebinding) is refused at connection time.
 */

export type TAllowList = {
  hosts: ReadonlySet<string>;
  ranges: readonly [ipaddr.IPv4 | ipaddr.IPv6, number][];
};

export type TDestinationRefusal =
  'INVALID_URL' | 'UNSUPPORTED_SCHEME' | 'CREDENTIALS_IN_URL' | 'FORBIDDEN_HOST' | 'FORBIDDEN_ADDRESS' | 'UNRESOLVABLE';

export class DestinationRefusedError extends Error {
  constructor(
    readonly reason: TDestinationRefusal,
    message: string,
  ) {
    super(message);
    this.name = 'DestinationRefusedError';
  }
}

/** Names that reach the machine itself or a cloud's metadata service, whatever they resolve to here. */
const FORBIDDEN_NAMES = [/^localhost$/, /\.localhost$/, /^metadata$/, /^metadata\.google\.internal$/, /\.internal$/];

export const EMPTY_ALLOW_LIST: TAllowList = { hosts: new Set(), ranges: [] };

/** `WEBHOOK_ALLOWED_HOSTS`: comma-separated host names, IPs or CIDRs. A bad entry stops start-up (config.ts). */
export function parseAllowList(entries: readonly string[]): TAllowList {
  const hosts = new Set<string>();
  const ranges: [ipaddr.IPv4 | ipaddr.IPv6, number][] = [];
  for (const raw of entries) {
    const entry = raw.trim().toLowerCase();
    if (!entry) continue;
    if (entry.includes('/')) ranges.push(ipaddr.parseCIDR(entry));
    else if (ipaddr.isValid(entry)) {
      const address = ipaddr.parse(entry);
      ranges.push([address, address.kind() === 'ipv4' ? 32 : 128]);
    } else hosts.add(entry.replace(/\.$/, ''));
  }
  return { hosts, ranges };
}

/** The IPv4 address an IPv6 one carries (mapped, 6to4, NAT64), or the address itself. */
function effectiveAddress(address: ipaddr.IPv4 | ipaddr.IPv6): ipaddr.IPv4 | ipaddr.IPv6 {
  if (address.kind() === 'ipv6') {
    const v6 = address as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) return v6.toIPv4Address();
  }
  return address;
}

function isAllowListed(address: ipaddr.IPv4 | ipaddr.IPv6, allow: TAllowList): boolean {
  return allow.ranges.some(([range, bits]) => range.kind() === address.kind() && address.match(range as never, bits));
}

/**
 * Whether one address may be connected to: only global unicast ones. ipaddr.js names every special range (private,
 * loopback, linkLocal, carrierGradeNat, multicast, reserved, uniqueLocal, 6to4, teredo, rfc6052...), and 169.254.0.0/16,
 * where the metadata services live, is link-local.
 */
export function isForbiddenAddress(ip: string, allow: TAllowList = EMPTY_ALLOW_LIST): boolean {
  if (!ipaddr.isValid(ip)) return true;
  const address = effectiveAddress(ipaddr.parse(ip));
  if (isAllowListed(address, allow)) return false;
  return address.range() !== 'unicast';
}

/** The saved URL's own checks: an absolute http(s) URL without credentials, to a host that may be a destination. */
export function checkDestinationUrl(raw: string, allow: TAllowList = EMPTY_ALLOW_LIST): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new DestinationRefusedError('INVALID_URL', 'Enter an absolute URL, such as https://example.com/hooks.');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new DestinationRefusedError('UNSUPPORTED_SCHEME', 'Use an http or https URL.');
  if (url.username || url.password)
    throw new DestinationRefusedError('CREDENTIALS_IN_URL', 'Leave user names and passwords out of the URL.');
  const host = hostOf(url);
  if (allow.hosts.has(host)) return url;
  if (ipaddr.isValid(host)) {
    if (isForbiddenAddress(host, allow))
      throw new DestinationRefusedError('FORBIDDEN_ADDRESS', 'This address is private or reserved: use a public one.');
    return url;
  }
  if (FORBIDDEN_NAMES.some((pattern) => pattern.test(host)))
    throw new DestinationRefusedError('FORBIDDEN_HOST', 'This host is internal: use a public one.');
  return url;
}

/** The URL's host without IPv6 brackets or a trailing dot, in lower case. */
export function hostOf(url: URL): string {
  return url.hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();
}

type TResolver = (host: string) => Promise<{ address: string; family: number }[]>;
const systemResolver: TResolver = (host) => dnsLookup(host, { all: true, verbatim: true });

/**
 * Checks a URL and every address its host resolves to; answers the address to connect to. A name with any forbidden
 * address is refused as a whole: a receiver has no reason to publish one, and an attacker would.
 */
export async function resolveDestination(
  raw: string,
  allow: TAllowList = EMPTY_ALLOW_LIST,
  resolve: TResolver = systemResolver,
): Promise<{ url: URL; address: string; family: 4 | 6 }> {
  const url = checkDestinationUrl(raw, allow);
  const host = hostOf(url);
  if (ipaddr.isValid(host)) return { url, address: host, family: ipaddr.parse(host).kind() === 'ipv4' ? 4 : 6 };
  let addresses: { address: string; family: number }[];
  try {
    addresses = await resolve(host);
  } catch {
    throw new DestinationRefusedError('UNRESOLVABLE', `The host ${host} could not be found.`);
  }
  if (addresses.length === 0) throw new DestinationRefusedError('UNRESOLVABLE', `The host ${host} could not be found.`);
  if (!allow.hosts.has(host) && addresses.some((entry) => isForbiddenAddress(entry.address, allow)))
    throw new DestinationRefusedError('FORBIDDEN_ADDRESS', `The host ${host} points to a private or reserved address.`);
  const first = addresses[0]!;
  return { url, address: first.address, family: first.family === 6 ? 6 : 4 };
}

/**
 * A `lookup` for `http.request`/`net.connect` that answers only checked addresses: the connection goes to the address
 * that was checked, so DNS cannot swap it between the check and the connection.
 */
export function guardedLookup(allow: TAllowList, resolve: TResolver = systemResolver) {
  return (
    hostname: string,
    options: { all?: boolean },
    callback: (error: Error | null, address: string | { address: string; family: number }[], family?: number) => void,
  ): void => {
    resolveDestination(`http://${hostname.includes(':') ? `[${hostname}]` : hostname}/`, allow, resolve).then(
      ({ address, family }) => (options.all ? callback(null, [{ address, family }]) : callback(null, address, family)),
      (error: Error) => callback(error, ''),
    );
  };
}
