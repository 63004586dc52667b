// The dashboard's edit-profile form. Unknown keys are stripped, not
// rejected, so a request carrying extra fields (score, email_verified, ...) simply has them
// ignored: those are written only by the server's own logic.
import { z } from 'zod';
import { BIO_MAX_LENGTH, DISPLAY_NAME_MAX_LENGTH } from './limits';
import { validation as V } from '../i18n/me/validation';
import { hasLineBreakers } from './single-line';

// Lone surrogates are never text (they were stored as U+FFFD).
const LONE_SURROGATE = /\p{Cs}/u;

/** Trimmed text up to `max` characters; empty is stored as null; absent means unchanged. */
function optionalText(
  max: number,
  tooLong: string,
  invalid: (value: string) => boolean,
  bad: string,
) {
  return z
    .string({ error: tooLong })
    .trim()
    .max(max, { error: tooLong })
    .refine((value) => !invalid(value), { error: bad })
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();
}

export const ProfileSchema = z.object({
  // The name is shown on one line: a line break, tab, control or text-direction character is
  // rejected with a message (the form shows it), not silently rewritten.
  display_name: optionalText(
    DISPLAY_NAME_MAX_LENGTH,
    V.displayNameTooLong,
    hasLineBreakers,
    V.displayNameCharacters,
  ),
  // The bio may have several lines; only lone surrogates are refused.
  bio: optionalText(
    BIO_MAX_LENGTH,
    V.bioTooLong,
    (value) => LONE_SURROGATE.test(value),
    V.bioCharacters,
  ),
});
export type ProfileData = z.output<typeof ProfileSchema>;
