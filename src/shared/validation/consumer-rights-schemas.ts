// Request bodies of the shopper's credit rights and the review queue.
import { z } from 'zod';
import { cardPaymentId, ENGINE_MESSAGES, noCard } from './purchase-schemas';
import { MAX_MOVE_DAYS } from '../consumer-rights';

export const CONSUMER_RIGHTS_MESSAGES = {
  sequence: 'Izaberi ratu koju pomjeraš.',
  days: `Ratu možeš pomjeriti za 1 do ${MAX_MOVE_DAYS} dana.`,
  decision: 'Izaberi odluku: odobri ili odgovori.',
  note: 'Napiši odgovor kupcu (do 2000 znakova).',
  overrideReason: 'Razlog odobrenja iznad prijavljenog prihoda napiši u 10 do 500 znakova.',
} as const;

/**
 * POST /api/me/orders/{id}/withdrawal: what pays the remaining principal, either a card-fields
 * payment opened for the withdrawal or the shopper's saved card. Never a card's number.
 */
export const WithdrawSchema = z
  .object({
    paymentId: cardPaymentId.optional(),
    useSavedCard: z.literal(true, { error: ENGINE_MESSAGES.cardChoice }).optional(),
    card: noCard,
  })
  .refine((input) => (input.paymentId === undefined) !== (input.useSavedCard === undefined), {
    error: ENGINE_MESSAGES.cardChoice,
  });
export type WithdrawInput = z.input<typeof WithdrawSchema>;

/** POST /api/me/orders/{id}/instalment-move: which unpaid instalment and by how many days. */
export const MoveInstalmentSchema = z.object({
  sequence: z
    .number({ error: CONSUMER_RIGHTS_MESSAGES.sequence })
    .int({ error: CONSUMER_RIGHTS_MESSAGES.sequence })
    .min(1, { error: CONSUMER_RIGHTS_MESSAGES.sequence })
    .max(12, { error: CONSUMER_RIGHTS_MESSAGES.sequence }),
  days: z
    .number({ error: CONSUMER_RIGHTS_MESSAGES.days })
    .int({ error: CONSUMER_RIGHTS_MESSAGES.days })
    .min(1, { error: CONSUMER_RIGHTS_MESSAGES.days })
    .max(MAX_MOVE_DAYS, { error: CONSUMER_RIGHTS_MESSAGES.days }),
});
export type MoveInstalmentInput = z.input<typeof MoveInstalmentSchema>;

const note = z
  .string({ error: CONSUMER_RIGHTS_MESSAGES.note })
  .trim()
  .min(1, { error: CONSUMER_RIGHTS_MESSAGES.note })
  .max(2000, { error: CONSUMER_RIGHTS_MESSAGES.note });

/** POST /api/admin/reviews/{id}/decision: approve the purchase once, or answer with a note. */
export const ReviewDecisionSchema = z.discriminatedUnion(
  'decision',
  [
    z.object({
      decision: z.literal('approve'),
      note: note.optional(),
      /** Required when the purchase would take the shopper's debt above their declared means. */
      overrideReason: z
        .string({ error: CONSUMER_RIGHTS_MESSAGES.overrideReason })
        .trim()
        .min(10, { error: CONSUMER_RIGHTS_MESSAGES.overrideReason })
        .max(500, { error: CONSUMER_RIGHTS_MESSAGES.overrideReason })
        .optional(),
    }),
    z.object({ decision: z.literal('answer'), note }),
  ],
  { error: CONSUMER_RIGHTS_MESSAGES.decision },
);
export type ReviewDecisionInput = z.input<typeof ReviewDecisionSchema>;

export const ReviewQueueQuerySchema = z.object({
  status: z.enum(['pending', 'approved', 'answered', 'all']).default('pending'),
});
