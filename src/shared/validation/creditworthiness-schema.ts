// The creditworthiness declaration (consumer credit): monthly net income and fixed monthly
// obligations (rent, loan instalments, alimony), typed in euros. The limit never exceeds one
// month of what is left (income less obligations).
import { z } from 'zod';
import { parseEurToCents } from '../money';
import { validation as V } from '../i18n/me/validation';

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
  monthlyIncome: euroAmount(V.incomeRequired, V.incomeInvalid),
  monthlyObligations: euroAmount(V.obligationsRequired, V.obligationsInvalid),
});

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
