// How the checkout decision goes for a shopper right now, read-only (the confirm decides again,
// locked). The hosted checkout page shows it, and a review request stores the decline it finds,
// so the browser never names the decision or the amount.
import type { Kysely } from 'kysely';
import { START_LIMIT_CENTS, START_SCORE } from '../../shared/credit-tiers';
import { shopperDebtQuery } from '../credit/debt';
import type { Database } from '../db/schema';
import { decideCheckout, type CheckoutDecision } from '../engine/decision';
import { effectiveLimitCents } from '../engine/spending-limit';

export interface CurrentStanding {
  decision: CheckoutDecision;
  limitCents: number;
  outstandingCents: number;
}

export async function currentStanding(
  db: Kysely<Database>,
  userId: string,
  amountCents: number,
): Promise<CurrentStanding> {
  // One statement: the account, its credit row (the starting values without one) and its debt.
  const row = await db
    .selectFrom('users as u')
    .leftJoin('profiles as p', 'p.id', 'u.id')
    .leftJoin('user_credit_scores as s', 's.user_id', 'u.id')
    .innerJoinLateral(shopperDebtQuery(db, userId).as('d'), (join) => join.onTrue())
    .select([
      'u.blocked_at',
      'p.email_verified',
      's.score',
      's.spending_limit',
      'd.owed',
      'd.arrears',
    ])
    .where('u.id', '=', userId)
    .executeTakeFirstOrThrow();
  const credit = {
    score: row.score ?? START_SCORE,
    spendingLimitCents: row.spending_limit ?? START_LIMIT_CENTS,
  };
  const account = row;
  const debt = { outstandingCents: Number(row.owed), inArrears: Number(row.arrears) === 1 };
  const limitCents = effectiveLimitCents(credit.spendingLimitCents, credit.score);
  const decision = decideCheckout({
    amountCents,
    account: { emailVerified: account.email_verified === true, blocked: !!account.blocked_at },
    hasOverdue: debt.inArrears,
    spendingLimitCents: limitCents,
    outstandingCents: debt.outstandingCents,
  });
  return { decision, limitCents, outstandingCents: debt.outstandingCents };
}

/** The decline (code and Montenegrin reason) the shopper would get now, or null if approved. */
export async function currentDecline(
  db: Kysely<Database>,
  userId: string,
  amountCents: number,
): Promise<{ code: string; reason: string } | null> {
  const { decision } = await currentStanding(db, userId, amountCents);
  return decision.approved ? null : { code: decision.code, reason: decision.reason };
}
