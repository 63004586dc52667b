// Payment attempts in the database: the pending row each charge or refund starts with, its plan,
// its settling under a row lock and the recovery job's claim. Only orders' services and jobs call
// these; the attempt pattern itself is in attempts.ts.
import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import type {
  Database,
  PaymentAttemptKind,
  PaymentAttemptStatus,
  PaymentAttemptsTable,
} from '../db/schema';
import { pendingCheckoutOwedQuery } from '../credit/debt-repository';
import { insertRows } from '../db/insert-rows';
import { writeTogether } from '../db/one-statement';
import type { IdempotentResult } from '../http/idempotency';

export type AttemptRow = Selectable<PaymentAttemptsTable>;

/** Who and what a new attempt charges or refunds: an order, or a checkout session. */
export interface NewAttempt {
  kind: PaymentAttemptKind;
  orderId?: string;
  checkoutSessionId?: string;
  userId: string | null;
  merchantId: string;
  amountCents: number;
  /**
   * The id to use: a card-fields payment was opened with it as its order number (the key its
   * charge is made with). Made here otherwise.
   */
  id?: string;
}

/**
 * Inserts a pending attempt. Its id is made here, so a plan whose provider calls are keyed by that
 * id (`planFor`) is written with the row in one statement; without it the plan starts empty and
 * `saveAttemptPlan` writes it later.
 */
export async function insertPendingAttempt(
  trx: Kysely<Database>,
  attempt: NewAttempt,
  now: Date,
  planFor?: (attemptId: string) => unknown,
): Promise<string> {
  const { id, write } = pendingAttemptInsert(attempt, now, planFor);
  await writeTogether(trx, [write]);
  return id;
}

/**
 * insertPendingAttempt as its id, a statement not yet sent (for `writeTogether`) and the row as it
 * will be stored (every column written).
 */
export function pendingAttemptInsert(
  attempt: NewAttempt,
  now: Date,
  planFor?: (attemptId: string) => unknown,
) {
  const id = attempt.id ?? randomUUID();
  const row: AttemptRow = {
    id,
    kind: attempt.kind,
    status: 'pending',
    order_id: attempt.orderId ?? null,
    checkout_session_id: attempt.checkoutSessionId ?? null,
    user_id: attempt.userId,
    merchant_id: attempt.merchantId,
    amount_cents: attempt.amountCents,
    plan: planFor ? planFor(id) : {},
    outcome: null,
    failure_code: null,
    created_at: now,
    resolved_at: null,
    recovery_claimed_until: null,
    recovery_runs: 0,
  };
  const write = insertRows('payment_attempts', {
    ...row,
    plan: JSON.stringify(row.plan),
    outcome: null,
  });
  return { id, write, row };
}

/** The text the check below fails with, which isAttemptChangedError recognises. */
const ATTEMPT_CHANGED = 'attempt settled or changed elsewhere: ';

/**
 * Locks a pending attempt (as settling it does) and fails unless it is still pending with the
 * given plan: a statement sent ahead of a settlement built from what its caller wrote, so the
 * settlement's writes, sent behind it in the same transaction, are rolled back with it if another
 * process settled the attempt or changed its plan meanwhile. It fails itself (a text that is no
 * number) because the writes behind it leave before its answer comes back; the text counts the
 * rows, so that PostgreSQL cannot fold it into a constant and fail while planning.
 */
export function attemptStillAsStarted(db: Kysely<Database>, attemptId: string, plan: unknown) {
  return sql<{ unchanged: number }>`
    with a as (select status, plan from payment_attempts where id = ${attemptId} for update)
    select case when count(*) filter (
        where a.status = 'pending' and a.plan = ${JSON.stringify(plan)}::jsonb) = 1
      then 1 else (${ATTEMPT_CHANGED} || count(*))::integer end as unchanged
    from a`.compile(db);
}

/** The error attemptStillAsStarted fails with when the attempt is no longer as started. */
export function isAttemptChangedError(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return e?.code === '22P02' && (e.message ?? '').includes(ATTEMPT_CHANGED);
}

