import type { FastifyInstance } from 'fastify';
import { isDirectLoopbackRequest } from '../http/direct-request';
import { notFound } from '../http/errors';
import { secretMatches } from '../http/secret-token';
import { DEV_TOKEN_HEADER } from '#shared/dev-token';
import { listMessages } from './outbox-repository';

/**
 * The dev mailbox: messages kept in the outbox, so a person trying NaRate locally can read their
 * codes and links. Registered only when NODE_ENV says development or test explicitly, and answered
 * only to a direct request from this machine that carries the token printed on the console at
 * start (reset links and codes are in it). A relay or proxy on the same host makes every visitor's
 * socket local, so the address alone proves nothing; the token does. Anything else is told the
 * mailbox does not exist.
 */
export async function devMailboxRoutes(app: FastifyInstance): Promise<void> {
  if (!app.config.devRoutesEnabled || app.config.isProduction) return;
  app.addHook('onRequest', async (request) => {
    if (!isDirectLoopbackRequest(request)) throw notFound();
    if (!secretMatches(request.headers[DEV_TOKEN_HEADER], app.config.devMailboxToken)) {
      throw notFound();
    }
  });
  app.get('/dev/mailbox', { schema: { tags: ['dev'], hide: true } }, async (request, reply) => {
    const { recipient } = request.query as { recipient?: unknown };
    reply.header('cache-control', 'no-store');
    const messages = await listMessages(app.db, {
      recipient: typeof recipient === 'string' && recipient ? recipient : undefined,
    });
    return { messages };
  });
}
