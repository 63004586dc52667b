// Builds the schema for a person's name field; sign-up, partner contact and contact form names
// follow the same rule with their own messages and limits.
import { z } from 'zod';

// Letters of any script (so č, ć, š, ž, đ and their capitals), spaces and hyphens. Input is
// NFC-normalised first, so a decomposed "c + ˇ" from some keyboards is one letter, not a mark.
// Empty passes here so an empty field reports only "required".
const NAME_PATTERN = /^[\p{L} -]*$/u;

export interface NameMessages {
  required: string;
  tooLong: string;
  invalidCharacters: string;
}

export function nameSchema(maxLength: number, messages: NameMessages) {
  return z
    .string({ error: messages.required })
    .trim()
    .normalize('NFC')
    .min(1, { error: messages.required })
    .max(maxLength, { error: messages.tooLong })
    .regex(NAME_PATTERN, { error: messages.invalidCharacters });
}
