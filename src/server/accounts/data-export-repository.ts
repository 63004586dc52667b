import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { findCreditScore } from './account-repository';

/** Every row the data export shows of one user; contact messages are matched by the email. */
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
        .select(['id', 'name', 'reason', 'message', 'status', 'created_at', 'resolved_at'])
        .where('email', '=', email)
        .orderBy('created_at', 'desc')
        .execute(),
    ]);
  return { account, roles, creditScore, scoreEvents, transactions, sessions, contactMessages };
}
