// Returns and disputes inside the orders module, because a refund on the order ends its open
// dispute in the refund's own transaction (one atomic change: ledger, plan, dispute, webhook,
// audit row, email). While a dispute is open the plan is paused: reminders, autopay and overdue
// marking skip the order (openDisputePause). When a dispute ends and the plan goes on, every
// unpaid instalment's due date moves by the calendar days the plan was paused, so the pause never
// makes an instalment late or shortens the time the shopper had to pay it.
import { sql, type Kysely, type Selectable } from 'kysely';
import { businessDay } from '#shared/business-dates';
import { addCalendarDays, fromCalendarDay } from '#shared/dates';
import type { DisputeOutcome, DisputeParty, DisputeView } from '#shared/disputes';
import type { Locale } from '#shared/i18n/catalogue';
import { disputeTexts } from '#shared/i18n/dispute-texts';
import type { Database, DisputesTable, DisputeWebhookEvent } from '../db/schema';
import type { EmailContent } from '../notifications/notifier';
import { moneyIn, paragraphsEmail } from '../notifications/email-text';
import { dayIn, fill } from '../notifications/messages';
import { findUserLocale } from '../notifications/recipient-locale';
import { findUserEmail } from '../auth/user-email-repository';
import type { OrderDeps } from './order-deps';
import { setInstalmentDueDay } from './instalment-repository';
import { recordMerchantEvent } from './order-events';

export type DisputeRow = Selectable<DisputesTable>;

/** Who ends a dispute: the party, and the signed-in user when there is one (audit actor). */
export interface DisputeActor {
  by: DisputeParty;
  userId: string | null;
}

/** The order's open dispute, locked, or undefined. */
export async function findOpenDispute(
  trx: Kysely<Database>,
  orderId: string,
): Promise<DisputeRow | undefined> {
  return trx
    .selectFrom('disputes')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('status', '=', 'open')
    .forUpdate()
    .executeTakeFirst();
}

/** Calendar days between two instants' Podgorica days (0 on the same day). */
export function pausedDaysBetween(from: Date, to: Date): number {
  const days =
    (fromCalendarDay(businessDay(to)).getTime() - fromCalendarDay(businessDay(from)).getTime()) /
    86_400_000;
  return Math.max(0, Math.round(days));
}

/** Writes one audit row for a dispute change, in the change's transaction. */
export async function auditDispute(
  trx: Kysely<Database>,
  actorId: string | null,
  action: 'dispute.opened' | 'dispute.resolved',
  disputeId: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({
      actor_id: actorId,
      action,
      entity_type: 'dispute',
      entity_id: disputeId,
      before: before === null ? null : JSON.stringify(before),
      after: JSON.stringify(after),
    })
    .execute();
}

/** The dispute as the merchant's webhook shows it. */
function apiDispute(row: DisputeRow) {
  return {
    id: row.id,
    object: 'dispute' as const,
    order_id: row.order_id,
    reason: row.reason,
    description: row.description,
    status: row.status,
    respond_by: row.respond_by.toISOString(),
    outcome: row.outcome,
    resolved_by: row.resolved_by,
    refunded_cents: row.refunded_cents,
    paused_days: row.paused_days,
    created_at: row.created_at.toISOString(),
    resolved_at: row.resolved_at?.toISOString() ?? null,
  };
}

/** dispute.opened / dispute.resolved for the merchant, with a delivery when it has an endpoint. */
export async function recordDisputeEvent(
  trx: Kysely<Database>,
  row: DisputeRow,
  type: DisputeWebhookEvent,
  now: Date,
): Promise<void> {
  const order = await trx
    .selectFrom('orders')
    .select(['livemode'])
    .where('id', '=', row.order_id)
    .executeTakeFirstOrThrow();
  await recordMerchantEvent(trx, {
    merchantId: row.merchant_id,
    type,
    orderId: row.order_id,
    livemode: order.livemode,
    object: apiDispute(row),
    now,
  });
}

/** Moves every unpaid, not yet late instalment of the order by `days`; reminders go out again. */
async function shiftUnpaidInstalments(
  trx: Kysely<Database>,
  orderId: string,
  days: number,
): Promise<void> {
  if (days <= 0) return;
  const rows = await trx
    .selectFrom('instalments')
    .select(['id', 'due_date'])
    .where('order_id', '=', orderId)
    .where('status', '=', 'pending')
    .execute();
  for (const row of rows) {
    await setInstalmentDueDay(trx, row.id, addCalendarDays(row.due_date, days));
  }
}

/** The shopper's email when a dispute ends. */
function resolvedEmail(input: {
  merchantName: string;
  reference: string;
  outcome: DisputeOutcome;
  refundedCents: number;
  note: string | null;
  pausedDays: number;
  appUrl: string;
  locale: Locale;
}): EmailContent {
  const e = disputeTexts(input.locale).email;
  const lines: string[] = [];
  const values = { merchant: input.merchantName, reference: input.reference };
  if (input.outcome === 'refunded') {
    lines.push(fill(e.refunded, { ...values, amount: moneyIn(input.refundedCents, input.locale) }));
  } else {
    lines.push(fill(e.resumed, { ...values, note: input.note ?? '' }));
  }
  if (input.pausedDays > 0) lines.push(fill(e.shifted, { days: input.pausedDays }));
  lines.push(fill(e.plans, { url: `${input.appUrl}/dashboard` }));
  return paragraphsEmail(input.locale, fill(e.resolvedSubject, values), lines);
}

