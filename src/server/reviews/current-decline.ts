// How the checkout decision goes for a shopper right now, read-only (the confirm decides again,
// locked). The hosted checkout page shows it, and a review request stores the decline it finds,
// so the browser never names the decision or the amount.
import type { Kysely } from 'kysely';
import type { ErrorMessage } from '../http/errors';
import { findShopperCreditStanding } from '../credit/repository';
import type { Database } from '../db/schema';
import { decideCheckout, spendableCents, type CheckoutDecision } from '../rules/decision';
import { effectiveLimitCents } from '../rules/limit-steps';

export interface CurrentStanding {
  decision: CheckoutDecision;
  limitCents: number;
  outstandingCents: number;
  /** What the shopper can spend now (spendableCents): what every screen shows as available. */
  availableCents: number;
}

/** Reads through `db` (the caller's transaction or the pool); nothing is locked. */
export async function currentStanding(
  db: Kysely<Database>,
  userId: string,
  amountCents: number,
): Promise<CurrentStanding> {
  return standingFor(await findShopperCreditStanding(db, userId), amountCents);
}

/** currentStanding from a credit standing already read (findShopperCreditStanding's answer). */
export function standingFor(
  { credit, account, debt }: Awaited<ReturnType<typeof findShopperCreditStanding>>,
  amountCents: number,
): CurrentStanding {
  const limitCents = effectiveLimitCents(credit.spendingLimitCents, credit.score);
  const decision = decideCheckout({
    amountCents,
    account,
    hasOverdue: debt.inArrears,
    spendingLimitCents: limitCents,
    outstandingCents: debt.outstandingCents,
    pendingCheckoutCents: debt.pendingCheckoutCents,
  });
  const availableCents = spendableCents({ limitCents, ...debt });
  return { decision, limitCents, outstandingCents: debt.outstandingCents, availableCents };
}

/** The decline (code and reason by key) the shopper would get now, or null if approved. */
export async function currentDecline(
  db: Kysely<Database>,
  userId: string,
  amountCents: number,
): Promise<{ code: string; reason: ErrorMessage } | null> {
  const { decision } = await currentStanding(db, userId, amountCents);
  return decision.approved ? null : { code: decision.code, reason: decision.reason };
}
