// Idempotency-Key on POST requests, so a retry never repeats the work: the first request with a key
// reserves it, does the work and stores its response; a retry with the same key and body gets that
// stored response (header Idempotent-Replayed: true); the same key with another body is refused
// (409 idempotency_key_reused); a retry while the first is still running is refused (409
// idempotency_in_progress). Errors of the request itself (4xx) are stored and replayed like
// successes; a validation error (400 bad_request) or a server error (5xx) frees the key so the
// client can retry.
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
  resolveIdempotency,
} from '../engine/idempotency';
import { HttpError, httpErrorBody } from './errors';

/** A key is remembered this long, as payment APIs do; afterwards it may be used again. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60_000;
/** A reservation older than this without a response belongs to a request that died. */
export const IDEMPOTENCY_ABANDONED_MS = 60_000;

export interface IdempotentResult {
  statusCode: number;
  body: unknown;
}

/** The key of a request, or undefined without one; 400 when it is malformed. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (raw === undefined) return undefined;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (key === undefined || !isValidIdempotencyKey(key)) {
    throw new HttpError(400, 'idempotency_key_invalid', IDEMPOTENCY_KEY_INVALID_MESSAGE);
  }
  return key;
}

async function reserve(
  db: Kysely<Database>,
  scope: string,
  key: string,
  fingerprint: string,
  now: Date,
): Promise<boolean> {
  // A key past its lifetime, or abandoned by a request that died, is released first.
  await db
    .deleteFrom('idempotency_keys')
    .where('scope', '=', scope)
    .where('key', '=', key)
    .where((eb) =>
      eb.or([
        eb('created_at', '<', new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS)),
        eb.and([
          eb('completed_at', 'is', null),
          eb('created_at', '<', new Date(now.getTime() - IDEMPOTENCY_ABANDONED_MS)),
        ]),
      ]),
    )
    .execute();
  const inserted = await db
    .insertInto('idempotency_keys')
    .values({ scope, key, fingerprint, created_at: now })
    .onConflict((oc) => oc.columns(['scope', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  return inserted !== undefined;
}

async function store(
  db: Kysely<Database>,
  scope: string,
  key: string,
  result: IdempotentResult,
): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({
      response_status: result.statusCode,
      response_body: JSON.stringify(result.body ?? null),
      completed_at: new Date(),
    })
    .where('scope', '=', scope)
    .where('key', '=', key)
    .execute();
}

/**
 * Runs `work` at most once per (scope, Idempotency-Key) and answers with its result; without a
 * key it simply runs. `scope` separates merchants (and shoppers) so keys never collide.
 * `fingerprintBody` replaces the body in the fingerprint (a card form: never the card number).
 */
export async function idempotent(
  db: Kysely<Database>,
  request: FastifyRequest,
  reply: FastifyReply,
  scope: string,
  work: () => Promise<IdempotentResult>,
  options: { fingerprintBody?: unknown } = {},
): Promise<unknown> {
  const key = idempotencyKeyOf(request);
  if (key === undefined) {
    const result = await work();
    return reply.status(result.statusCode).send(result.body);
  }
  const path = request.url;
  const body = 'fingerprintBody' in options ? options.fingerprintBody : request.body;
  const fingerprint = requestFingerprint(request.method, path, body);
  if (!(await reserve(db, scope, key, fingerprint, new Date()))) {
    const stored = await db
      .selectFrom('idempotency_keys')
      .select(['fingerprint', 'response_status', 'response_body'])
      .where('scope', '=', scope)
      .where('key', '=', key)
      .executeTakeFirst();
    const resolution = resolveIdempotency(
      stored && {
        fingerprint: stored.fingerprint,
        response:
          stored.response_status === null
            ? null
            : { statusCode: stored.response_status, body: stored.response_body },
      },
      fingerprint,
    );
    if (resolution === 'conflict') {
      throw new HttpError(409, 'idempotency_key_reused', IDEMPOTENCY_CONFLICT_MESSAGE);
    }
    if (resolution === 'in_progress' || resolution === 'new') {
      // 'new' here means the first request finished and freed the key in between: retry later.
      throw new HttpError(409, 'idempotency_in_progress', IDEMPOTENCY_IN_PROGRESS_MESSAGE);
    }
    reply.header('idempotent-replayed', 'true');
    return reply.status(resolution.replay.statusCode).send(resolution.replay.body);
  }
  let result: IdempotentResult;
  try {
    result = await work();
  } catch (error) {
    // A request that failed validation never started: its key is released, as payment APIs do.
    if (error instanceof HttpError && error.statusCode < 500 && error.code !== 'bad_request') {
      await store(db, scope, key, { statusCode: error.statusCode, body: httpErrorBody(error) });
    } else {
      await db
        .deleteFrom('idempotency_keys')
        .where('scope', '=', scope)
        .where('key', '=', key)
        .execute();
    }
    throw error;
  }
  await store(db, scope, key, result);
  return reply.status(result.statusCode).send(result.body);
}
