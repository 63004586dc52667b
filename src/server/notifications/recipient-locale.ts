import type { Kysely } from 'kysely';
import type { Locale } from '#shared/i18n/catalogue';
import type { Database } from '../db/schema';

// Every message is written in the language its recipient chose (users.locale). A recipient
// without an account (a partner applicant, a contact form's sender) reads Montenegrin unless
// the sender knows better.

/** The language of the user (Montenegrin when there is no such user). */
export async function findUserLocale(db: Kysely<Database>, userId: string | null): Promise<Locale> {
  if (userId === null) return 'me';
  const row = await db
    .selectFrom('users')
    .select('locale')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.locale ?? 'me';
}

/** The language of the account with this email (Montenegrin when there is none). */
export async function findLocaleByEmail(db: Kysely<Database>, email: string): Promise<Locale> {
  const row = await db
    .selectFrom('users')
    .select('locale')
    .where('email', '=', email)
    .executeTakeFirst();
  return row?.locale ?? 'me';
}
