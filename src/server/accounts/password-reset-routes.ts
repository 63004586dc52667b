import type { FastifyInstance } from 'fastify';
import { ForgotPasswordSchema, ResetPasswordSchema } from '#shared/validation/login-schema';
import { signIn } from '../auth/routes';
import { parseWith } from '../http/validate';
import { serviceDeps } from '../service-deps';
import {
  checkResetToken,
  completePasswordReset,
  requestPasswordReset,
} from './password-reset-service';
import { ResetTokenSchema } from './request-schemas';

/** Forgotten password: request a link by email, check it, set the new password. */
export async function passwordResetRoutes(app: FastifyInstance): Promise<void> {
  const deps = serviceDeps(app);
  app.post(
    '/auth/password-reset',
    {
      schema: { tags: ['auth'] },
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
    },
    async (request) => {
      const input = parseWith(ForgotPasswordSchema, request.body);
      await requestPasswordReset(deps, input.email, input.next);
      // The same answer whether or not the address has an account.
      return { sent: true };
    },
  );

  app.post(
    '/auth/password-reset/check',
    {
      schema: { tags: ['auth'] },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) => {
      const input = parseWith(ResetTokenSchema, request.body);
      await checkResetToken(deps, input.token);
      return { valid: true };
    },
  );

  app.post(
    '/auth/password-reset/complete',
    {
      schema: { tags: ['auth'] },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const passwords = parseWith(ResetPasswordSchema, request.body);
      const { token } = parseWith(ResetTokenSchema, request.body);
      const userId = await completePasswordReset(deps, token, passwords.password);
      return signIn(app, request, reply, userId, false);
    },
  );
}
