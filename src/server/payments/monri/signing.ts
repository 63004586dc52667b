// Monri's request and callback signatures. Every server call to the v2 JSON API carries
// `Authorization: WP3-v2 <authenticity token> <timestamp> <digest>`, the digest being
// sha512(merchant key + timestamp + authenticity token + body); a GET signs its path in place of a
// body. The XML transaction API (refund, order status) signs in the request itself: sha1(merchant
// key + order number + amount + currency) for a transaction, sha1(merchant key + order number)
// for an order lookup. Monri signs its callbacks with `Authorization: WP3-callback
// sha512(merchant key + body)`: a callback whose digest does not match was not sent by Monri.
import { createHash, timingSafeEqual } from 'node:crypto';

export interface MonriKeys {
  merchantKey: string;
  authenticityToken: string;
}

function sha512(text: string): string {
  return createHash('sha512').update(text, 'utf8').digest('hex');
}

function sha1(text: string): string {
  return createHash('sha1').update(text, 'utf8').digest('hex');
}

/** The Authorization header of one v2 API request (`signed` is its body, or its path for a GET). */
export function wp3v2Authorization(keys: MonriKeys, signed: string, timestamp: number): string {
  const digest = sha512(`${keys.merchantKey}${timestamp}${keys.authenticityToken}${signed}`);
  return `WP3-v2 ${keys.authenticityToken} ${timestamp} ${digest}`;
}

/** The digest of a transaction (refund, merchant-initiated charge) on the transaction API. */
export function transactionDigest(
  merchantKey: string,
  orderNumber: string,
  amountCents: number,
  currency: string,
): string {
  return sha1(`${merchantKey}${orderNumber}${amountCents}${currency}`);
}

/** The digest of a merchant-initiated charge on the v2 transaction API (sha512, as v2 signs). */
export function directTransactionDigest(
  merchantKey: string,
  orderNumber: string,
  amountCents: number,
  currency: string,
): string {
  return sha512(`${merchantKey}${orderNumber}${amountCents}${currency}`);
}

/** The digest of an order-status request. */
export function orderDigest(merchantKey: string, orderNumber: string): string {
  return sha1(`${merchantKey}${orderNumber}`);
}

/** The Authorization header Monri puts on a callback with this raw body. */
export function callbackAuthorization(merchantKey: string, rawBody: string): string {
  return `WP3-callback ${sha512(`${merchantKey}${rawBody}`)}`;
}

/** True when the callback's Authorization header is Monri's signature of exactly this body. */
export function isValidCallback(
  merchantKey: string,
  rawBody: string,
  header: string | undefined,
): boolean {
  if (!header || !merchantKey) return false;
  const expected = Buffer.from(callbackAuthorization(merchantKey, rawBody));
  const given = Buffer.from(header.trim());
  return expected.length === given.length && timingSafeEqual(expected, given);
}
