import type { FastifyInstance, FastifyReply } from 'fastify';

/** The HttpOnly cookie that carries the opaque session token. */
export const SESSION_COOKIE = 'narate_session';

export function setSessionCookie(
  app: FastifyInstance,
  reply: FastifyReply,
  token: string,
  options: { persistent: boolean; expiresAt: Date },
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: app.config.appUrl.startsWith('https://'),
    // Without "remember me" the cookie has no expiry, so it ends when the browser closes.
    ...(options.persistent ? { expires: options.expiresAt } : {}),
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
