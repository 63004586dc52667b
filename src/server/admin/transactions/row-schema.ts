import { z } from 'zod';
import type { AdminTransactionRow } from '#shared/admin-api';
import { ORDER_DISPLAY_STATUSES, PURCHASE_STATUSES } from '#shared/order-statuses';
import { InstalmentMoveViewSchema } from '#server/orders/view-schemas';

/**
 * One purchase as the admin pages list it, in the transactions list and on a user's page alike,
 * held to the shared row those pages read.
 */
export const AdminTransactionRowAnswer = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  userEmail: z.string().nullable(),
  userName: z.string().nullable(),
  businessName: z.string(),
  merchantId: z.string().nullable(),
  merchantName: z.string().nullable(),
  amountCents: z.int(),
  status: z.enum(PURCHASE_STATUSES),
  displayStatus: z.enum(ORDER_DISPLAY_STATUSES),
  createdAt: z.string(),
  move: InstalmentMoveViewSchema.nullable(),
}) satisfies z.ZodType<AdminTransactionRow>;
