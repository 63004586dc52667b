import type { apiErrors } from './me/api-errors';
import type { ErrorCode } from './me/errors';
import type { validation } from './me/validation';

/** A precise error text's key in the catalogue's api-errors section. */
export type ApiErrorKey = keyof typeof apiErrors;
/** A shared schema's validation message key (validation section). */
export type ValidationKey = keyof typeof validation;

/**
 * An error's text by key, rendered only when the answer is written, in the reader's language:
 * the code's own text or a more precise one, with `{name}` placeholders filled from `values`.
 * Rules return it instead of a sentence, so they hold no language.
 */
export interface ErrorMessage {
  key: ErrorCode | ApiErrorKey | ValidationKey;
  values?: Record<string, string | number>;
}

/** A precise error text by key (and its placeholder values). */
export const errorMessage = (
  key: ErrorMessage['key'],
  values?: Record<string, string | number>,
): ErrorMessage => (values ? { key, values } : { key });
