import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SmsDeliveriesView, SmsDeliveryView } from '#shared/admin-api';
import { registerZodSchemas } from '#server/http/zod-routes';
import { listSmsDeliveries } from '#server/notifications/sms-delivery-reports';

/** The answer, defined once in zod and held to the shared type the admin page reads. */
const SmsDeliveriesAnswer = z.object({
  provider: z.enum(['infobip', 'outbox']),
  messages: z.array(
    z.object({
      id: z.string(),
      recipient: z.string(),
      status: z.enum(['pending', 'sent', 'failed']),
      attempts: z.int(),
      lastError: z.string().nullable(),
      createdAt: z.string(),
      sentAt: z.string().nullable(),
      delivery: z.enum(['pending', 'delivered', 'undeliverable', 'expired', 'rejected']).nullable(),
      deliveryDetail: z.string().nullable(),
      reportedAt: z.string().nullable(),
    }),
  ),
}) satisfies z.ZodType<SmsDeliveriesView>;

/** An admin needs to tell whose SMS failed, not to read every number in full: last three digits. */
function maskPhone(phone: string): string {
  return phone.length <= 3
    ? phone
    : `${'•'.repeat(Math.min(phone.length - 3, 9))}${phone.slice(-3)}`;
}

/**
 * GET /api/admin/sms-deliveries: the newest SMS handed to the gateway, each with our sending
 * status and the gateway's delivery report, so a failed code or an undelivered message shows.
 */
export async function adminSmsRoutes(instance: FastifyInstance): Promise<void> {
  registerZodSchemas(instance);
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/sms-deliveries',
    {
      schema: {
        tags: ['admin'],
        summary: 'SMS delivery status',
        description:
          'Answers { provider, messages: [{ id, recipient (masked), status, attempts, lastError, createdAt, sentAt, delivery, deliveryDetail, reportedAt }] }, newest 50 first. delivery is the gateway report (pending, delivered, undeliverable, expired, rejected) or null.',
        response: { 200: SmsDeliveriesAnswer },
      },
    },
    async (): Promise<SmsDeliveriesView> => {
      const rows = await listSmsDeliveries(app.db);
      return {
        provider: app.config.smsProvider,
        messages: rows.map((row): SmsDeliveryView => ({
          id: row.id,
          recipient: maskPhone(row.recipient),
          status: row.status === 'kept' ? 'pending' : row.status,
          attempts: row.attempts,
          lastError: row.last_error,
          createdAt: row.created_at.toISOString(),
          sentAt: row.sent_at?.toISOString() ?? null,
          delivery: row.delivery_status,
          deliveryDetail: row.delivery_detail,
          reportedAt: row.delivery_reported_at?.toISOString() ?? null,
        })),
      };
    },
  );
}
