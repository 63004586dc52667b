// A dispute as the cookie APIs answer it, in zod, checked against the view the pages read
// (#shared/disputes). Plain objects: a field the view adds later is not a server error.
import { z } from 'zod';
import { DISPUTE_REASONS, type DisputeView } from '#shared/disputes';

export const DisputeViewSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  orderReference: z.string(),
  merchantName: z.string(),
  shopper: z.object({ name: z.string().nullable(), email: z.string().nullable() }).nullable(),
  orderTotalCents: z.int(),
  outstandingCents: z.int(),
  reason: z.enum(DISPUTE_REASONS),
  description: z.string(),
  status: z.enum(['open', 'resolved']),
  respondBy: z.string(),
  pastDeadline: z.boolean(),
  outcome: z.enum(['refunded', 'resumed', 'withdrawn']).nullable(),
  resolvedBy: z.enum(['shopper', 'merchant', 'admin']).nullable(),
  resolutionNote: z.string().nullable(),
  refundedCents: z.int(),
  pausedDays: z.int(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
}) satisfies z.ZodType<DisputeView>;

/**
 * A dispute's `:id`, documented as a UUID but not refused by the schema: the handler answers 404
 * for anything else, after the body's 400 as it always has.
 */
export const DisputeIdParams = z.object({
  id: z.string().meta({ format: 'uuid', description: 'The dispute id.' }),
});
