// What pausing a plan means: reminders, autopay and overdue marking skip an order while a return
// or dispute on it is open, so the shopper is neither chased nor made late for a purchase they
// are contesting.
import { sql } from 'kysely';

/** A where-clause for queries over orders aliased `o`: true when the order has no open dispute. */
export const openDisputePause = sql<boolean>`not exists (select 1 from disputes d where d.order_id = o.id and d.status = 'open')`;
