import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound, unauthorized } from '../http/errors';
import { secretMatches } from '../http/secret-token';
import { ErrorAnswer, registerZodSchemas } from '../http/zod-routes';
import { DeliveryReportBody, recordDeliveryReports } from './sms-delivery-reports';

/** Where Infobip posts SMS delivery reports (set once in the Infobip account, see the README). */
export const SMS_DELIVERY_REPORT_PATH = '/callbacks/infobip/sms-delivery-reports';

/**
 * The password of an `Authorization: Basic` header. Basic, because that is what a gateway's
 * webhook settings offer; the header (unlike a secret in the URL) never reaches the request log.
 */
function basicPassword(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string' || !/^basic /i.test(header)) return undefined;
  const decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon === -1 ? undefined : decoded.slice(colon + 1);
}

const RecordedAnswer = z.object({ recorded: z.int(), ignored: z.int() });

/**
 * POST /api/callbacks/infobip/sms-delivery-reports: Infobip's delivery reports. Only a request
 * carrying INFOBIP_WEBHOOK_SECRET as its Basic password is heard; without that setting the
 * endpoint does not exist. Recording is idempotent, so the gateway's own retries change nothing.
 * The body is Infobip's report as defined in sms-delivery-reports.ts; the password is checked
 * before the body, so only the gateway learns how a body would be refused.
 */
export async function smsDeliveryReportRoutes(instance: FastifyInstance): Promise<void> {
  registerZodSchemas(instance);
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.post(
    SMS_DELIVERY_REPORT_PATH,
    {
      schema: {
        tags: ['callbacks'],
        summary: 'Infobip SMS delivery reports',
        description:
          'Infobip posts { results: [{ messageId, status: { groupName, name }, error }] } with HTTP Basic authentication (the password is INFOBIP_WEBHOOK_SECRET). Answers { recorded, ignored }.',
        body: DeliveryReportBody,
        response: { 200: RecordedAnswer, 400: ErrorAnswer, 401: ErrorAnswer, 404: ErrorAnswer },
      },
      preValidation: async (request) => {
        const secret = app.config.infobipWebhookSecret;
        if (!secret) throw notFound();
        if (!secretMatches(basicPassword(request), secret)) throw unauthorized();
      },
    },
    async (request) => recordDeliveryReports(app.db, request.body),
  );
}
