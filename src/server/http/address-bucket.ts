import ipaddr from 'ipaddr.js';

/**
 * The address a per-address limit counts against. One IPv6 user usually holds a whole /64 and can
 * pick a new address in it for every request, so IPv6 addresses count per /64 (the rate-limit
 * plugin's own grouping); IPv4, also written IPv4-mapped, counts per address.
 */
export function addressBucket(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${new ipaddr.IPv6([...parts, 0, 0, 0, 0]).toString()}/64`;
}
