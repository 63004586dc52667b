import type { Locale } from '../../shared/i18n/catalogue';
import { contact as texts } from '../../shared/i18n/me/contact';
import {
  COMPLAINT_REASON,
  type ComplaintData,
  type ContactData,
} from '../../shared/validation/contact-schema';
import { emailLayout, escapeHtml } from '../notifications/email-layout';
import type { ServiceDeps } from '../service-deps';
import { insertContactSubmission } from './repository';

// The receipt repeats the support hours shown on /kontakt (Mon-Fri 09:00-17:00, weekends by email).
const SUPPORT_HOURS = `${texts.hours}. ${texts.weekend}`;

/**
 * Saves a contact message; when the visitor left a reply address they get a receipt, written in
 * the same transaction so it exists only if the message was stored.
 */
export async function submitContactMessage(
  deps: ServiceDeps,
  message: ContactData,
): Promise<{ id: string }> {
  return deps.db.transaction().execute(async (trx) => {
    const stored = await insertContactSubmission(trx, message);
    if (message.email) {
      const greeting = `Zdravo ${message.name},`;
      const body = 'primili smo vašu poruku i odgovorićemo vam u najkraćem mogućem roku.';
      await deps.notifier.email(trx, message.email, {
        subject: 'Primili smo vašu poruku — NaRate',
        text: `${greeting}\n\n${body}\n\n${SUPPORT_HOURS}\n\nNaRate podrška`,
        html: emailLayout(
          'Primili smo vašu poruku',
          `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p><p>${escapeHtml(SUPPORT_HOURS)}</p>`,
        ),
      });
    }
    return { id: stored.id };
  });
}

/** The complaint receipt in the shopper's language: the 15-day answer and the out-of-court body. */
const COMPLAINT_RECEIPTS: Record<Locale, { subject: string; title: string; lines: string[] }> = {
  me: {
    subject: 'Primili smo vaš prigovor — NaRate',
    title: 'Primili smo vaš prigovor',
    lines: [
      'primili smo vaš prigovor i odgovorićemo vam pisanim putem u roku od 15 dana.',
      'Ako niste zadovoljni odgovorom, spor možete riješiti vansudski pred Centrom za alternativno rješavanje sporova u Podgorici ili se obratiti Centralnoj banci Crne Gore.',
    ],
  },
  en: {
    subject: 'We received your complaint — NaRate',
    title: 'We received your complaint',
    lines: [
      'we received your complaint and will answer you in writing within 15 days.',
      'If you are not satisfied with the answer, you can settle the dispute out of court before the Centre for Alternative Dispute Resolution in Podgorica or turn to the Central Bank of Montenegro.',
    ],
  },
};

/** A complaint: stored as a contact message with the reason "complaint", receipt emailed. */
export async function submitComplaint(
  deps: ServiceDeps,
  complaint: ComplaintData,
  locale: Locale = 'me',
): Promise<{ id: string }> {
  return deps.db.transaction().execute(async (trx) => {
    const stored = await insertContactSubmission(trx, { ...complaint, reason: COMPLAINT_REASON });
    const receipt = COMPLAINT_RECEIPTS[locale];
    const lines = [`${locale === 'en' ? 'Hello' : 'Zdravo'} ${complaint.name},`, ...receipt.lines];
    await deps.notifier.email(trx, complaint.email, {
      subject: receipt.subject,
      text: [...lines, 'NaRate'].join('\n\n'),
      html: emailLayout(receipt.title, lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')),
    });
    return { id: stored.id };
  });
}
