// The public contact form: name, reason, message and an optional reply address.
import { z } from 'zod';
import { CONTACT_MESSAGE_MIN_LENGTH, CONTACT_NAME_MAX_LENGTH, MESSAGE_MAX_LENGTH } from './limits';
import { nameSchema } from './name-schema';
import { EmailSchema } from './user-validation';
import { validation as V } from '../i18n/me/validation';

export {
  BUSINESS_PARTNERSHIP_REASON,
  COMPLAINT_REASON,
  CONTACT_REASONS,
  CONTACT_SUBMISSION_REASONS,
  type ContactReason,
  type ContactSubmissionReason,
} from './contact-reasons';
import { CONTACT_REASONS } from './contact-reasons';

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
    /** One of the signed-in shopper's orders the complaint is about ('' for none). */
    orderId: z
      .string({ error: V.invalidRequest })
      .regex(/^(ord_[0-9A-Za-z]{24})?$/, { error: V.invalidRequest })
      .optional()
      .transform((id) => (id ? id : undefined)),
  },
  { error: V.invalidRequest },
);
export type ComplaintInput = z.input<typeof ComplaintSchema>;
export type ComplaintData = z.output<typeof ComplaintSchema>;
