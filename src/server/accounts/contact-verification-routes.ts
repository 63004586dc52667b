import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/permissions';
import { parseWith } from '../http/validate';
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
  app.post(
    '/me/phone-verification/send',
    { schema: { tags: ['accounts'] }, config: SEND_LIMIT },
    async (request) => sendPhoneCode(app, (await requireUser(request)).id),
  );

  app.post(
    '/me/phone-verification/verify',
    { schema: { tags: ['accounts'] }, config: VERIFY_LIMIT },
    async (request) => {
      const user = await requireUser(request);
      const { code } = parseWith(CodeSchema, request.body);
      return verifyPhoneCode(app, user.id, code);
    },
  );

  app.post(
    '/me/email-verification/send',
    { schema: { tags: ['accounts'] }, config: SEND_LIMIT },
    async (request) => sendEmailCode(app, (await requireUser(request)).id),
  );

  app.post(
    '/me/email-verification/verify',
    { schema: { tags: ['accounts'] }, config: VERIFY_LIMIT },
    async (request) => {
      const user = await requireUser(request);
      const { code } = parseWith(CodeSchema, request.body);
      return verifyEmailCode(app, user.id, code);
    },
  );
}
