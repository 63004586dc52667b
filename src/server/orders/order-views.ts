// The camelCase views of an order for the cookie APIs (src/shared/purchase-api.ts).
import { merchantStatusNote } from './api-views';
import type { InstalmentOption } from '#shared/calculator';
import { DEFAULT_LOCALE, type Locale } from '#shared/i18n/catalogue';
import type {
  InstalmentView,
  MerchantOrderView,
  PaymentView,
  RefundView,
  ShopperOrderView,
} from '#shared/purchase-api';
import {
  collectableInstalments,
  nextPayableInstalment,
  owedCents,
  totalOwedCents,
  type InstalmentState,
} from '../rules/instalments';
import { checkCancel } from '../rules/order-state';
import { refundableCents } from '../rules/refund-allocation';
import { deletedShopperName } from '../notifications/messages';
import type { OrderBundle } from './order-bundles';
import type { StoredInstalment } from './order-repository';

export function instalmentView(instalment: StoredInstalment): InstalmentView {
  return {
    sequence: instalment.sequence,
    dueDate: instalment.dueDay,
    amountCents: instalment.amountCents,
    paidCents: instalment.paidCents,
    owedCents: owedCents(instalment),
    status: instalment.status,
    paidAt: instalment.paidAt?.toISOString() ?? null,
  };
}

function sequencesOf(value: unknown): number[] {
  return Array.isArray(value) ? value.filter((n): n is number => typeof n === 'number') : [];
}

export function paymentView(payment: OrderBundle['payments'][number]): PaymentView {
  return {
    id: payment.id,
    receiptNumber: payment.receipt_number,
    purpose: payment.purpose,
    amountCents: payment.amount_cents,
    refundedCents: payment.refunded_cents,
    cardBrand: payment.card_brand,
    cardLast4: payment.card_last4,
    instalmentSequences: sequencesOf(payment.instalment_sequences),
    createdAt: payment.created_at.toISOString(),
  };
}

export function refundView(refund: OrderBundle['refunds'][number]): RefundView {
  return {
    id: refund.id,
    kind: refund.kind,
    amountCents: refund.amount_cents,
    reducedOwedCents: refund.reduced_owed_cents,
    returnedToCardCents: refund.returned_to_card_cents,
    reason: refund.reason,
    createdAt: refund.created_at.toISOString(),
  };
}

function baseView(bundle: OrderBundle) {
  const { order, instalments } = bundle;
  const next = nextPayableInstalment<StoredInstalment>(instalments);
  return {
    id: order.id,
    orderReference: order.order_reference,
    status: order.status,
    currency: 'EUR' as const,
    totalCents: order.total_cents,
    refundedCents: order.refunded_cents,
    outstandingCents: totalOwedCents(instalments),
    instalmentCount: order.instalment_count as InstalmentOption,
    instalments: instalments.map(instalmentView),
    nextInstalment: next ? instalmentView(next) : null,
    hasOverdue: instalments.some((i) => i.status === 'overdue'),
    refunds: bundle.refunds.map(refundView),
    createdAt: order.created_at.toISOString(),
  };
}

export function shopperOrderView(bundle: OrderBundle): ShopperOrderView {
  // What was written off is still the shopper's to pay (and paying it clears the arrears), so
  // their view counts it as owed and offers the next payment.
  const collectable =
    bundle.order.status === 'written_off' ? collectableInstalments(bundle.instalments) : null;
  const next = collectable ? nextPayableInstalment(collectable) : undefined;
  return {
    ...baseView(bundle),
    ...(collectable
      ? {
          outstandingCents: totalOwedCents(collectable),
          nextInstalment: next ? instalmentView(next) : null,
          hasOverdue: next !== undefined,
        }
      : {}),
    merchantName: bundle.merchantName,
    lineItems: bundle.lineItems,
    payments: bundle.payments.map(paymentView),
  };
}

export function isCancellable(order: OrderBundle['order'], instalments: InstalmentState[]) {
  return checkCancel({
    status: order.status,
    totalCents: order.total_cents,
    refundedCents: order.refunded_cents,
    instalments,
  }).ok;
}

/**
 * The order as its merchant sees it, with who bought it: the merchant sold to that person, so it
 * may know the name; a deleted account shows its pseudonym (locale: the reader's language).
 */
export function merchantOrderView(
  bundle: OrderBundle,
  locale: Locale = DEFAULT_LOCALE,
): MerchantOrderView {
  const { order } = bundle;
  const refundable =
    order.status === 'approved' || order.status === 'paid_in_full'
      ? refundableCents({
          orderTotalCents: order.total_cents,
          alreadyRefundedCents: order.refunded_cents,
        })
      : 0;
  return {
    ...baseView(bundle),
    checkoutSessionId: order.checkout_session_id,
    buyerName: order.deleted_account_id
      ? deletedShopperName(order.deleted_account_id, locale)
      : (bundle.buyerName ?? ''),
    feeBasisPoints: order.fee_basis_points,
    feeCents: order.fee_cents,
    netPayoutCents: order.total_cents - order.refunded_cents - order.fee_cents,
    cancellable: isCancellable(order, bundle.instalments),
    refundableCents: refundable,
    statusNote: merchantStatusNote(order.status),
  };
}
