import { errors, type ErrorCode } from '../../shared/i18n/me/errors';

export type { ErrorCode } from '../../shared/i18n/me/errors';

/** The Montenegrin text of an error code: the same catalogue the browser translates codes from. */
export const errorText = (code: ErrorCode): string => errors[code];

/**
 * An error with an HTTP status, a stable machine code and a message a person can read. The code
 * must have a text in the error catalogue, so every answer can be shown in every language.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string = errorText(code),
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, details?: Record<string, unknown>) =>
  new HttpError(400, 'bad_request', message, details);
export const unauthorized = (message = errorText('unauthorized')) =>
  new HttpError(401, 'unauthorized', message);
export const forbidden = (message = errorText('forbidden')) =>
  new HttpError(403, 'forbidden', message);
export const notFound = (message = errorText('not_found')) =>
  new HttpError(404, 'not_found', message);
export const conflict = (message: string, code: ErrorCode = 'conflict') =>
  new HttpError(409, code, message);
export const tooManyRequests = (message = 'Previše pokušaja. Pokušajte ponovo kasnije.') =>
  new HttpError(429, 'too_many_requests', message);

/** The JSON body every error answers: `{ statusCode, error (stable code), message, ...details }`. */
export function httpErrorBody(error: HttpError): Record<string, unknown> {
  return {
    statusCode: error.statusCode,
    error: error.code,
    message: error.message,
    ...error.details,
  };
}
