import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ForgotPasswordSchema, ResetPasswordSchema } from '#shared/validation/login-schema';
import { signIn } from '../auth/routes';
import { ErrorAnswer } from '../http/zod-routes';
import { serviceDeps } from '../service-deps';
import { SessionPayloadAnswer, SentAnswer, ValidAnswer } from './contract';
import {
  checkResetToken,
  completePasswordReset,
  requestPasswordReset,
} from './password-reset-service';
import { ResetTokenSchema } from './request-schemas';

/** Forgotten password: request a link by email, check it, set the new password. */
export async function passwordResetRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const deps = serviceDeps(app);
  app.post(
    '/auth/password-reset',
    {
      schema: {
        tags: ['auth'],
        body: ForgotPasswordSchema,
        response: { 200: SentAnswer, 400: ErrorAnswer },
      },
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
    },
    async (request) => {
      const input = request.body;
      await requestPasswordReset(deps, input.email, input.next);
      // The same answer whether or not the address has an account.
      return { sent: true as const };
    },
  );

  app.post(
    '/auth/password-reset/check',
    {
      schema: {
        tags: ['auth'],
        body: ResetTokenSchema,
        response: { 200: ValidAnswer, 400: ErrorAnswer },
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) => {
      await checkResetToken(deps, request.body.token);
      return { valid: true as const };
    },
  );

  app.post(
    '/auth/password-reset/complete',
    {
      schema: {
        tags: ['auth'],
        // The new password (twice), then the emailed link's token.
        body: z.intersection(ResetPasswordSchema, ResetTokenSchema),
        response: { 200: SessionPayloadAnswer, 400: ErrorAnswer },
      },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { password, token } = request.body;
      const userId = await completePasswordReset(deps, token, password);
      return signIn(app, request, reply, userId, false);
    },
  );
}
