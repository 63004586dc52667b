// Confirming a hosted checkout (issue §4-§5, DESIGN.md §2.3-2.5): the decision and the creation
// of the plan happen in ONE transaction that first locks the session row (one order per session)
// and then the shopper's credit row (SELECT … FOR UPDATE), so concurrent checkouts of one shopper
// run one after another and can never together exceed the limit. The first instalment is charged
// inside that transaction: a declined card rolls everything back and leaves no order; a failure
// after the charge refunds it (payments/charge.ts). The lock is held for the provider call,
// which is fast for the sandbox and, with a real acquirer, blocks only this shopper's checkouts.
import { randomUUID } from 'node:crypto';
import type { InstalmentOption } from '../../shared/calculator';
import type { CardData } from '../../shared/card';
import type { ConfirmCheckoutResult } from '../../shared/engine-api';
import { buildInstalmentPlan } from '../../shared/instalment-plan';
import { toCalendarDay } from '../../shared/dates';
import { lockCreditRow, bumpCreditCounters } from '../credit/repository';
import { newResourceId } from '../db/ids';
import { decideCheckout } from '../engine/decision';
import { payInstalments, type InstalmentState } from '../engine/instalments';
import {
  feeCents,
  instalmentPaidTransaction,
  merchantPayoutTransaction,
  purchaseTransaction,
} from '../engine/ledger';
import { effectiveLimitCents } from '../engine/spending-limit';
import { HttpError, notFound } from '../http/errors';
import { postLedgerTransactions } from '../ledger/repository';
import { chargeCard, withChargeCompensation } from '../payments/charge';
import { loadOrderBundle } from '../orders/order-bundles';
import { findOrder, shopperDebt } from '../orders/order-repository';
import type { EngineDeps } from '../orders/engine-deps';
import { purchaseConfirmationEmail } from '../orders/emails';
import { shopperOrderView } from '../orders/order-views';
import { syncPurchaseRow } from '../orders/purchase-mirror';
import { recordCreditAgreement, type Acceptance } from '../lending/agreement-service';
import { recordOrderEvents } from '../webhooks/outbox';
import { SESSION_NOT_FOUND_MESSAGE } from './session-service';
import { assertSessionOpen, effectiveSessionStatus, successRedirectUrl } from './session-rules';

export const MERCHANT_UNAVAILABLE_MESSAGE =
  'Trgovac trenutno ne prima plaćanja na rate. Vratite se u prodavnicu.';

export interface ConfirmCheckoutCommand {
  sessionId: string;
  userId: string;
  instalments: InstalmentOption;
  card: CardData;
  /** The request's Idempotency-Key, so a retried request charges the card once. */
  idempotencyKey?: string;
  /** Where and in which language the shopper accepted (stored with the contract). */
  acceptance?: Acceptance;
}

