import { z } from 'zod';
import type { CreditworthinessView } from '#shared/validation/creditworthiness-schema';

/**
 * A shopper's creditworthiness declaration as answered (null before one is made): to the shopper
 * with their limit, and to an admin on the user's page.
 */
export const DeclarationAnswer = z
  .object({
    monthlyIncomeCents: z.int(),
    monthlyObligationsCents: z.int(),
    disposableIncomeCents: z.int(),
    declaredAt: z.string(),
  })
  .nullable() satisfies z.ZodType<CreditworthinessView['declaration']>;
