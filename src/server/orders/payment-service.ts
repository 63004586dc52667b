// The shopper pays the next instalment or the whole rest early, without a fee (issue §5-§6). One
// transaction: lock the credit row, then the order; check, charge, mark the instalments paid,
// book the ledger, send the webhooks. The score and the limit move later, on the due dates.
import { randomUUID } from 'node:crypto';
import type { CardData } from '../../shared/card';
import type { PayInstalmentsResult } from '../../shared/engine-api';
import { lockCreditRow } from '../credit/repository';
import { payInstalments, type PaymentScope } from '../engine/instalments';
import { instalmentPaidTransaction } from '../engine/ledger';
import { checkPayment, statusAfter, webhookEventsFor } from '../engine/order-state';
import { HttpError, notFound } from '../http/errors';
import { postLedgerTransactions } from '../ledger/repository';
import { chargeCard, withChargeCompensation } from '../payments/charge';
import { recordOrderEvents } from '../webhooks/outbox';
import type { EngineDeps } from './engine-deps';
import { loadOrderBundle } from './order-bundles';
import { findOrder, orderSnapshot, saveInstalmentChanges } from './order-repository';
import { paymentView, shopperOrderView } from './order-views';
import { syncPurchaseRow } from './purchase-mirror';

export const ORDER_NOT_FOUND_MESSAGE = 'Narudžba nije pronađena.';

export interface PayInstalmentsCommand {
  userId: string;
  orderId: string;
  scope: PaymentScope;
  /** The instalment the shopper saw as next; a stale page then cannot pay a later one. */
  sequence?: number;
  card: CardData;
  idempotencyKey?: string;
}

export async function payOrderInstalments(
  deps: EngineDeps,
  command: PayInstalmentsCommand,
  now: Date = new Date(),
): Promise<PayInstalmentsResult> {
  return withChargeCompensation(deps.provider, deps.log, (slot) =>
    deps.db.transaction().execute(async (trx) => {
      const credit = await lockCreditRow(trx, command.userId);
      const loaded = await findOrder(
        trx,
        command.orderId,
        { userId: command.userId },
        { lock: true },
      );
      if (!loaded) throw notFound(ORDER_NOT_FOUND_MESSAGE);
      const before = orderSnapshot(loaded);
      const check = checkPayment(before, command.scope, command.sequence);
      if (!check.ok) throw new HttpError(409, check.code, check.message);
      const payment = payInstalments(loaded.instalments, command.scope);
      if (!payment) throw new HttpError(409, 'nothing_to_pay', 'Nema rata za plaćanje.');
      const merchant = await trx
        .selectFrom('merchants')
        .select('name')
        .where('id', '=', loaded.order.merchant_id)
        .executeTakeFirstOrThrow();

      slot.charge = await chargeCard(deps.provider, {
        amountCents: payment.amountCents,
        card: command.card,
        description: `NaRate ${merchant.name} ${loaded.order.order_reference} rate ${payment.sequences.join(',')}`,
        idempotencyKey: `pay:${loaded.order.id}:${command.idempotencyKey ?? randomUUID()}`,
      });
      const charge = slot.charge;
      await saveInstalmentChanges(trx, loaded.instalments, payment.instalments, now);
      const inserted = await trx
        .insertInto('payments')
        .values({
          order_id: loaded.order.id,
          user_id: command.userId,
          purpose: 'instalments',
          provider: charge.provider,
          provider_charge_id: charge.chargeId,
          idempotency_key: charge.idempotencyKey,
          amount_cents: charge.amountCents,
          card_brand: charge.card.brand,
          card_last4: charge.card.last4,
          instalment_sequences: JSON.stringify(payment.sequences),
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await postLedgerTransactions(
        trx,
        loaded.order.merchant_id,
        [instalmentPaidTransaction(loaded.order.id, payment.amountCents)],
        now,
      );

      // Score points and limit steps are not earned here: paying early is welcome, but the
      // points come on each instalment's due date (the daily credit review job), so paying off
      // plans within minutes cannot farm a score or a limit.
      const scoreBefore = credit.score;
      const orderId = loaded.order.id;
      const action = command.scope === 'next' ? 'pay_next' : 'pay_rest';
      const status = statusAfter({ ...before, instalments: payment.instalments }, action);
      await trx
        .updateTable('orders')
        .set({ status, updated_at: now })
        .where('id', '=', orderId)
        .execute();
      const after = await findOrder(trx, orderId, {});
      if (!after) throw new Error(`Order ${orderId} vanished`);
      await syncPurchaseRow(trx, after, merchant.name);
      await recordOrderEvents(trx, orderId, webhookEventsFor(action, before.status, status), now);

      const bundle = await loadOrderBundle(trx, orderId);
      const stored = bundle.payments.find((p) => p.id === inserted.id);
      if (!stored) throw new Error('The payment just stored is missing');
      return {
        order: shopperOrderView(bundle),
        payment: paymentView(stored),
        score: { score: credit.score, delta: credit.score - scoreBefore },
      };
    }),
  );
}
