// Emails to the shopper about their plans: purchase confirmation, a reminder 3 days before a due
// date, an overdue notice and a refund notice. Every value from outside is escaped.
import { formatEur } from '../../shared/money';
import { singleLine } from '../../shared/validation/single-line';
import type { EmailContent } from '../notifications/notifier';
import { emailLayout, escapeHtml } from '../notifications/email-layout';
import { formatDay } from '../notifications/email-text';

/** '2026-03-05' → '05.03.2026.' (Montenegrin date style). */
export { formatDay };

/**
 * Every paragraph and list item is one line of its own: a line break or control character inside
 * a value from outside (a store name, an order reference) is flattened to a space, so it cannot
 * start a line that reads like NaRate's own text.
 */
export function email(title: string, body: string[], bullets: string[] = []): EmailContent {
  const subject = singleLine(title);
  const lines = body.map(singleLine);
  const list = bullets.map(singleLine);
  const paragraphs = lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('');
  const items = list.length
    ? `<ul>${list.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`
    : '';
  const text = [...lines, ...list.map((item) => `- ${item}`)].join('\n\n');
  return { subject, text, html: emailLayout(subject, paragraphs + items) };
}

export interface ScheduleLine {
  sequence: number;
  dueDay: string;
  amountCents: number;
  paid: boolean;
}

function scheduleList(schedule: readonly ScheduleLine[]): string[] {
  return schedule.map(
    (line) =>
      `${line.sequence}. rata: ${formatEur(line.amountCents)}, ${formatDay(line.dueDay)}${line.paid ? ' (plaćeno)' : ''}`,
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
}): EmailContent {
  return email(
    `Kupovina odobrena: ${input.merchantName}`,
    [
      `Tvoja kupovina od ${formatEur(input.totalCents)} je odobrena. Prva rata je naplaćena, ostale dospijevaju mjesečno, bez kamate i naknada.`,
      // The store's values each on their own labelled line.
      `Prodavnica: ${input.merchantName}`,
      `Broj narudžbe kod prodavnice: ${input.orderReference}`,
      ...(input.receiptUrl ? [`Potvrda o plaćanju prve rate (PDF): ${input.receiptUrl}`] : []),
      `Plan otplate možeš pratiti i platiti ranije na ${input.appUrl}/dashboard.`,
    ],
    scheduleList(input.schedule),
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
}): EmailContent {
  // What a person needs to act on it: the amount, the date, how to pay, and what to do if they
  // cannot pay in time.
  return email(`Podsjetnik: rata dospijeva ${formatDay(input.dueDay)}`, [
    `${input.sequence}. rata za kupovinu (${input.merchantName}) od ${formatEur(input.amountCents)} dospijeva ${formatDay(input.dueDay)}.`,
    input.autopayCardLast4
      ? `Automatsko plaćanje je uključeno: na dan dospijeća naplatićemo karticu koja se završava na ${input.autopayCardLast4}. Neka na njoj bude dovoljno sredstava; automatsko plaćanje možeš isključiti na ${input.appUrl}/dashboard.`
      : `Kako platiti: prijavi se na ${input.appUrl}/dashboard, kod plana izaberi „Plati ${input.sequence}. ratu“ i unesi karticu. Bez naknade; ratu možeš platiti i ranije, a bodovi za urednu otplatu stižu na dan dospijeća.`,
    `Ako ne možeš platiti na vrijeme, pomjeri ratu: jednom po planu jednu ratu možeš pomjeriti do 30 dana, bez naknade. Na ${input.appUrl}/dashboard kod plana izaberi „Pomjeri ratu“. Rata neplaćena nekoliko dana nakon dospijeća zamrzava limit i umanjuje kredit skor, bez zateznih kamata i naknada.`,
  ]);
}

export function overdueEmail(input: {
  merchantName: string;
  sequences: number[];
  owedCents: number;
  appUrl: string;
}): EmailContent {
  const which = input.sequences.map((s) => `${s}.`).join(', ');
  return email(`Rata kasni: ${input.merchantName}`, [
    `Rata (${which}) za kupovinu (${input.merchantName}) nije plaćena na vrijeme i sada je u kašnjenju. Po ovom planu ukupno duguješ ${formatEur(input.owedCents)}.`,
    'Dok rata kasni, kreditni skor se smanjuje, a nove kupovine na rate nisu moguće.',
    `Plati je što prije na ${input.appUrl}/dashboard.`,
  ]);
}

export function refundEmail(input: {
  merchantName: string;
  orderReference: string;
  amountCents: number;
  returnedToCardCents: number;
  cancelled: boolean;
  schedule: readonly ScheduleLine[];
}): EmailContent {
  const what = input.cancelled ? 'otkazao narudžbu' : 'izvršio povraćaj novca';
  const lines = [
    `${input.merchantName} je ${what} ${input.orderReference} u iznosu od ${formatEur(input.amountCents)}.`,
    input.returnedToCardCents > 0
      ? `Na tvoju karticu vraćamo ${formatEur(input.returnedToCardCents)}; ostatak umanjuje preostale rate.`
      : 'Iznos umanjuje tvoje preostale rate, počevši od posljednje.',
  ];
  if (input.schedule.some((line) => !line.paid)) lines.push('Novi plan otplate:');
  return email(
    `Povraćaj: ${input.merchantName}`,
    lines,
    input.schedule.some((line) => !line.paid) ? scheduleList(input.schedule) : [],
  );
}
