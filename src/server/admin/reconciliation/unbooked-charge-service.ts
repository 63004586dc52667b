// An admin gives back a checkout charge that reached the card but was never booked (recovery
// cannot settle it: its settling keeps failing). The decision is marked on the attempt under its
// row lock, so no settle can book the charge afterwards, and audited; the charge is then refunded
// in full at the provider by the same path recovery uses, and the attempt ends as 'refunded'.
import type { Kysely } from 'kysely';
import type { ReturnedCharge } from '#shared/admin-api';
import type { Database } from '#server/db/schema';
import { conflict, errorMessage, HttpError, notFound } from '#server/http/errors';
import { findAttempt, markChargeToReturn } from '#server/orders/attempt-repository';
import { PAYMENT_IN_PROGRESS_MESSAGE } from '#server/orders/attempts';
import type { OrderDeps } from '#server/orders/order-deps';
import { recoverAttempt, RECOVERY_AFTER_MS } from '#server/orders/recovery';
import { recordAudit } from '../audit/repository';

export const ATTEMPT_NOT_FOUND_MESSAGE = errorMessage('attempt_not_found');
export const ATTEMPT_SETTLED_MESSAGE = errorMessage('attempt_settled');

export type { ReturnedCharge };

async function attemptStatus(db: Kysely<Database>, attemptId: string) {
  const attempt = await findAttempt(db, attemptId);
  if (!attempt) throw notFound(ATTEMPT_NOT_FOUND_MESSAGE);
  return attempt;
}

export async function returnUnbookedCharge(
  deps: OrderDeps,
  actorId: string,
  attemptId: string,
  now: Date = new Date(),
): Promise<ReturnedCharge> {
  const attempt = await attemptStatus(deps.db, attemptId);
  if (attempt.kind !== 'checkout' || attempt.status !== 'pending') {
    throw conflict(ATTEMPT_SETTLED_MESSAGE);
  }
  // A request may still be waiting for the provider's answer: only recovery's own window is safe.
  if (now.getTime() - attempt.created_at.getTime() < RECOVERY_AFTER_MS) {
    throw new HttpError(409, 'payment_in_progress', PAYMENT_IN_PROGRESS_MESSAGE);
  }
  await deps.db.transaction().execute(async (trx) => {
    if (!(await markChargeToReturn(trx, attemptId))) throw conflict(ATTEMPT_SETTLED_MESSAGE);
    await recordAudit(trx, {
      actorId,
      action: 'payment.charge_returned',
      entityType: 'payment_attempt',
      entityId: attemptId,
      before: { status: 'pending', amountCents: attempt.amount_cents },
      after: { status: 'refunded', amountCents: attempt.amount_cents },
    });
  });
  await recoverAttempt(deps, attemptId, now);
  const after = await attemptStatus(deps.db, attemptId);
  return { attemptId, status: after.status, amountCents: after.amount_cents };
}
