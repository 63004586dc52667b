// The receipt of one card payment, in the shopper's language: who was paid, for which
// instalments of which purchase, how much, with which card and when (Podgorica time). Laid out by
// the same PDF writer as the credit documents.
import { TZDate } from '@date-fns/tz';
import { describeCard, type CardBrand } from '../../shared/card';
import { BUSINESS_TIME_ZONE } from '../../shared/business-dates';
import type { Locale } from '../../shared/i18n/catalogue';
import { formatEur } from '../../shared/money';
import { CREDITOR } from '../lending/credit-documents';
import type { DocumentContent } from '../lending/pdf-document';

export interface ReceiptData {
  paymentId: string;
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
  const d = new TZDate(at.getTime(), BUSINESS_TIME_ZONE);
  const two = (n: number) => String(n).padStart(2, '0');
  const time = `${two(d.getHours())}:${two(d.getMinutes())}`;
  const date =
    locale === 'me'
      ? `${two(d.getDate())}.${two(d.getMonth() + 1)}.${d.getFullYear()}.`
      : `${two(d.getDate())}/${two(d.getMonth() + 1)}/${d.getFullYear()}`;
  return `${date} ${time} (${BUSINESS_TIME_ZONE})`;
}

function instalmentsLabel(locale: Locale, sequences: readonly number[]): string {
  const list = sequences.join(', ');
  if (locale === 'en') return `${sequences.length === 1 ? 'Instalment' : 'Instalments'} ${list}`;
  return sequences.length === 1
    ? `${list}. rata`
    : `Rate ${sequences.map((s) => `${s}.`).join(', ')}`;
}

export function receiptDocument(locale: Locale, data: ReceiptData): DocumentContent {
  const me = locale === 'me';
  const money = (cents: number) => formatEur(cents, me ? 'sr-Latn-ME' : 'en');
  const card = describeCard({ brand: data.cardBrand as CardBrand, last4: data.cardLast4 });
  const how = data.autopay
    ? me
      ? 'Automatsko plaćanje sačuvanom karticom'
      : 'Autopay with the saved card'
    : data.firstInstalment
      ? me
        ? 'Prva rata, pri kupovini'
        : 'First instalment, at purchase'
      : me
        ? 'Plaćanje karticom'
        : 'Card payment';
  const rows: (readonly [string, string])[] = [
    [me ? 'Broj potvrde' : 'Receipt number', data.paymentId],
    [me ? 'Datum i vrijeme' : 'Date and time', paidAtLabel(locale, data.paidAt)],
    [me ? 'Plaćeni iznos' : 'Amount paid', money(data.amountCents)],
    [me ? 'Za' : 'For', instalmentsLabel(locale, data.instalmentSequences)],
    [me ? 'Način plaćanja' : 'Payment method', how],
    [me ? 'Kartica' : 'Card', card],
  ];
  if (data.refundedCents > 0) {
    rows.push([me ? 'Vraćeno na karticu' : 'Refunded to the card', money(data.refundedCents)]);
  }
  return {
    title: me ? 'Potvrda o plaćanju' : 'Payment receipt',
    subtitle: `${CREDITOR.name}, ${CREDITOR.address}`,
    language: me ? 'sr-Latn-ME' : 'en',
    footer: me
      ? `${CREDITOR.name} · potvrda ${data.paymentId}`
      : `${CREDITOR.name} · receipt ${data.paymentId}`,
    sections: [
      { heading: me ? 'Plaćanje' : 'Payment', rows },
      {
        heading: me ? 'Kupovina na rate' : 'Instalment purchase',
        rows: [
          [me ? 'Prodavnica' : 'Store', data.merchantName],
          [me ? 'Narudžba' : 'Order', data.orderId],
          [me ? 'Broj narudžbe kod prodavnice' : "Store's order reference", data.orderReference],
          [me ? 'Kupac' : 'Shopper', data.shopperName],
          [me ? 'E-pošta' : 'Email', data.shopperEmail],
        ],
      },
      {
        heading: me ? 'Napomena' : 'Note',
        paragraphs: [
          me
            ? 'Rate su bez kamate i naknada. Ovo je potvrda o primljenom plaćanju kod NaRate; račun za robu izdaje prodavnica.'
            : 'Instalments carry no interest and no fees. This confirms a payment received by NaRate; the invoice for the goods comes from the store.',
        ],
      },
    ],
  };
}
