import type { Locale } from '../../shared/i18n/catalogue';
import {
  COMPLAINT_REASON,
  type ComplaintData,
  type ContactData,
} from '../../shared/validation/contact-schema';
import { emailLayout, escapeHtml } from '../notifications/email-layout';
import { fill, messagesFor } from '../notifications/messages';
import type { ServiceDeps } from '../service-deps';
import { insertContactSubmission } from './repository';

/**
 * Saves a contact message; when the visitor left a reply address they get a receipt, written in
 * the same transaction so it exists only if the message was stored.
 */
export async function submitContactMessage(
  deps: ServiceDeps,
  message: ContactData,
  locale: Locale = 'me',
): Promise<{ id: string }> {
  return deps.db.transaction().execute(async (trx) => {
    const stored = await insertContactSubmission(trx, message);
    if (message.email) {
      const m = messagesFor(locale);
      const r = m.contactReceipt;
      const greeting = fill(m.common.helloName, { name: message.name });
      // The receipt repeats the support hours shown on /kontakt.
      await deps.notifier.email(trx, message.email, {
        subject: r.subject,
        text: `${greeting}\n\n${r.body}\n\n${r.hours}\n\n${r.signature}`,
        html: emailLayout(
          r.title,
          `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(r.body)}</p><p>${escapeHtml(r.hours)}</p>`,
        ),
      });
    }
    return { id: stored.id };
  });
}

/** A complaint: stored as a contact message with the reason "complaint", receipt emailed. */
export async function submitComplaint(
  deps: ServiceDeps,
  complaint: ComplaintData,
  locale: Locale = 'me',
): Promise<{ id: string }> {
  return deps.db.transaction().execute(async (trx) => {
    const stored = await insertContactSubmission(trx, { ...complaint, reason: COMPLAINT_REASON });
    const m = messagesFor(locale);
    const receipt = m.complaintReceipt;
    const lines = [fill(m.common.helloName, { name: complaint.name }), ...receipt.lines];
    await deps.notifier.email(trx, complaint.email, {
      subject: receipt.subject,
      text: [...lines, 'NaRate'].join('\n\n'),
      html: emailLayout(receipt.title, lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')),
    });
    return { id: stored.id };
  });
}
