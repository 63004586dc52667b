// Returns and disputes: the shopper reports a return or a problem with one of their own orders
// while its plan is being repaid; the plan pauses at once. The merchant answers by the deadline
// (DISPUTE_RESPOND_DAYS): a refund through the refund path (full or partial, which ends the
// dispute in the refund's transaction) or resuming the plan with an explanation. After the
// deadline the merchant can still refund, but only an admin resumes the plan or refunds in its
// place; before it, admins leave the answer to the merchant. The shopper may take the report
// back. Each step is one transaction with its webhook, audit row and email.
import type { Kysely } from 'kysely';
import { DISPUTE_RESPOND_DAYS, type DisputeReason, type DisputeView } from '#shared/disputes';
import type { Locale } from '#shared/i18n/catalogue';
import { disputeTexts } from '#shared/i18n/dispute-texts';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';
import {
  auditDispute,
  disputeListQuery,
  disputeView,
  openedEmail,
  recordDisputeEvent,
  resolveDispute,
  type DisputeActor,
  type DisputeRow,
} from '../orders/dispute-resolution';
import type { OrderDeps } from '../orders/order-deps';
import { lockShoppersOrder } from '../orders/order-repository';
import { findUserEmail } from '../auth/user-email-repository';
import { findUserLocale } from '../notifications/recipient-locale';

/** Which disputes a caller may act on: a shopper's own, a merchant's own, or (admin) any. */
export type DisputeScope = { userId: string } | { merchantId: string } | { admin: true };

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === '23505';
}

