// The dashboard's edit-profile form. Unknown keys are stripped, not
// rejected, so a request carrying extra fields (score, email_verified, ...) simply has them
// ignored: those are written only by the server's own logic.
import { z } from 'zod';
import { BIO_MAX_LENGTH, DISPLAY_NAME_MAX_LENGTH } from './limits';
import { validation as V } from '../i18n/me/validation';

/** Trimmed text up to `max` characters; empty is stored as null; absent means unchanged. */
function optionalText(max: number, tooLong: string) {
  return z
    .string({ error: tooLong })
    .trim()
    .max(max, { error: tooLong })
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();
}

export const ProfileSchema = z.object({
  display_name: optionalText(DISPLAY_NAME_MAX_LENGTH, V.displayNameTooLong),
  bio: optionalText(BIO_MAX_LENGTH, V.bioTooLong),
});
export type ProfileInput = z.input<typeof ProfileSchema>;
export type ProfileData = z.output<typeof ProfileSchema>;
