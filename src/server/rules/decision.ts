// The instant checkout decision. Pure: the caller reads the account, its overdue
// instalments, its limit and what it still owes inside the transaction that creates the order,
// with the shopper's credit row locked (SELECT ... FOR UPDATE), so two concurrent purchases can
// never together exceed the limit.
import { formatEur } from '#shared/money';
import { errorMessage, type ErrorMessage } from '#shared/i18n/error-message';

/** The smallest purchase: every instalment of a 12-month plan is then at least 8 cents. */
export const MIN_PURCHASE_CENTS = 100;

export type DeclineCode =
  'invalid_amount' | 'blocked' | 'not_verified' | 'identity_incomplete' | 'overdue' | 'over_limit';

export interface CheckoutDecisionInput {
  amountCents: number;
  account: {
    emailVerified: boolean;
    blocked: boolean;
    /** The account holds a JMBG (its hash) and a phone number, as every sign-up gives. */
    identityComplete: boolean;
  };
  /** Whether any of the shopper's instalments is overdue right now. */
  hasOverdue: boolean;
  spendingLimitCents: number;
  /** What the shopper still owes on all their open plans. */
  outstandingCents: number;
  /** What the shopper's checkouts being charged right now will owe once they succeed (0 if none). */
  pendingCheckoutCents?: number;
}

export type CheckoutDecision =
  | { approved: true; availableCents: number }
  | { approved: false; code: DeclineCode; reason: ErrorMessage };

/**
 * Whether an account holds the identity credit is granted to: a JMBG (its hash) and a phone
 * number, as every sign-up takes. Accounts made another way (a merchant's users) lack both until
 * the person completes them.
 */
export function hasCompleteIdentity(profile: {
  jmbg_hash: string | null;
  phone: string | null;
}): boolean {
  return profile.jmbg_hash !== null && profile.phone !== null && profile.phone !== '';
}

/** The limit not yet used by open plans; never negative (a lowered limit can be below it). */
export function availableLimitCents(spendingLimitCents: number, outstandingCents: number): number {
  return Math.max(0, spendingLimitCents - outstandingCents);
}

export interface SpendingPosition {
  /** The limit a checkout uses now (the stored limit within the band's ceiling). */
  limitCents: number;
  /** What the open plans still owe. */
  outstandingCents: number;
  /** What checkouts being charged right now will owe once they succeed. */
  pendingCheckoutCents: number;
  /** Whether an instalment is overdue or written off: no purchase is approved then. */
  inArrears: boolean;
}

/**
 * What the shopper can spend right now: the limit less what is owed and what pending checkouts
 * will owe, and nothing while in arrears. The one figure the dashboard, the hosted checkout and
 * the checkout decision all use, so every screen says what the checkout will decide.
 */
export function spendableCents(position: SpendingPosition): number {
  if (position.inArrears) return 0;
  return availableLimitCents(
    position.limitCents,
    position.outstandingCents + position.pendingCheckoutCents,
  );
}

function decline(code: DeclineCode, reason: ErrorMessage = errorMessage(code)): CheckoutDecision {
  return { approved: false, code, reason };
}

/**
 * Approved only when the amount is valid, the account is not blocked, its email is verified, it
 * holds the full identity credit is granted to (JMBG and phone: accounts made without them, such
 * as a merchant's users, would otherwise get credit with no person behind it), no instalment is
 * overdue and the amount fits the available limit; otherwise the first failing
 * reason, in that order, as a sentence the shopper can read.
 */
export function decideCheckout(input: CheckoutDecisionInput): CheckoutDecision {
  const { amountCents, account, spendingLimitCents, outstandingCents } = input;
  const pendingCheckoutCents = input.pendingCheckoutCents ?? 0;
  if (!Number.isSafeInteger(amountCents) || amountCents < MIN_PURCHASE_CENTS) {
    return decline(
      'invalid_amount',
      errorMessage('purchase_amount_invalid', { minimum: formatEur(MIN_PURCHASE_CENTS) }),
    );
  }
  if (
    !Number.isSafeInteger(spendingLimitCents) ||
    !Number.isSafeInteger(outstandingCents) ||
    !Number.isSafeInteger(pendingCheckoutCents)
  ) {
    throw new RangeError('Limit and outstanding amount must be integers of cents');
  }
  if (account.blocked) {
    return decline('blocked');
  }
  if (!account.emailVerified) {
    return decline('not_verified');
  }
  if (!account.identityComplete) {
    return decline('identity_incomplete');
  }
  if (input.hasOverdue) {
    return decline('overdue');
  }
  const availableCents = spendableCents({
    limitCents: spendingLimitCents,
    outstandingCents,
    pendingCheckoutCents,
    inArrears: false,
  });
  if (amountCents > availableCents) {
    return decline(
      'over_limit',
      errorMessage('purchase_over_limit', {
        amount: formatEur(amountCents),
        available: formatEur(availableCents),
      }),
    );
  }
  return { approved: true, availableCents };
}
