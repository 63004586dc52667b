import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isDirectLoopbackRequest } from '../http/direct-request';
import { notFound } from '../http/errors';
import { secretMatches } from '../http/secret-token';
import { registerZodSchemas } from '../http/zod-routes';
import { DEV_TOKEN_HEADER } from '#shared/dev-token';
import { listMessages } from './outbox-repository';

type KeptMessage = Awaited<ReturnType<typeof listMessages>>[number];

/** A moment written as JSON writes a Date: its ISO string. */
const Moment = z.codec(z.iso.datetime(), z.date(), {
  decode: (text) => new Date(text),
  encode: (date) => date.toISOString(),
});

const MailboxAnswer = z.object({
  messages: z.array(
    z.object({
      id: z.string(),
      channel: z.enum(['email', 'sms']),
      recipient: z.string(),
      subject: z.string().nullable(),
      text_body: z.string(),
      html_body: z.string().nullable(),
      status: z.enum(['pending', 'sent', 'failed', 'kept']),
      created_at: Moment,
    }) satisfies z.ZodType<KeptMessage>,
  ),
});

/** Only a non-empty text filters; anything else (absent, empty, repeated) lists every message. */
const MailboxQuery = z.object({
  recipient: z
    .string()
    .optional()
    .catch(undefined)
    .transform((recipient) => recipient || undefined),
});

/**
 * The dev mailbox: messages kept in the outbox, so a person trying NaRate locally can read their
 * codes and links. Registered only when NODE_ENV says development or test explicitly, and answered
 * only to a direct request from this machine that carries the token printed on the console at
 * start (reset links and codes are in it). A relay or proxy on the same host makes every visitor's
 * socket local, so the address alone proves nothing; the token does. Anything else is told the
 * mailbox does not exist.
 */
export async function devMailboxRoutes(instance: FastifyInstance): Promise<void> {
  if (!instance.config.devRoutesEnabled || instance.config.isProduction) return;
  registerZodSchemas(instance);
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', async (request) => {
    if (!isDirectLoopbackRequest(request)) throw notFound();
    if (!secretMatches(request.headers[DEV_TOKEN_HEADER], app.config.devMailboxToken)) {
      throw notFound();
    }
  });
  app.get(
    '/dev/mailbox',
    {
      schema: {
        tags: ['dev'],
        hide: true,
        querystring: MailboxQuery,
        response: { 200: MailboxAnswer },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const messages = await listMessages(app.db, { recipient: request.query.recipient });
      return { messages };
    },
  );
}
