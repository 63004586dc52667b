// What decides a limit step for one shopper (engine/spending-limit.ts limitStep holds the rule):
// when the last step was, the principal repaid since, and the declared monthly means.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { limitStep, type LimitStep } from '../engine/spending-limit';
import { shopperDebt } from './debt';

export interface Declaration {
  monthlyIncomeCents: number;
  monthlyObligationsCents: number;
  declaredAt: Date;
}

export async function latestDeclaration(
  db: Kysely<Database>,
  userId: string,
): Promise<Declaration | null> {
  const row = await db
    .selectFrom('creditworthiness_declarations')
    .select(['monthly_income_cents', 'monthly_obligations_cents', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row
    ? {
        monthlyIncomeCents: row.monthly_income_cents,
        monthlyObligationsCents: row.monthly_obligations_cents,
        declaredAt: row.created_at,
      }
    : null;
}

/** One month of disposable income: income less fixed obligations, never negative. */
export function disposableIncomeCents(declaration: Declaration | null): number | null {
  if (!declaration) return null;
  return Math.max(0, declaration.monthlyIncomeCents - declaration.monthlyObligationsCents);
}

/** Card payments of the shopper since `since`, less what was refunded of them. */
export async function repaidSinceCents(
  db: Kysely<Database>,
  userId: string,
  since: Date,
): Promise<number> {
  const row = await db
    .selectFrom('payments')
    .select(sql<string>`coalesce(sum(amount_cents - refunded_cents), 0)`.as('repaid'))
    .where('user_id', '=', userId)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.repaid);
}

/** The limit-step rule applied to the shopper's data as it is now. */
export async function evaluateLimitStep(
  db: Kysely<Database>,
  userId: string,
  credit: { score: number; spending_limit: number; limit_stepped_at: Date | null },
  now: Date,
): Promise<LimitStep & { declaration: Declaration | null; repaidSinceStepCents: number }> {
  const user = await db
    .selectFrom('users')
    .select('created_at')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const lastStepAt = credit.limit_stepped_at ?? user.created_at;
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
