import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Whether the user still owes money: a purchase whose instalments are not all paid is "pending"
 * or "overdue" in the transactions view. This is the one place that rule lives.
 */
export async function hasOutstandingBalance(
  db: Kysely<Database>,
  userId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('transactions')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', 'in', ['pending', 'overdue'])
    .limit(1)
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * Locks the user's row until the deleting transaction ends. A new payment attempt of the user
 * references the row (a foreign-key share lock, which this lock excludes): one started before
 * has committed when the lock is granted, so the check after it sees it; one started after
 * waits and then finds the user gone.
 */
export async function lockUserForDeletion(trx: Kysely<Database>, userId: string): Promise<void> {
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}

/**
 * Whether a payment of the user (a checkout charge, an instalment payment, a refund) is still
 * waiting for its outcome: its money may have moved at the provider and is booked to the user
 * only when it settles.
 */
export async function hasPendingPayment(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('payment_attempts')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .limit(1)
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * Orders, review requests and older purchases outlive the account: the books and the merchant
 * keep them, so each is marked with the deleted account's id (a pseudonym that identifies
 * nobody) before the user row goes and their link to the person is cleared.
 */
async function keepRecordsUnderPseudonym(trx: Kysely<Database>, userId: string): Promise<void> {
  await trx.insertInto('deleted_accounts').values({ id: userId }).execute();
  await trx
    .updateTable('orders')
    .set({ user_id: null, deleted_account_id: userId })
    .where('user_id', '=', userId)
    .execute();
  await trx
    .updateTable('review_requests')
    .set({ user_id: null, deleted_account_id: userId })
    .where('user_id', '=', userId)
    .execute();
  await trx
    .updateTable('purchases_before_orders')
    .set({ user_id: null, deleted_account_id: userId })
    .where('user_id', '=', userId)
    .execute();
}

/**
 * Deletes the user (profile, score and sessions go by ON DELETE CASCADE; orders, review requests
 * and purchases stay under the pseudonym) and the copies
 * of messages already sent to the account's email and phone. Run in the deleting transaction.
 */
export async function deleteUserRows(
  trx: Kysely<Database>,
  userId: string,
  email: string,
): Promise<void> {
  const profile = await trx
    .selectFrom('profiles')
    .select('phone')
    .where('id', '=', userId)
    .executeTakeFirst();
  const recipients = [email, profile?.phone].filter((r): r is string => Boolean(r));
  await trx
    .deleteFrom('outbox_messages')
    .where('recipient', 'in', recipients)
    .where('status', '!=', 'pending')
    .execute();
  await trx.deleteFrom('verification_codes').where('target', 'in', recipients).execute();
  await keepRecordsUnderPseudonym(trx, userId);
  await trx.deleteFrom('users').where('id', '=', userId).execute();
}
