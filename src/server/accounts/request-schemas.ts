// Request bodies of the account API that are not forms of their own. The form schemas
// (SignupSchema, ProfileSchema, ...) live in src/shared/validation.
import { z } from 'zod';
import { validation as V } from '#shared/i18n/me/validation';
import { VerificationCodeSchema } from '#shared/validation/verification-code';

const LINK_INVALID = V.linkInvalid;

/** The opaque tokens we hand out are 43 URL-safe characters; anything else cannot match. */
export const OpaqueTokenSchema = z
  .string({ error: LINK_INVALID })
  .regex(/^[\w-]{20,200}$/, { error: LINK_INVALID });

export const SignupResendSchema = z.object({ signupToken: OpaqueTokenSchema });
export const SignupVerifySchema = z.object({
  code: VerificationCodeSchema,
  signupToken: OpaqueTokenSchema,
});
export const CodeSchema = z.object({ code: VerificationCodeSchema });

export const ResetTokenSchema = z.object({ token: OpaqueTokenSchema });

export const DeleteAccountSchema = z.object({
  password: z
    .string({ error: V.deletePasswordRequired })
    .min(1, { error: V.deletePasswordRequired })
    .max(128, { error: V.passwordTooLong }),
});

export const TransactionsQuerySchema = z.object({
  page: z.coerce.number({ error: V.pageInvalid }).int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number({ error: V.pageSizeInvalid }).int().min(1).max(50).default(10),
});

export const TransactionIdSchema = z.object({ id: z.uuid() });
