// Some routes are for the machine NaRate runs on only (the dev mailbox, a metrics scraper on the
// same host). They judge the TCP peer itself, never request.ip, which TRUST_PROXY may take from a
// header, and they refuse anything that came through a proxy: behind a proxy on the same host
// every visitor's socket is loopback, and only the forwarding headers tell them apart.
import type { FastifyRequest } from 'fastify';
import ipaddr from 'ipaddr.js';

const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address || !ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  return parsed.range() === 'loopback';
}

/** Whether the request came straight from this machine, not relayed by a proxy. */
export function isDirectLoopbackRequest(request: FastifyRequest): boolean {
  if (FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
  return isLoopbackAddress(request.raw.socket.remoteAddress);
}
