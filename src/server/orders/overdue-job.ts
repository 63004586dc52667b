// The daily overdue job: an instalment still unpaid after its due day plus the grace
// days (OVERDUE_GRACE_DAYS, default 3) becomes overdue; each such instalment costs −50 points
// once, counts as a late payment, turns the purchase row to "Kašnjenje" and is emailed to the
// shopper. Safe to run in several processes: each shopper is handled in one transaction holding
// the credit row and order locks, and the status is re-checked under them. An order with a card
// payment or refund in flight is left for a later run: the shopper may be paying the instalment
// right now, and it is judged once the attempt has settled (recovery settles stuck ones).
// Days are Podgorica days whatever the machine's time zone.
import { businessDay, businessDayStart } from '#shared/business-dates';
import { addCalendarDays } from '#shared/dates';
import { bumpCreditCounters, lockCreditRow, recordScoreEvent } from '../credit/repository';
import { totalOwedCents } from '../rules/instalments';
import { markOverdueInstalments } from '../rules/overdue';
import { overduePenalty } from '../rules/scoring';
import { overdueEmail } from './emails';
import { findUserEmail } from '../auth/user-email-repository';
import type { OrderDeps } from './order-deps';
import {
  findOrder,
  findPendingAttempt,
  markOverduePenalized,
  ordersWithUnpaidDueBy,
  saveInstalmentChanges,
  shoppersWithUnpaidDueBy,
} from './order-repository';
import { findUserLocale } from '../notifications/recipient-locale';
import { yieldToCheckouts } from '../checkout-priority/priority';

/** The job takes the orders module's dependency object (grace days: overdueGraceDays). */
export type OverdueJobDeps = OrderDeps;

export interface OverdueJobResult {
  shoppers: number;
  markedOverdue: number;
  penalized: number;
}

const BATCH = 200;

/** The last due day that is overdue at `now`: today less the grace days less one. */
export function lastOverdueDueDay(now: Date, graceDays: number): string {
  return addCalendarDays(businessDay(now), -(graceDays + 1));
}

export async function runOverdueJob(
  deps: OverdueJobDeps,
  now: Date = new Date(),
): Promise<OverdueJobResult> {
  const cutoff = lastOverdueDueDay(now, deps.overdueGraceDays);
  const candidates = await shoppersWithUnpaidDueBy(deps.db, cutoff, BATCH);
  const result: OverdueJobResult = { shoppers: 0, markedOverdue: 0, penalized: 0 };
  for (const userId of candidates) {
    await yieldToCheckouts();
    const counts = await markShopperOverdue(deps, userId, cutoff, now);
    result.shoppers += counts.marked > 0 ? 1 : 0;
    result.markedOverdue += counts.marked;
    result.penalized += counts.penalized;
  }
  return result;
}

async function markShopperOverdue(
  deps: OverdueJobDeps,
  userId: string,
  cutoff: string,
  now: Date,
): Promise<{ marked: number; penalized: number }> {
  return deps.db.transaction().execute(async (trx) => {
    const credit = await lockCreditRow(trx, userId);
    const orders = await ordersWithUnpaidDueBy(trx, userId, cutoff);
    const email = await findUserEmail(trx, userId);
    if (email === undefined) throw new Error(`Shopper ${userId} vanished`);
    let marked = 0;
    let penalized = 0;
    for (const { id: orderId, merchantName } of orders) {
      const loaded = await findOrder(trx, orderId, {}, { lock: true });
      if (!loaded || loaded.order.status !== 'approved') continue;
      if (await findPendingAttempt(trx, orderId)) continue;
      // The engine compares local midnights of calendar days; the start of today's Podgorica
      // day as such a midnight makes "overdue from" a Podgorica day too.
      const result = markOverdueInstalments(
        loaded.instalments,
        businessDayStart(now),
        deps.overdueGraceDays,
      );
      if (result.newlyOverdue.length === 0) continue;
      await saveInstalmentChanges(trx, loaded.instalments, result.instalments, now);
      for (const sequence of result.newlyOverdue) {
        if (!(await markOverduePenalized(trx, orderId, sequence, now))) continue;
        await recordScoreEvent(trx, credit, overduePenalty(), { orderId, now });
        await bumpCreditCounters(trx, userId, { late: 1 }, now);
        penalized += 1;
      }
      marked += result.newlyOverdue.length;
      await deps.notifier.email(
        trx,
        email,
        overdueEmail({
          merchantName,
          sequences: result.newlyOverdue,
          owedCents: totalOwedCents(result.instalments),
          appUrl: deps.appUrl,
          locale: await findUserLocale(trx, userId),
        }),
      );
    }
    return { marked, penalized };
  });
}
