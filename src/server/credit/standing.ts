// The shopper's credit standing for the dashboard: the score history ("Zašto se moj skor
// promijenio?") and the limit with what is still owed.
import type { Kysely } from 'kysely';
import type { ScoreHistoryView, SpendingView } from '../../shared/engine-api';
import type { Database } from '../db/schema';
import { availableLimitCents } from '../engine/decision';
import { scoreReasonKind } from '../engine/scoring';
import { effectiveLimitCents } from '../engine/spending-limit';
import { shopperDebt } from './debt';
import { disposableIncomeCents, evaluateLimitStep } from './limit-growth';
import { readCredit } from './repository';

export const SCORE_HISTORY_LIMIT = 100;

export async function scoreHistory(
  db: Kysely<Database>,
  userId: string,
): Promise<ScoreHistoryView> {
  const credit = await readCredit(db, userId);
  const rows = await db
    .selectFrom('credit_score_events')
    .select(['id', 'delta', 'score_after', 'reason', 'order_id', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('seq', 'desc')
    .limit(SCORE_HISTORY_LIMIT)
    .execute();
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

export async function spendingStanding(
  db: Kysely<Database>,
  userId: string,
): Promise<SpendingView> {
  const credit = await readCredit(db, userId);
  const debt = await shopperDebt(db, userId);
  const limit = effectiveLimitCents(credit.spendingLimitCents, credit.score);
  const row = await db
    .selectFrom('user_credit_scores')
    .select('limit_stepped_at')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const step = await evaluateLimitStep(
    db,
    userId,
    {
      score: credit.score,
      spending_limit: credit.spendingLimitCents,
      limit_stepped_at: row?.limit_stepped_at ?? null,
    },
    new Date(),
  );
  return {
    score: credit.score,
    spendingLimitCents: credit.spendingLimitCents,
    effectiveLimitCents: limit,
    outstandingCents: debt.outstandingCents,
    availableCents: availableLimitCents(limit, debt.outstandingCents),
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
