// Merchant refunds and cancellations, as engine-model.ts does them:
// a refund first lowers what the shopper owes, newest instalments first; what exceeds that goes
// back to the shopper's card (newest charges first). NaRate gives back the fee on the refunded
// part and takes the rest back from the merchant at once (netted from payouts). A cancellation is
// a refund of everything still refundable, allowed until an instalment beyond the first is paid.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { newResourceId } from '../db/ids';
import {
  merchantRecoveryTransaction,
  refundFeeChange,
  refundTransaction,
  type LedgerTransaction,
} from '../engine/ledger';
import { checkCancel, checkRefund, statusAfter, webhookEventsFor } from '../engine/order-state';
import { allocateRefund, allocateReturnToCharges } from '../engine/refund-allocation';
import { HttpError, notFound } from '../http/errors';
import { postLedgerTransactions } from '../ledger/repository';
import { recordOrderEvents } from '../webhooks/outbox';
import { refundEmail } from './emails';
import type { EngineDeps } from './engine-deps';
import { loadOrderBundle, type OrderBundle } from './order-bundles';
import { findOrder, orderSnapshot, saveInstalmentChanges } from './order-repository';
import { ORDER_NOT_FOUND_MESSAGE } from './payment-service';
import { syncPurchaseRow } from './purchase-mirror';

export interface RefundCommand {
  merchantId: string;
  orderId: string;
  kind: 'refund' | 'cancellation';
  /** For a refund: omitted means everything still refundable. Ignored for a cancellation. */
  amountCents?: number;
  reason?: string;
}

export interface RefundOutcome {
  refundId: string;
  bundle: OrderBundle;
}

async function returnToCard(
  trx: Kysely<Database>,
  deps: EngineDeps,
  orderId: string,
  amountCents: number,
): Promise<Array<{ paymentId: string; providerRefundId: string; amountCents: number }>> {
  if (amountCents === 0) return [];
  const payments = await trx
    .selectFrom('payments')
    .select(['id', 'provider_charge_id', 'amount_cents', 'refunded_cents'])
    .where('order_id', '=', orderId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const parts = allocateReturnToCharges(
    payments.map((p) => ({
      chargeId: p.id,
      amountCents: p.amount_cents,
      refundedCents: p.refunded_cents,
    })),
    amountCents,
  );
  const done: Array<{ paymentId: string; providerRefundId: string; amountCents: number }> = [];
  for (const part of parts) {
    const payment = payments.find((p) => p.id === part.chargeId);
    if (!payment) throw new Error('Unknown payment');
    const result = await deps.provider.refund(payment.provider_charge_id, part.amountCents);
    if (!result.ok) {
      deps.log?.error({ paymentId: payment.id, done }, 'card refund failed part-way');
      throw new HttpError(502, 'card_refund_failed', 'Povraćaj na karticu nije uspio.');
    }
    await trx
      .updateTable('payments')
      .set((eb) => ({ refunded_cents: eb('refunded_cents', '+', part.amountCents) }))
      .where('id', '=', payment.id)
      .execute();
    done.push({
      paymentId: payment.id,
      providerRefundId: result.refundId,
      amountCents: part.amountCents,
    });
  }
  return done;
}

export async function refundOrder(
  deps: EngineDeps,
  command: RefundCommand,
  now: Date = new Date(),
): Promise<RefundOutcome> {
  return deps.db.transaction().execute(async (trx) => {
    const loaded = await findOrder(
      trx,
      command.orderId,
      { merchantId: command.merchantId },
      { lock: true },
    );
    if (!loaded) throw notFound(ORDER_NOT_FOUND_MESSAGE);
    const { order } = loaded;
    const before = orderSnapshot(loaded);
    const cancelling = command.kind === 'cancellation';
    const check = cancelling ? checkCancel(before) : checkRefund(before);
    if (!check.ok) throw new HttpError(409, check.code, check.message);
    const refundable = order.total_cents - order.refunded_cents;
    const amount = cancelling ? refundable : (command.amountCents ?? refundable);
    const allocation = allocateRefund(loaded.instalments, amount, {
      orderTotalCents: order.total_cents,
      alreadyRefundedCents: order.refunded_cents,
    });
    if (!allocation.ok) throw new HttpError(400, allocation.code, allocation.message);
    const fee = refundFeeChange(
      order.total_cents,
      order.refunded_cents,
      amount,
      order.fee_basis_points,
    );

    const ledger: LedgerTransaction[] = [
      refundTransaction({
        orderId: order.id,
        reducedOwedCents: allocation.reducedOwedCents,
        returnedToShopperCents: allocation.returnedToShopperCents,
        feeBeforeCents: fee.feeBeforeCents,
        feeAfterCents: fee.feeAfterCents,
      }),
    ];
    if (fee.merchantOwesCents > 0) {
      ledger.push(merchantRecoveryTransaction(order.id, fee.merchantOwesCents));
    }
    await postLedgerTransactions(trx, order.merchant_id, ledger, now);
    await saveInstalmentChanges(trx, loaded.instalments, allocation.instalments, now);
    const cardRefunds = await returnToCard(trx, deps, order.id, allocation.returnedToShopperCents);

    const refundedCents = order.refunded_cents + amount;
    const action = cancelling ? 'cancel' : 'refund';
    const status = statusAfter(
      { ...before, refundedCents, instalments: allocation.instalments },
      action,
    );
    await trx
      .updateTable('orders')
      .set({ refunded_cents: refundedCents, fee_cents: fee.feeAfterCents, status, updated_at: now })
      .where('id', '=', order.id)
      .execute();
    const refundId = newResourceId('re');
    await trx
      .insertInto('refunds')
      .values({
        id: refundId,
        order_id: order.id,
        merchant_id: order.merchant_id,
        kind: command.kind,
        amount_cents: amount,
        reduced_owed_cents: allocation.reducedOwedCents,
        returned_to_card_cents: allocation.returnedToShopperCents,
        fee_returned_cents: fee.feeReturnedCents,
        reason: command.reason ?? null,
        card_refunds: JSON.stringify(cardRefunds),
        created_at: now,
      })
      .execute();
    const after = await findOrder(trx, order.id, {});
    if (!after) throw new Error(`Order ${order.id} vanished`);
    const bundle = await loadOrderBundle(trx, order.id);
    await syncPurchaseRow(trx, after, bundle.merchantName);
    await recordOrderEvents(trx, order.id, webhookEventsFor(action, before.status, status), now);
    const shopper = order.user_id
      ? await trx
          .selectFrom('users')
          .select('email')
          .where('id', '=', order.user_id)
          .executeTakeFirst()
      : undefined;
    if (shopper) {
      await deps.notifier.email(
        trx,
        shopper.email,
        refundEmail({
          merchantName: bundle.merchantName,
          orderReference: order.order_reference,
          amountCents: amount,
          returnedToCardCents: allocation.returnedToShopperCents,
          cancelled: cancelling,
          schedule: after.instalments
            .filter((i) => i.amountCents > 0)
            .map((i) => ({
              sequence: i.sequence,
              dueDay: i.dueDay,
              amountCents: i.amountCents,
              paid: i.status !== 'pending' && i.status !== 'overdue',
            })),
        }),
      );
    }
    return { refundId, bundle };
  });
}
