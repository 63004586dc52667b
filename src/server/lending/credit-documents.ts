// The texts of the documents a shopper keeps, in both locales: the pre-contract information
// (the standard European consumer credit information of Directive 2023/2225: creditor, type of
// credit, amount, duration, instalments, rates, costs, missed payments, withdrawal, early
// repayment, complaints, supervisor) and the credit agreement built from the same parts.
import type { Locale } from '../../shared/i18n/catalogue';
import { formatEur } from '../../shared/money';
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

function day(locale: Locale, iso: string): string {
  const [y, m, d] = iso.split('-');
  return locale === 'me' ? `${d}.${m}.${y}.` : `${d}/${m}/${y}`;
}

/** "1 mjesečna rata", "3 mjesečne rate", "6 mjesečnih rata" (Montenegrin plural rules). */
function monthlyInstalmentsMe(n: number): string {
  const rule = new Intl.PluralRules('sr-Latn').select(n);
  if (rule === 'one') return 'mjesečna rata';
  if (rule === 'few') return 'mjesečne rate';
  return 'mjesečnih rata';
}

const money = (locale: Locale, cents: number) =>
  formatEur(cents, locale === 'me' ? 'sr-Latn-ME' : 'en');

export function creditDocument(
  locale: Locale,
  kind: 'precontract' | 'contract',
  data: CreditDocumentData,
): DocumentContent {
  const me = locale === 'me';
  const n = data.instalments.length;
  const first = data.instalments[0];
  const last = data.instalments[n - 1];
  const m = (cents: number) => money(locale, cents);
  const schedule = data.instalments.map(
    (i) =>
      [
        me ? `${i.sequence}. rata` : `Instalment ${i.sequence}`,
        `${m(i.amountCents)} · ${day(locale, i.dueDate)}`,
      ] as const,
  );
  const sections: DocumentSection[] = [];
  if (data.contract) {
    const c = data.contract;
    sections.push({
      heading: me ? 'Ugovorne strane' : 'Parties',
      rows: [
        [me ? 'Kreditor' : 'Creditor', `${CREDITOR.name}, ${CREDITOR.address}`],
        // Every value from outside is a field of its own (the writer keeps a value on its line).
        [me ? 'Korisnik kredita' : 'Consumer', c.shopperName],
        [me ? 'E-pošta korisnika' : "Consumer's email", c.shopperEmail],
        [me ? 'Narudžba' : 'Order', c.orderId],
        [me ? 'Broj narudžbe kod trgovca' : "Merchant's order reference", c.orderReference],
      ],
    });
  }
  sections.push(
    {
      heading: me ? '1. Kreditor' : '1. Creditor',
      rows: [
        [me ? 'Kreditor' : 'Creditor', CREDITOR.name],
        [me ? 'Adresa' : 'Address', CREDITOR.address],
        [me ? 'Trgovac' : 'Merchant', data.merchantName],
      ],
    },
    {
      heading: me ? '2. Opis kredita' : '2. Description of the credit',
      rows: [
        [
          me ? 'Vrsta kredita' : 'Type of credit',
          me
            ? 'Beskamatni potrošački kredit za kupovinu na rate (kupi sada, plati kasnije)'
            : 'Interest-free consumer credit for buying in instalments (buy now, pay later)',
        ],
        [me ? 'Ukupan iznos kredita' : 'Total amount of credit', m(data.totalCents)],
        [
          me ? 'Trajanje' : 'Duration',
          first && last
            ? me
              ? `${n} ${monthlyInstalmentsMe(n)}, od ${day(locale, first.dueDate)} do ${day(locale, last.dueDate)}`
              : `${n} monthly instalments, from ${day(locale, first.dueDate)} to ${day(locale, last.dueDate)}`
            : '',
        ],
        ...schedule,
      ],
      paragraphs: [
        me
          ? 'Prva rata se plaća karticom pri kupovini, ostale mjesečno. Svaka rata se može platiti ranije.'
          : 'The first instalment is paid by card at purchase, the rest monthly. Any instalment may be paid early.',
      ],
    },
    {
      heading: me ? '3. Troškovi kredita' : '3. Costs of the credit',
      rows: [
        [me ? 'Kamatna stopa' : 'Borrowing rate', '0 %'],
        [me ? 'Efektivna kamatna stopa (EKS)' : 'Annual percentage rate (APR)', '0 %'],
        [me ? 'Naknade' : 'Fees', m(0)],
        [me ? 'Ukupno za plaćanje' : 'Total amount payable', m(data.totalCents)],
      ],
    },
    {
      heading: me ? '4. Posljedice neplaćanja' : '4. Consequences of missed payments',
      paragraphs: [
        me
          ? 'Rata koja nije plaćena nekoliko dana nakon dospijeća postaje rata u kašnjenju: kredit skor se umanjuje za 50 bodova, limit se zamrzava i nove kupovine na rate nisu moguće dok se rata ne plati. Nema zateznih kamata ni naknada za kašnjenje.'
          : 'An instalment left unpaid a few days after its due date becomes overdue: the credit score drops by 50 points, the limit is frozen and no new instalment purchases are possible until it is paid. There is no default interest and no late fee.',
      ],
    },
    {
      heading: me ? '5. Prava korisnika' : '5. Your rights',
      rows: [
        [
          me ? 'Odustanak' : 'Withdrawal',
          me
            ? 'U roku od 14 dana od zaključenja ugovora, bez navođenja razloga: plaćate samo preostalu glavnicu, bez kamate i naknade.'
            : 'Within 14 days of the agreement, without giving a reason: you pay only the remaining principal, with no interest or fee.',
        ],
        [
          me ? 'Prijevremena otplata' : 'Early repayment',
          me ? 'U svakom trenutku, bez naknade.' : 'At any time, free of charge.',
        ],
        [
          me ? 'Prigovori' : 'Complaints',
          me
            ? `${data.appUrl}/prigovori; odgovor u roku od 15 dana.`
            : `${data.appUrl}/prigovori; answered within 15 days.`,
        ],
        [
          me ? 'Vansudsko rješavanje sporova' : 'Out-of-court dispute resolution',
          OUT_OF_COURT_BODY,
        ],
        [me ? 'Nadzorni organ' : 'Supervisory authority', SUPERVISOR],
      ],
    },
  );
  if (data.contract) {
    const c = data.contract;
    sections.push({
      heading: me ? 'Prihvatanje' : 'Acceptance',
      rows: [
        [me ? 'Prihvaćeno' : 'Accepted', c.acceptedAt.toISOString()],
        [me ? 'Sa adrese' : 'From address', c.acceptedIp],
        [me ? 'Verzija dokumenta' : 'Document version', CREDIT_DOCUMENT_VERSION],
      ],
    });
  }
  return {
    title:
      kind === 'precontract'
        ? me
          ? 'Informacije prije zaključenja ugovora o potrošačkom kreditu'
          : 'Pre-contractual information on consumer credit'
        : me
          ? 'Ugovor o potrošačkom kreditu'
          : 'Consumer credit agreement',
    subtitle: me
      ? `${CREDITOR.name} · Standardne evropske informacije o potrošačkom kreditu · ${CREDIT_DOCUMENT_VERSION}`
      : `${CREDITOR.name} · Standard European Consumer Credit Information · ${CREDIT_DOCUMENT_VERSION}`,
    sections,
    footer: `${CREDITOR.name} · ${CREDIT_DOCUMENT_VERSION}`,
    language: me ? 'sr-Latn-ME' : 'en',
  };
}
