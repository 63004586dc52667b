import type { FastifyError, FastifyInstance } from 'fastify';
import { errorText, HttpError, httpErrorBody, type ErrorCode } from '#server/http/errors';
import { readerLocale } from '#server/http/request-locale';

/** Database connection failures become 503 so clients retry instead of seeing a crash. */
function isDatabaseUnavailable(error: unknown): boolean {
  const code = (error as { code?: string }).code ?? '';
  const message = (error as Error).message ?? '';
  return (
    ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', '57P01', '57P03', '08006', '08001'].includes(
      code,
    ) || /Connection terminated|timeout exceeded when trying to connect/i.test(message)
  );
}

/**
 * A row the request refers to was deleted by another request between its reads and its write
 * (a foreign-key violation: an account deleted while its checkout waited on the deletion's lock).
 * The data changed under the request, which is a conflict to report, not a server failure.
 */
function isVanishedReference(error: unknown): boolean {
  return (error as { code?: string }).code === '23503';
}

/**
 * Every error answers JSON `{ statusCode, error, message }`, the message in the reader's
 * language; 5xx never leaks internals.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const locale = readerLocale(request);
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(httpErrorBody(error, locale));
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      const code = error.validation ? 'bad_request' : defaultErrorCode(status);
      // Plugins' own messages are English and their codes (FST_…) internal: only codes with a
      // catalogue text reach the browser, so every locale can show them.
      return reply
        .status(status)
        .send({ statusCode: status, error: code, message: errorText(code, locale) });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({
          statusCode: 503,
          error: 'service_unavailable',
          message: errorText('service_unavailable', locale),
        });
    }
    if (isVanishedReference(error)) {
      request.log.warn({ err: error }, 'a referenced row was deleted meanwhile');
      return reply
        .status(409)
        .send({ statusCode: 409, error: 'conflict', message: errorText('conflict', locale) });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({
      statusCode: 500,
      error: 'internal_error',
      message: errorText('internal_error', locale),
    });
  });
}

/** Stable codes for errors thrown by plugins (rate limit, body parser) that carry none. */
function defaultErrorCode(status: number): ErrorCode {
  if (status === 413) return 'payload_too_large';
  if (status === 415) return 'unsupported_media_type';
  if (status === 429) return 'too_many_requests';
  if (status === 404) return 'not_found';
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  return 'bad_request';
}
