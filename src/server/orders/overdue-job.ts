// The daily overdue job: an instalment still unpaid after its due day plus the grace
// days (OVERDUE_GRACE_DAYS, default 3) becomes overdue; each such instalment costs −50 points
// once, counts as a late payment, turns the purchase row to "Kašnjenje" and is emailed to the
// shopper. Safe to run in several processes: each shopper is handled in one transaction holding
// the credit row and order locks, and the status is re-checked under them.
import type { Kysely } from 'kysely';
import { businessDay } from '../../shared/business-dates';
import { addCalendarDays } from '../../shared/dates';
import { bumpCreditCounters, lockCreditRow, recordScoreEvent } from '../credit/repository';
import type { Database } from '../db/schema';
import { totalOwedCents } from '../engine/instalments';
import { markOverdueInstalments } from '../engine/overdue';
import { overduePenalty } from '../engine/scoring';
import type { Notifier } from '../notifications/notifier';
import { overdueEmail } from './emails';
import { findOrder, saveInstalmentChanges } from './order-repository';
import { syncPurchaseRow } from './purchase-mirror';

export interface OverdueJobDeps {
  db: Kysely<Database>;
  notifier: Notifier;
  appUrl: string;
  graceDays: number;
}

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
  const cutoff = lastOverdueDueDay(now, deps.graceDays);
  const candidates = await deps.db
    .selectFrom('instalments as i')
    .innerJoin('orders as o', 'o.id', 'i.order_id')
    .select('o.user_id')
    .distinct()
    .where('i.status', '=', 'pending')
    .where('i.due_date', '<=', cutoff)
    .where('o.status', '=', 'approved')
    .limit(BATCH)
    .execute();
  const result: OverdueJobResult = { shoppers: 0, markedOverdue: 0, penalized: 0 };
  for (const { user_id: userId } of candidates) {
    if (userId === null) continue;
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
    const orders = await trx
      .selectFrom('orders as o')
      .innerJoin('merchants as m', 'm.id', 'o.merchant_id')
      .select(['o.id', 'm.name as merchant_name'])
      .where('o.user_id', '=', userId)
      .where('o.status', '=', 'approved')
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('instalments as i')
            .select('i.id')
            .whereRef('i.order_id', '=', 'o.id')
            .where('i.status', '=', 'pending')
            .where('i.due_date', '<=', cutoff),
        ),
      )
      .orderBy('o.id')
      .execute();
    const email = await trx
      .selectFrom('users')
      .select('email')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    let marked = 0;
    let penalized = 0;
    for (const { id: orderId, merchant_name: merchantName } of orders) {
      const loaded = await findOrder(trx, orderId, {}, { lock: true });
      if (!loaded || loaded.order.status !== 'approved') continue;
      const result = markOverdueInstalments(loaded.instalments, now, deps.graceDays);
      if (result.newlyOverdue.length === 0) continue;
      await saveInstalmentChanges(trx, loaded.instalments, result.instalments, now);
      for (const sequence of result.newlyOverdue) {
        const first = await trx
          .updateTable('instalments')
          .set({ overdue_penalized_at: now })
          .where('order_id', '=', orderId)
          .where('sequence', '=', sequence)
          .where('overdue_penalized_at', 'is', null)
          .returning('id')
          .executeTakeFirst();
        if (!first) continue;
        await recordScoreEvent(trx, credit, overduePenalty(), { orderId, now });
        await bumpCreditCounters(trx, userId, { late: 1 }, now);
        penalized += 1;
      }
      marked += result.newlyOverdue.length;
      await syncPurchaseRow(
        trx,
        { order: loaded.order, instalments: result.instalments },
        merchantName,
      );
      await deps.notifier.email(
        trx,
        email.email,
        overdueEmail({
          merchantName,
          sequences: result.newlyOverdue,
          owedCents: totalOwedCents(result.instalments),
          appUrl: deps.appUrl,
        }),
      );
    }
    return { marked, penalized };
  });
}