export async function confirmCheckout(
  deps: EngineDeps,
  command: ConfirmCheckoutCommand,
  now: Date = new Date(),
): Promise<ConfirmCheckoutResult> {
  return withChargeCompensation(deps.provider, deps.log, (slot) =>
    deps.db.transaction().execute(async (trx) => {
      const session = await trx
        .selectFrom('checkout_sessions')
        .selectAll()
        .where('id', '=', command.sessionId)
        .forUpdate()
        .executeTakeFirst();
      if (!session) throw notFound(SESSION_NOT_FOUND_MESSAGE);
      assertSessionOpen(effectiveSessionStatus(session, now));
      const merchant = await trx
        .selectFrom('merchants')
        .select(['id', 'name', 'status', 'fee_basis_points'])
        .where('id', '=', session.merchant_id)
        .executeTakeFirstOrThrow();
      if (merchant.status !== 'active') {
        throw new HttpError(409, 'merchant_unavailable', MERCHANT_UNAVAILABLE_MESSAGE);
      }

      const credit = await lockCreditRow(trx, command.userId);
      const account = await trx
        .selectFrom('users as u')
        .leftJoin('profiles as p', 'p.id', 'u.id')
        .select(['u.email', 'u.blocked_at', 'p.email_verified'])
        .where('u.id', '=', command.userId)
        .executeTakeFirstOrThrow();
      const debt = await shopperDebt(trx, command.userId);
      const decision = decideCheckout({
        amountCents: session.amount_cents,
        account: { emailVerified: account.email_verified === true, blocked: !!account.blocked_at },
        hasOverdue: debt.inArrears,
        spendingLimitCents: effectiveLimitCents(credit.spending_limit, credit.score),
        outstandingCents: debt.outstandingCents,
      });
      if (!decision.approved) throw new HttpError(422, decision.code, decision.reason);

      const orderId = newResourceId('ord');
      const total = session.amount_cents;
      const plan: InstalmentState[] = buildInstalmentPlan(total, command.instalments, now).map(
        (i) => ({ ...i, paidCents: 0, status: 'pending' }),
      );
      const first = payInstalments(plan, 'next');
      if (!first) throw new Error('A new plan always has a first instalment');
      const fee = feeCents(total, merchant.fee_basis_points);

      slot.charge = await chargeCard(deps.provider, {
        amountCents: first.amountCents,
        card: command.card,
        description: `NaRate ${merchant.name} ${session.order_reference} 1/${command.instalments}`,
        idempotencyKey: `checkout:${session.id}:${command.idempotencyKey ?? randomUUID()}`,
      });
      const charge = slot.charge;

      await trx
        .insertInto('orders')
        .values({
          id: orderId,
          merchant_id: merchant.id,
          user_id: command.userId,
          checkout_session_id: session.id,
          livemode: session.livemode,
          order_reference: session.order_reference,
          total_cents: total,
          instalment_count: command.instalments,
          fee_basis_points: merchant.fee_basis_points,
          fee_cents: fee,
          status: 'approved',
          created_at: now,
          updated_at: now,
        })
        .execute();
      await trx
        .insertInto('instalments')
        .values(
          first.instalments.map((i) => ({
            order_id: orderId,
            sequence: i.sequence,
            due_date: toCalendarDay(i.dueDate),
            amount_cents: i.amountCents,
            paid_cents: i.paidCents,
            status: i.status,
            paid_at: i.status === 'paid' ? now : null,
          })),
        )
        .execute();
      await trx
        .insertInto('payments')
        .values({
          order_id: orderId,
          user_id: command.userId,
          purpose: 'first_instalment',
          provider: charge.provider,
          provider_charge_id: charge.chargeId,
          idempotency_key: charge.idempotencyKey,
          amount_cents: charge.amountCents,
          card_brand: charge.card.brand,
          card_last4: charge.card.last4,
          instalment_sequences: JSON.stringify(first.sequences),
          created_at: now,
        })
        .execute();
      await postLedgerTransactions(
        trx,
        merchant.id,
        [
          purchaseTransaction(orderId, total),
          merchantPayoutTransaction(orderId, total, fee),
          instalmentPaidTransaction(orderId, first.amountCents),
        ],
        now,
      );
      await trx
        .updateTable('checkout_sessions')
        .set({ status: 'completed', order_id: orderId })
        .where('id', '=', session.id)
        .execute();
      await bumpCreditCounters(trx, command.userId, { transactions: 1 }, now);

      const loaded = await findOrder(trx, orderId, {});
      if (!loaded) throw new Error(`Order ${orderId} vanished`);
      await syncPurchaseRow(trx, loaded, merchant.name);
      await recordOrderEvents(trx, orderId, ['order.approved'], now);
      await recordCreditAgreement(trx, {
        orderId,
        userId: command.userId,
        acceptance: command.acceptance,
        now,
      });
      await deps.notifier.email(
        trx,
        account.email,
        purchaseConfirmationEmail({
          merchantName: merchant.name,
          orderReference: session.order_reference,
          totalCents: total,
          schedule: loaded.instalments.map((i) => ({
            sequence: i.sequence,
            dueDay: i.dueDay,
            amountCents: i.amountCents,
            paid: i.status === 'paid',
          })),
          appUrl: deps.appUrl,
        }),
      );
      const bundle = await loadOrderBundle(trx, orderId);
      return {
        order: shopperOrderView(bundle),
        redirectUrl: successRedirectUrl(session.success_url, orderId),
      };
    }),
  );
}
