import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database, SmsDeliveryStatus } from '../db/schema';

/**
 * One result of Infobip's delivery report (`{ results: [...] }`): the message id we sent, the
 * status group and name, and an error when the network gave one.
 */
const ReportResult = z.object({
  messageId: z.string().max(200),
  status: z
    .object({
      groupName: z.string().max(50).optional(),
      name: z.string().max(200).optional(),
      description: z.string().max(500).optional(),
    })
    .optional(),
  error: z
    .object({
      groupName: z.string().max(50).optional(),
      name: z.string().max(200).optional(),
      description: z.string().max(500).optional(),
    })
    .nullable()
    .optional(),
  doneAt: z.string().max(60).optional(),
});

export const DeliveryReportBody = z.object({ results: z.array(ReportResult).max(1000) });
export type DeliveryReport = z.infer<typeof DeliveryReportBody>;

const GROUPS: Record<string, SmsDeliveryStatus> = {
  PENDING: 'pending',
  DELIVERED: 'delivered',
  UNDELIVERABLE: 'undeliverable',
  EXPIRED: 'expired',
  REJECTED: 'rejected',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function detailOf(result: DeliveryReport['results'][number]): string | null {
  const parts = [result.status?.name, result.error?.name, result.error?.description].filter(
    (part): part is string => Boolean(part) && part !== 'NO_ERROR' && part !== 'No Error',
  );
  return parts.length > 0 ? parts.join(' · ').slice(0, 500) : null;
}

/**
 * Records each report on its message. Idempotent: the same report twice writes the same values,
 * and a final status (delivered, undeliverable, expired, rejected) is never replaced by a late
 * "pending". Reports for ids that are not our SMS are counted and ignored (answered 200 all the
 * same, so the gateway does not retry them forever).
 */
export async function recordDeliveryReports(
  db: Kysely<Database>,
  report: DeliveryReport,
): Promise<{ recorded: number; ignored: number }> {
  let recorded = 0;
  for (const result of report.results) {
    const status = GROUPS[result.status?.groupName ?? ''];
    if (!status || !UUID.test(result.messageId)) continue;
    const updated = await db
      .updateTable('outbox_messages')
      .set({
        delivery_status: status,
        delivery_detail: detailOf(result),
        delivery_reported_at: new Date(),
      })
      .where('id', '=', result.messageId)
      .where('channel', '=', 'sms')
      .where((eb) =>
        status === 'pending'
          ? eb.or([eb('delivery_status', 'is', null), eb('delivery_status', '=', 'pending')])
          : eb.or([
              eb('delivery_status', 'is', null),
              eb('delivery_status', '=', 'pending'),
              eb('delivery_status', '=', status),
            ]),
      )
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) > 0) recorded += 1;
  }
  return { recorded, ignored: report.results.length - recorded };
}

/** The newest SMS handed to the gateway, with what it reported, for the admin screen. */
export async function listSmsDeliveries(db: Kysely<Database>, limit = 50) {
  return db
    .selectFrom('outbox_messages')
    .select([
      'id',
      'recipient',
      'status',
      'attempts',
      'last_error',
      'created_at',
      'sent_at',
      'delivery_status',
      'delivery_detail',
      'delivery_reported_at',
    ])
    .where('channel', '=', 'sms')
    .where('status', '<>', 'kept')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
