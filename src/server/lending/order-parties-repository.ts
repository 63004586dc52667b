import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Who an order is between, as its documents and emails name them. */
export interface OrderParties {
  orderId: string;
  orderReference: string;
  totalCents: number;
  createdAt: Date;
  /** The shopper who owns the order; null once their account is gone. */
  shopperId: string | null;
  merchantName: string;
  /** Null once the shopper's account is gone. */
  shopperEmail: string | null;
  /** First and last name as given at sign-up (not editable); null when not on record. */
  shopperLegalName: string | null;
}

/** The order with its merchant's name and its owner's email and name; the one read of them. */
export async function findOrderParties(
  db: Kysely<Database>,
  orderId: string,
): Promise<OrderParties | undefined> {
  const row = await orderPartiesQuery(db, orderId).executeTakeFirst();
  return row ? orderPartiesOf(row) : undefined;
}

/** findOrderParties' statement, not yet sent: a statement that reads more can build on it. */
export function orderPartiesQuery(db: Kysely<Database>, orderId: string) {
  return everyOrderPartiesQuery(db).where('o.id', '=', orderId);
}

/** orderPartiesQuery for every order: a statement that reads several builds on it. */
export function everyOrderPartiesQuery(db: Kysely<Database>) {
  return db
    .selectFrom('orders as o')
    .innerJoin('merchants as m', 'm.id', 'o.merchant_id')
    .leftJoin('users as u', 'u.id', 'o.user_id')
    .leftJoin('profiles as p', 'p.id', 'u.id')
    .select([
      'o.id',
      'o.order_reference',
      'o.total_cents',
      'o.created_at',
      'o.user_id',
      'm.name as merchant_name',
      'u.email',
      'p.first_name',
      'p.last_name',
    ]);
}

/** A row of orderPartiesQuery. */
type OrderPartiesRow = Awaited<
  ReturnType<ReturnType<typeof orderPartiesQuery>['executeTakeFirstOrThrow']>
>;

/** The parties from a row of orderPartiesQuery (or of a statement built on it). */
export function orderPartiesOf(row: OrderPartiesRow): OrderParties {
  return {
    orderId: row.id,
    orderReference: row.order_reference,
    totalCents: row.total_cents,
    createdAt: row.created_at,
    shopperId: row.user_id,
    merchantName: row.merchant_name,
    shopperEmail: row.email,
    shopperLegalName:
      [row.first_name, row.last_name]
        .map((part) => part?.trim())
        .filter(Boolean)
        .join(' ') || null,
  };
}
