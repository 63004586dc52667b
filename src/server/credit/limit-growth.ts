// What decides a limit step for one shopper (engine/spending-limit.ts limitStep holds the rule):
// when the last step was, the principal repaid since, and the declared monthly means.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { limitStep, type LimitStep } from '../rules/limit-steps';
import { shopperDebt } from './debt-repository';
import { userCreatedAt } from './job-repository';
import { latestDeclaration, repaidSinceCents, type Declaration } from './limit-growth-repository';

export type { Declaration };

/** One month of disposable income: income less fixed obligations, never negative. */
export function disposableIncomeCents(declaration: Declaration | null): number | null {
  if (!declaration) return null;
  return Math.max(0, declaration.monthlyIncomeCents - declaration.monthlyObligationsCents);
}

/**
 * The limit-step rule applied to the shopper's data as it is now, read through `db`: the
 * caller's transaction when the answer is acted on (the credit review holds the credit row).
 */
export async function evaluateLimitStep(
  db: Kysely<Database>,
  userId: string,
  credit: { score: number; spending_limit: number; limit_stepped_at: Date | null },
  now: Date,
): Promise<LimitStep & { declaration: Declaration | null; repaidSinceStepCents: number }> {
  const lastStepAt = credit.limit_stepped_at ?? (await userCreatedAt(db, userId));
  const [debt, repaid, declaration] = await Promise.all([
    shopperDebt(db, userId),
    repaidSinceCents(db, userId, lastStepAt),
    latestDeclaration(db, userId),
  ]);
  const step = limitStep({
    currentLimitCents: credit.spending_limit,
    score: credit.score,
    hasOverdue: debt.inArrears,
    lastStepAt,
    now,
    repaidSinceStepCents: repaid,
    disposableIncomeCents: disposableIncomeCents(declaration),
  });
  return { ...step, declaration, repaidSinceStepCents: repaid };
}