/** The shopper's acknowledgement of a new report. */
export function openedEmail(input: {
  merchantName: string;
  reference: string;
  reasonLabel: (locale: Locale) => string;
  respondBy: Date;
  appUrl: string;
  locale: Locale;
}): EmailContent {
  const e = disputeTexts(input.locale).email;
  const values = { merchant: input.merchantName, reference: input.reference };
  return paragraphsEmail(input.locale, fill(e.openedSubject, values), [
    fill(e.opened, { ...values, reason: input.reasonLabel(input.locale) }),
    fill(e.openedNext, {
      day: dayIn(businessDay(input.respondBy), input.locale),
      url: `${input.appUrl}/dashboard`,
    }),
  ]);
}

/**
 * Ends an open dispute (its row locked by the caller): the outcome, the paused days given back to
 * the unpaid instalments when the plan goes on, the webhook, the audit row and the shopper's
 * email, in the caller's transaction.
 */
export async function resolveDispute(
  trx: Kysely<Database>,
  deps: Pick<OrderDeps, 'notifier' | 'appUrl'>,
  dispute: DisputeRow,
  resolution: {
    outcome: DisputeOutcome;
    actor: DisputeActor;
    note: string | null;
    refundedCents: number;
  },
  now: Date,
): Promise<DisputeRow> {
  const order = await trx
    .selectFrom('orders as o')
    .innerJoin('merchants as m', 'm.id', 'o.merchant_id')
    .select(['o.status', 'o.order_reference', 'o.user_id', 'm.name as merchant_name'])
    .where('o.id', '=', dispute.order_id)
    .executeTakeFirstOrThrow();
  const pausedDays = order.status === 'approved' ? pausedDaysBetween(dispute.created_at, now) : 0;
  await shiftUnpaidInstalments(trx, dispute.order_id, pausedDays);
  const updated = await trx
    .updateTable('disputes')
    .set({
      status: 'resolved',
      outcome: resolution.outcome,
      resolved_by: resolution.actor.by,
      resolution_note: resolution.note,
      refunded_cents: resolution.refundedCents,
      paused_days: pausedDays,
      resolved_at: now,
    })
    .where('id', '=', dispute.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordDisputeEvent(trx, updated, 'dispute.resolved', now);
  await auditDispute(
    trx,
    resolution.actor.userId,
    'dispute.resolved',
    dispute.id,
    { status: 'open' },
    {
      status: 'resolved',
      outcome: resolution.outcome,
      resolvedBy: resolution.actor.by,
      refundedCents: resolution.refundedCents,
      pausedDays,
      ...(resolution.note ? { note: resolution.note } : {}),
    },
  );
  const email = await findUserEmail(trx, dispute.user_id);
  if (email !== undefined && dispute.user_id && resolution.outcome !== 'withdrawn') {
    await deps.notifier.email(
      trx,
      email,
      resolvedEmail({
        merchantName: order.merchant_name,
        reference: order.order_reference,
        outcome: resolution.outcome,
        refundedCents: resolution.refundedCents,
        note: resolution.note,
        pausedDays,
        appUrl: deps.appUrl,
        locale: await findUserLocale(trx, dispute.user_id),
      }),
    );
  }
  return updated;
}

/** A refund booked on an order ends its open dispute as refunded (called by the refund path). */
export async function endDisputeByRefund(
  trx: Kysely<Database>,
  deps: Pick<OrderDeps, 'notifier' | 'appUrl'>,
  orderId: string,
  amountCents: number,
  actor: DisputeActor | undefined,
  now: Date,
): Promise<void> {
  const open = await findOpenDispute(trx, orderId);
  if (!open) return;
  await resolveDispute(
    trx,
    deps,
    open,
    {
      outcome: 'refunded',
      actor: actor ?? { by: 'merchant', userId: null },
      note: null,
      refundedCents: amountCents,
    },
    now,
  );
}

/** Rows with what a view needs: the order, the merchant, the shopper. */
export function disputeListQuery(db: Kysely<Database>) {
  return db
    .selectFrom('disputes as d')
    .innerJoin('orders as o', 'o.id', 'd.order_id')
    .innerJoin('merchants as m', 'm.id', 'd.merchant_id')
    .leftJoin('users as u', 'u.id', 'd.user_id')
    .leftJoin('profiles as p', 'p.id', 'd.user_id')
    .selectAll('d')
    .select([
      'o.order_reference',
      'o.total_cents',
      'm.name as merchant_name',
      'u.email as shopper_email',
      'p.first_name',
      'p.last_name',
      sql<number>`(select coalesce(sum(i.amount_cents - i.paid_cents), 0) from instalments i where i.order_id = o.id and i.status in ('pending', 'overdue'))::int`.as(
        'outstanding_cents',
      ),
    ]);
}

type DisputeListRow = DisputeRow & {
  order_reference: string;
  total_cents: number;
  merchant_name: string;
  shopper_email: string | null;
  first_name: string | null;
  last_name: string | null;
  outstanding_cents: number;
};

export function disputeView(
  row: DisputeListRow,
  options: { withShopper: boolean; now?: Date },
): DisputeView {
  const now = options.now ?? new Date();
  const name = [row.first_name, row.last_name].filter(Boolean).join(' ') || null;
  return {
    id: row.id,
    orderId: row.order_id,
    orderReference: row.order_reference,
    merchantName: row.merchant_name,
    shopper: options.withShopper ? { name, email: row.shopper_email } : null,
    orderTotalCents: row.total_cents,
    outstandingCents: Number(row.outstanding_cents),
    reason: row.reason,
    description: row.description,
    status: row.status,
    respondBy: row.respond_by.toISOString(),
    pastDeadline: row.status === 'open' && row.respond_by.getTime() <= now.getTime(),
    outcome: row.outcome,
    resolvedBy: row.resolved_by,
    resolutionNote: row.resolution_note,
    refundedCents: row.refunded_cents,
    pausedDays: row.paused_days,
    createdAt: row.created_at.toISOString(),
    resolvedAt: row.resolved_at?.toISOString() ?? null,
  };
}
