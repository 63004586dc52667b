import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, VerificationPurpose } from '../db/schema';
import { errorText, HttpError } from '../http/errors';
import { fillTemplate } from '#shared/i18n/format';
import type { Encryption } from '../security/encryption';
import type { ServiceDeps } from '../service-deps';
import {
  codesSentSince,
  findCodeForCheck,
  insertCode,
  lockCodeTarget,
  markCodeConsumed,
  setCodeAttempts,
  supersedeCodes,
  type CodeLookup,
} from './verification-code-repository';

/** Codes live 10 minutes, allow 5 wrong tries, and a resend waits 60 s. */
export const CODE_TTL_MS = 10 * 60_000;
export const MAX_WRONG_ATTEMPTS = 5;
export const RESEND_WAIT_MS = 60_000;
/** At most this many codes an hour to one address: with 5 tries each, 25 guesses of 900 000. */
export const MAX_CODES_PER_HOUR = 5;

export const WRONG_CODE_MESSAGE = errorText('wrong_code');
export const CODE_EXPIRED_MESSAGE = errorText('code_expired');
export const CODE_LOCKED_MESSAGE = errorText('code_locked');
export const CODE_NOT_FOUND_MESSAGE = errorText('code_not_found');
export const TOO_MANY_CODES_MESSAGE = errorText('too_many_codes');

const HASH_PURPOSE = 'verification-code';

export interface IssueCodeInput {
  purpose: VerificationPurpose;
  /** The email address or phone number the code goes to. */
  target: string;
  userId?: string;
  payload?: unknown;
  clientTokenHash?: string;
}

export interface IssuedCode {
  id: string;
  /** Goes only into the message to the target, never into a response or a log. */
  code: string;
  expiresAt: Date;
}

function codeHash(encryption: Encryption, purpose: string, target: string, code: string): string {
  // The purpose and target are part of the hashed text, so a hash is useless for any other row.
  return encryption.keyedHash(HASH_PURPOSE, `${purpose}\n${target}\n${code}`);
}

function waitMessage(seconds: number): string {
  return fillTemplate(errorText('resend_too_soon'), { retryAfterSeconds: seconds });
}

/**
 * Creates a code for the target, replacing the caller's earlier ones (same user or same
 * browser token). Refuses a resend within 60 s and more than 5 codes an hour per target.
 * Call inside a transaction, together with sending the message.
 */
// Runs in the caller's transaction, so the code exists exactly when its message is queued.
export async function issueCode(
  trx: Kysely<Database>,
  encryption: Encryption,
  input: IssueCodeInput,
): Promise<IssuedCode> {
  // Serialises concurrent requests for one target, so two cannot both pass the limits.
  await lockCodeTarget(trx, input.purpose, input.target);
  const since = new Date(Date.now() - 60 * 60_000);
  const recent = await codesSentSince(trx, input.purpose, input.target, since);
  const newest = recent[0]?.created_at;
  if (newest) {
    const waitMs = newest.getTime() + RESEND_WAIT_MS - Date.now();
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      throw new HttpError(429, 'resend_too_soon', waitMessage(seconds), {
        retryAfterSeconds: seconds,
      });
    }
  }
  if (recent.length >= MAX_CODES_PER_HOUR) {
    throw new HttpError(429, 'too_many_codes', TOO_MANY_CODES_MESSAGE);
  }

  await supersedeCodes(trx, input.purpose, input);

  const code = String(randomInt(100_000, 1_000_000));
  const expiresAt = new Date(Date.now() + CODE_TTL_MS);
  const id = await insertCode(trx, {
    purpose: input.purpose,
    target: input.target,
    userId: input.userId ?? null,
    codeHash: codeHash(encryption, input.purpose, input.target, code),
    payload: input.payload === undefined ? null : JSON.stringify(input.payload),
    clientTokenHash: input.clientTokenHash ?? null,
    expiresAt,
  });
  return { id, code, expiresAt };
}

export interface CodeRow {
  id: string;
  purpose: VerificationPurpose;
  target: string;
  user_id: string | null;
  payload: unknown;
  client_token_hash: string | null;
}

/**
 * Checks a code typed by a person against the newest code the lookup finds. A wrong guess is
 * counted in its own committed step, so an error later cannot undo the count; after 5 wrong
 * guesses even the right code is refused. Refusals say how many tries are left
 * (`attemptsLeft`), and a locked code when a new one may be asked for (`retryAfterSeconds`), so
 * the page can warn before the last try and stop offering a check that cannot succeed. On success the code is used up and `onSuccess` runs
 * in the same transaction (its failure leaves the code unused).
 */
export async function consumeCode<T>(
  deps: ServiceDeps,
  lookup: CodeLookup,
  typed: string,
  onSuccess: (trx: Kysely<Database>, row: CodeRow) => Promise<T>,
): Promise<T> {
  const { db, encryption } = deps;
  const outcome = await db.transaction().execute(async (trx) => {
    const row = await findCodeForCheck(trx, lookup);
    if (!row || row.consumed_at) {
      return { error: new HttpError(404, 'code_not_found', CODE_NOT_FOUND_MESSAGE) };
    }
    if (row.attempts >= MAX_WRONG_ATTEMPTS) {
      const resendAt = row.created_at.getTime() + RESEND_WAIT_MS;
      const retryAfterSeconds = Math.max(0, Math.ceil((resendAt - Date.now()) / 1000));
      return {
        error: new HttpError(429, 'code_locked', CODE_LOCKED_MESSAGE, {
          attemptsLeft: 0,
          retryAfterSeconds,
        }),
      };
    }
    if (row.expires_at <= new Date()) {
      return { error: new HttpError(410, 'code_expired', CODE_EXPIRED_MESSAGE) };
    }
    const matches = encryption.hashesEqual(
      row.code_hash,
      codeHash(encryption, row.purpose, row.target, typed),
    );
    if (!matches) {
      await setCodeAttempts(trx, row.id, row.attempts + 1);
      const attemptsLeft = MAX_WRONG_ATTEMPTS - (row.attempts + 1);
      return { error: new HttpError(400, 'wrong_code', WRONG_CODE_MESSAGE, { attemptsLeft }) };
    }
    return { value: row };
  });
  if ('error' in outcome) throw outcome.error;

  const row = outcome.value;
  return db.transaction().execute(async (trx) => {
    // Used up only if nobody else used it meanwhile: one code, one success.
    if (!(await markCodeConsumed(trx, row.id)))
      throw new HttpError(404, 'code_not_found', CODE_NOT_FOUND_MESSAGE);
    return onSuccess(trx, row);
  });
}
