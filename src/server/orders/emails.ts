// Emails to the shopper about their plans: purchase confirmation, a reminder 3 days before a due
// date, an overdue notice and a refund notice. Every value from outside is escaped.
import type { Locale } from '#shared/i18n/catalogue';
import { singleLine } from '#shared/validation/single-line';
import type { EmailContent } from '../notifications/notifier';
import { emailLayout, escapeHtml } from '../notifications/email-layout';
import { moneyIn } from '../notifications/email-text';
import { dayIn, fill, messagesFor } from '../notifications/messages';

/**
 * Every paragraph and list item is one line of its own: a line break or control character inside
 * a value from outside (a store name, an order reference) is flattened to a space, so it cannot
 * start a line that reads like NaRate's own text.
 */
export function email(
  locale: Locale,
  title: string,
  body: string[],
  bullets: string[] = [],
): EmailContent {
  const subject = singleLine(title);
  const lines = body.map(singleLine);
  const list = bullets.map(singleLine);
  const paragraphs = lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('');
  const items = list.length
    ? `<ul>${list.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`
    : '';
  const text = [...lines, ...list.map((item) => `- ${item}`)].join('\n\n');
  return { subject, text, html: emailLayout(subject, paragraphs + items, locale) };
}

export interface ScheduleLine {
  sequence: number;
  dueDay: string;
  amountCents: number;
  paid: boolean;
}

function scheduleList(schedule: readonly ScheduleLine[], locale: Locale): string[] {
  const p = messagesFor(locale).plans;
  return schedule.map(
    (line) =>
      fill(p.scheduleLine, {
        sequence: line.sequence,
        amount: moneyIn(line.amountCents, locale),
        day: dayIn(line.dueDay, locale),
      }) + (line.paid ? p.schedulePaid : ''),
  );
}

export function purchaseConfirmationEmail(input: {
  merchantName: string;
  orderReference: string;
  totalCents: number;
  schedule: readonly ScheduleLine[];
  appUrl: string;
  /** The first instalment's receipt (PDF). */
  receiptUrl?: string;
  locale: Locale;
}): EmailContent {
  const c = messagesFor(input.locale).plans.confirmation;
  return email(
    input.locale,
    fill(c.subject, { merchant: input.merchantName }),
    [
      fill(c.approved, { amount: moneyIn(input.totalCents, input.locale) }),
      // The store's values each on their own labelled line.
      fill(c.store, { merchant: input.merchantName }),
      fill(c.orderReference, { reference: input.orderReference }),
      ...(input.receiptUrl ? [fill(c.receipt, { url: input.receiptUrl })] : []),
      fill(c.follow, { url: `${input.appUrl}/dashboard` }),
    ],
    scheduleList(input.schedule, input.locale),
  );
}

export function reminderEmail(input: {
  merchantName: string;
  sequence: number;
  dueDay: string;
  amountCents: number;
  appUrl: string;
  /** Autopay is on: the due date charges the saved card ending in these digits. */
  autopayCardLast4?: string | null;
  locale: Locale;
}): EmailContent {
  const r = messagesFor(input.locale).plans.reminder;
  const day = dayIn(input.dueDay, input.locale);
  const url = `${input.appUrl}/dashboard`;
  // What a person needs to act on it: the amount, the date, how to pay, and what to do if they
  // cannot pay in time.
  return email(input.locale, fill(r.subject, { day }), [
    fill(r.due, {
      sequence: input.sequence,
      merchant: input.merchantName,
      amount: moneyIn(input.amountCents, input.locale),
      day,
    }),
    input.autopayCardLast4
      ? fill(r.autopay, { last4: input.autopayCardLast4, url })
      : fill(r.howToPay, { url, sequence: input.sequence }),
    fill(r.cannotPay, { url }),
  ]);
}

export function overdueEmail(input: {
  merchantName: string;
  sequences: number[];
  owedCents: number;
  appUrl: string;
  locale: Locale;
}): EmailContent {
  const o = messagesFor(input.locale).plans.overdue;
  const which = input.sequences.map((s) => (input.locale === 'en' ? `${s}` : `${s}.`)).join(', ');
  return email(input.locale, fill(o.subject, { merchant: input.merchantName }), [
    fill(o.late, {
      which,
      merchant: input.merchantName,
      amount: moneyIn(input.owedCents, input.locale),
    }),
    o.effect,
    fill(o.pay, { url: `${input.appUrl}/dashboard` }),
  ]);
}

export function refundEmail(input: {
  merchantName: string;
  orderReference: string;
  amountCents: number;
  returnedToCardCents: number;
  cancelled: boolean;
  schedule: readonly ScheduleLine[];
  locale: Locale;
}): EmailContent {
  const r = messagesFor(input.locale).plans.refund;
  const lines = [
    fill(input.cancelled ? r.cancelled : r.refunded, {
      merchant: input.merchantName,
      reference: input.orderReference,
      amount: moneyIn(input.amountCents, input.locale),
    }),
    input.returnedToCardCents > 0
      ? fill(r.toCard, { amount: moneyIn(input.returnedToCardCents, input.locale) })
      : r.reducesPlan,
  ];
  if (input.schedule.some((line) => !line.paid)) lines.push(r.newSchedule);
  return email(
    input.locale,
    fill(r.subject, { merchant: input.merchantName }),
    lines,
    input.schedule.some((line) => !line.paid) ? scheduleList(input.schedule, input.locale) : [],
  );
}
