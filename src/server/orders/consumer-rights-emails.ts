// Emails about the shopper's credit rights, in the shopper's language: the withdrawal receipt
// and the moved due date. Every value from outside is
// escaped; money and dates are written the way the shopper reads them.
import type { Locale } from '../../shared/i18n/catalogue';
import type { EmailContent } from '../notifications/notifier';
import {
  formatDay,
  moneyIn as money,
  paragraphsEmail as message,
} from '../notifications/email-text';

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
