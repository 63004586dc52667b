import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** A user with its profile and its (starting) credit score row; answers the user's id. */
export async function insertUserWithProfile(
  trx: Kysely<Database>,
  user: { email: string; passwordHash: string; firstName: string; lastName: string },
): Promise<string> {
  const { id } = await trx
    .insertInto('users')
    .values({ email: user.email, password_hash: user.passwordHash })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('profiles')
    .values({
      id,
      first_name: user.firstName,
      last_name: user.lastName,
      display_name: `${user.firstName} ${user.lastName}`.slice(0, 100),
    })
    .execute();
  await trx.insertInto('user_credit_scores').values({ user_id: id }).execute();
  return id;
}

/** Links a user (as merchant) to the merchant; used on approval and by the demo seed. */
export async function linkMerchantUser(
  trx: Kysely<Database>,
  userId: string,
  merchantId: string,
): Promise<void> {
  await trx
    .insertInto('user_roles')
    .values({ user_id: userId, role: 'merchant' })
    .onConflict((oc) => oc.columns(['user_id', 'role']).doNothing())
    .execute();
  await trx
    .insertInto('merchant_users')
    .values({ user_id: userId, merchant_id: merchantId })
    .onConflict((oc) => oc.columns(['user_id', 'merchant_id']).doNothing())
    .execute();
}
