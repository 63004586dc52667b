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
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const url = request.url;
    if (!url.startsWith('/api/') || url.startsWith('/api/v1/')) return;
    if (request.headers[CSRF_HEADER] !== '1') {
      throw forbidden('Zahtjev je odbijen (nedostaje zaštita od lažnih zahtjeva).');
    }
    const origin = request.headers.origin;
    if (origin && origin !== 'null') {
      let host: string;
      try {
        host = new URL(origin).host;
      } catch {
        throw forbidden('Zahtjev je odbijen (nepoznato porijeklo).');
      }
      if (host !== request.headers.host)
        throw forbidden('Zahtjev je odbijen (nepoznato porijeklo).');
    }
  });
}
