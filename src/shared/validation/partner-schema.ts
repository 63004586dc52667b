// The partner application form at /business-signup and /postani-partner; the same schema checks the
// form and the request.
import { z } from 'zod';
import { toE164 } from '../phone';
import { pibError, PIB_LENGTH_MESSAGE } from '../pib';
import {
  COMPANY_NAME_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  PHONE_MAX,
  PHONE_MIN,
  WEBSITE_MAX_LENGTH,
} from './limits';
import { checkBicForCountry, payoutAccountFields } from './payout-account-schema';
import { EmailSchema, FirstNameSchema, LastNameSchema } from './user-validation';
import { validation as V } from '../i18n/me/validation';

export const BUSINESS_TYPES = [
  'retail',
  'ecommerce',
  'services',
  'electronics',
  'fashion',
  'other',
] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];

/** Monthly revenue ranges in euros. */
export const MONTHLY_REVENUE_RANGES = ['0-10k', '10k-50k', '50k-100k', '100k+'] as const;
export type MonthlyRevenueRange = (typeof MONTHLY_REVENUE_RANGES)[number];

// Letters of any script, digits, spaces and . - , " ' (e.g. `"Mont-Trade" d.o.o.`); empty is
// left to the required check.
const COMPANY_NAME_PATTERN = /^[\p{L}\d .,"'-]*$/u;
const COMPANY_NAME_REQUIRED = V.companyNameRequired;

// Optional plus, then 8-20 digits, spaces, hyphens or parentheses, never over 20 in all.
const CONTACT_PHONE_PATTERN = new RegExp(
  `^(?=.{1,${PHONE_MAX}}$)\\+?[\\d ()-]{${PHONE_MIN},${PHONE_MAX}}$`,
);
const CONTACT_PHONE_INVALID = V.contactPhoneInvalid;

const WEBSITE_INVALID = V.websiteInvalid;

/** An absolute http(s) address with a dotted host name, e.g. https://firma.me. */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\/\S+$/i.test(value)) return false;
  try {
    return new URL(value).hostname.includes('.');
  } catch {
    return false;
  }
}

export const PartnerApplicationSchema = z
  .object({
    companyName: z
      .string({ error: COMPANY_NAME_REQUIRED })
      .trim()
      .normalize('NFC')
      .min(1, { error: COMPANY_NAME_REQUIRED })
      .max(COMPANY_NAME_MAX_LENGTH, { error: V.companyNameTooLong })
      .regex(COMPANY_NAME_PATTERN, { error: V.companyNameCharacters }),
    pib: z
      .string({ error: PIB_LENGTH_MESSAGE })
      .trim()
      .superRefine((value, ctx) => {
        const message = pibError(value);
        if (message) ctx.addIssue({ code: 'custom', message });
      }),
    businessType: z.enum(BUSINESS_TYPES, { error: V.businessTypeRequired }),
    // '' (left empty) means no website.
    website: z
      .string({ error: WEBSITE_INVALID })
      .trim()
      .refine((value) => value === '' || isHttpUrl(value), { error: WEBSITE_INVALID })
      .refine((value) => value.length <= WEBSITE_MAX_LENGTH, {
        error: V.websiteTooLong,
      })
      .optional(),
    monthlyRevenue: z.enum(MONTHLY_REVENUE_RANGES, { error: V.revenueRangeRequired }),
    contactFirstName: FirstNameSchema,
    contactLastName: LastNameSchema,
    contactEmail: EmailSchema,
    // '' (left empty) means no phone.
    contactPhone: z
      .string({ error: CONTACT_PHONE_INVALID })
      .trim()
      // The characters alone would let "--------" through: it must also be a real number.
      .refine(
        (value) => value === '' || (CONTACT_PHONE_PATTERN.test(value) && toE164(value) !== null),
        { error: CONTACT_PHONE_INVALID },
      )
      .optional(),
    message: z.string().trim().max(MESSAGE_MAX_LENGTH, { error: V.messageTooLong }).optional(),
    // Where payouts go: the account holder and IBAN are required (a merchant is paid only to an
    // account), the BIC only where the bank needs it; approval copies them to the merchant.
    ...payoutAccountFields,
    agreeToTerms: z.literal(true, { error: V.partnerTermsRequired }),
  })
  .superRefine(checkBicForCountry);
export type PartnerApplicationInput = z.input<typeof PartnerApplicationSchema>;
export type PartnerApplicationData = z.output<typeof PartnerApplicationSchema>;
