// The shopper's payment calendar (read model): every instalment still owed across their plans,
// by due month. It counts what is owed exactly as the dashboard's plan cards do
// (shopperOrderView): a written-off plan is still the shopper's to pay, so its unpaid
// instalments appear as overdue; paid, refunded and cancelled ones owe nothing.
import type { Kysely } from 'kysely';
import {
  paymentCalendar,
  type CalendarPlanSource,
  type PaymentCalendarView,
} from '#shared/payment-calendar';
import type { Database } from '../db/schema';
import { collectableInstalments } from '../rules/instalments';
import { loadOrderBundles, type OrderBundle } from './order-bundles';
import { instalmentView } from './order-views';

/** One plan as the calendar sees it: the instalments the shopper's view counts as owed. */
export function calendarPlan(bundle: OrderBundle): CalendarPlanSource {
  const instalments =
    bundle.order.status === 'written_off'
      ? collectableInstalments(bundle.instalments)
      : bundle.instalments;
  return {
    id: bundle.order.id,
    planName: bundle.lineItems
      .map((item) => (item.quantity > 1 ? `${item.quantity} × ${item.name}` : item.name))
      .join(', '),
    merchantName: bundle.merchantName,
    orderReference: bundle.order.order_reference,
    instalments: instalments.map(instalmentView),
  };
}

/** The bundles of a shopper's orders that still have an instalment to pay (or written off). */
async function owingBundles(db: Kysely<Database>, userId: string): Promise<OrderBundle[]> {
  const orders = await db
    .selectFrom('orders as o')
    .selectAll('o')
    .where('o.user_id', '=', userId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('instalments as i')
          .select('i.id')
          .whereRef('i.order_id', '=', 'o.id')
          .where('i.status', 'in', ['pending', 'overdue', 'written_off']),
      ),
    )
    .orderBy('o.created_at')
    .orderBy('o.id')
    .execute();
  return loadOrderBundles(db, orders);
}

export async function shopperPaymentCalendar(
  db: Kysely<Database>,
  userId: string,
): Promise<PaymentCalendarView> {
  const bundles = await owingBundles(db, userId);
  return paymentCalendar(bundles.map(calendarPlan));
}
