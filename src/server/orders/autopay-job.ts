// Autopay: on its due date (a Podgorica business day), each instalment of a shopper who turned
// autopay on is charged to their saved card, through the attempt pattern:
// 1. one transaction claims the work and commits the attempt as pending: it locks the shopper's
//    saved card row with FOR UPDATE SKIP LOCKED (another process skips that shopper meanwhile),
//    then the credit row and the order as every payment does, checks that the instalment is
//    still the next one owed, and records the autopay charge (instalment, due date) whose primary
//    key refuses a second one, whichever process tries;
// 2. the provider is charged with the saved card's token, with no transaction open;
// 3. the outcome is booked exactly like a shopper's payment (settlePayment): paid instalment,
//    ledger, webhooks, confirmation email with the receipt. A declined charge leaves the
//    instalment unpaid and emails the shopper; it is not retried (the shopper pays by hand).
// A lost answer leaves the attempt pending for recovery, which settles it with settleAutopay.
import { businessDay } from '#shared/business-dates';
import { lockCreditRow } from '../credit/repository';
import { payInstalments } from '../rules/instalments';
import { checkPayment } from '../rules/order-state';
import { HttpError } from '../http/errors';
import {
  isSecondPendingAttempt,
  startChargeAttempt,
  runAttempt,
  type ProviderCall,
  type Settler,
} from './attempts';
import { insertAutopayCharge, lockNextAutopayCandidate } from './autopay-repository';
import type { OrderDeps } from './order-deps';
import { findOrder, orderSnapshot } from './order-repository';
import { emailAutopayDeclined } from './payment-emails';
import { settlePayment } from './payment-service';
import { yieldToCheckouts } from '../checkout-priority/priority';

/** Charges a run makes at most; the job runs again soon. */
const BATCH = 200;

/** Books an autopay charge as a payment of the next instalment; a decline emails the shopper. */
export const settleAutopay: Settler = async (trx, deps, attempt, outcomes, now) => {
  const settled = await settlePayment(trx, deps, attempt, outcomes, now);
  if (!settled.succeeded) await emailAutopayDeclined(trx, deps, attempt, outcomes[0]);
  return settled;
};

type Claim =
  | { kind: 'claimed'; attemptId: string; calls: ProviderCall[]; token: string }
  | { kind: 'skipped'; instalmentId: string }
  | { kind: 'none' };

/** Step 1: claims one instalment and commits its autopay attempt as pending. */
async function claimOne(
  deps: OrderDeps,
  today: string,
  skip: ReadonlySet<string>,
  now: Date,
): Promise<Claim> {
  let current: string | undefined;
  return deps.db
    .transaction()
    .execute(async (trx): Promise<Claim> => {
      const candidate = await lockNextAutopayCandidate(trx, today, skip);
      if (!candidate) return { kind: 'none' };
      current = candidate.instalmentId;
      const skipped = { kind: 'skipped', instalmentId: candidate.instalmentId } as const;
      await lockCreditRow(trx, candidate.userId);
      const loaded = await findOrder(
        trx,
        candidate.orderId,
        { userId: candidate.userId },
        { lock: true },
      );
      if (!loaded) return skipped;
      // An earlier instalment still owed (overdue, or due before autopay was on) comes first:
      // the shopper pays that one by hand, and autopay never pays an instalment out of turn.
      const check = checkPayment(orderSnapshot(loaded), 'next', candidate.sequence);
      const payment = check.ok ? payInstalments(loaded.instalments, 'next') : undefined;
      if (!payment) return skipped;
      // The plan of a shopper's payment of the next instalment: settlePayment books it.
      const { attemptId, calls } = await startChargeAttempt(
        trx,
        {
          kind: 'autopay',
          orderId: candidate.orderId,
          userId: candidate.userId,
          merchantId: loaded.order.merchant_id,
          amountCents: payment.amountCents,
        },
        { scope: 'next' as const, sequences: payment.sequences },
        null,
        now,
      );
      const recorded = await insertAutopayCharge(
        trx,
        {
          instalmentId: candidate.instalmentId,
          dueDate: candidate.dueDate,
          attemptId,
          orderId: candidate.orderId,
          cardLast4: candidate.last4,
        },
        now,
      );
      // Another process charged it in the meantime: give the attempt up with this transaction.
      if (!recorded) throw new AlreadyClaimed();
      return { kind: 'claimed', attemptId, calls, token: candidate.token };
    })
    .catch((error: unknown): Claim => {
      // Another process charged it in the meantime, or a payment of the same order is in flight
      // (the shopper paying by hand): leave it, the next run looks again.
      if (current && (error instanceof AlreadyClaimed || isSecondPendingAttempt(error))) {
        return { kind: 'skipped', instalmentId: current };
      }
      throw error;
    });
}

class AlreadyClaimed extends Error {
  constructor() {
    super('autopay charge already claimed');
  }
}

export interface AutopayRunResult {
  charged: number;
  declined: number;
  /** Answer lost: left to payment recovery. */
  pending: number;
}

/**
 * The autopay job. Any number of processes may run it at once: each instalment is claimed by one
 * of them and charged once per due date.
 */
export async function runAutopayJob(
  deps: OrderDeps,
  now: Date = new Date(),
): Promise<AutopayRunResult> {
  const today = businessDay(now);
  const skip = new Set<string>();
  const result: AutopayRunResult = { charged: 0, declined: 0, pending: 0 };
  for (let i = 0; i < BATCH; i += 1) {
    await yieldToCheckouts();
    const claim = await claimOne(deps, today, skip, now);
    if (claim.kind === 'none') break;
    if (claim.kind === 'skipped') {
      skip.add(claim.instalmentId);
      continue;
    }
    try {
      const answer = await runAttempt(deps, claim.attemptId, claim.calls, settleAutopay, {
        card: { token: claim.token },
        now,
      });
      if (answer.statusCode < 300) result.charged += 1;
      else result.declined += 1;
    } catch (error) {
      if (!(error instanceof HttpError && error.code === 'payment_pending')) throw error;
      result.pending += 1;
    }
  }
  return result;
}
