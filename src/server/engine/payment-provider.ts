// The payment provider interface (charge, refund, lookup by idempotency key) and the built-in
// sandbox. A real acquirer plugs in behind the same interface. Neither ever stores or logs a full
// card number: a charge keeps only the card's brand and last four digits.
import { randomUUID } from 'node:crypto';
import {
  isCardExpired,
  isValidCardNumber,
  normalizeCardNumber,
  summarizeCard,
  type CardSummary,
} from '../../shared/card';

export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export interface ChargeRequest {
  amountCents: number;
  card: CardDetails;
  description: string;
  /** The same key charges at most once: a retry returns the first result. */
  idempotencyKey: string;
}

export type ChargeDeclineCode =
  | 'card_declined'
  | 'insufficient_funds'
  | 'expired_card'
  | 'invalid_number'
  | 'invalid_amount'
  | 'idempotency_conflict';

export type ChargeResult =
  | { ok: true; chargeId: string; card: CardSummary }
  | { ok: false; code: ChargeDeclineCode; message: string };

export type RefundResult =
  | { ok: true; refundId: string }
  | { ok: false; code: 'charge_not_found' | 'invalid_amount'; message: string };

export interface PaymentProvider {
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Returns part or all of a charge to the card. */
  refund(chargeId: string, amountCents: number): Promise<RefundResult>;
}

/** Sandbox cards that decline, as payment APIs' sandboxes have them; other valid numbers pass. */
export const TEST_CARDS = {
  approved: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  expired: '4000000000000069',
} as const;

const DECLINES: Readonly<Record<string, { code: ChargeDeclineCode; message: string }>> = {
  [TEST_CARDS.declined]: { code: 'card_declined', message: 'Kartica je odbijena.' },
  [TEST_CARDS.insufficientFunds]: {
    code: 'insufficient_funds',
    message: 'Nedovoljno sredstava na kartici.',
  },
  [TEST_CARDS.expired]: { code: 'expired_card', message: 'Kartica je istekla.' },
};

interface SandboxCharge {
  chargeId: string;
  amountCents: number;
  refundedCents: number;
  card: CardSummary;
}

/**
 * The built-in test provider. It keeps its charges in memory (one process, tests and local use);
 * the service must still record every charge and its idempotency key in the database.
 */
export class TestPaymentProvider implements PaymentProvider {
  private readonly charges = new Map<string, SandboxCharge>();
  private readonly byKey = new Map<string, { fingerprint: string; result: ChargeResult }>();

  constructor(private readonly now: () => Date = () => new Date()) {}

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const digits = normalizeCardNumber(request.card.number);
    // The fingerprint holds the last four digits only, never the number.
    const fingerprint = `${request.amountCents}|${summarizeCard(digits).last4}`;
    const previous = this.byKey.get(request.idempotencyKey);
    if (previous) {
      return previous.fingerprint === fingerprint
        ? previous.result
        : {
            ok: false,
            code: 'idempotency_conflict',
            message: 'Ovaj ključ plaćanja je već iskorišten za drugo plaćanje.',
          };
    }
    const result = this.decide(request, digits);
    this.byKey.set(request.idempotencyKey, { fingerprint, result });
    return result;
  }

  async refund(chargeId: string, amountCents: number): Promise<RefundResult> {
    const charge = this.charges.get(chargeId);
    if (!charge) {
      return { ok: false, code: 'charge_not_found', message: 'Plaćanje nije pronađeno.' };
    }
    if (
      !Number.isSafeInteger(amountCents) ||
      amountCents <= 0 ||
      amountCents > charge.amountCents - charge.refundedCents
    ) {
      return { ok: false, code: 'invalid_amount', message: 'Iznos povraćaja nije ispravan.' };
    }
    charge.refundedCents += amountCents;
    return { ok: true, refundId: `re_test_${randomUUID()}` };
  }

  /** What the sandbox holds for a charge (for tests and the dev tools; no card number). */
  chargeInfo(chargeId: string): Readonly<SandboxCharge> | undefined {
    const charge = this.charges.get(chargeId);
    return charge ? { ...charge } : undefined;
  }

  private decide(request: ChargeRequest, digits: string): ChargeResult {
    if (!Number.isSafeInteger(request.amountCents) || request.amountCents <= 0) {
      return { ok: false, code: 'invalid_amount', message: 'Iznos plaćanja nije ispravan.' };
    }
    if (!isValidCardNumber(digits)) {
      return { ok: false, code: 'invalid_number', message: 'Broj kartice nije ispravan.' };
    }
    const { expMonth, expYear } = request.card;
    const validExpiry =
      Number.isInteger(expMonth) && expMonth >= 1 && expMonth <= 12 && Number.isInteger(expYear);
    if (!validExpiry || isCardExpired(expMonth, expYear, this.now())) {
      return { ok: false, code: 'expired_card', message: 'Kartica je istekla.' };
    }
    const decline = DECLINES[digits];
    if (decline) return { ok: false, ...decline };
    const charge: SandboxCharge = {
      chargeId: `ch_test_${randomUUID()}`,
      amountCents: request.amountCents,
      refundedCents: 0,
      card: summarizeCard(digits),
    };
    this.charges.set(charge.chargeId, charge);
    return { ok: true, chargeId: charge.chargeId, card: charge.card };
  }
}
