// A merchant chooses where NaRate sends webhooks. NaRate must not be made to post into its own
// network (server-side request forgery), so only public unicast addresses are reachable, in every
// mode, unless WEBHOOK_ALLOW_PRIVATE_TARGETS=true (the project's own tests, whose receivers listen
// on 127.0.0.1).
//
// Two checks, because either alone can be walked around:
// - when a URL is saved and again before each send, its host is judged as written: an IP literal
//   in any spelling (the URL parser already turns 2130706433, 0x7f.1 and 0177.0.0.1 into
//   127.0.0.1), local names (localhost., *.internal, single labels found through search domains);
// - the connection itself resolves the name through pinnedLookup, which refuses the connection
//   unless every resolved address is public, so a name that answers a public address to a check
//   and a private one to the connection (DNS rebinding) cannot switch: the address checked is the
//   address connected to.
import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions } from 'node:dns';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/** Names that mean "this machine" or "this network" whatever DNS says. */
const LOCAL_NAME_SUFFIXES = ['localhost', 'local', 'internal', 'localdomain', 'home.arpa', 'lan'];

/** The IPv6 global unicast block (2000::/3); everything else is special or unassigned. */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

/**
 * Whether an address is public unicast. IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible
 * (::a.b.c.d), NAT64 (64:ff9b::/96), 6to4 (2002::/16) and Teredo addresses are refused whatever
 * IPv4 address they carry: they reach IPv4 hosts through translation this check cannot follow.
 * A zone id (fe80::1%eth0) names a local interface and is refused too.
 */
export function isPublicUnicastAddress(address: string): boolean {
  const bare = address.replace(/^\[(.*)\]$/, '$1');
  if (bare.includes('%') || !ipaddr.isValid(bare)) return false;
  const parsed = ipaddr.parse(bare);
  if (parsed.kind() === 'ipv4') return parsed.range() === 'unicast';
  const v6 = parsed as ipaddr.IPv6;
  // ::/96 holds the unspecified, loopback and IPv4-compatible addresses.
  if (v6.parts.slice(0, 6).every((part) => part === 0)) return false;
  return v6.range() === 'unicast' && v6.match(GLOBAL_UNICAST_V6);
}

/** Whether a host name is one of the names that never lead to the public internet. */
function isLocalName(host: string): boolean {
  // Resolvers ignore trailing dots ("localhost." is localhost); so do we.
  const name = host.toLowerCase().replace(/\.+$/, '');
  if (name === '' || !name.includes('.')) return true;
  return LOCAL_NAME_SUFFIXES.some((suffix) => name === suffix || name.endsWith(`.${suffix}`));
}

/** What is wrong with a webhook URL's target, judged without DNS (null: nothing seen yet). */
export type TargetProblem = 'invalid_url' | 'private_address' | 'local_name';

export function webhookUrlProblem(url: string): TargetProblem | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'invalid_url';
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return 'invalid_url';
  if (parsed.username || parsed.password) return 'invalid_url';
  const host = parsed.hostname.replace(/^\[(.*)\]$/, '$1');
  if (host.includes(':') || ipaddr.isValid(host)) {
    return isPublicUnicastAddress(host) ? null : 'private_address';
  }
  return isLocalName(host) ? 'local_name' : null;
}

/**
 * Whether a URL names this machine: localhost (or a name under it), 127.0.0.0/8 or ::1. Outside
 * production such webhook URLs are allowed so a developer can test against their own computer;
 * other private addresses stay refused everywhere.
 */
export function isLoopbackUrl(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  if (parsed.username || parsed.password) return false;
  const host = parsed.hostname
    .replace(/^\[(.*)\]$/, '$1')
    .toLowerCase()
    .replace(/\.+$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  // IPv6 only as ::1: the mapped and translated spellings of 127.0.0.1 stay refused.
  if (host.includes(':')) return host === '::1';
  return ipaddr.IPv4.isValidFourPartDecimal(host) && ipaddr.parse(host).range() === 'loopback';
}

/** Raised by pinnedLookup when a name resolves to an address NaRate must not connect to. */
export class TargetRefusedError extends Error {
  readonly code = 'ETARGETREFUSED';
  constructor(hostname: string) {
    super(`${hostname} does not resolve to public addresses only`);
    this.name = 'TargetRefusedError';
  }
}

type ResolveAll = (
  hostname: string,
  options: LookupAllOptions,
  callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

/**
 * A `lookup` for net/tls connections that resolves every address of the name and refuses the
 * connection unless all of them are public, then hands the socket only those checked addresses.
 * `resolveAll` is dns.lookup; tests give another resolver to play a rebinding DNS server.
 */
export function createPinnedLookup(
  resolveAll: ResolveAll = (hostname, options, callback) => dnsLookup(hostname, options, callback),
): LookupFunction {
  return (hostname, options, callback) => {
    resolveAll(
      hostname,
      { family: options.family, hints: options.hints, all: true },
      (error, addresses) => {
        if (error) return callback(error, '', 0);
        if (addresses.length === 0 || !addresses.every((a) => isPublicUnicastAddress(a.address))) {
          return callback(new TargetRefusedError(hostname), '', 0);
        }
        if (options.all) {
          // Node's LookupFunction type names only the single-address form of the callback.
          (callback as unknown as (e: null, all: LookupAddress[]) => void)(null, addresses);
          return;
        }
        const first = addresses[0]!;
        callback(null, first.address, first.family);
      },
    );
  };
}
