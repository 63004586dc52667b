// The creditworthiness declaration: kept as a history (the newest counts), and the limit is
// lowered at once when it is above one month of the declared disposable income.
import type { CreditworthinessView } from '#shared/validation/creditworthiness-schema';
import { disposableIncomeCents } from '../credit/limit-growth';
import { insertDeclaration, latestDeclaration } from '../credit/limit-growth-repository';
import { lockCreditRow, readCredit, updateCreditRow } from '../credit/repository';
import type { ServiceDeps } from '../service-deps';

export async function creditworthinessView(
  deps: ServiceDeps,
  userId: string,
): Promise<CreditworthinessView> {
  const [declaration, credit] = await Promise.all([
    latestDeclaration(deps.db, userId),
    readCredit(deps.db, userId),
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
  deps: ServiceDeps,
  userId: string,
  input: { monthlyIncome: number; monthlyObligations: number },
  now: Date = new Date(),
): Promise<CreditworthinessView> {
  await deps.db.transaction().execute(async (trx) => {
    const credit = await lockCreditRow(trx, userId);
    const declared = {
      monthlyIncomeCents: input.monthlyIncome,
      monthlyObligationsCents: input.monthlyObligations,
    };
    await insertDeclaration(trx, userId, declared, now);
    const cap = Math.max(0, input.monthlyIncome - input.monthlyObligations);
    if (credit.spending_limit > cap)
      await updateCreditRow(trx, userId, { spending_limit: cap }, now);
  });
  return creditworthinessView(deps, userId);
}