export async function openDispute(
  deps: OrderDeps,
  command: {
    userId: string;
    orderId: string;
    reason: DisputeReason;
    description: string;
  },
  now: Date = new Date(),
): Promise<DisputeView> {
  const id = await deps.db
    .transaction()
    .execute(async (trx) => {
      const loaded = await lockShoppersOrder(trx, command.orderId, command.userId);
      if (loaded.order.status !== 'approved') throw new HttpError(409, 'dispute_not_possible');
      const existing = await trx
        .selectFrom('disputes')
        .select('id')
        .where('order_id', '=', command.orderId)
        .where('status', '=', 'open')
        .executeTakeFirst();
      if (existing) throw new HttpError(409, 'dispute_already_open');
      const row = await trx
        .insertInto('disputes')
        .values({
          order_id: command.orderId,
          merchant_id: loaded.order.merchant_id,
          user_id: command.userId,
          reason: command.reason,
          description: command.description,
          respond_by: new Date(now.getTime() + DISPUTE_RESPOND_DAYS * 86_400_000),
          created_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordDisputeEvent(trx, row, 'dispute.opened', now);
      await auditDispute(trx, command.userId, 'dispute.opened', row.id, null, {
        orderId: row.order_id,
        reason: row.reason,
        respondBy: row.respond_by.toISOString(),
      });
      const email = await findUserEmail(trx, command.userId);
      const merchant = await trx
        .selectFrom('merchants')
        .select('name')
        .where('id', '=', row.merchant_id)
        .executeTakeFirstOrThrow();
      if (email !== undefined) {
        await deps.notifier.email(
          trx,
          email,
          openedEmail({
            merchantName: merchant.name,
            reference: loaded.order.order_reference,
            reasonLabel: (locale: Locale) => disputeTexts(locale).reasons[row.reason],
            respondBy: row.respond_by,
            appUrl: deps.appUrl,
            locale: await findUserLocale(trx, command.userId),
          }),
        );
      }
      return row.id;
    })
    .catch((error: unknown) => {
      // Two reports racing on one order: the unique index lets one in.
      if (isUniqueViolation(error)) throw new HttpError(409, 'dispute_already_open');
      throw error;
    });
  return (await listDisputes(deps.db, { userId: command.userId }, { id }, now))[0] as DisputeView;
}

/** The dispute in the caller's scope, locked; 404 outside it. */
async function lockDispute(
  trx: Kysely<Database>,
  id: string,
  scope: DisputeScope,
): Promise<DisputeRow> {
  let query = trx.selectFrom('disputes').selectAll().where('id', '=', id);
  if ('userId' in scope) query = query.where('user_id', '=', scope.userId);
  if ('merchantId' in scope) query = query.where('merchant_id', '=', scope.merchantId);
  const row = await query.forUpdate().executeTakeFirst();
  if (!row) throw new HttpError(404, 'dispute_not_found');
  return row;
}

/**
 * Who may answer now: the merchant until the deadline, an admin after it. Refunds by the merchant
 * stay open after the deadline (a refund is never refused to the shopper's harm).
 */
export function checkAnswerAllowed(
  row: DisputeRow,
  party: 'merchant' | 'admin',
  action: 'resume' | 'refund',
  now: Date,
): void {
  if (row.status !== 'open') throw new HttpError(409, 'dispute_closed');
  const past = row.respond_by.getTime() <= now.getTime();
  if (party === 'merchant' && action === 'resume' && past) {
    throw new HttpError(409, 'dispute_past_deadline');
  }
  if (party === 'admin' && !past) throw new HttpError(409, 'dispute_deadline_open');
}

/** The merchant (before the deadline) or an admin (after it) resumes the plan with a note. */
export async function resumeDispute(
  deps: OrderDeps,
  id: string,
  scope: { merchantId: string } | { admin: true },
  actor: DisputeActor & { by: 'merchant' | 'admin' },
  note: string,
  now: Date = new Date(),
): Promise<DisputeView> {
  await deps.db.transaction().execute(async (trx) => {
    const row = await lockDispute(trx, id, scope);
    checkAnswerAllowed(row, actor.by, 'resume', now);
    await resolveDispute(
      trx,
      deps,
      row,
      { outcome: 'resumed', actor, note, refundedCents: 0 },
      now,
    );
  });
  return (await listDisputes(deps.db, { admin: true }, { id }, now))[0] as DisputeView;
}

/** The shopper takes their open report back; the plan goes on (with the paused days). */
export async function withdrawDispute(
  deps: OrderDeps,
  id: string,
  userId: string,
  now: Date = new Date(),
): Promise<DisputeView> {
  await deps.db.transaction().execute(async (trx) => {
    const row = await lockDispute(trx, id, { userId });
    if (row.status !== 'open') throw new HttpError(409, 'dispute_closed');
    await resolveDispute(
      trx,
      deps,
      row,
      { outcome: 'withdrawn', actor: { by: 'shopper', userId }, note: null, refundedCents: 0 },
      now,
    );
  });
  return (await listDisputes(deps.db, { userId }, { id }, now))[0] as DisputeView;
}

/** The dispute a refund answers, checked for the party (404 outside the scope). */
export async function disputeForRefund(
  db: Kysely<Database>,
  id: string,
  scope: { merchantId: string } | { admin: true },
  party: 'merchant' | 'admin',
  now: Date = new Date(),
): Promise<DisputeRow> {
  return db.transaction().execute(async (trx) => {
    const row = await lockDispute(trx, id, scope);
    checkAnswerAllowed(row, party, 'refund', now);
    return row;
  });
}

/** Newest first, in the caller's scope; merchants and admins see who the shopper is. */
export async function listDisputes(
  db: Kysely<Database>,
  scope: DisputeScope,
  filter: { id?: string; status?: 'open' | 'all' } = {},
  now: Date = new Date(),
): Promise<DisputeView[]> {
  let query = disputeListQuery(db);
  if ('userId' in scope) query = query.where('d.user_id', '=', scope.userId);
  if ('merchantId' in scope) query = query.where('d.merchant_id', '=', scope.merchantId);
  if (filter.id) query = query.where('d.id', '=', filter.id);
  if (filter.status === 'open') query = query.where('d.status', '=', 'open');
  const rows = await query.orderBy('d.created_at', 'desc').limit(200).execute();
  const withShopper = !('userId' in scope);
  return rows.map((row) => disputeView(row, { withShopper, now }));
}
