import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { checkCredentials } from '../auth/login-service';
import { lockCreditRow } from '../credit/repository';
import type { Database } from '../db/schema';
import { conflict, errorText, HttpError } from '../http/errors';

export const WRONG_PASSWORD_MESSAGE = errorText('wrong_password');
export const OUTSTANDING_BALANCE_MESSAGE = errorText('outstanding_balance');

/**
 * Whether the user still owes money. Until the instalment engine exists, a purchase that is
 * pending or overdue counts as owed; this is the one place that rule lives.
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
 * Deletes the account after the password is confirmed (wrong guesses count towards the login
 * lockout). Profile, score, purchases and sessions go with it (ON DELETE CASCADE), and so do
 * the copies of messages already sent to the account's addresses.
 *
 * "Nothing owed" is checked inside the deleting transaction with the shopper's credit row locked:
 * every purchase takes that lock too, so none can be approved between the check and the delete
 * (which would leave a debt without a debtor).
 */
export async function deleteAccount(
  app: FastifyInstance,
  user: { id: string; email: string },
  password: string,
): Promise<void> {
  try {
    await checkCredentials(app.db, user.email, password);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 401) {
      throw new HttpError(401, 'wrong_password', WRONG_PASSWORD_MESSAGE);
    }
    throw error;
  }
  await app.db.transaction().execute(async (trx) => {
    await lockCreditRow(trx, user.id);
    if (await hasOutstandingBalance(trx, user.id)) {
      throw conflict(OUTSTANDING_BALANCE_MESSAGE, 'outstanding_balance');
    }
    const profile = await trx
      .selectFrom('profiles')
      .select('phone')
      .where('id', '=', user.id)
      .executeTakeFirst();
    const recipients = [user.email, profile?.phone].filter((r): r is string => Boolean(r));
    await trx
      .deleteFrom('outbox_messages')
      .where('recipient', 'in', recipients)
      .where('status', '!=', 'pending')
      .execute();
    await trx.deleteFrom('verification_codes').where('target', 'in', recipients).execute();
    await trx.deleteFrom('users').where('id', '=', user.id).execute();
  });
}
