import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SessionPayload } from '#shared/session';
import { LoginSchema } from '#shared/validation/login-schema';
import { ErrorAnswer, registerZodSchemas } from '../http/zod-routes';
import { serviceDeps } from '../service-deps';
import { SessionPayloadAnswer } from './contract';
import { clearSessionCookie, sessionToken, setSessionCookie } from './session-cookie';
import { checkCredentials } from './login-service';
import {
  createSession,
  deleteSessionByToken,
  findSessionUser,
  type SessionUser,
} from './sessions-repository';

export function toSessionPayload(user: SessionUser | null): SessionPayload {
  if (!user) return { user: null };
  return {
    user: {
      id: user.id,
      email: user.email,
      displayName: user.displayName,
      user_metadata: { avatar_url: user.avatarUrl },
      isAdmin: user.roles.includes('admin'),
      isMerchant: user.roles.includes('merchant'),
    },
  };
}

/** Starts a session for the user and sets the cookie; shared by login and sign-up. */
export async function signIn(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  persistent: boolean,
): Promise<SessionPayload> {
  const session = await createSession(app.db, {
    userId,
    persistent,
    userAgent: request.headers['user-agent'],
    ip: request.ip,
  });
  setSessionCookie(app, reply, session.token, { persistent, expiresAt: session.expiresAt });
  return toSessionPayload(await findSessionUser(app.db, session.token));
}

export async function authRoutes(instance: FastifyInstance): Promise<void> {
  // Each route's request and answers are defined in zod.
  registerZodSchemas(instance);
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const deps = serviceDeps(app);
  app.get(
    '/auth/session',
    { schema: { tags: ['auth'], response: { 200: SessionPayloadAnswer } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return toSessionPayload(await request.getSessionUser());
    },
  );

  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        body: LoginSchema,
        response: { 200: SessionPayloadAnswer, 400: ErrorAnswer, 401: ErrorAnswer },
      },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const input = request.body;
      const userId = await checkCredentials(deps, input.email, input.password, request.ip);
      return signIn(app, request, reply, userId, input.rememberMe);
    },
  );

  app.post(
    '/auth/logout',
    { schema: { tags: ['auth'], response: { 200: SessionPayloadAnswer } } },
    async (request, reply) => {
      const token = sessionToken(request);
      if (token) await deleteSessionByToken(app.db, token);
      clearSessionCookie(reply);
      return { user: null } satisfies SessionPayload;
    },
  );
}
