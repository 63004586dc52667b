// The payment provider the app charges and refunds cards through. A provider is a remote system:
// its answer can be lost, late or repeated, so every request carries an idempotency key (the
// same key is carried out at most once; a repeat returns the first result) and `lookup` tells
// what became of a key whose answer never arrived. Only the built-in sandbox exists (test mode);
// a real acquirer implements the same interface and is passed to buildApp.
import type { CardBrand, CardSummary } from '#shared/card';
import { errors } from '#shared/i18n/me/errors';
import { apiErrors } from '#shared/i18n/me/api-errors';

export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/** A card the provider keeps for the shopper, named by the token it handed out. */
export interface SavedCardSource {
  token: string;
}

/**
 * A payment the shopper completed in the acquirer's card fields (with 3-D Secure when asked):
 * NaRate holds only its id, never the card.
 */
export interface CardFieldsPaymentSource {
  paymentId: string;
}

/** What a charge is made with: a card typed now, a card-fields payment, or a saved card. */
export type PaymentSource = CardDetails | SavedCardSource | CardFieldsPaymentSource;

/** A payment opened at the acquirer for its card fields: the browser gets the client secret. */
export interface StartedCardPayment {
  paymentId: string;
  clientSecret: string;
}

/** A card the provider now keeps: its token and what may be stored and shown, never the number. */
export interface TokenizedCard {
  token: string;
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
}

export type TokenizeResult =
  | { ok: true; card: TokenizedCard }
  | { ok: false; code: 'invalid_number' | 'expired_card'; message: string };

export type ChargeDeclineCode =
  | 'card_declined'
  | 'insufficient_funds'
  | 'expired_card'
  | 'invalid_number'
  | 'invalid_amount'
  | 'processing_error'
  | 'idempotency_conflict';

export type ChargeResult =
  | { ok: true; chargeId: string; card: CardSummary }
  | { ok: false; code: ChargeDeclineCode; message: string };

export type RefundResult =
  | { ok: true; refundId: string }
  | {
      ok: false;
      code: 'charge_not_found' | 'invalid_amount' | 'processing_error' | 'idempotency_conflict';
      message: string;
    };

/** What the provider knows of a key: nothing (never received), or the result it gave. */
export type LookupResult =
  | { found: false }
  | { found: true; kind: 'charge'; amountCents: number; result: ChargeResult }
  | { found: true; kind: 'refund'; amountCents: number; chargeId: string; result: RefundResult };

/** One line of the provider's statement: a succeeded charge or refund. */
export interface StatementEntry {
  key: string;
  kind: 'charge' | 'refund';
  chargeId: string;
  amountCents: number;
}

/** A place in the statement: a line's time and key. */
export interface StatementPosition {
  at: Date;
  key: string;
}

export type DatedStatementEntry = StatementEntry & { at: Date };

export type AuthorizationRelease = 'voided' | 'captured' | 'none';

/** The request may or may not have been carried out: only `lookup` can tell. */
export class ProviderUnavailableError extends Error {
  constructor(message = 'The payment provider did not answer') {
    super(message);
    this.name = 'ProviderUnavailableError';
  }
}

export interface PaymentProvider {
  /** The name stored with each charge. */
  readonly name: string;
  /**
   * Charges the card (typed now, or saved by `tokenize`) once per key; throws
   * ProviderUnavailableError when the answer is lost.
   */
  charge(key: string, amountCents: number, card: PaymentSource): Promise<ChargeResult>;
  /** Returns part or all of a charge to the card, once per key. */
  refund(key: string, chargeId: string, amountCents: number): Promise<RefundResult>;
  lookup(key: string): Promise<LookupResult>;
  /** Every succeeded charge and refund, for reconciliation with the books. */
  statement(): Promise<StatementEntry[]>;
  /**
   * One page of the statement in time order: the lines after `after` (time, then key), at most
   * `limit`. A provider that has it is reconciled from where the last run stopped instead of
   * whole.
   */
  statementPage?(after: StatementPosition | null, limit: number): Promise<DatedStatementEntry[]>;
  /**
   * With statementPage: the lines its pages do not hold (a part of the provider that can only
   * give its statement whole), read whole on every run.
   */
  unpagedStatement?(): Promise<StatementEntry[]>;
  /**
   * Keeps the card on the provider's side and hands back a token for later charges (saved cards
   * and autopay). Nothing is charged; a card that will be declined is still saved and declined at
   * its charge. A provider without a card vault leaves both out: cards then cannot be saved.
   */
  tokenize?(card: CardDetails): Promise<TokenizeResult>;
  /** Forgets a saved card: its token charges nothing any more. */
  forgetCard?(token: string): Promise<void>;
  /**
   * Opens a payment the shopper completes in the acquirer's card fields; its order number is
   * `key`, the key `charge` is later called with. `saveCard` keeps the card for later charges.
   */
  startCardPayment?(input: {
    key: string;
    amountCents: number;
    description: string;
    saveCard: boolean;
    /** A verification (amount 0) that only checks and tokenises the card: saving a card. */
    verify?: boolean;
    /**
     * Only authorise: the card fields hold the amount on the card, and `charge` with the
     * payment's id captures it. For charges decided after the shopper typed the card (a
     * checkout): a refusal then releases the hold (`voidAuthorization`) and takes nothing.
     */
    authorize?: boolean;
  }): Promise<StartedCardPayment>;
  /**
   * Releases the amount an authorisation holds under `key`, once: 'voided' (now or before),
   * 'captured' (too late: it was taken, `lookup` tells the charge) or 'none' (nothing is held).
   */
  voidAuthorization?(key: string): Promise<AuthorizationRelease>;
  /**
   * The order number a completed card-fields payment was opened with (the key its charge is
   * made with); null for a payment the acquirer does not know or the shopper has not finished.
   */
  cardPaymentKey?(paymentId: string): Promise<string | null>;
  /** The card a completed card-fields payment kept (saving a card), as NaRate may store it. */
  savedCardFromPayment?(paymentId: string): Promise<TokenizeResult>;
}

/** Sandbox cards, as payment APIs' sandboxes have them; other valid numbers are approved. */
export const TEST_CARDS = {
  approved: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  expired: '4000000000000069',
  /** Nothing is charged; the provider reports a processing error. */
  processingError: '4000000000000119',
  /** The first request with a key (a charge, or a refund of its charge) is carried out, but the
   * answer is lost; a lookup or a repeat with the same key shows what happened. */
  answerLost: '4000000000003055',
} as const;

/** Montenegrin message for a card refused by the provider. */
export const CARD_FAILURE_MESSAGES: Readonly<Record<ChargeDeclineCode, string>> = {
  card_declined: errors.card_declined,
  insufficient_funds: errors.insufficient_funds,
  expired_card: errors.expired_card,
  invalid_number: errors.invalid_number,
  invalid_amount: apiErrors.payment_amount_invalid,
  processing_error: errors.processing_error,
  idempotency_conflict: errors.idempotency_conflict,
};
