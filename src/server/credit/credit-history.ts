// A deleted account's credit history, kept by the hash of its JMBG: the score, the late payments,
// the written-off orders and the one-time bonuses already given. The law lets a lender keep what
// it needs to judge creditworthiness after a contract ends; keeping it means deleting an account
// and signing up again with the same JMBG does not erase late payments (nor farm the sign-up and
// verification bonuses again). Kept for CREDIT_HISTORY_RETENTION_YEARS after the deletion.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

export const CREDIT_HISTORY_RETENTION_YEARS = 5;

/** The bonus kinds given once per person, not once per account. */
const ONCE_PER_PERSON = ['signup', 'email_verified', 'phone_verified'] as const;

export interface KeptCreditHistory {
  score: number;
  latePayments: number;
  writtenOffOrders: number;
  bonusKinds: string[];
}

/** Keeps the history of an account about to be deleted (the caller holds its credit row). */
export async function keepCreditHistory(
  trx: Kysely<Database>,
  userId: string,
  now: Date,
): Promise<void> {
  const row = await trx
    .selectFrom('profiles as p')
    .innerJoin('user_credit_scores as c', 'c.user_id', 'p.id')
    .select(['p.jmbg_hash', 'c.score', 'c.late_payments'])
    .where('p.id', '=', userId)
    .executeTakeFirst();
  if (!row?.jmbg_hash) return;
  const writtenOff = await trx
    .selectFrom('orders')
    .select(sql<string>`count(*)`.as('n'))
    .where('user_id', '=', userId)
    .where('status', '=', 'written_off')
    .executeTakeFirstOrThrow();
  const bonuses = await trx
    .selectFrom('credit_score_events')
    .select('kind')
    .distinct()
    .where('user_id', '=', userId)
    .where('kind', 'in', [...ONCE_PER_PERSON])
    .execute();
  const keepUntil = new Date(now.getTime());
  keepUntil.setUTCFullYear(keepUntil.getUTCFullYear() + CREDIT_HISTORY_RETENTION_YEARS);
  const values = {
    score: row.score,
    late_payments: row.late_payments,
    written_off_orders: Number(writtenOff.n),
    bonus_kinds: bonuses.map((b) => b.kind),
    deleted_at: now,
    keep_until: keepUntil,
  };
  await trx
    .insertInto('credit_histories')
    .values({ jmbg_hash: row.jmbg_hash, ...values })
    .onConflict((oc) => oc.column('jmbg_hash').doUpdateSet(values))
    .execute();
}

/** The kept history of a JMBG hash, if still within its retention period. */
export async function findKeptCreditHistory(
  db: Kysely<Database>,
  jmbgHash: string,
  now: Date,
): Promise<KeptCreditHistory | null> {
  const row = await db
    .selectFrom('credit_histories')
    .selectAll()
    .where('jmbg_hash', '=', jmbgHash)
    .where('keep_until', '>', now)
    .executeTakeFirst();
  return row
    ? {
        score: row.score,
        latePayments: row.late_payments,
        writtenOffOrders: row.written_off_orders,
        bonusKinds: row.bonus_kinds,
      }
    : null;
}

/** Whether the person behind an account already had a once-per-person bonus on an earlier one. */
export async function bonusGivenBefore(
  db: Kysely<Database>,
  userId: string,
  kind: string,
  now: Date,
): Promise<boolean> {
  const row = await db
    .selectFrom('profiles as p')
    .innerJoin('credit_histories as h', 'h.jmbg_hash', 'p.jmbg_hash')
    .select('h.bonus_kinds')
    .where('p.id', '=', userId)
    .where('h.keep_until', '>', now)
    .executeTakeFirst();
  return row?.bonus_kinds.includes(kind) ?? false;
}

/** Removes histories past their retention period. */
export async function forgetExpiredCreditHistories(
  db: Kysely<Database>,
  now: Date,
): Promise<number> {
  const result = await db.deleteFrom('credit_histories').where('keep_until', '<=', now).execute();
  return Number(result[0]?.numDeletedRows ?? 0);
}
