// The public contact form (SPEC §3, §5).
import { z } from 'zod';
import { CONTACT_MESSAGE_MIN_LENGTH, CONTACT_NAME_MAX_LENGTH, MESSAGE_MAX_LENGTH } from './limits';
import { nameSchema } from './name-schema';

/** Reasons a visitor can pick in the contact form. */
export const CONTACT_REASONS = ['general', 'partnership', 'support', 'business', 'other'] as const;
export type ContactReason = (typeof CONTACT_REASONS)[number];

/** Partner applications are stored as contact messages with this extra reason. */
export const BUSINESS_PARTNERSHIP_REASON = 'business_partnership';
/** Every reason a stored contact message can have. */
export const CONTACT_SUBMISSION_REASONS = [
  ...CONTACT_REASONS,
  BUSINESS_PARTNERSHIP_REASON,
] as const;
export type ContactSubmissionReason = (typeof CONTACT_SUBMISSION_REASONS)[number];

const MESSAGE_TOO_SHORT = 'Poruka mora imati najmanje 10 karaktera';

export const ContactSchema = z.object({
  name: nameSchema(CONTACT_NAME_MAX_LENGTH, {
    required: 'Ime je obavezno',
    tooLong: 'Ime mora biti kraće od 100 karaktera',
    invalidCharacters: 'Ime može sadržati samo slova, razmake i crtice',
  }),
  reason: z.enum(CONTACT_REASONS, { error: 'Molimo izaberite razlog kontakta' }),
  message: z
    .string({ error: MESSAGE_TOO_SHORT })
    .trim()
    .min(CONTACT_MESSAGE_MIN_LENGTH, { error: MESSAGE_TOO_SHORT })
    .max(MESSAGE_MAX_LENGTH, { error: 'Poruka mora biti kraća od 2000 karaktera' }),
});
export type ContactInput = z.input<typeof ContactSchema>;
export type ContactData = z.output<typeof ContactSchema>;
