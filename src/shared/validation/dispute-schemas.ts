// Request bodies of returns and disputes: the shopper's report, the merchant's or admin's answer.
import { z } from 'zod';
import { DISPUTE_DESCRIPTION_MIN, DISPUTE_REASONS, DISPUTE_TEXT_MAX } from '../disputes';
import { disputes } from '../i18n/me/disputes';

const m = disputes.validation;

/** POST /api/me/orders/{id}/disputes: what happened and in the shopper's words. */
export const OpenDisputeSchema = z.object({
  reason: z.enum(DISPUTE_REASONS, { error: m.reason }),
  description: z
    .string({ error: m.description })
    .trim()
    .min(DISPUTE_DESCRIPTION_MIN, { error: m.description })
    .max(DISPUTE_TEXT_MAX, { error: m.description }),
});
export type OpenDisputeInput = z.input<typeof OpenDisputeSchema>;

/** Resuming the plan: the merchant's or admin's explanation to the shopper. */
export const ResumeDisputeSchema = z.object({
  note: z
    .string({ error: m.note })
    .trim()
    .min(DISPUTE_DESCRIPTION_MIN, { error: m.note })
    .max(DISPUTE_TEXT_MAX, { error: m.note }),
});
export type ResumeDisputeInput = z.input<typeof ResumeDisputeSchema>;

/** Ending a dispute with a refund: omitted amount means everything still refundable. */
export const DisputeRefundSchema = z.object({
  amountCents: z
    .number({ error: m.amount })
    .int({ error: m.amount })
    .min(1, { error: m.amount })
    .optional(),
});
export type DisputeRefundInput = z.input<typeof DisputeRefundSchema>;
