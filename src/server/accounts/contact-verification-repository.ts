import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { notFound } from '../http/errors';

/** The account's email and phone with their verification state; 404 for an unknown user. */
export async function contactOf(db: Kysely<Database>, userId: string) {
  const row = await db
    .selectFrom('users')
    .innerJoin('profiles', 'profiles.id', 'users.id')
    .select([
      'users.email',
      'users.locale',
      'profiles.first_name',
      'profiles.phone',
      'profiles.phone_verified',
      'profiles.email_verified',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

export async function currentScore(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('user_credit_scores')
    .select('score')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.score ?? 0;
}

export async function markPhoneVerified(trx: Kysely<Database>, userId: string): Promise<void> {
  await trx
    .updateTable('profiles')
    .set({ phone_verified: true, updated_at: new Date() })
    .where('id', '=', userId)
    .execute();
}

/** Marks the email verified, and confirmed if it was not yet. */
export async function markEmailVerified(trx: Kysely<Database>, userId: string): Promise<void> {
  const now = new Date();
  await trx
    .updateTable('profiles')
    .set({ email_verified: true, updated_at: now })
    .where('id', '=', userId)
    .execute();
  await trx
    .updateTable('users')
    .set({ email_confirmed_at: now, updated_at: now })
    .where('id', '=', userId)
    .where('email_confirmed_at', 'is', null)
    .execute();
}
