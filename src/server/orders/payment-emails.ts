// Emails about one payment: the confirmation with its PDF receipt (every instalment payment, by
// hand or by autopay) and the notice that an autopay charge was declined. Both are written in the
// transaction that books the outcome, so each goes out exactly once with the booking.
import type { Kysely } from 'kysely';
import { describeCard, type CardBrand } from '#shared/card';
import type { Locale } from '#shared/i18n/catalogue';
import type { Database } from '../db/schema';
import type { AttemptRow, CallOutcome } from './attempts';
import { findAutopayChargeDetails } from './autopay-repository';
import type { OrderDeps } from './order-deps';
import { email } from './emails';
import { moneyIn } from '../notifications/email-text';
import { dayIn, fill, messagesFor, type Messages } from '../notifications/messages';
import { findLocaleByEmail } from '../notifications/recipient-locale';
import { findPaymentForConfirmation } from './payment-repository';
import { findOrderParties } from '../lending/order-parties-repository';
import { payDialogPath } from '../notifications/user-notices';

/** Where a payment's receipt is downloaded (the shopper's own session is needed). */
export function receiptPath(paymentId: string): string {
  return `/api/me/payments/${encodeURIComponent(paymentId)}/receipt.pdf`;
}

function instalmentsLabel(p: Messages['payment'], sequences: readonly number[]): string {
  const list = sequences.map((n) => fill(p.sequence, { n })).join(', ');
  return fill(sequences.length === 1 ? p.oneInstalment : p.manyInstalments, { list });
}

export function paymentConfirmationEmail(input: {
  receiptNumber: string;
  merchantName: string;
  orderReference: string;
  amountCents: number;
  sequences: readonly number[];
  card: string;
  autopay: boolean;
  receiptUrl: string;
  appUrl: string;
  locale: Locale;
}) {
  const p = messagesFor(input.locale).payment;
  const amount = moneyIn(input.amountCents, input.locale);
  const what = instalmentsLabel(p, input.sequences);
  return email(input.locale, fill(p.subject, { amount }), [
    fill(input.autopay ? p.autopay : p.manual, { amount, card: input.card, what }),
    // The store's values each on their own labelled line.
    fill(p.store, { merchant: input.merchantName }),
    fill(p.orderReference, { reference: input.orderReference }),
    fill(p.receiptNumber, { number: input.receiptNumber }),
    fill(p.receipt, { url: input.receiptUrl }),
    fill(p.plan, { url: `${input.appUrl}/dashboard` }),
  ]);
}

export function autopayDeclinedEmail(input: {
  merchantName: string;
  sequence: number;
  dueDay: string;
  amountCents: number;
  cardLast4: string;
  /** The card network's reason; absent: the catalogue's "nothing was charged". */
  reason?: string;
  appUrl: string;
  locale: Locale;
}) {
  const p = messagesFor(input.locale).payment;
  return email(input.locale, fill(p.declinedSubject, { sequence: input.sequence }), [
    fill(p.declined, {
      sequence: input.sequence,
      merchant: input.merchantName,
      amount: moneyIn(input.amountCents, input.locale),
      day: dayIn(input.dueDay, input.locale),
      last4: input.cardLast4,
      reason: input.reason ?? p.notCharged,
    }),
    fill(p.declinedPay, { url: `${input.appUrl}/dashboard` }),
  ]);
}

/** Emails the confirmation of a payment just booked, with the link to its receipt. */
export async function emailPaymentConfirmation(
  trx: Kysely<Database>,
  deps: Pick<OrderDeps, 'notifier' | 'appUrl'>,
  paymentId: string,
  autopay: boolean,
): Promise<void> {
  const row = await findPaymentForConfirmation(trx, paymentId);
  const order = row && (await findOrderParties(trx, row.order_id));
  if (!row || !order?.shopperEmail) return;
  const sequences = Array.isArray(row.instalment_sequences)
    ? row.instalment_sequences.filter((n): n is number => typeof n === 'number')
    : [];
  await deps.notifier.email(
    trx,
    order.shopperEmail,
    paymentConfirmationEmail({
      receiptNumber: row.receipt_number,
      merchantName: order.merchantName,
      orderReference: order.orderReference,
      amountCents: row.amount_cents,
      sequences,
      card: describeCard({ brand: row.card_brand as CardBrand, last4: row.card_last4 }),
      autopay,
      receiptUrl: `${deps.appUrl}${receiptPath(paymentId)}`,
      appUrl: deps.appUrl,
      locale: await findLocaleByEmail(trx, order.shopperEmail),
    }),
  );
  if (order.shopperId) {
    await deps.notifier.user(trx, {
      userId: order.shopperId,
      kind: 'payment_received',
      params: { merchant: order.merchantName, amountCents: row.amount_cents },
      url: '/dashboard',
    });
  }
}

/** Tells the shopper that the autopay charge of an instalment did not go through. */
export async function emailAutopayDeclined(
  trx: Kysely<Database>,
  deps: Pick<OrderDeps, 'notifier' | 'appUrl'>,
  attempt: AttemptRow,
  outcome: CallOutcome | undefined,
): Promise<void> {
  const row = await findAutopayChargeDetails(trx, attempt.id);
  const order = row && (await findOrderParties(trx, row.order_id));
  if (!row || !order?.shopperEmail) return;
  await deps.notifier.email(
    trx,
    order.shopperEmail,
    autopayDeclinedEmail({
      merchantName: order.merchantName,
      sequence: row.sequence,
      dueDay: row.due_date,
      amountCents: attempt.amount_cents,
      cardLast4: row.card_last4,
      reason: outcome?.status === 'failed' ? outcome.message : undefined,
      appUrl: deps.appUrl,
      locale: await findLocaleByEmail(trx, order.shopperEmail),
    }),
  );
  if (order.shopperId) {
    await deps.notifier.user(trx, {
      userId: order.shopperId,
      kind: 'autopay_failed',
      params: {
        merchant: order.merchantName,
        sequence: row.sequence,
        amountCents: attempt.amount_cents,
        dueDay: row.due_date,
      },
      url: payDialogPath(row.order_id),
    });
  }
}
