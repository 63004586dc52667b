// Signing merchant webhooks. The header carries the send time and an HMAC-SHA256
// of "<timestamp>.<body>" with the merchant's webhook secret, so a merchant can check that a
// webhook came from NaRate, was not altered, and is not an old one replayed:
//   NaRate-Signature: t=1735689600,v1=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd
import { createHmac, timingSafeEqual } from 'node:crypto';

export const WEBHOOK_SIGNATURE_HEADER = 'NaRate-Signature';
export const WEBHOOK_TOLERANCE_SECONDS = 300;
export const WEBHOOK_MAX_ATTEMPTS = 12;
const FIRST_RETRY_MS = 60_000;
const MAX_RETRY_MS = 6 * 60 * 60_000;

function hmacHex(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex');
}

/** The signature header value for a body sent at `timestamp` (whole seconds since the epoch). */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  if (secret === '') throw new RangeError('A webhook secret is required');
  if (!Number.isSafeInteger(timestamp) || timestamp < 0) {
    throw new RangeError(`Timestamp must be whole seconds: ${timestamp}`);
  }
  return `t=${timestamp},v1=${hmacHex(secret, timestamp, body)}`;
}

/** The timestamp and v1 signatures of a header; several v1 values are allowed (key rotation). */
export function parseSignatureHeader(
  header: string,
): { timestamp: number; signatures: string[] } | null {
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value, ...extra] = part.trim().split('=');
    if (value === undefined || extra.length > 0) continue;
    if (key === 't' && /^\d{1,15}$/.test(value)) timestamp = Number(value);
    if (key === 'v1' && /^[0-9a-f]{64}$/.test(value)) signatures.push(value);
  }
  return timestamp === null || signatures.length === 0 ? null : { timestamp, signatures };
}

/**
 * Whether a header signs this body with this secret within `toleranceSeconds` of now (either
 * way, allowing for clock skew). Compares in constant time.
 */
export function verifyWebhookSignature(
  secret: string,
  header: string,
  body: string,
  nowSeconds: number,
  toleranceSeconds: number = WEBHOOK_TOLERANCE_SECONDS,
): boolean {
  const parsed = parseSignatureHeader(header);
  if (!parsed || secret === '') return false;
  if (Math.abs(nowSeconds - parsed.timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(hmacHex(secret, parsed.timestamp, body), 'hex');
  return parsed.signatures.some((signature) =>
    timingSafeEqual(Buffer.from(signature, 'hex'), expected),
  );
}

/**
 * How long to wait before delivery attempt `attempt + 1` after attempt `attempt` (1-based) failed:
 * 1 min, 2, 4, … doubling, at most 6 hours. Twelve attempts span about 20 hours.
 */
export function webhookRetryDelayMs(attempt: number): number {
  if (!Number.isInteger(attempt) || attempt < 1) {
    throw new RangeError(`Attempt must be a positive integer: ${attempt}`);
  }
  // Past 2^9 minutes the cap applies anyway; keep the power small so it never overflows.
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.min(attempt - 1, 20));
}
