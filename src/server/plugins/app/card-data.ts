import type { FastifyInstance } from 'fastify';
import { passesLuhn } from '#shared/card';
import { errorText, HttpError } from '#server/http/errors';

/** Field names that only ever hold a card's number or security code. */
const CARD_FIELD_NAMES = new Set([
  'pan',
  'cvc',
  'cvv',
  'cvv2',
  'cardnumber',
  'card_number',
  'securitycode',
  'security_code',
]);

/**
 * A string that is a card number: 14 to 19 digits (spaces allowed between groups) passing the
 * Luhn check. Thirteen-digit strings are left out: a personal id number (JMBG) has 13 digits.
 */
function looksLikeCardNumber(value: string): boolean {
  if (!/^[\d ]{14,23}$/.test(value)) return false;
  const digits = value.replace(/ /g, '');
  return digits.length >= 14 && digits.length <= 19 && passesLuhn(digits);
}

/** Whether a parsed JSON value carries card data: a card field, a `card` with a number, a PAN. */
export function containsCardData(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return looksLikeCardNumber(value.trim());
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => containsCardData(item, depth + 1));
  return Object.entries(value).some(([key, item]) => {
    const name = key.toLowerCase();
    if (CARD_FIELD_NAMES.has(name)) return true;
    if (name === 'card' && item !== null && typeof item === 'object' && 'number' in item) {
      return true;
    }
    return containsCardData(item, depth + 1);
  });
}

/**
 * Card numbers and security codes are typed only into the acquirer's card fields; NaRate's API
 * never takes them, so no request, log or table of NaRate can hold one. A request carrying card
 * data is refused before any handler (or idempotency record) sees it.
 */
export function registerCardDataCheck(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    if (containsCardData(request.body) || containsCardData(request.query)) {
      return done(
        new HttpError(400, 'card_data_not_accepted', errorText('card_data_not_accepted')),
      );
    }
    done();
  });
}
