// One person, one account. The JMBG is kept encrypted (it must be readable) and, beside it, as a
// keyed HMAC-SHA256 under a key of its own: equal numbers give equal hashes, so a unique index
// can refuse a second account, while a leaked table gives no way to test guesses offline.
// A verified phone (stored in E.164) is unique among verified phones in the same way.
import { toE164 } from '#shared/phone';
import { conflict, errorText } from '../http/errors';
import type { Encryption } from '../security/encryption';
import type { ServiceDeps } from '../service-deps';
import {
  claimProfileWithoutJmbgHash,
  jmbgTaken,
  listPhonesNotMatching,
  phoneVerifiedElsewhere,
  replacePhone,
  setJmbgHash,
} from './identity-repository';

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
  deps: ServiceDeps,
): Promise<{ hashed: number; phones: number }> {
  const { db, encryption } = deps;
  let hashed = 0;
  let phones = 0;
  for (;;) {
    const done = await db.transaction().execute(async (trx) => {
      const row = await claimProfileWithoutJmbgHash(trx);
      if (!row?.jmbg_encrypted) return true;
      const hash = jmbgHash(encryption, encryption.decrypt(row.jmbg_encrypted));
      await setJmbgHash(trx, row.id, hash, await jmbgTaken(trx, hash));
      hashed += 1;
      return false;
    });
    if (done) break;
  }
  const unformatted = await listPhonesNotMatching(db, E164_PATTERN.source);
  for (const row of unformatted) {
    const e164 = row.phone ? toE164(row.phone) : null;
    if (!e164 || !row.phone) continue;
    const taken = row.phone_verified && (await phoneVerifiedElsewhere(db, e164, row.id));
    try {
      await replacePhone(db, row.id, row.phone, e164, taken);
      phones += 1;
    } catch (error) {
      // Another process verified or normalized the same number meanwhile: left for the next start.
      if (!identityConflictOf(error)) throw error;
    }
  }
  return { hashed, phones };
}
