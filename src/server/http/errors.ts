import type { Locale } from '#shared/i18n/catalogue';
import { apiErrors as enApiErrors } from '#shared/i18n/en/api-errors';
import { errors as enErrors } from '#shared/i18n/en/errors';
import { validation as enValidation } from '#shared/i18n/en/validation';
import { fillTemplate } from '#shared/i18n/format';
import { apiErrors } from '#shared/i18n/me/api-errors';
import { errors, type ErrorCode } from '#shared/i18n/me/errors';
import { validation } from '#shared/i18n/me/validation';
import type { ApiErrorKey, ErrorMessage, ValidationKey } from '#shared/i18n/error-message';

export type { ErrorCode } from '#shared/i18n/me/errors';

export {
  errorMessage,
  type ApiErrorKey,
  type ErrorMessage,
  type ValidationKey,
} from '#shared/i18n/error-message';

/**
 * The text of an error code, precise error key or validation key in a language (Montenegrin
 * unless told). Codes are snake_case and validation keys camelCase, so the sections never clash.
 */
export function errorText(
  key: ErrorCode | ApiErrorKey | ValidationKey,
  locale: Locale = 'me',
): string {
  if (Object.hasOwn(apiErrors, key)) {
    const precise = key as ApiErrorKey;
    return locale === 'en' ? enApiErrors[precise] : apiErrors[precise];
  }
  if (Object.hasOwn(validation, key)) {
    const rule = key as ValidationKey;
    return locale === 'en' ? enValidation[rule] : validation[rule];
  }
  const code = key as ErrorCode;
  return locale === 'en' ? enErrors[code] : errors[code];
}

/** An error text by key in a language, its placeholders filled. */
export function render(message: ErrorMessage, locale: Locale): string {
  const text = errorText(message.key, locale);
  return message.values ? fillTemplate(text, message.values) : text;
}

/**
 * An error with an HTTP status, a stable machine code and a message a person can read. The code
 * must have a text in the error catalogue, so every answer can be shown in every language; the
 * message is a catalogue key (rendered in the reader's language when answered) or, for texts
 * that are data (a schema's field message, a card network's answer), a string kept as it is.
 */
/** How an error's message is given: by key, as a text kept as is, or written per language. */
export type ErrorText = ErrorMessage | string | ((locale: Locale) => string);

function textIn(text: ErrorText, locale: Locale): string {
  if (typeof text === 'string') return text;
  return typeof text === 'function' ? text(locale) : render(text, locale);
}

export class HttpError extends Error {
  readonly text: ErrorText;

  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: ErrorText = { key: code },
    /** Extra fields of the answer; a function writes texts among them in the reader's language. */
    readonly details?: Record<string, unknown> | ((locale: Locale) => Record<string, unknown>),
  ) {
    super(textIn(message, 'me'));
    this.name = 'HttpError';
    this.text = message;
  }

  /** The message in a reader's language. */
  messageIn(locale: Locale): string {
    return textIn(this.text, locale);
  }
}

export const badRequest = (
  message: ErrorText = { key: 'bad_request' },
  details?: HttpError['details'],
) => new HttpError(400, 'bad_request', message, details);
export const unauthorized = (message: ErrorText = { key: 'unauthorized' }) =>
  new HttpError(401, 'unauthorized', message);
export const forbidden = (message: ErrorText = { key: 'forbidden' }) =>
  new HttpError(403, 'forbidden', message);
export const notFound = (message: ErrorText = { key: 'not_found' }) =>
  new HttpError(404, 'not_found', message);
export const conflict = (message: ErrorText, code: ErrorCode = 'conflict') =>
  new HttpError(409, code, message);
export const tooManyRequests = (message: ErrorText = { key: 'too_many_attempts' }) =>
  new HttpError(429, 'too_many_requests', message);

/**
 * The JSON body every error answers: `{ statusCode, error (stable code), message, ...details }`,
 * the message in the reader's language (Montenegrin unless told).
 */
export function httpErrorBody(error: HttpError, locale: Locale = 'me'): Record<string, unknown> {
  return {
    statusCode: error.statusCode,
    error: error.code,
    message: error.messageIn(locale),
    ...(typeof error.details === 'function' ? error.details(locale) : error.details),
  };
}
