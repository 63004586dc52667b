import type { z } from 'zod';
import type { Locale } from '#shared/i18n/catalogue';
import { validation } from '#shared/i18n/me/validation';
import { badRequest, errorMessage, errorText, type HttpError, type ValidationKey } from './errors';

// The shared schemas write their Montenegrin catalogue texts, each one unique, so a text names
// its validation key: the answer carries the keys and is written in the reader's language.
const keyOfText = new Map<string, ValidationKey>(
  (Object.entries(validation) as Array<[ValidationKey, string]>).map(([key, text]) => [text, key]),
);

/**
 * Parses a request part with a shared zod schema. The first message becomes the error message,
 * every field's first message goes along for forms (`fields`), and each rule's key goes in
 * `fieldCodes`, so a page shows them in its own language.
 */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw refusalOf(result.error);
}

/** The 400 answer to input a shared schema refused (see parseWith). */
export function refusalOf(error: z.ZodError): HttpError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  const fieldCodes = Object.fromEntries(
    Object.entries(fields).flatMap(([field, text]) => {
      const key = keyOfText.get(text);
      return key ? [[field, key]] : [];
    }),
  ) as Record<string, ValidationKey>;
  const first = error.issues[0]?.message;
  const firstKey = first === undefined ? 'invalidRequest' : keyOfText.get(first);
  const inLocale = (locale: Locale) => ({
    fields: Object.fromEntries(
      Object.entries(fields).map(([field, text]) => {
        const key = fieldCodes[field];
        return [field, key ? errorText(key, locale) : text];
      }),
    ),
    fieldCodes,
  });
  return badRequest(firstKey ? errorMessage(firstKey) : (first ?? ''), inLocale);
}
