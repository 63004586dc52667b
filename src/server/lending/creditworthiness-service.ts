// The creditworthiness declaration: kept as a history (the newest counts), and the limit is
// lowered at once when it is above one month of the declared disposable income.
import type { Kysely } from 'kysely';
import type { CreditworthinessView } from '../../shared/validation/creditworthiness-schema';
import { disposableIncomeCents } from '../credit/limit-growth';
import { latestDeclaration } from '../credit/limit-growth-repository';
import { lockCreditRow, readCredit } from '../credit/repository';
import type { Database } from '../db/schema';

export async function creditworthinessView(
  db: Kysely<Database>,
  userId: string,
): Promise<CreditworthinessView> {
  const [declaration, credit] = await Promise.all([
    latestDeclaration(db, userId),
    readCredit(db, userId),
  ]);
  return {
    declaration: declaration
      ? {
          monthlyIncomeCents: declaration.monthlyIncomeCents,
          monthlyObligationsCents: declaration.monthlyObligationsCents,
          disposableIncomeCents: disposableIncomeCents(declaration) ?? 0,
          declaredAt: declaration.declaredAt.toISOString(),
        }
      : null,
    spendingLimitCents: credit.spendingLimitCents,
  };
}

export async function declareCreditworthiness(
  db: Kysely<Database>,
  userId: string,
  input: { monthlyIncome: number; monthlyObligations: number },
  now: Date = new Date(),
): Promise<CreditworthinessView> {
  await db.transaction().execute(async (trx) => {
    const credit = await lockCreditRow(trx, userId);
    await trx
      .insertInto('creditworthiness_declarations')
      .values({
        user_id: userId,
        monthly_income_cents: input.monthlyIncome,
        monthly_obligations_cents: input.monthlyObligations,
        created_at: now,
      })
      .execute();
    const cap = Math.max(0, input.monthlyIncome - input.monthlyObligations);
    if (credit.spending_limit > cap) {
      await trx
        .updateTable('user_credit_scores')
        .set({ spending_limit: cap, updated_at: now })
        .where('user_id', '=', userId)
        .execute();
    }
  });
  return creditworthinessView(db, userId);
}
