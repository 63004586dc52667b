/** An error with an HTTP status, a stable machine code and a message a person can read. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, details?: Record<string, unknown>) =>
  new HttpError(400, 'bad_request', message, details);
export const unauthorized = (message = 'Prijavite se da biste nastavili.') =>
  new HttpError(401, 'unauthorized', message);
export const forbidden = (message = 'Nemate dozvolu za ovu radnju.') =>
  new HttpError(403, 'forbidden', message);
export const notFound = (message = 'Traženi resurs nije pronađen.') =>
  new HttpError(404, 'not_found', message);
export const conflict = (message: string, code = 'conflict') => new HttpError(409, code, message);
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
