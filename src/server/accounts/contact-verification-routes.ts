import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/permissions';
import { parseWith } from '../http/validate';
import { serviceDeps } from '../service-deps';
import {
  sendEmailCode,
  sendPhoneCode,
  verifyEmailCode,
  verifyPhoneCode,
} from './contact-verification-service';
import { CodeSchema } from './request-schemas';

const SEND_LIMIT = { rateLimit: { max: 5, timeWindow: '1 minute' } };
const VERIFY_LIMIT = { rateLimit: { max: 10, timeWindow: '1 minute' } };

/** Verifying the phone (SMS) and the email (banner) of the signed-in account. */
export async function contactVerificationRoutes(app: FastifyInstance): Promise<void> {
  const deps = serviceDeps(app);
  app.post(
    '/me/phone-verification/send',
    { schema: { tags: ['accounts'] }, config: SEND_LIMIT },
    // The SMS speaks the language the person chose for messages.
    async (request) => sendPhoneCode(deps, (await requireUser(request)).id),
  );

  app.post(
    '/me/phone-verification/verify',
    { schema: { tags: ['accounts'] }, config: VERIFY_LIMIT },
    async (request) => {
      const user = await requireUser(request);
      const { code } = parseWith(CodeSchema, request.body);
      return verifyPhoneCode(deps, user.id, code);
    },
  );

  app.post(
    '/me/email-verification/send',
    { schema: { tags: ['accounts'] }, config: SEND_LIMIT },
    async (request) => sendEmailCode(deps, (await requireUser(request)).id),
  );

  app.post(
    '/me/email-verification/verify',
    { schema: { tags: ['accounts'] }, config: VERIFY_LIMIT },
    async (request) => {
      const user = await requireUser(request);
      const { code } = parseWith(CodeSchema, request.body);
      return verifyEmailCode(deps, user.id, code);
    },
  );
}
