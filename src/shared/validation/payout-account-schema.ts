// The bank account payouts go to: the partner application and the merchant area's change form
// take the same three fields. BIC is asked only where a bank needs it (see bicRequiredFor).
import { z } from 'zod';
import { bicRequiredFor, electronicIban, ibanError, isValidBic } from '../iban';
import { validation as V } from '../i18n/me/validation';
import { ACCOUNT_HOLDER_MAX_LENGTH, PASSWORD_MAX_LENGTH } from './limits';
import { hasLineBreakers } from './single-line';

export const AccountHolderSchema = z
  .string({ error: V.accountHolderRequired })
  .trim()
  .normalize('NFC')
  .min(1, { error: V.accountHolderRequired })
  .max(ACCOUNT_HOLDER_MAX_LENGTH, { error: V.accountHolderTooLong })
  .refine((value) => !hasLineBreakers(value), { error: V.accountHolderCharacters });

export const IbanSchema = z
  .string({ error: V.ibanRequired })
  .superRefine((value, ctx) => {
    const message = ibanError(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  })
  .transform(electronicIban);

/** '' (left empty), null and a missing BIC all mean none (a form sends its parsed null back). */
export const BicSchema = z
  .string({ error: V.bicInvalid })
  .trim()
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .refine((value) => value === '' || isValidBic(value), { error: V.bicInvalid })
  .nullish()
  .transform((value) => value || null);

/** The three fields, with the BIC required for a country whose banks need it. */
export const payoutAccountFields = {
  accountHolder: AccountHolderSchema,
  iban: IbanSchema,
  bic: BicSchema,
};

export function checkBicForCountry(
  data: { iban: string; bic: string | null },
  ctx: z.RefinementCtx,
): void {
  if (!data.bic && bicRequiredFor(data.iban)) {
    ctx.addIssue({ code: 'custom', path: ['bic'], message: V.bicRequired });
  }
}

export const PayoutAccountSchema = z.object(payoutAccountFields).superRefine(checkBicForCountry);
export type PayoutAccount = z.output<typeof PayoutAccountSchema>;

/** The merchant area's change request: the new account and the merchant user's password. */
export const PayoutAccountChangeSchema = z
  .object({
    ...payoutAccountFields,
    password: z
      .string({ error: V.payoutPasswordRequired })
      .min(1, { error: V.payoutPasswordRequired })
      .max(PASSWORD_MAX_LENGTH, { error: V.passwordTooLong }),
  })
  .superRefine(checkBicForCountry);
export type PayoutAccountChangeInput = z.input<typeof PayoutAccountChangeSchema>;
