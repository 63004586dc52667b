// The public contact form: name, reason, message and an optional reply address.
import { z } from 'zod';
import { CONTACT_MESSAGE_MIN_LENGTH, CONTACT_NAME_MAX_LENGTH, MESSAGE_MAX_LENGTH } from './limits';
import { nameSchema } from './name-schema';
import { EmailSchema } from './user-validation';
import { validation as V } from '../i18n/me/validation';

/** Reasons a visitor can pick in the contact form. */
export const CONTACT_REASONS = ['general', 'partnership', 'support', 'business', 'other'] as const;
export type ContactReason = (typeof CONTACT_REASONS)[number];

/** Partner applications are stored as contact messages with this extra reason. */
export const BUSINESS_PARTNERSHIP_REASON = 'business_partnership';
/** Complaints (/prigovori) are stored as contact messages with this reason. */
export const COMPLAINT_REASON = 'complaint';
/** Every reason a stored contact message can have. */
export const CONTACT_SUBMISSION_REASONS = [
  ...CONTACT_REASONS,
  BUSINESS_PARTNERSHIP_REASON,
  COMPLAINT_REASON,
] as const;
export type ContactSubmissionReason = (typeof CONTACT_SUBMISSION_REASONS)[number];

const MESSAGE_TOO_SHORT = V.messageTooShort;

/**
 * Besides name, reason and message, the form asks for an optional reply address,
 * because a message without one cannot be answered. Empty means none; a filled one follows the
 * sign-up email rule and messages.
 */
export const OptionalReplyEmailSchema = z
  .string({ error: V.emailInvalid })
  .trim()
  .transform((value, ctx) => {
    if (value === '') return undefined;
    const result = EmailSchema.safeParse(value);
    if (result.success) return result.data;
    ctx.addIssue({ code: 'custom', message: result.error.issues[0]?.message ?? '' });
    return z.NEVER;
  })
  .optional();

export const ContactSchema = z.object(
  {
    name: nameSchema(CONTACT_NAME_MAX_LENGTH, {
      required: V.firstNameRequired,
      tooLong: V.contactNameTooLong,
      invalidCharacters: V.firstNameCharacters,
    }),
    email: OptionalReplyEmailSchema,
    reason: z.enum(CONTACT_REASONS, { error: V.contactReasonRequired }),
    message: z
      .string({ error: MESSAGE_TOO_SHORT })
      .trim()
      .min(CONTACT_MESSAGE_MIN_LENGTH, { error: MESSAGE_TOO_SHORT })
      .max(MESSAGE_MAX_LENGTH, { error: V.messageTooLong }),
  },
  // A request body that is not an object at all (an array, a string) still gets a local message.
  { error: V.invalidRequest },
);
export type ContactInput = z.input<typeof ContactSchema>;
export type ContactData = z.output<typeof ContactSchema>;

/** A complaint needs a reply address: the answer is due within 15 days. */
export const ComplaintSchema = z.object(
  {
    name: ContactSchema.shape.name,
    email: EmailSchema,
    message: ContactSchema.shape.message,
  },
  { error: V.invalidRequest },
);
export type ComplaintInput = z.input<typeof ComplaintSchema>;
export type ComplaintData = z.output<typeof ComplaintSchema>;
