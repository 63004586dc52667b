// Emails about one payment: the confirmation with its PDF receipt (every instalment payment, by
// hand or by autopay) and the notice that an autopay charge was declined. Both are written in the
// transaction that books the outcome, so each goes out exactly once with the booking.
import type { Kysely } from 'kysely';
import { describeCard, type CardBrand } from '../../shared/card';
import { formatEur } from '../../shared/money';
import type { Database } from '../db/schema';
import type { AttemptRow, CallOutcome } from './attempts';
import { findAutopayChargeDetails } from './autopay-repository';
import type { EngineDeps } from './engine-deps';
import { email, formatDay } from './emails';
import { findPaymentForConfirmation } from './payment-repository';
import { findOrderParties } from '../lending/order-parties-repository';
import { payDialogPath } from '../notifications/user-notices';

/** Where a payment's receipt is downloaded (the shopper's own session is needed). */
export function receiptPath(paymentId: string): string {
  return `/api/me/payments/${encodeURIComponent(paymentId)}/receipt.pdf`;
}

function instalmentsLabel(sequences: readonly number[]): string {
  const which = sequences.map((s) => `${s}.`).join(', ');
  return sequences.length === 1 ? `${which} rata` : `rate ${which}`;
}

export function paymentConfirmationEmail(input: {
  merchantName: string;
  orderReference: string;
  amountCents: number;
  sequences: readonly number[];
  card: string;
  autopay: boolean;
  receiptUrl: string;
  appUrl: string;
}) {
  const amount = formatEur(input.amountCents);
  const what = instalmentsLabel(input.sequences);
  return email(`Plaćanje primljeno: ${amount}`, [
    input.autopay
      ? `Automatsko plaćanje: naplaćeno je ${amount} sa kartice ${input.card}. Plaćena je ${what}.`
      : `Primili smo ${amount} (kartica ${input.card}). Plaćena je ${what}.`,
    // The store's values each on their own labelled line.
    `Prodavnica: ${input.merchantName}`,
    `Broj narudžbe kod prodavnice: ${input.orderReference}`,
    `Potvrda o plaćanju (PDF): ${input.receiptUrl}`,
    `Plan otplate i sve potvrde: ${input.appUrl}/dashboard`,
  ]);
}

export function autopayDeclinedEmail(input: {
  merchantName: string;
  sequence: number;
  dueDay: string;
  amountCents: number;
  cardLast4: string;
  reason: string;
  appUrl: string;
}) {
  return email(`Automatsko plaćanje nije uspjelo: ${input.sequence}. rata`, [
    `${input.sequence}. rata za kupovinu u prodavnici ${input.merchantName} (${formatEur(input.amountCents)}, dospijeće ${formatDay(input.dueDay)}) nije naplaćena sa kartice koja se završava na ${input.cardLast4}. Razlog: ${input.reason}`,
    `Rata je i dalje neplaćena. Plati je na ${input.appUrl}/dashboard (možeš unijeti drugu karticu). Bez naknade; rata neplaćena nekoliko dana nakon dospijeća zamrzava limit i umanjuje kredit skor.`,
  ]);
}

/** Emails the confirmation of a payment just booked, with the link to its receipt. */
export async function emailPaymentConfirmation(
  trx: Kysely<Database>,
  deps: Pick<EngineDeps, 'notifier' | 'appUrl'>,
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
      merchantName: order.merchantName,
      orderReference: order.orderReference,
      amountCents: row.amount_cents,
      sequences,
      card: describeCard({ brand: row.card_brand as CardBrand, last4: row.card_last4 }),
      autopay,
      receiptUrl: `${deps.appUrl}${receiptPath(paymentId)}`,
      appUrl: deps.appUrl,
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
  deps: Pick<EngineDeps, 'notifier' | 'appUrl'>,
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
      reason:
        outcome?.status === 'failed'
          ? outcome.message
          : 'Plaćanje nije izvršeno, ništa nije naplaćeno.',
      appUrl: deps.appUrl,
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
