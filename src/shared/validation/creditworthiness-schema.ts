// The creditworthiness declaration (consumer credit): monthly net income and fixed monthly
// obligations (rent, loan instalments, alimony), typed in euros. The limit never exceeds one
// month of what is left (income less obligations).
import { z } from 'zod';
import { parseEurToCents } from '../money';

/** 1.000.000 EUR a month: anything above is a typing mistake, not an income. */
export const DECLARATION_MAX_CENTS = 100_000_000;

function euroAmount(required: string, invalid: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .transform((value, ctx) => {
      const cents = parseEurToCents(value);
      if (cents === null || cents > DECLARATION_MAX_CENTS) {
        ctx.addIssue({ code: 'custom', message: invalid });
        return z.NEVER;
      }
      return cents;
    });
}

export const CreditworthinessSchema = z.object({
  monthlyIncome: euroAmount(
    'Unesi mjesečni neto prihod.',
    'Prihod unesi kao iznos u eurima, npr. 850 ili 850,50.',
  ),
  monthlyObligations: euroAmount(
    'Unesi mjesečne fiksne obaveze (0 ako ih nemaš).',
    'Obaveze unesi kao iznos u eurima, npr. 200 ili 0.',
  ),
});
export type CreditworthinessInput = z.input<typeof CreditworthinessSchema>;

export interface CreditworthinessView {
  declaration: {
    monthlyIncomeCents: number;
    monthlyObligationsCents: number;
    disposableIncomeCents: number;
    declaredAt: string;
  } | null;
  /** The stored limit after the declaration (lowered when it was above disposable income). */
  spendingLimitCents: number;
}
