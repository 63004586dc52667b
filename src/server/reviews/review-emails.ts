// The answer to a review by a person, in the language the shopper asked in.
import type { Locale } from '../../shared/i18n/catalogue';
import type { EmailContent } from '../notifications/notifier';
import {
  formatDay,
  moneyIn as money,
  paragraphsEmail as message,
} from '../notifications/email-text';

export function reviewDecisionEmail(input: {
  approved: boolean;
  merchantName: string;
  amountCents: number;
  note: string | null;
  approvedUntil: Date | null;
  checkoutUrl: string;
  locale: Locale;
}): EmailContent {
  const amount = money(input.amountCents, input.locale);
  const until = input.approvedUntil
    ? formatDay(input.approvedUntil.toISOString().slice(0, 10))
    : '';
  if (input.locale === 'en') {
    const lines = input.approved
      ? [
          `We looked at your declined purchase of ${amount} at ${input.merchantName} and approved it, once.`,
          `Complete the same purchase by ${until}: ${input.checkoutUrl}`,
        ]
      : [`We looked at your declined purchase of ${amount} at ${input.merchantName}. Our answer:`];
    if (input.note) lines.push(input.note);
    return message(
      input.approved ? 'Your purchase was approved after review' : 'Answer to your review request',
      lines,
    );
  }
  const lines = input.approved
    ? [
        `Pregledali smo vašu odbijenu kupovinu od ${amount} u ${input.merchantName} i odobrili je, jednom.`,
        `Istu kupovinu završite do ${until}: ${input.checkoutUrl}`,
      ]
    : [`Pregledali smo vašu odbijenu kupovinu od ${amount} u ${input.merchantName}. Naš odgovor:`];
  if (input.note) lines.push(input.note);
  return message(
    input.approved ? 'Kupovina je odobrena nakon pregleda' : 'Odgovor na vaš zahtjev za pregled',
    lines,
  );
}
