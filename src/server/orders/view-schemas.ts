// The order answers of the cookie APIs (/api/admin, /api/me, /api/merchant) in zod, so a route
// declares what it answers once and the serializer refuses an answer that does not fit. Each
// schema is checked against the TypeScript view the browser reads (#shared/purchase-api), so the
// two cannot drift apart. Plain objects: a field the view adds later is not a server error.
import { z } from 'zod';
import type { InstalmentMoveView } from '#shared/consumer-rights';
import { INSTALMENT_OPTIONS } from '#shared/calculator';
import { INSTALMENT_STATUSES, ORDER_STATUSES } from '#shared/order-statuses';
import type { InstalmentView, MerchantOrderView, RefundView } from '#shared/purchase-api';

const instalmentCount = z.union(INSTALMENT_OPTIONS.map((n) => z.literal(n)));

export const InstalmentViewSchema = z.object({
  sequence: z.int(),
  dueDate: z.string(),
  amountCents: z.int(),
  paidCents: z.int(),
  owedCents: z.int(),
  status: z.enum(INSTALMENT_STATUSES),
  paidAt: z.string().nullable(),
}) satisfies z.ZodType<InstalmentView>;

export const RefundViewSchema = z.object({
  id: z.string(),
  kind: z.enum(['refund', 'cancellation']),
  amountCents: z.int(),
  reducedOwedCents: z.int(),
  returnedToCardCents: z.int(),
  reason: z.string().nullable(),
  createdAt: z.string(),
}) satisfies z.ZodType<RefundView>;

const OrderBaseViewSchema = z.object({
  id: z.string(),
  orderReference: z.string(),
  status: z.enum(ORDER_STATUSES),
  currency: z.literal('EUR'),
  totalCents: z.int(),
  refundedCents: z.int(),
  outstandingCents: z.int(),
  instalmentCount,
  instalments: z.array(InstalmentViewSchema),
  nextInstalment: InstalmentViewSchema.nullable(),
  hasOverdue: z.boolean(),
  refunds: z.array(RefundViewSchema),
  createdAt: z.string(),
});

export const MerchantOrderViewSchema = OrderBaseViewSchema.extend({
  checkoutSessionId: z.string(),
  buyerName: z.string(),
  feeBasisPoints: z.int(),
  feeCents: z.int(),
  netPayoutCents: z.int(),
  cancellable: z.boolean(),
  refundableCents: z.int(),
  statusNote: z.string().nullable(),
}) satisfies z.ZodType<MerchantOrderView>;

export const InstalmentMoveViewSchema = z.object({
  sequence: z.int(),
  fromDay: z.string(),
  toDay: z.string(),
  days: z.int(),
  createdAt: z.string(),
}) satisfies z.ZodType<InstalmentMoveView>;

/** An order's `:id`: anything but an order id answers 404 in the handler, never 400. */
export const OrderIdParams = z.object({
  id: z.string().meta({ pattern: '^ord_[0-9A-Za-z]{24}$', description: 'The order id.' }),
});
