// The merchant area's payout account answer, defined once in zod and held to the shared type the
// page reads: Fastify writes every answer through it.
import { z } from 'zod';
import type { MerchantPayoutAccountState, PayoutAccountView } from '#shared/admin-api';

export const PayoutAccountAnswer = z.object({
  holder: z.string(),
  iban: z.string(),
  ibanMasked: z.string(),
  bic: z.string().nullable(),
}) satisfies z.ZodType<PayoutAccountView>;

export const PayoutAccountStateAnswer = z.object({
  account: PayoutAccountAnswer.nullable(),
  payoutsHeldUntil: z.string().nullable(),
  pendingChange: z
    .object({ ibanMasked: z.string(), accountHolder: z.string(), expiresAt: z.string() })
    .nullable(),
}) satisfies z.ZodType<MerchantPayoutAccountState>;
