// The affordability cap of a review approval: a person may let a declined purchase through, but
// what the shopper then owes stays within one month of the disposable income they declared
// (income less obligations), as every limit does; without a declaration, within the 100 EUR
// start limit, the most a limit reaches without one. Above it an admin must write a reason,
// kept with the approval and in the audit log.
import type { Kysely } from 'kysely';
import type { ReviewAffordabilityView } from '#shared/consumer-rights';
import { START_LIMIT_CENTS } from '#shared/credit-tiers';
import { pendingCheckoutOwedQuery, shopperDebt } from '../credit/debt-repository';
import { disposableIncomeCents } from '../credit/limit-growth';
import { latestDeclaration } from '../credit/limit-growth-repository';
import type { Database } from '../db/schema';

export async function reviewAffordability(
  db: Kysely<Database>,
  userId: string,
  amountCents: number,
): Promise<ReviewAffordabilityView> {
  const [declaration, debt, pending] = await Promise.all([
    latestDeclaration(db, userId),
    shopperDebt(db, userId),
    pendingCheckoutOwedQuery(db, userId).executeTakeFirstOrThrow(),
  ]);
  const capCents = disposableIncomeCents(declaration) ?? START_LIMIT_CENTS;
  const owedCents = debt.outstandingCents + Number(pending.total);
  const owedAfterCents = owedCents + amountCents;
  return {
    monthlyIncomeCents: declaration?.monthlyIncomeCents ?? null,
    monthlyObligationsCents: declaration?.monthlyObligationsCents ?? null,
    capCents,
    owedCents,
    owedAfterCents,
    withinCap: owedAfterCents <= capCents,
  };
}
