// One person, one account. The JMBG is kept encrypted (it must be readable) and, beside it, as a
// keyed HMAC-SHA256 under a key of its own: equal numbers give equal hashes, so a unique index
// can refuse a second account, while a leaked table gives no way to test guesses offline.
// A verified phone (stored in E.164) is unique among verified phones in the same way.
import type { Kysely } from 'kysely';
import { toE164 } from '../../shared/phone';
import type { Database } from '../db/schema';
import { conflict, errorText } from '../http/errors';
import type { Encryption } from '../security/encryption';

export const JMBG_TAKEN_MESSAGE = errorText('jmbg_taken');
export const PHONE_TAKEN_MESSAGE = errorText('phone_taken');

const JMBG_HASH_PURPOSE = 'jmbg';
const JMBG_UNIQUE_INDEX = 'profiles_jmbg_hash_key';
const PHONE_UNIQUE_INDEX = 'profiles_verified_phone_key';
const E164_PATTERN = /^\+[1-9]\d{6,14}$/;

export function jmbgHash(encryption: Encryption, jmbg: string): string {
  return encryption.keyedHash(JMBG_HASH_PURPOSE, jmbg);
}

export const jmbgTakenError = () => conflict(JMBG_TAKEN_MESSAGE, 'jmbg_taken');
export const phoneTakenError = () => conflict(PHONE_TAKEN_MESSAGE, 'phone_taken');

export async function jmbgTaken(db: Kysely<Database>, hash: string): Promise<boolean> {
  const row = await db
    .selectFrom('profiles')
    .select('id')
    .where('jmbg_hash', '=', hash)
    .limit(1)
    .executeTakeFirst();
  return Boolean(row);
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

/** A unique-index violation (23505) of one of the identity indexes, as the 409 to answer. */
export function identityConflictOf(error: unknown): Error | null {
  const e = error as { code?: string; constraint?: string; message?: string };
  if (e?.code !== '23505') return null;
  const names = `${e.constraint ?? ''} ${e.message ?? ''}`;
  if (names.includes(JMBG_UNIQUE_INDEX)) return jmbgTakenError();
  if (names.includes(PHONE_UNIQUE_INDEX)) return phoneTakenError();
  return null;
}

/**
 * Fills what rows written before uniqueness lack: the JMBG hash and the E.164 phone. A row whose
 * JMBG or verified phone another account already holds keeps its data and is flagged for admins.
 * Runs at start-up; cheap when there is nothing to do, and safe in several processes at once.
 */
export async function backfillIdentity(
  db: Kysely<Database>,
  encryption: Encryption,
): Promise<{ hashed: number; phones: number }> {
  let hashed = 0;
  let phones = 0;
  for (;;) {
    const done = await db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('profiles')
        .select(['id', 'jmbg_encrypted'])
        .where('jmbg_hash', 'is', null)
        .where('jmbg_encrypted', 'is not', null)
        .orderBy('created_at')
        .limit(1)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (!row?.jmbg_encrypted) return true;
      const hash = jmbgHash(encryption, encryption.decrypt(row.jmbg_encrypted));
      const duplicate = await jmbgTaken(trx, hash);
      await trx
        .updateTable('profiles')
        .set({ jmbg_hash: hash, jmbg_duplicate: duplicate })
        .where('id', '=', row.id)
        .execute();
      hashed += 1;
      return false;
    });
    if (done) break;
  }
  const unformatted = await db
    .selectFrom('profiles')
    .select(['id', 'phone', 'phone_verified'])
    .where('phone', 'is not', null)
    .where('phone', '!~', E164_PATTERN.source)
    .execute();
  for (const row of unformatted) {
    const e164 = row.phone ? toE164(row.phone) : null;
    if (!e164) continue;
    const taken = row.phone_verified && (await phoneVerifiedElsewhere(db, e164, row.id));
    try {
      await db
        .updateTable('profiles')
        .set({ phone: e164, ...(taken ? { phone_duplicate: true } : {}) })
        .where('id', '=', row.id)
        .where('phone', '=', row.phone)
        .execute();
      phones += 1;
    } catch (error) {
      // Another process verified or normalized the same number meanwhile: left for the next start.
      if (!identityConflictOf(error)) throw error;
    }
  }
  return { hashed, phones };
}
