import type { FastifyInstance } from 'fastify';
import { badRequest, errorMessage } from '#server/http/errors';

/**
 * The deepest nesting of arrays and objects a JSON body may have. No request of NaRate nests
 * more than a few levels; a body nested thousands deep (a few kilobytes) would otherwise
 * overflow the stack of every recursive walk over it (the Idempotency-Key fingerprint first).
 */
export const MAX_JSON_DEPTH = 64;

export const JSON_TOO_DEEP_MESSAGE = errorMessage('json_too_deep', { max: MAX_JSON_DEPTH });

/** Whether the JSON text nests arrays/objects deeper than `limit` (brackets in strings skipped). */
export function jsonDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i += 1; // backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x5b || c === 0x7b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) {
      depth -= 1;
    }
  }
  return false;
}

/**
 * JSON bodies are parsed by Fastify's own parser (prototype-poisoning checks included) after a
 * linear scan refuses one nested deeper than MAX_JSON_DEPTH with 400, before any handler or hook
 * walks it.
 */
export function registerJsonDepthLimit(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonDeeperThan(body as string, MAX_JSON_DEPTH)) {
      done(badRequest(JSON_TOO_DEEP_MESSAGE), undefined);
      return;
    }
    parseJson(request, body as string, done);
  });
}
