// A merchant's remittance advice for one payout batch, in the merchant's language: what the
// transfer pays (orders, fees, refunds netted), where it went (the account, masked) and how far it
// got (state, value date). As a PDF for people and as CSV for the merchant's bookkeeping.
import type { Locale } from '#shared/i18n/catalogue';
import { merchant as merchantEn } from '#shared/i18n/en/merchant';
import { merchant as merchantMe } from '#shared/i18n/me/merchant';
import { formatEur } from '#shared/money';
import type { DocumentContent } from '../lending/pdf-document';
import { formatDay } from '../notifications/email-text';
import { payoutBatchView } from './payout-list';
import type { PayoutBatchRow } from './payout-repository';

const texts = (locale: Locale) => (locale === 'en' ? merchantEn : merchantMe);

/** A CSV field: quoted when it holds a separator, a quote or a line break; formulas defused. */
function csvField(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@]/.test(text) && typeof value === 'string') text = `'${text}`;
  return /[",\n\r;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One row per batch line (cents), header from the catalogue. */
export function remittanceCsv(row: PayoutBatchRow, locale: Locale): string {
  const t = texts(locale).payoutBank;
  const lines = row.lines.map((line) =>
    [line.kind, line.order_reference, line.gross_cents, line.fee_cents, line.amount_cents]
      .map(csvField)
      .join(','),
  );
  return [t.csvHeader.join(','), ...lines].join('\r\n') + '\r\n';
}

export function remittanceDocument(
  row: PayoutBatchRow,
  merchantName: string,
  locale: Locale,
): DocumentContent {
  const all = texts(locale);
  const t = all.payoutBank;
  const p = all.payouts;
  const view = payoutBatchView(row);
  const money = (cents: number) => formatEur(cents, locale === 'me' ? 'sr-Latn-ME' : 'en');
  const reason = view.returnReason ? (t.returnReasons[view.returnReason] ?? view.returnReason) : '';
  return {
    title: t.adviceTitle,
    subtitle: merchantName,
    language: locale === 'me' ? 'sr-Latn-ME' : 'en',
    sections: [
      {
        heading: p.batchTitle(formatDay(view.businessDay)),
        rows: [
          [t.adviceMerchant, merchantName],
          [t.adviceDay, formatDay(view.businessDay)],
          [t.state, t.states[view.state] + (reason ? ` (${reason})` : '')],
          [t.valueDate, view.valueDate ? formatDay(view.valueDate) : '—'],
          [t.iban, view.ibanMasked ?? t.noIban],
          [p.ordersCount, String(view.ordersCount)],
          [p.gross, money(view.grossCents)],
          [p.fees, money(view.feesCents)],
          [p.recovered, money(view.recoveredCents)],
          [p.net, money(view.netCents)],
        ],
      },
      {
        heading: p.linesCaption(formatDay(view.businessDay)),
        rows: view.lines.map(
          (line) =>
            [
              `${p.kinds[line.kind]} ${line.orderReference}`,
              `${money(line.amountCents)} (${p.fee}: ${money(line.feeCents)})`,
            ] as const,
        ),
      },
    ],
    footer: `NaRate · ${view.id}`,
  };
}
