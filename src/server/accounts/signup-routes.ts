import type { FastifyInstance } from 'fastify';
import { SignupLocaleSchema } from '#shared/validation/locale-schema';
import { SignupSchema } from '#shared/validation/signup-schema';
import { signIn } from '../auth/routes';
import { parseWith } from '../http/validate';
import { serviceDeps } from '../service-deps';
import { SignupResendSchema, SignupVerifySchema } from './request-schemas';
import { completeSignup, resendSignupCode, startSignup } from './signup-service';

/** Sign-up in two steps: the form (a code is emailed), then the code (the account is created). */
export async function signupRoutes(app: FastifyInstance): Promise<void> {
  const deps = serviceDeps(app);
  app.post(
    '/accounts/signup',
    {
      schema: { tags: ['accounts'] },
      // Each start hashes a password (scrypt) and sends an email: a few a minute per address.
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
    },
    async (request) => {
      const input = parseWith(SignupSchema, request.body);
      // The language the form was shown in: every later message to the account is written in it.
      const { locale } = parseWith(SignupLocaleSchema, request.body);
      return startSignup(deps, input, locale);
    },
  );

  app.post(
    '/accounts/signup/resend',
    {
      schema: { tags: ['accounts'] },
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
    },
    async (request) => {
      const input = parseWith(SignupResendSchema, request.body);
      return resendSignupCode(deps, input.signupToken);
    },
  );

  app.post(
    '/accounts/signup/verify',
    {
      schema: { tags: ['accounts'] },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const input = parseWith(SignupVerifySchema, request.body);
      const userId = await completeSignup(deps, input.signupToken, input.code);
      return signIn(app, request, reply, userId, false);
    },
  );
}
