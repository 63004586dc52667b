import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser, signedInFirst } from '../auth/permissions';
import { ErrorAnswer } from '../http/zod-routes';
import { serviceDeps } from '../service-deps';
import { CodeSentAnswer, ContactVerifiedAnswer } from './contract';
import {
  sendEmailCode,
  sendPhoneCode,
  verifyEmailCode,
  verifyPhoneCode,
} from './contact-verification-service';
import { CodeSchema } from './request-schemas';

const SEND_LIMIT = { rateLimit: { max: 5, timeWindow: '1 minute' } };
const VERIFY_LIMIT = { rateLimit: { max: 10, timeWindow: '1 minute' } };
const tags = ['accounts'];
const sendSchema = {
  tags,
  response: { 200: CodeSentAnswer, 400: ErrorAnswer, 401: ErrorAnswer, 409: ErrorAnswer },
};
const verifySchema = {
  tags,
  body: CodeSchema,
  response: { 200: ContactVerifiedAnswer, 400: ErrorAnswer, 401: ErrorAnswer, 409: ErrorAnswer },
};

/** Verifying the phone (SMS) and the email (banner) of the signed-in account. */
export async function contactVerificationRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const deps = serviceDeps(app);
  app.post(
    '/me/phone-verification/send',
    { schema: sendSchema, config: SEND_LIMIT },
    // The SMS speaks the language the person chose for messages.
    async (request) => sendPhoneCode(deps, (await requireUser(request)).id),
  );

  app.post(
    '/me/phone-verification/verify',
    { schema: verifySchema, config: VERIFY_LIMIT, preValidation: signedInFirst },
    async (request) => {
      const user = await requireUser(request);
      return verifyPhoneCode(deps, user.id, request.body.code);
    },
  );

  app.post(
    '/me/email-verification/send',
    { schema: sendSchema, config: SEND_LIMIT },
    async (request) => sendEmailCode(deps, (await requireUser(request)).id),
  );

  app.post(
    '/me/email-verification/verify',
    { schema: verifySchema, config: VERIFY_LIMIT, preValidation: signedInFirst },
    async (request) => {
      const user = await requireUser(request);
      return verifyEmailCode(deps, user.id, request.body.code);
    },
  );
}
