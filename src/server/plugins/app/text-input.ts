import type { FastifyInstance } from 'fastify';
import { errorMessage, HttpError } from '#server/http/errors';

export const NUL_CHARACTER_MESSAGE = errorMessage('invalid_text');

/** Whether any string in a parsed JSON value (keys included) holds a NUL character. */
export function containsNulCharacter(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => containsNulCharacter(item, depth + 1));
  return Object.entries(value).some(
    ([key, item]) => key.includes('\u0000') || containsNulCharacter(item, depth + 1),
  );
}

/**
 * PostgreSQL text cannot hold the NUL character, so a request carrying one in its body or query
 * would end in a database error. It is refused as bad input before any handler runs.
 */
export function registerTextInputCheck(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    if (containsNulCharacter(request.body) || containsNulCharacter(request.query)) {
      return done(new HttpError(400, 'invalid_text', NUL_CHARACTER_MESSAGE));
    }
    done();
  });
}
