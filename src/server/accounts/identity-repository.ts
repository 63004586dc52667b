import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export async function jmbgTaken(db: Kysely<Database>, hash: string): Promise<boolean> {
  const row = await db
    .selectFrom('profiles')
    .select('id')
    .where('jmbg_hash', '=', hash)
    .limit(1)
    .executeTakeFirst();
  return Boolean(row);
}

/** The email of the account that holds this JMBG hash, if any. */
export async function findJmbgOwnerEmail(
  db: Kysely<Database>,
  hash: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('profiles')
    .innerJoin('users', 'users.id', 'profiles.id')
    .select('users.email')
    .where('profiles.jmbg_hash', '=', hash)
    .orderBy('profiles.created_at')
    .limit(1)
    .executeTakeFirst();
  return row?.email ?? null;
}

/** Whether another account has already verified this phone number. */
export async function phoneVerifiedElsewhere(
  db: Kysely<Database>,
  phone: string,
  userId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('profiles')
    .select('id')
    .where('phone', '=', phone)
    .where('phone_verified', '=', true)
    .where('id', '<>', userId)
    .limit(1)
    .executeTakeFirst();
  return Boolean(row);
}

/** One profile with an encrypted JMBG but no hash yet, locked (other processes skip it). */
export async function claimProfileWithoutJmbgHash(trx: Kysely<Database>) {
  return trx
    .selectFrom('profiles')
    .select(['id', 'jmbg_encrypted'])
    .where('jmbg_hash', 'is', null)
    .where('jmbg_encrypted', 'is not', null)
    .orderBy('created_at')
    .limit(1)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
}

export async function setJmbgHash(
  trx: Kysely<Database>,
  profileId: string,
  hash: string,
  duplicate: boolean,
): Promise<void> {
  await trx
    .updateTable('profiles')
    .set({ jmbg_hash: hash, jmbg_duplicate: duplicate })
    .where('id', '=', profileId)
    .execute();
}

/** Profiles whose phone does not match `pattern` (a PostgreSQL regular expression). */
export async function listPhonesNotMatching(db: Kysely<Database>, pattern: string) {
  return db
    .selectFrom('profiles')
    .select(['id', 'phone', 'phone_verified'])
    .where('phone', 'is not', null)
    .where('phone', '!~', pattern)
    .execute();
}

/** Rewrites the phone only while it is still `previous` (another process may have changed it). */
export async function replacePhone(
  db: Kysely<Database>,
  profileId: string,
  previous: string,
  phone: string,
  duplicate: boolean,
): Promise<void> {
  await db
    .updateTable('profiles')
    .set({ phone, ...(duplicate ? { phone_duplicate: true } : {}) })
    .where('id', '=', profileId)
    .where('phone', '=', previous)
    .execute();
}

/** The identity columns of one profile, locked for the completion that may write them. */
export async function lockProfileIdentity(trx: Kysely<Database>, userId: string) {
  return trx
    .selectFrom('profiles')
    .select(['id', 'jmbg_hash', 'jmbg_encrypted', 'phone', 'phone_verified', 'display_name'])
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

/** Writes a completed identity: names, phone (verified only if unchanged) and the JMBG. */
export async function setProfileIdentity(
  trx: Kysely<Database>,
  userId: string,
  identity: {
    firstName: string;
    lastName: string;
    displayName: string | null;
    phone: string;
    phoneVerified: boolean;
    jmbgEncrypted: string;
    jmbgHash: string;
  },
): Promise<void> {
  await trx
    .updateTable('profiles')
    .set({
      first_name: identity.firstName,
      last_name: identity.lastName,
      display_name: identity.displayName,
      phone: identity.phone,
      phone_verified: identity.phoneVerified,
      jmbg_encrypted: identity.jmbgEncrypted,
      jmbg_hash: identity.jmbgHash,
      updated_at: new Date(),
    })
    .where('id', '=', userId)
    .execute();
}
