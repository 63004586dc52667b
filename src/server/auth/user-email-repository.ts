import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The account's email; undefined without an account (none given, or it is gone). */
export async function findUserEmail(
  db: Kysely<Database>,
  userId: string | null,
): Promise<string | undefined> {
  if (userId === null) return undefined;
  const row = await db
    .selectFrom('users')
    .select('email')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.email;
}
