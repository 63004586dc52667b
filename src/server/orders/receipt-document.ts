// The receipt of one card payment, in the shopper's language: who was paid, for which
// instalments of which purchase, how much, with which card and when (Podgorica time). Laid out by
// the same PDF writer as the credit documents.
import { describeCard, type CardBrand } from '#shared/card';
import { BUSINESS_TIME_ZONE } from '#shared/business-dates';
import { LOCALE_TAGS, type Locale } from '#shared/i18n/catalogue';
import { formatEur } from '#shared/money';
import { CREDITOR } from '../lending/credit-documents';
import type { DocumentContent } from '../lending/pdf-document';
import { formatInstant } from '#shared/i18n/date-format';
import { fill, messagesFor, type Messages } from '../notifications/messages';

export interface ReceiptData {
  paymentId: string;
  receiptNumber: string;
  paidAt: Date;
  amountCents: number;
  refundedCents: number;
  cardBrand: string;
  cardLast4: string;
  instalmentSequences: readonly number[];
  firstInstalment: boolean;
  autopay: boolean;
  orderId: string;
  orderReference: string;
  merchantName: string;
  shopperName: string;
  shopperEmail: string;
}

function paidAtLabel(locale: Locale, at: Date): string {
  return `${formatInstant(at, locale)} (${BUSINESS_TIME_ZONE})`;
}

function instalmentsLabel(r: Messages['receipt'], sequences: readonly number[]): string {
  const list = sequences.map((n) => fill(r.sequence, { n })).join(', ');
  return fill(sequences.length === 1 ? r.oneInstalment : r.manyInstalments, { list });
}

export function receiptDocument(locale: Locale, data: ReceiptData): DocumentContent {
  const r = messagesFor(locale).receipt;
  const money = (cents: number) => formatEur(cents, locale === 'en' ? 'en' : 'sr-Latn-ME');
  const card = describeCard({ brand: data.cardBrand as CardBrand, last4: data.cardLast4 });
  const how = data.autopay ? r.howAutopay : data.firstInstalment ? r.howFirst : r.howCard;
  const rows: (readonly [string, string])[] = [
    [r.number, data.receiptNumber],
    [r.dateTime, paidAtLabel(locale, data.paidAt)],
    [r.amount, money(data.amountCents)],
    [r.for, instalmentsLabel(r, data.instalmentSequences)],
    [r.method, how],
    [r.card, card],
  ];
  if (data.refundedCents > 0) rows.push([r.refunded, money(data.refundedCents)]);
  return {
    title: r.title,
    subtitle: `${CREDITOR.name}, ${CREDITOR.address}`,
    language: LOCALE_TAGS[locale],
    footer: fill(r.footer, { creditor: CREDITOR.name, id: data.receiptNumber }),
    sections: [
      { heading: r.payment, rows },
      {
        heading: r.purchase,
        rows: [
          [r.store, data.merchantName],
          [r.order, data.orderId],
          [r.orderReference, data.orderReference],
          [r.shopper, data.shopperName],
          [r.email, data.shopperEmail],
        ],
      },
      { heading: r.noteHeading, paragraphs: [r.note] },
    ],
  };
}
