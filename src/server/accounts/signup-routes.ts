import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SignupLocaleSchema } from '#shared/validation/locale-schema';
import { SignupSchema } from '#shared/validation/signup-schema';
import { signIn } from '../auth/routes';
import { ErrorAnswer } from '../http/zod-routes';
import { serviceDeps } from '../service-deps';
import { SessionPayloadAnswer, SignupStartedAnswer } from './contract';
import { SignupResendSchema, SignupVerifySchema } from './request-schemas';
import { completeSignup, resendSignupCode, startSignup } from './signup-service';

/** Sign-up in two steps: the form (a code is emailed), then the code (the account is created). */
export async function signupRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const deps = serviceDeps(app);
  app.post(
    '/accounts/signup',
    {
      // The form, then the language it was shown in: every later message to the account is
      // written in it (absent: Montenegrin).
      schema: {
        tags: ['accounts'],
        body: z.intersection(SignupSchema, SignupLocaleSchema),
        response: { 200: SignupStartedAnswer, 400: ErrorAnswer },
      },
      // Each start hashes a password (scrypt) and sends an email: a few a minute per address.
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
    },
    async (request) => {
      const { locale, ...input } = request.body;
      return startSignup(deps, input, locale);
    },
  );

  app.post(
    '/accounts/signup/resend',
    {
      schema: {
        tags: ['accounts'],
        body: SignupResendSchema,
        response: { 200: SignupStartedAnswer, 400: ErrorAnswer, 404: ErrorAnswer },
      },
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
    },
    async (request) => resendSignupCode(deps, request.body.signupToken),
  );

  app.post(
    '/accounts/signup/verify',
    {
      schema: {
        tags: ['accounts'],
        body: SignupVerifySchema,
        response: { 200: SessionPayloadAnswer, 400: ErrorAnswer, 409: ErrorAnswer },
      },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const input = request.body;
      const userId = await completeSignup(deps, input.signupToken, input.code);
      return signIn(app, request, reply, userId, false);
    },
  );
}
