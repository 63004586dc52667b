import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';

/** The HttpOnly cookie that carries the opaque session token (over plain http: dev and tests). */
export const SESSION_COOKIE = 'narate_session';
/**
 * Its name over HTTPS. Browsers accept a `__Host-` cookie only from a secure origin, with Path=/
 * and no Domain, so a sibling subdomain can neither set nor overwrite it (no planted session).
 */
export const HOST_SESSION_COOKIE = '__Host-narate_session';

export function sessionCookieName(config: Pick<AppConfig, 'appUrl'>): string {
  return config.appUrl.startsWith('https://') ? HOST_SESSION_COOKIE : SESSION_COOKIE;
}

/** The session token the request's cookie carries, under the name this server uses. */
export function sessionToken(request: FastifyRequest): string | undefined {
  return request.cookies[sessionCookieName(request.server.config)];
}

export function setSessionCookie(
  app: FastifyInstance,
  reply: FastifyReply,
  token: string,
  options: { persistent: boolean; expiresAt: Date },
): void {
  // Path=/, Secure over HTTPS and never a Domain: what the __Host- prefix requires.
  reply.setCookie(sessionCookieName(app.config), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: app.config.appUrl.startsWith('https://'),
    // Without "remember me" the cookie has no expiry, so it ends when the browser closes.
    ...(options.persistent ? { expires: options.expiresAt } : {}),
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  const { config } = reply.server;
  reply.clearCookie(sessionCookieName(config), {
    path: '/',
    secure: config.appUrl.startsWith('https://'),
  });
}
