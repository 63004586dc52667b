// A merchant chooses where NaRate sends webhooks. In production NaRate must not be made to post
// into its own network (server-side request forgery), so loopback, private, link-local and other
// non-public addresses are refused, both when the URL is saved and, after a DNS lookup, when it
// is called. Outside production they are allowed: merchants and tests run receivers locally.
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';

const PRIVATE_V4: Array<[number, number]> = [
  [0x00000000, 8], // 0.0.0.0/8
  [0x0a000000, 8], // 10/8
  [0x64400000, 10], // 100.64/10 carrier-grade NAT
  [0x7f000000, 8], // 127/8
  [0xa9fe0000, 16], // 169.254/16 link-local (cloud metadata)
  [0xac100000, 12], // 172.16/12
  [0xc0a80000, 16], // 192.168/16
  [0xc6120000, 15], // 198.18/15 benchmarking
  [0xe0000000, 3], // multicast and reserved
];

function v4ToNumber(ip: string): number {
  return ip.split('.').reduce((n, part) => n * 256 + Number(part), 0);
}

export function isNonPublicAddress(ip: string): boolean {
  if (isIP(ip) === 4) {
    const n = v4ToNumber(ip);
    return PRIVATE_V4.some(
      ([base, bits]) => Math.floor(n / 2 ** (32 - bits)) === base / 2 ** (32 - bits),
    );
  }
  const lower = ip.toLowerCase();
  if (lower.startsWith('::ffff:')) return isNonPublicAddress(lower.slice(7));
  return (
    lower === '::' ||
    lower === '::1' ||
    lower.startsWith('fc') ||
    lower.startsWith('fd') ||
    lower.startsWith('fe80') ||
    lower.startsWith('ff')
  );
}

function hostOf(url: string): string {
  return new URL(url).hostname.replace(/^\[|\]$/g, '');
}

/** Refuses obviously internal targets (IP literals, localhost) without a DNS lookup. */
export function isObviouslyInternalUrl(url: string): boolean {
  const host = hostOf(url).toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.internal'))
    return true;
  return isIP(host) !== 0 && isNonPublicAddress(host);
}

/** Whether every address the URL's host resolves to is public. */
export async function resolvesToPublicAddresses(url: string): Promise<boolean> {
  const host = hostOf(url);
  if (isIP(host) !== 0) return !isNonPublicAddress(host);
  try {
    const addresses = await lookup(host, { all: true });
    return addresses.length > 0 && addresses.every((a) => !isNonPublicAddress(a.address));
  } catch {
    return false;
  }
}
