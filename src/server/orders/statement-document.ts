// The monthly statement as a PDF (laid out by the credit documents' writer) and as CSV, in the
// shopper's language: every text comes from the catalogue. Times are Podgorica days.
import { calendar as enCalendar } from '#shared/i18n/en/calendar';
import type { Locale } from '#shared/i18n/catalogue';
import { calendar as meCalendar } from '#shared/i18n/me/calendar';
import { businessDay } from '#shared/business-dates';
import { formatEur } from '#shared/money';
import { formatCalendarDay } from '#shared/i18n/date-format';
import { singleLine } from '#shared/validation/single-line';
import { CREDITOR } from '../lending/credit-documents';
import type { DocumentContent } from '../lending/pdf-document';
import type { MonthlyStatement, StatementPayment } from './statements';

function texts(locale: Locale) {
  return locale === 'en' ? enCalendar : meCalendar;
}

/** 'YYYY-MM' as "mart 2030" / "March 2030". */
export function statementMonthLabel(locale: Locale, month: string): string {
  const [year, index] = month.split('-');
  return `${texts(locale).monthNames[Number(index) - 1] ?? month} ${year}`;
}

function dayLabel(locale: Locale, day: string): string {
  return formatCalendarDay(day, locale);
}

function paymentWhat(locale: Locale, payment: StatementPayment): string {
  const s = texts(locale).statement;
  if (payment.purpose === 'first_instalment') return s.paymentFirst;
  if (payment.purpose === 'withdrawal') return s.paymentWithdrawal;
  return s.paymentInstalments(payment.instalmentSequences.join(', '));
}

export function statementDocument(
  locale: Locale,
  statement: MonthlyStatement,
  shopper: string,
): DocumentContent {
  const c = texts(locale);
  const s = c.statement;
  const money = (cents: number) => formatEur(cents, locale === 'me' ? 'sr-Latn-ME' : 'en');
  const day = (at: Date) => dayLabel(locale, businessDay(at));
  const monthName = statementMonthLabel(locale, statement.month);
  const shop = (merchant: string, reference: string) => `${merchant} · ${reference}`;
  return {
    title: s.title(monthName),
    subtitle: `${CREDITOR.name}, ${CREDITOR.address}`,
    language: locale === 'me' ? 'sr-Latn-ME' : 'en',
    footer: `${CREDITOR.name} · ${s.fileTitle} ${statement.month}`,
    sections: [
      {
        heading: s.summary,
        rows: [
          [s.shopper, shopper],
          [
            s.period,
            s.periodValue(
              dayLabel(locale, statement.firstDay),
              dayLabel(locale, statement.lastDay),
            ),
          ],
          [s.opening, money(statement.openingCents)],
          [s.purchases, `+ ${money(statement.purchasesCents)}`],
          [s.payments, `− ${money(statement.paymentsCents)}`],
          [s.refunds, `− ${money(statement.refundsCents)}`],
          [s.closing, money(statement.closingCents)],
        ],
      },
      statement.purchases.length === 0
        ? { heading: s.purchases, paragraphs: [s.noPurchases] }
        : {
            heading: s.purchases,
            rows: statement.purchases.map(
              (p) =>
                [
                  day(p.at),
                  `${s.purchaseLine(p.merchantName, p.orderReference, p.instalmentCount)}: ${money(p.totalCents)}`,
                ] as const,
            ),
          },
      statement.payments.length === 0
        ? { heading: s.payments, paragraphs: [s.noPayments] }
        : {
            heading: s.payments,
            rows: statement.payments.map(
              (p) =>
                [
                  day(p.at),
                  `${shop(p.merchantName, p.orderReference)} · ${paymentWhat(locale, p)}: ${money(p.amountCents)}`,
                ] as const,
            ),
          },
      statement.refunds.length === 0
        ? { heading: s.refunds, paragraphs: [s.noRefunds] }
        : {
            heading: s.refunds,
            rows: statement.refunds.map(
              (r) =>
                [
                  day(r.at),
                  `${s.refundKind[r.kind]} · ${shop(r.merchantName, r.orderReference)}: ${money(r.reducedOwedCents)}${r.returnedToCardCents > 0 ? ` (${s.returnedToCard(money(r.returnedToCardCents))})` : ''}`,
                ] as const,
            ),
          },
      { heading: c.title, paragraphs: [s.note] },
    ],
  };
}

/** Cents as a plain decimal ("1234.50", "-30.00"): one spelling a spreadsheet reads anywhere. */
function decimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * A text cell: one line, quoted, and never read as a formula by a spreadsheet (a store name
 * starting with =, +, - or @ gets a leading apostrophe).
 */
function textCell(value: string): string {
  const flat = singleLine(value);
  const safe = /^[=+\-@\t\r]/.test(flat) ? `'${flat}` : flat;
  return `"${safe.replace(/"/g, '""')}"`;
}

/**
 * The statement as CSV (UTF-8 with a byte-order mark, CRLF lines): the opening balance, one row
 * per purchase, payment and refund with how it changed the debt, then the closing balance.
 * Amounts are euros with a decimal point; the columns are named in the shopper's language.
 */
export function statementCsv(locale: Locale, statement: MonthlyStatement): string {
  const s = texts(locale).statement;
  const types = s.csvTypes;
  const rows: string[][] = [s.csvColumns.map(textCell)];
  const row = (
    day: string,
    type: string,
    merchant: string,
    reference: string,
    description: string,
    amount: number,
    change: number | null,
  ) =>
    rows.push([
      day,
      textCell(type),
      textCell(merchant),
      textCell(reference),
      textCell(description),
      decimal(amount),
      change === null ? '' : decimal(change),
    ]);
  const events: Array<{ at: Date; add: () => void }> = [
    ...statement.purchases.map((p) => ({
      at: p.at,
      add: () =>
        row(
          businessDay(p.at),
          types.purchase,
          p.merchantName,
          p.orderReference,
          s.purchaseLine(p.merchantName, p.orderReference, p.instalmentCount),
          p.totalCents,
          p.totalCents,
        ),
    })),
    ...statement.payments.map((p) => ({
      at: p.at,
      add: () =>
        row(
          businessDay(p.at),
          types.payment,
          p.merchantName,
          p.orderReference,
          paymentWhat(locale, p),
          p.amountCents,
          -p.amountCents,
        ),
    })),
    ...statement.refunds.map((r) => ({
      at: r.at,
      add: () =>
        row(
          businessDay(r.at),
          types[r.kind],
          r.merchantName,
          r.orderReference,
          r.returnedToCardCents > 0
            ? s.returnedToCard(decimal(r.returnedToCardCents))
            : s.refundKind[r.kind],
          r.amountCents,
          -r.reducedOwedCents,
        ),
    })),
  ];
  events.sort((a, b) => a.at.getTime() - b.at.getTime());
  row(statement.firstDay, types.opening, '', '', '', statement.openingCents, null);
  for (const event of events) event.add();
  row(statement.lastDay, types.closing, '', '', '', statement.closingCents, null);
  return `\uFEFF${rows.map((r) => r.join(',')).join('\r\n')}\r\n`;
}
