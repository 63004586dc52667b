import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { findCreditScore } from './account-repository';

/**
 * Every row the data export shows of one user. Contact messages and complaints are the account's
 * own (sent signed in) or sent from its email address; each comes with the answers it got.
 */
export async function loadUserDataRows(db: Kysely<Database>, userId: string, email: string) {
  const [account, roles, creditScore, scoreEvents, transactions, sessions, contactMessages] =
    await Promise.all([
      db
        .selectFrom('users')
        .select(['id', 'email', 'email_confirmed_at', 'created_at', 'updated_at'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow(),
      db.selectFrom('user_roles').select('role').where('user_id', '=', userId).execute(),
      findCreditScore(db, userId),
      db
        .selectFrom('credit_score_events')
        .select(['kind', 'delta', 'reason', 'score_after', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .execute(),
      db
        .selectFrom('transactions')
        .leftJoin('orders', 'orders.id', 'transactions.order_id')
        .selectAll('transactions')
        .select('orders.status as order_status')
        .where('transactions.user_id', '=', userId)
        .orderBy('transactions.created_at', 'desc')
        .execute(),
      db
        .selectFrom('sessions')
        .select([
          'id',
          'persistent',
          'user_agent',
          'ip',
          'created_at',
          'last_seen_at',
          'expires_at',
        ])
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .execute(),
      db
        .selectFrom('contact_submissions')
        .select([
          'id',
          'name',
          'reason',
          'message',
          'status',
          'reference',
          'order_id',
          'created_at',
          'resolved_at',
        ])
        .where((eb) => eb.or([eb('email', '=', email), eb('user_id', '=', userId)]))
        .orderBy('created_at', 'desc')
        .execute(),
    ]);
  const replies =
    contactMessages.length === 0
      ? []
      : await db
          .selectFrom('contact_replies')
          .select(['contact_submission_id', 'body', 'created_at'])
          .where(
            'contact_submission_id',
            'in',
            contactMessages.map((m) => m.id),
          )
          .orderBy('created_at')
          .orderBy('id')
          .execute();
  return {
    account,
    roles,
    creditScore,
    scoreEvents,
    transactions,
    sessions,
    contactMessages: contactMessages.map((m) => ({
      ...m,
      replies: replies.filter((r) => r.contact_submission_id === m.id),
    })),
  };
}
