// Idempotency-Key on POST requests. A client's key maps to one piece of work, ever:
// - the work stores its answer with `storeResponse` inside its own transaction, so the answer
//   exists exactly when the work was committed (a crash in between leaves neither);
// - work that moves money ties the key to its payment attempt (`claimKeyForAttempt`) in the
//   transaction that commits the attempt as pending; the attempt's outcome then stores the answer
//   in the transaction that books it, and a retry while it is still pending resumes the attempt
//   (recovery asks the provider) instead of running the work again;
// - a retry with the same key and body gets the stored answer (header Idempotent-Replayed: true);
//   the same key with another body is refused (409 idempotency_key_reused);
// - a refusal (4xx other than a malformed request) is stored and replayed like a success, as
//   nothing was done; the key is freed only when nothing was committed (validation errors and
//   server errors before the work's commit leave no row).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import {
  IDEMPOTENCY_CONFLICT_MESSAGE,
  IDEMPOTENCY_IN_PROGRESS_MESSAGE,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_INVALID_MESSAGE,
  isValidIdempotencyKey,
  requestFingerprint,
} from '../rules/idempotency-key';
import { errorMessage, HttpError, httpErrorBody } from './errors';
import {
  findLiveKey,
  storeRefusal,
  type IdempotencyClaim,
  type IdempotentResult,
} from './idempotency-repository';

export {
  claimKeyForAttempt,
  keyForAttemptInsert,
  responseInsert,
  storeAttemptResponse,
  storeResponse,
  type IdempotencyClaim,
  type IdempotentResult,
} from './idempotency-repository';

/** A key is remembered this long, as payment APIs do; afterwards it may be used again. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60_000;

export const IDEMPOTENCY_KEY_REQUIRED_MESSAGE = errorMessage('idempotency_key_required');

/** The key of a request: 400 idempotency_key_required without one, 400 when malformed. */
export function idempotencyKeyOf(request: FastifyRequest): string {
  return idempotencyKeyFrom(request.headers[IDEMPOTENCY_KEY_HEADER]);
}

/** The key in a header's value, or the 400 answer for a missing or malformed one. */
export function idempotencyKeyFrom(raw: string | string[] | undefined): string {
  if (raw === undefined || raw === '') {
    throw new HttpError(400, 'idempotency_key_required', IDEMPOTENCY_KEY_REQUIRED_MESSAGE);
  }
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (key === undefined || !isValidIdempotencyKey(key)) {
    throw new HttpError(400, 'idempotency_key_invalid', IDEMPOTENCY_KEY_INVALID_MESSAGE);
  }
  return key;
}

function isKeyTaken(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string; message?: string };
  return (
    e?.code === '23505' &&
    (e.constraint === 'idempotency_keys_pkey' ||
      (e.message ?? '').includes('idempotency_keys_pkey'))
  );
}

const inProgress = () =>
  new HttpError(409, 'idempotency_in_progress', IDEMPOTENCY_IN_PROGRESS_MESSAGE);

export interface IdempotentOptions {
  /** Replaces the body in the fingerprint (a card form: never the card number). */
  fingerprintBody?: unknown;
  /** Brings a pending payment attempt to its answer (recovery), or null while undecided. */
  resume?: (attemptId: string) => Promise<IdempotentResult | null>;
  /**
   * Runs the work before looking the key up: a new key (nearly every request) then costs no
   * statement of its own. For work that changes nothing before its statement that writes the key
   * (that statement and anything before it roll back if it fails) and that marks the claim
   * `written` once it has succeeded. A key already there makes that statement fail; any error
   * before it may come from the earlier use (a session already completed, a card payment
   * already used), so it is answered as if the key had been looked up first. An error after it is
   * the work's own and is answered as it is.
   */
  workFirst?: boolean;
}

type StoredKey = NonNullable<Awaited<ReturnType<typeof findLiveKey>>>;

/**
 * Runs `work` at most once per (scope, Idempotency-Key) and answers with its result. `scope`
 * separates merchants (and shoppers) so keys never collide. The work must store its answer with
 * `storeResponse` or `claimKeyForAttempt` inside its transaction.
 */
export async function idempotent(
  db: Kysely<Database>,
  request: FastifyRequest,
  reply: FastifyReply,
  scope: string,
  work: (claim: IdempotencyClaim) => Promise<IdempotentResult>,
  options: IdempotentOptions = {},
): Promise<unknown> {
  const key = idempotencyKeyOf(request);
  const body = 'fingerprintBody' in options ? options.fingerprintBody : request.body;
  const claim: IdempotencyClaim = {
    scope,
    key,
    fingerprint: requestFingerprint(request.method, request.url, body),
  };
  const replay = (result: IdempotentResult) => {
    reply.header('idempotent-replayed', 'true');
    return reply.status(result.statusCode).send(result.body);
  };
  const answerStored = async (stored: StoredKey) => {
    if (stored.fingerprint !== claim.fingerprint) {
      throw new HttpError(409, 'idempotency_key_reused', IDEMPOTENCY_CONFLICT_MESSAGE);
    }
    if (stored.response_status !== null) {
      return replay({ statusCode: stored.response_status, body: stored.response_body });
    }
    if (stored.attempt_id && options.resume) {
      const resumed = await options.resume(stored.attempt_id);
      if (resumed) return replay(resumed);
    }
    throw inProgress();
  };

  if (!options.workFirst) {
    const stored = await findLiveKey(db, scope, key, IDEMPOTENCY_KEY_TTL_MS);
    if (stored) return answerStored(stored);
  }
  let result: IdempotentResult;
  try {
    result = await work(claim);
  } catch (error) {
    if (options.workFirst && !claim.written) {
      const stored = await findLiveKey(db, scope, key, IDEMPOTENCY_KEY_TTL_MS);
      if (stored) return answerStored(stored);
      // The key was taken by an expired row, now deleted: the work runs as for a new key.
      if (isKeyTaken(error)) {
        return idempotent(db, request, reply, scope, work, { ...options, workFirst: false });
      }
    }
    if (isKeyTaken(error)) throw inProgress();
    // A refused request did nothing: its answer is kept so a retry gets the same refusal. A
    // malformed request (400 bad_request) and a server error leave the key free.
    if (error instanceof HttpError && error.statusCode < 500 && error.code !== 'bad_request') {
      await storeRefusal(db, claim, {
        statusCode: error.statusCode,
        body: httpErrorBody(error),
      });
    }
    throw error;
  }
  return reply.status(result.statusCode).send(result.body);
}
