// The shopper's credit standing for the dashboard: the score history ("Zašto se moj skor
// promijenio?") and the limit with what is still owed and what can be spent now.
import type { ScoreHistoryView, SpendingView } from '#shared/purchase-api';
import { spendableCents } from '../rules/decision';
import { scoreReasonKind } from '../rules/scoring';
import { effectiveLimitCents } from '../rules/limit-steps';
import type { ServiceDeps } from '../service-deps';
import { pendingCheckoutOwedQuery, shopperDebt } from './debt-repository';
import { disposableIncomeCents, evaluateLimitStep } from './limit-growth';
import { listScoreEvents, readCredit } from './repository';

export const SCORE_HISTORY_LIMIT = 100;

export async function scoreHistory(deps: ServiceDeps, userId: string): Promise<ScoreHistoryView> {
  const credit = await readCredit(deps.db, userId);
  const rows = await listScoreEvents(deps.db, userId, SCORE_HISTORY_LIMIT);
  return {
    score: credit.score,
    entries: rows.map((row) => ({
      id: row.id,
      delta: row.delta,
      scoreAfter: row.score_after,
      reason: row.reason,
      kind: scoreReasonKind(row.reason),
      orderId: row.order_id,
      createdAt: row.created_at.toISOString(),
    })),
  };
}

export async function spendingStanding(deps: ServiceDeps, userId: string): Promise<SpendingView> {
  const credit = await readCredit(deps.db, userId);
  const debt = await shopperDebt(deps.db, userId);
  const pending = await pendingCheckoutOwedQuery(deps.db, userId).executeTakeFirstOrThrow();
  const limit = effectiveLimitCents(credit.spendingLimitCents, credit.score);
  const step = await evaluateLimitStep(
    deps.db,
    userId,
    {
      score: credit.score,
      spending_limit: credit.spendingLimitCents,
      limit_stepped_at: credit.limitSteppedAt,
    },
    new Date(),
  );
  return {
    score: credit.score,
    spendingLimitCents: credit.spendingLimitCents,
    effectiveLimitCents: limit,
    outstandingCents: debt.outstandingCents,
    // What the checkout decision would allow now: pending checkouts and arrears included.
    availableCents: spendableCents({
      limitCents: limit,
      outstandingCents: debt.outstandingCents,
      pendingCheckoutCents: Number(pending.total),
      inArrears: debt.inArrears,
    }),
    hasOverdue: debt.inArrears,
    growth: {
      reason: step.reason,
      earliestAt: step.earliestAt.toISOString(),
      repaidSinceStepCents: step.repaidSinceStepCents,
      repaidNeededCents: step.repaidNeededCents,
      declared: step.declaration !== null,
      disposableIncomeCents: disposableIncomeCents(step.declaration),
    },
  };
}
