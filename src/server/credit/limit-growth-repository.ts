import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface Declaration {
  monthlyIncomeCents: number;
  monthlyObligationsCents: number;
  declaredAt: Date;
}

/** The shopper's latest declaration of monthly income and obligations, or null. */
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

export async function insertDeclaration(
  trx: Kysely<Database>,
  userId: string,
  declared: { monthlyIncomeCents: number; monthlyObligationsCents: number },
  now: Date,
): Promise<void> {
  await trx
    .insertInto('creditworthiness_declarations')
    .values({
      user_id: userId,
      monthly_income_cents: declared.monthlyIncomeCents,
      monthly_obligations_cents: declared.monthlyObligationsCents,
      created_at: now,
    })
    .execute();
}
