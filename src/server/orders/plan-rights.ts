// What a shopper may still do on each plan: withdraw (within 14 days of the purchase, counted in
// Podgorica business days, while the plan is active) and move one unpaid instalment once.
import type { Kysely } from 'kysely';
import { businessDay } from '#shared/business-dates';
import { withdrawalLastDay, type PlanRightsView } from '#shared/consumer-rights';
import type { Database } from '../db/schema';
import { totalOwedCents } from '../rules/instalments';
import { movesByOrder } from './instalment-move-service';
import { findShopperOrders, loadInstalments } from './order-repository';

export async function planRights(
  db: Kysely<Database>,
  userId: string,
  now: Date = new Date(),
): Promise<PlanRightsView[]> {
  const orders = await findShopperOrders(db, userId, 500);
  const ids = orders.map((o) => o.id);
  const instalments = await loadInstalments(db, ids);
  const moves = await movesByOrder(db, ids);
  const today = businessDay(now);
  return orders.map((order) => {
    const plan = instalments.get(order.id) ?? [];
    const lastDay = withdrawalLastDay(businessDay(order.created_at));
    const active = order.status === 'approved';
    const move = moves.get(order.id) ?? null;
    return {
      orderId: order.id,
      withdrawalLastDay: lastDay,
      canWithdraw: active && today <= lastDay,
      withdrawalCents: active ? totalOwedCents(plan) : 0,
      move,
      movableSequences:
        active && !move ? plan.filter((i) => i.status === 'pending').map((i) => i.sequence) : [],
    };
  });
}
