// A person's identity for accounts that tests (API and browser) create directly in the
// database: a valid JMBG, encrypted and keyed-hashed with the app's own encryption as sign-up
// stores it, and a phone number. Buying on instalments needs both.
import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { makeValidJmbg } from '#shared/testing/jmbg-test-data';
import { identityConflictOf, jmbgHash } from '../accounts/identity';
import type { Database } from '../db/schema';
import type { Encryption } from '../security/encryption';

/** A valid JMBG drawn at random (born 1950-1999, regions 21-29), for tests only. */
export function randomValidJmbg(): string {
  return makeValidJmbg(
    randomInt(1, 29),
    randomInt(1, 13),
    randomInt(1950, 2000),
    String(randomInt(21, 30)),
    String(randomInt(1000)).padStart(3, '0'),
  );
}

/** A Montenegrin mobile number in E.164, as the sign-up form stores it. */
export function randomMobilePhone(): string {
  return `+38267${String(randomInt(1_000_000)).padStart(6, '0')}`;
}

/** Gives the user a JMBG and phone; returns the JMBG. Draws again on the rare taken JMBG. */
export async function giveIdentity(
  db: Kysely<Database>,
  encryption: Encryption,
  userId: string,
): Promise<string> {
  for (let attempt = 0; ; attempt += 1) {
    const jmbg = randomValidJmbg();
    try {
      await db
        .updateTable('profiles')
        .set({
          phone: randomMobilePhone(),
          jmbg_encrypted: encryption.encrypt(jmbg),
          jmbg_hash: jmbgHash(encryption, jmbg),
        })
        .where('id', '=', userId)
        .execute();
      return jmbg;
    } catch (error) {
      if (attempt >= 5 || !identityConflictOf(error)) throw error;
    }
  }
}
