// The answer to a review by a person, in the shopper's language.
import type { Locale } from '#shared/i18n/catalogue';
import type { EmailContent } from '../notifications/notifier';
import { moneyIn as money, paragraphsEmail as message } from '../notifications/email-text';
import { dayIn, fill, messagesFor } from '../notifications/messages';

export function reviewDecisionEmail(input: {
  approved: boolean;
  merchantName: string;
  amountCents: number;
  note: string | null;
  approvedUntil: Date | null;
  checkoutUrl: string;
  locale: Locale;
}): EmailContent {
  const r = messagesFor(input.locale).review;
  const amount = money(input.amountCents, input.locale);
  const until = input.approvedUntil
    ? dayIn(input.approvedUntil.toISOString().slice(0, 10), input.locale)
    : '';
  const values = { amount, merchant: input.merchantName };
  const lines = input.approved
    ? [fill(r.approved, values), fill(r.complete, { day: until, url: input.checkoutUrl })]
    : [fill(r.declined, values)];
  if (input.note) lines.push(input.note);
  return message(input.locale, input.approved ? r.approvedSubject : r.declinedSubject, lines);
}
