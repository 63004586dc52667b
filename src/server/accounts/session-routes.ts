// GET /api/me/sessions, DELETE /api/me/sessions/:id and POST /api/me/sessions/sign-out-others:
// the signed-in user's devices, and ending them (see session-list.ts).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SessionList } from '#shared/sessions';
import { requireUser } from '../auth/permissions';
import { clearSessionCookie } from '../auth/session-cookie';
import { errorMessage, notFound } from '../http/errors';
import { ErrorAnswer } from '../http/zod-routes';
import { EndedAnswer, SessionListAnswer } from './contract';
import { endOtherSessions, endOwnSession, listOwnSessions } from './session-list';

const tags = ['accounts'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const SESSION_NOT_FOUND_MESSAGE = errorMessage('session_not_found');

export async function sessionRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('cache-control', 'no-store');
    done(null, payload);
  });

  app.get(
    '/me/sessions',
    {
      schema: {
        tags,
        summary: 'My sessions (devices signed in)',
        response: { 200: SessionListAnswer, 401: ErrorAnswer },
      },
    },
    async (request): Promise<SessionList> => {
      const user = await requireUser(request);
      return { sessions: await listOwnSessions(app.db, user.id, user.sessionId, new Date()) };
    },
  );

  app.delete(
    '/me/sessions/:id',
    {
      // Any id is accepted here: a malformed one answers 404 like an unknown one (below).
      schema: {
        tags,
        summary: 'End one of my sessions (signs that device out)',
        params: z.object({ id: z.string() }),
        response: { 204: z.void(), 401: ErrorAnswer, 404: ErrorAnswer },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const { id } = request.params;
      if (!UUID.test(id)) throw notFound(SESSION_NOT_FOUND_MESSAGE);
      if (!(await endOwnSession(app.db, user.id, id))) throw notFound(SESSION_NOT_FOUND_MESSAGE);
      // Ending the session of this very browser signs it out here too.
      if (id === user.sessionId) clearSessionCookie(reply);
      return reply.code(204).send();
    },
  );

  app.post(
    '/me/sessions/sign-out-others',
    {
      schema: {
        tags,
        summary: 'Sign out everywhere else (every session but this one)',
        response: { 200: EndedAnswer, 401: ErrorAnswer },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return { ended: await endOtherSessions(app.db, user.id, user.sessionId) };
    },
  );
}
