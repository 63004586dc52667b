// Recovery of payment attempts left pending by a crash, a timeout or a lost answer. For each
// provider call of the attempt it asks the provider what became of the key (`lookup`); a refund
// the provider never received is sent again with the same key (safe: the key is carried out at
// most once); a charge the provider never received is void once the attempt is older than any
// request could still be in flight (only the request itself ever holds the card); an amount the
// card fields only authorised for it (a checkout that crashed between its decision and the
// capture) is then released, never captured by recovery, so it is charged at most once and only
// by its own request. The outcome is
// then booked exactly as the request would have booked it; a charge that can no longer be booked
// (its shopper or checkout session is gone) is given back to the card (settleOrReturn).
//
// The job claims attempts with FOR UPDATE SKIP LOCKED and a lease, so any number of processes
// can run it at once; each attempt is worked on by one of them, and settling locks the attempt
// row again and books it once whoever gets there first.
import type { PaymentAttemptKind } from '../db/schema';
import type { IdempotentResult } from '../http/idempotency';
import { claimPendingAttempts, findAttempt } from './attempt-repository';
import {
  outcomeFromLookup,
  plannedCalls,
  sendRefund,
  settleOrReturn,
  storedAnswer,
  type CallOutcome,
  type ProviderCall,
  type Settler,
} from './attempts';
import { settleAutopay } from './autopay-job';
import { settleCheckout } from './confirm-service';
import type { OrderDeps } from './order-deps';
import { settlePayment } from './payment-service';
import { settleRefund } from './refund-service';
import { settleWithdrawal } from './withdrawal-service';
import { errorText } from '../http/errors';

/** A pending attempt this old has no request in flight any more (requests time out sooner). */
export const RECOVERY_AFTER_MS = 60_000;
/** How long a claim keeps other processes off an attempt. */
const CLAIM_LEASE_MS = 2 * 60_000;
const CLAIM_BATCH = 20;

const SETTLERS: Readonly<Record<PaymentAttemptKind, Settler>> = {
  checkout: settleCheckout,
  instalments: settlePayment,
  refund: settleRefund,
  autopay: settleAutopay,
  withdrawal: settleWithdrawal,
};

async function recoverCall(
  deps: OrderDeps,
  call: ProviderCall,
  mayVoid: boolean,
): Promise<CallOutcome> {
  const found = await deps.provider.lookup(call.key);
  if (!found.found) {
    if (call.type === 'refund') return sendRefund(deps.provider, call);
    if (!mayVoid) return { key: call.key, status: 'unknown' };
    const released = (await deps.provider.voidAuthorization?.(call.key)) ?? 'none';
    // The request captured it after all: book the charge it made.
    if (released === 'captured')
      return outcomeFromLookup(call, await deps.provider.lookup(call.key));
    return {
      key: call.key,
      status: 'failed',
      code: 'processing_error',
      message: errorText('payment_not_made'),
    };
  }
  return outcomeFromLookup(call, found);
}

/**
 * Brings one attempt to its final answer if the provider can tell it; null while it cannot (the
 * provider is unreachable, or a young charge it has not seen yet).
 */
export async function recoverAttempt(
  deps: OrderDeps,
  attemptId: string,
  now: Date = new Date(),
): Promise<IdempotentResult | null> {
  const attempt = await findAttempt(deps.db, attemptId);
  if (!attempt) return null;
  if (attempt.status !== 'pending') return storedAnswer(deps.db, attemptId);
  const mayVoid = now.getTime() - attempt.created_at.getTime() >= RECOVERY_AFTER_MS;
  const outcomes: CallOutcome[] = [];
  let stop = false;
  for (const call of plannedCalls(attempt)) {
    if (stop) {
      outcomes.push({ key: call.key, status: 'skipped' });
      continue;
    }
    let outcome: CallOutcome;
    try {
      outcome = await recoverCall(deps, call, mayVoid);
    } catch (error) {
      deps.log?.warn({ err: error, attemptId }, 'provider unreachable during recovery');
      outcome = { key: call.key, status: 'unknown' };
    }
    outcomes.push(outcome);
    if (outcome.status !== 'succeeded') stop = true;
  }
  const answer = await settleOrReturn(deps, attemptId, outcomes, SETTLERS[attempt.kind], now);
  return answer ?? storedAnswer(deps.db, attemptId);
}

/**
 * The recovery job: claims pending attempts older than RECOVERY_AFTER_MS (SKIP LOCKED, with a
 * lease) and recovers each with no transaction open.
 */
export async function runPaymentRecovery(
  deps: OrderDeps,
  now: Date = new Date(),
): Promise<{ claimed: number; settled: number }> {
  const claimed = await deps.db.transaction().execute(async (trx) => {
    return claimPendingAttempts(trx, {
      createdBefore: new Date(now.getTime() - RECOVERY_AFTER_MS),
      now,
      leaseUntil: new Date(now.getTime() + CLAIM_LEASE_MS),
      limit: CLAIM_BATCH,
    });
  });
  let settled = 0;
  for (const id of claimed) {
    try {
      const answer = await recoverAttempt(deps, id, now);
      if (answer) settled += 1;
    } catch (error) {
      deps.log?.error({ err: error, attemptId: id }, 'payment attempt recovery failed');
    }
  }
  return { claimed: claimed.length, settled };
}
