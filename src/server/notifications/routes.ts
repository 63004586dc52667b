import type { FastifyInstance } from 'fastify';
import { isDirectLoopbackRequest } from '../http/direct-request';
import { notFound } from '../http/errors';
import { listMessages } from './outbox-repository';

/**
 * The dev mailbox: messages kept in the outbox, so a person trying NaRate locally can read their
 * codes and links. Registered only outside production, and answered only to a browser on the same
 * machine (reset links and codes are in it): any other request is told it does not exist.
 */
export async function devMailboxRoutes(app: FastifyInstance): Promise<void> {
  if (app.config.isProduction) return;
  app.addHook('onRequest', async (request) => {
    if (!isDirectLoopbackRequest(request)) throw notFound();
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
