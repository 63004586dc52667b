// The texts of the documents a shopper keeps, in both locales: the pre-contract information
// (the standard European consumer credit information of Directive 2023/2225: creditor, type of
// credit, amount, duration, instalments, rates, costs, missed payments, withdrawal, early
// repayment, complaints, supervisor) and the credit agreement built from the same parts.
import { LOCALE_TAGS, type Locale } from '#shared/i18n/catalogue';
import { formatInstant } from '#shared/i18n/date-format';
import { pluralForm } from '#shared/i18n/format';
import { BUSINESS_TIME_ZONE } from '#shared/business-dates';
import { formatEur } from '#shared/money';
import { dayIn, fill, messagesFor } from '../notifications/messages';
import type { DocumentContent, DocumentSection } from './pdf-document';

/** Changes whenever a document's wording changes; stored with every acceptance. */
export const CREDIT_DOCUMENT_VERSION = 'narate-credit-2026-11-20';
export const CREDITOR = {
  name: 'NaRate d.o.o.',
  address: 'Bulevar Svetog Petra Cetinjskog 1, 81000 Podgorica, Crna Gora',
};
export const OUT_OF_COURT_BODY =
  'Centar za alternativno rješavanje sporova, Podgorica (medijacija u potrošačkim sporovima)';
export const SUPERVISOR = 'Centralna banka Crne Gore, Bulevar Svetog Petra Cetinjskog 6, Podgorica';

export interface CreditDocumentData {
  merchantName: string;
  totalCents: number;
  instalments: readonly { sequence: number; dueDate: string; amountCents: number }[];
  appUrl: string;
  /** The contract only: who agreed, to what, when and from where. */
  contract?: {
    orderId: string;
    orderReference: string;
    /** The legal first and last name given at sign-up (the email when none is on record). */
    shopperName: string;
    shopperEmail: string;
    acceptedAt: Date;
    acceptedIp: string;
  };
}

const money = (locale: Locale, cents: number) =>
  formatEur(cents, locale === 'me' ? 'sr-Latn-ME' : 'en');

export function creditDocument(
  locale: Locale,
  kind: 'precontract' | 'contract',
  data: CreditDocumentData,
): DocumentContent {
  const t = messagesFor(locale).credit;
  const n = data.instalments.length;
  const first = data.instalments[0];
  const last = data.instalments[n - 1];
  const m = (cents: number) => money(locale, cents);
  const schedule = data.instalments.map(
    (i) =>
      [
        fill(t.instalment, { sequence: i.sequence }),
        `${m(i.amountCents)} · ${dayIn(i.dueDate, locale)}`,
      ] as const,
  );
  const sections: DocumentSection[] = [];
  if (data.contract) {
    const c = data.contract;
    sections.push({
      heading: t.parties,
      rows: [
        [t.creditor, `${CREDITOR.name}, ${CREDITOR.address}`],
        // Every value from outside is a field of its own (the writer keeps a value on its line).
        [t.consumer, c.shopperName],
        [t.consumerEmail, c.shopperEmail],
        [t.order, c.orderId],
        [t.orderReference, c.orderReference],
      ],
    });
  }
  sections.push(
    {
      heading: t.creditorHeading,
      rows: [
        [t.creditor, CREDITOR.name],
        [t.address, CREDITOR.address],
        [t.merchant, data.merchantName],
      ],
    },
    {
      heading: t.descriptionHeading,
      rows: [
        [t.type, t.typeValue],
        [t.totalCredit, m(data.totalCents)],
        [
          t.duration,
          first && last
            ? fill(t.durationValue, {
                count: n,
                monthly: pluralForm(locale, n, t.monthly),
                from: dayIn(first.dueDate, locale),
                to: dayIn(last.dueDate, locale),
              })
            : '',
        ],
        ...schedule,
      ],
      paragraphs: [t.payment],
    },
    {
      heading: t.costsHeading,
      rows: [
        [t.borrowingRate, '0 %'],
        [t.apr, '0 %'],
        [t.fees, m(0)],
        [t.totalPayable, m(data.totalCents)],
      ],
    },
    { heading: t.missedHeading, paragraphs: [t.missed] },
    {
      heading: t.rightsHeading,
      rows: [
        [t.withdrawal, t.withdrawalValue],
        [t.earlyRepayment, t.earlyRepaymentValue],
        [t.complaints, fill(t.complaintsValue, { url: `${data.appUrl}/prigovori` })],
        [t.outOfCourt, OUT_OF_COURT_BODY],
        [t.supervisor, SUPERVISOR],
      ],
    },
  );
  if (data.contract) {
    const c = data.contract;
    sections.push({
      heading: t.acceptance,
      rows: [
        // The moment as the reader's day and Podgorica time, not a raw UTC timestamp.
        [t.accepted, `${formatInstant(c.acceptedAt, locale)} (${BUSINESS_TIME_ZONE})`],
        [t.fromAddress, c.acceptedIp],
        [t.version, CREDIT_DOCUMENT_VERSION],
      ],
    });
  }
  return {
    title: kind === 'precontract' ? t.precontractTitle : t.contractTitle,
    subtitle: fill(t.subtitle, { creditor: CREDITOR.name, version: CREDIT_DOCUMENT_VERSION }),
    sections,
    footer: `${CREDITOR.name} · ${CREDIT_DOCUMENT_VERSION}`,
    language: LOCALE_TAGS[locale],
  };
}