export async function saveAttemptPlan(
  trx: Kysely<Database>,
  attemptId: string,
  plan: unknown,
): Promise<void> {
  await trx
    .updateTable('payment_attempts')
    .set({ plan: JSON.stringify(plan) })
    .where('id', '=', attemptId)
    .execute();
}

export async function findAttempt(
  db: Kysely<Database>,
  attemptId: string,
): Promise<AttemptRow | undefined> {
  return db
    .selectFrom('payment_attempts')
    .selectAll()
    .where('id', '=', attemptId)
    .executeTakeFirst();
}

/** The attempt, its row locked until the transaction ends (settling books it only once). */
export async function lockAttempt(trx: Kysely<Database>, attemptId: string): Promise<AttemptRow> {
  return trx
    .selectFrom('payment_attempts')
    .selectAll()
    .where('id', '=', attemptId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/** The attempt's outcome, as a statement not yet sent: it goes out with the settlement's writes. */
export function saveAttemptOutcome(
  trx: Kysely<Database>,
  attemptId: string,
  result: {
    succeeded: boolean;
    outcome: unknown;
    failureCode: string | null;
    orderId?: string;
    /** Instead of succeeded/failed: a charge given back in full ('refunded'). */
    status?: PaymentAttemptStatus;
  },
  now: Date,
) {
  return trx
    .updateTable('payment_attempts')
    .set({
      ...(result.orderId !== undefined ? { order_id: result.orderId } : {}),
      status: result.status ?? (result.succeeded ? 'succeeded' : 'failed'),
      outcome: JSON.stringify(result.outcome),
      failure_code: result.failureCode,
      resolved_at: now,
      recovery_claimed_until: null,
    })
    .where('id', '=', attemptId);
}

/** The answer stored for a settled attempt's key. */
export async function findStoredAnswer(
  db: Kysely<Database>,
  attemptId: string,
): Promise<IdempotentResult | null> {
  const row = await db
    .selectFrom('idempotency_keys')
    .select(['response_status', 'response_body'])
    .where('attempt_id', '=', attemptId)
    .executeTakeFirst();
  return row && row.response_status !== null
    ? { statusCode: row.response_status, body: row.response_body }
    : null;
}

/**
 * Claims up to `limit` pending attempts created at or before `createdBefore` whose lease is free
 * (FOR UPDATE SKIP LOCKED, so processes never claim the same one) and leases them until
 * `leaseUntil`.
 */
export async function claimPendingAttempts(
  trx: Kysely<Database>,
  claim: { createdBefore: Date; now: Date; leaseUntil: Date; limit: number },
): Promise<string[]> {
  const due = await trx
    .selectFrom('payment_attempts')
    .select('id')
    .where('status', '=', 'pending')
    .where('created_at', '<=', claim.createdBefore)
    .where((eb) =>
      eb.or([
        eb('recovery_claimed_until', 'is', null),
        eb('recovery_claimed_until', '<', claim.now),
      ]),
    )
    .orderBy('created_at')
    .limit(claim.limit)
    .forUpdate()
    .skipLocked()
    .execute();
  if (due.length === 0) return [];
  await trx
    .updateTable('payment_attempts')
    .set({ recovery_claimed_until: claim.leaseUntil, recovery_runs: sql`recovery_runs + 1` })
    .where(
      'id',
      'in',
      due.map((d) => d.id),
    )
    .execute();
  return due.map((d) => d.id);
}

/** The query of what a shopper's pending checkouts will add to what they owe (one row, `total`). */
export { pendingCheckoutOwedQuery };

/**
 * Marks a pending checkout attempt's charge to be given back instead of booked (an admin's
 * decision); under the attempt's row lock, so no settle can book it meanwhile. False when the
 * attempt is not a pending checkout any more.
 */
export async function markChargeToReturn(
  trx: Kysely<Database>,
  attemptId: string,
): Promise<boolean> {
  const marked = await trx
    .updateTable('payment_attempts')
    .set({ plan: sql`plan || '{"returnCharge": true}'::jsonb` })
    .where('id', '=', attemptId)
    .where('kind', '=', 'checkout')
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(marked.numUpdatedRows) === 1;
}
