import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface StoredPayoutAccount {
  payout_account_holder: string | null;
  payout_iban: string | null;
  payout_bic: string | null;
  payouts_held_until: Date | null;
}

/** The merchant's payout account and hold; `lock` takes its row for the change's transaction. */
export async function findMerchantPayoutAccount(
  db: Kysely<Database>,
  merchantId: string,
  options: { lock?: boolean } = {},
): Promise<StoredPayoutAccount & { name: string }> {
  let query = db
    .selectFrom('merchants')
    .select(['name', 'payout_account_holder', 'payout_iban', 'payout_bic', 'payouts_held_until'])
    .where('id', '=', merchantId);
  if (options.lock) query = query.forUpdate();
  return query.executeTakeFirstOrThrow();
}

export async function cancelOpenChanges(trx: Kysely<Database>, merchantId: string): Promise<void> {
  await trx
    .updateTable('payout_account_changes')
    .set({ cancelled_at: sql<Date>`now()` })
    .where('merchant_id', '=', merchantId)
    .where('confirmed_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .execute();
}

export async function insertChange(
  trx: Kysely<Database>,
  row: {
    id: string;
    merchantId: string;
    userId: string;
    accountHolder: string;
    iban: string;
    bic: string | null;
    codeHash: string;
    expiresAt: Date;
  },
): Promise<void> {
  await trx
    .insertInto('payout_account_changes')
    .values({
      id: row.id,
      merchant_id: row.merchantId,
      requested_by: row.userId,
      account_holder: row.accountHolder,
      iban: row.iban,
      bic: row.bic,
      code_hash: row.codeHash,
      expires_at: row.expiresAt,
    })
    .execute();
}

/** The merchant's open request (neither confirmed nor cancelled), expired or not. */
export async function findOpenChange(
  db: Kysely<Database>,
  merchantId: string,
  options: { lock?: boolean } = {},
) {
  let query = db
    .selectFrom('payout_account_changes')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('confirmed_at', 'is', null)
    .where('cancelled_at', 'is', null);
  if (options.lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function countWrongAttempt(
  trx: Kysely<Database>,
  changeId: string,
  attempts: number,
  cancel: boolean,
): Promise<void> {
  await trx
    .updateTable('payout_account_changes')
    .set({ wrong_attempts: attempts, ...(cancel ? { cancelled_at: sql<Date>`now()` } : {}) })
    .where('id', '=', changeId)
    .execute();
}

/**
 * Makes the requested account the merchant's and holds its payouts for `holdHours` from the
 * database's clock (the payout job compares the hold with the same clock).
 */
export async function applyChange(
  trx: Kysely<Database>,
  change: {
    id: string;
    merchant_id: string;
    account_holder: string;
    iban: string;
    bic: string | null;
  },
  holdHours: number,
): Promise<Date> {
  await trx
    .updateTable('payout_account_changes')
    .set({ confirmed_at: sql<Date>`now()` })
    .where('id', '=', change.id)
    .execute();
  const row = await trx
    .updateTable('merchants')
    .set({
      payout_account_holder: change.account_holder,
      payout_iban: change.iban,
      payout_bic: change.bic,
      payouts_held_until: sql<Date>`now() + make_interval(hours => ${holdHours})`,
    })
    .where('id', '=', change.merchant_id)
    .returning('payouts_held_until')
    .executeTakeFirstOrThrow();
  return row.payouts_held_until as Date;
}

/** Every user of the merchant, so each hears of a changed account. */
export async function merchantUserEmails(
  db: Kysely<Database>,
  merchantId: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('merchant_users as mu')
    .innerJoin('users as u', 'u.id', 'mu.user_id')
    .select('u.email')
    .where('mu.merchant_id', '=', merchantId)
    .orderBy('u.email')
    .execute();
  return rows.map((row) => row.email);
}
