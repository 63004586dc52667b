// Emails about the shopper's credit rights, in the shopper's language: the withdrawal receipt,
// the answer to a review by a person, and the moved due date. Every value from outside is
// escaped; money and dates are written the way the shopper reads them.
import type { Locale } from '../../shared/i18n/catalogue';
import { formatEur } from '../../shared/money';
import type { EmailContent } from '../notifications/notifier';
import { emailLayout, escapeHtml } from '../notifications/email-layout';
import { formatDay } from './emails';

function message(subject: string, lines: readonly string[]): EmailContent {
  return {
    subject,
    text: lines.join('\n\n'),
    html: emailLayout(subject, lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')),
  };
}

const money = (cents: number, locale: Locale) =>
  locale === 'en' ? formatEur(cents).replace(/\u00a0/g, ' ') : formatEur(cents);

export function withdrawalEmail(input: {
  merchantName: string;
  orderReference: string;
  paidCents: number;
  appUrl: string;
  locale?: Locale;
}): EmailContent {
  const amount = money(input.paidCents, input.locale ?? 'me');
  if (input.locale === 'en') {
    return message(`You withdrew from the credit for ${input.merchantName}`, [
      `You withdrew from the instalment credit for your purchase at ${input.merchantName} (order ${input.orderReference}). We charged the remaining principal of ${amount} to your card, with no fee and no interest.`,
      `The plan is closed with the status "Withdrawn" and you owe nothing more on it. The purchase itself stays as it was. Your plans: ${input.appUrl}/dashboard`,
    ]);
  }
  return message(`Odustali ste od kredita za kupovinu u ${input.merchantName}`, [
    `Odustali ste od kredita na rate za kupovinu u ${input.merchantName} (narudžba ${input.orderReference}). Sa vaše kartice smo naplatili preostalu glavnicu od ${amount}, bez naknade i bez kamate.`,
    `Plan je zatvoren sa statusom „Povučeno“ i po njemu više ništa ne dugujete. Sama kupovina ostaje kakva je bila. Vaši planovi: ${input.appUrl}/dashboard`,
  ]);
}

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

export function instalmentMovedEmail(input: {
  merchantName: string;
  sequence: number;
  fromDay: string;
  toDay: string;
  amountCents: number;
  appUrl: string;
  locale: Locale;
}): EmailContent {
  const amount = money(input.amountCents, input.locale);
  if (input.locale === 'en') {
    return message(`Instalment ${input.sequence} now falls due on ${formatDay(input.toDay)}`, [
      `Instalment ${input.sequence} of ${amount} for your purchase at ${input.merchantName} now falls due on ${formatDay(input.toDay)} instead of ${formatDay(input.fromDay)}, free of charge.`,
      `This was the plan's one move; the other instalments keep their dates. Your plans: ${input.appUrl}/dashboard`,
    ]);
  }
  return message(`${input.sequence}. rata sada dospijeva ${formatDay(input.toDay)}`, [
    `${input.sequence}. rata od ${amount} za kupovinu u ${input.merchantName} sada dospijeva ${formatDay(input.toDay)} umjesto ${formatDay(input.fromDay)}, bez naknade.`,
    `Ovo je bilo jedino pomjeranje ovog plana; ostale rate zadržavaju svoje datume. Vaši planovi: ${input.appUrl}/dashboard`,
  ]);
}
