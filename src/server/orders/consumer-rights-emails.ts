// Emails about the shopper's credit rights, in the shopper's language: the withdrawal receipt
// and the moved due date. Every value from outside is
// escaped; money and dates are written the way the shopper reads them.
import type { Locale } from '#shared/i18n/catalogue';
import type { EmailContent } from '../notifications/notifier';
import { moneyIn as money, paragraphsEmail as message } from '../notifications/email-text';
import { dayIn, fill, messagesFor } from '../notifications/messages';

export function withdrawalEmail(input: {
  merchantName: string;
  orderReference: string;
  paidCents: number;
  appUrl: string;
  locale?: Locale;
}): EmailContent {
  const locale = input.locale ?? 'me';
  const w = messagesFor(locale).withdrawal;
  return message(locale, fill(w.subject, { merchant: input.merchantName }), [
    fill(w.charged, {
      merchant: input.merchantName,
      reference: input.orderReference,
      amount: money(input.paidCents, locale),
    }),
    fill(w.closed, { url: `${input.appUrl}/dashboard` }),
  ]);
}

export function instalmentMovedEmail(input: {
  merchantName: string;
  sequence: number;
  fromDay: string;
  toDay: string;
  amountCents: number;
  appUrl: string;
  locale: Locale;
}): EmailContent {
  const m = messagesFor(input.locale).instalmentMoved;
  const day = dayIn(input.toDay, input.locale);
  return message(input.locale, fill(m.subject, { sequence: input.sequence, day }), [
    fill(m.moved, {
      sequence: input.sequence,
      amount: money(input.amountCents, input.locale),
      merchant: input.merchantName,
      day,
      from: dayIn(input.fromDay, input.locale),
    }),
    fill(m.onlyMove, { url: `${input.appUrl}/dashboard` }),
  ]);
}
