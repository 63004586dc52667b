import type { FastifyInstance } from 'fastify';
import { errorMessage, forbidden } from '#server/http/errors';

/** The header our own fetch client sends; a cross-site form or image cannot set it. */
export const CSRF_HEADER = 'x-narate-csrf';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The path a request target names. The router also accepts the absolute form
 * (`POST http://host/api/…`) and routes it by its path, so the guard must judge that same path,
 * never the raw target text.
 */
export function pathOf(target: string): string {
  if (target.startsWith('/')) return target;
  try {
    return new URL(target).pathname;
  } catch {
    return target;
  }
}

/**
 * The cookie-authenticated API; the merchant API (/api/v1) uses bearer keys instead, and the
 * gateways' callbacks (/api/callbacks) their own shared secret; the card acquirer's callback is
 * signed with the merchant key (no cookie, no browser).
 */
export function csrfGuarded(path: string): boolean {
  const lower = path.toLowerCase();
  return (
    lower.startsWith('/api/') &&
    !lower.startsWith('/api/v1/') &&
    !lower.startsWith('/api/callbacks/') &&
    lower !== '/api/payments/card-callback'
  );
}

/**
 * Cross-site request forgery guard for the cookie-authenticated API: unsafe methods must carry
 * the custom header (which forces a CORS preflight we never grant) and, when the browser sends an
 * Origin, it must be our own. The merchant API (/api/v1) uses bearer keys and is exempt.
 */
export function registerCsrfProtection(app: FastifyInstance): void {
  // A callback hook: safe methods, the most requests, pass without a promise per request.
  app.addHook('onRequest', (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method)) return done();
    if (!csrfGuarded(request.routeOptions.url ?? pathOf(request.url))) return done();
    if (request.headers[CSRF_HEADER] !== '1') {
      return done(forbidden(errorMessage('csrf_missing')));
    }
    const origin = request.headers.origin;
    if (origin && origin !== 'null') {
      let host: string | undefined;
      try {
        host = new URL(origin).host;
      } catch {
        host = undefined;
      }
      if (host !== request.headers.host) {
        return done(forbidden(errorMessage('csrf_origin')));
      }
    }
    done();
  });
}
