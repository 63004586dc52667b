import type { FastifyInstance } from 'fastify';
import { forbidden } from '../../http/errors';

/** The header our own fetch client sends; a cross-site form or image cannot set it. */
export const CSRF_HEADER = 'x-narate-csrf';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery guard for the cookie-authenticated API: unsafe methods must carry
 * the custom header (which forces a CORS preflight we never grant) and, when the browser sends an
 * Origin, it must be our own. The merchant API (/api/v1) uses bearer keys and is exempt.
 */
export function registerCsrfProtection(app: FastifyInstance): void {
  // A callback hook: safe methods, the most requests, pass without a promise per request.
  app.addHook('onRequest', (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method)) return done();
    const url = request.url;
    if (!url.startsWith('/api/') || url.startsWith('/api/v1/')) return done();
    if (request.headers[CSRF_HEADER] !== '1') {
      return done(forbidden('Zahtjev je odbijen (nedostaje zaštita od lažnih zahtjeva).'));
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
        return done(forbidden('Zahtjev je odbijen (nepoznato porijeklo).'));
      }
    }
    done();
  });
}
