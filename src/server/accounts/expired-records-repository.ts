import type { Kysely } from 'kysely';
import { deleteStaleThrottles } from '../auth/login-repository';
import type { Database } from '../db/schema';

/** Kept a day past expiry, so the hourly limits on codes and links still see them. */
const GRACE_MS = 24 * 60 * 60_000;

/**
 * Deletes verification codes (with their pending sign-up data), reset links, sessions and sign-in
 * counts that expired more than a day ago. Plain deletes by expiry: safe to run in several processes.
 */
export async function deleteExpiredAccountRecords(db: Kysely<Database>): Promise<number> {
  const cutoff = new Date(Date.now() - GRACE_MS);
  const results = await Promise.all([
    db.deleteFrom('verification_codes').where('expires_at', '<', cutoff).executeTakeFirst(),
    db.deleteFrom('password_reset_tokens').where('expires_at', '<', cutoff).executeTakeFirst(),
    db.deleteFrom('sessions').where('expires_at', '<', new Date()).executeTakeFirst(),
    deleteStaleThrottles(db, cutoff),
  ]);
  return results.reduce((sum, r) => sum + Number(r.numDeletedRows), 0);
}
