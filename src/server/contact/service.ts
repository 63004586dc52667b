import type { Locale } from '#shared/i18n/catalogue';
import {
  COMPLAINT_REASON,
  type ComplaintData,
  type ContactData,
} from '#shared/validation/contact-schema';
import { emailLayout, escapeHtml } from '../notifications/email-layout';
import { fill, messagesFor } from '../notifications/messages';
import type { ServiceDeps } from '../service-deps';
import { notFound } from '../http/errors';
import { ORDER_NOT_FOUND_MESSAGE } from '../http/not-found-messages';
import { randomUUID } from 'node:crypto';
import { disputeTexts } from '#shared/i18n/dispute-texts';
import { findComplaintOrder, insertContactSubmission } from './repository';

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
    const stored = await insertContactSubmission(trx, message, undefined, locale);
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
          locale,
        ),
      });
    }
    return { id: stored.id };
  });
}

/** The number a complaint is known by, shown on screen and in the receipt: PR- and 8 characters. */
export function complaintReference(id: string): string {
  return `PR-${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}

/**
 * A complaint: stored as a contact message with the reason "complaint" and a reference number,
 * receipt emailed with that number. From a signed-in shopper it keeps the account and, when one
 * is picked, one of their own orders (another person's order answers 404).
 */
export async function submitComplaint(
  deps: ServiceDeps,
  complaint: ComplaintData,
  locale: Locale = 'me',
  userId: string | null = null,
): Promise<{ id: string; reference: string }> {
  return deps.db.transaction().execute(async (trx) => {
    const order = complaint.orderId
      ? await findComplaintOrder(trx, complaint.orderId, userId)
      : undefined;
    if (complaint.orderId && !order) throw notFound(ORDER_NOT_FOUND_MESSAGE);
    const id = randomUUID();
    const reference = complaintReference(id);
    const { orderId: _orderId, ...message } = complaint;
    const stored = await insertContactSubmission(
      trx,
      { ...message, reason: COMPLAINT_REASON },
      { id, reference, userId, orderId: order?.id ?? null },
      locale,
    );
    const m = messagesFor(locale);
    const receipt = m.complaintReceipt;
    const texts = disputeTexts(locale).complaint;
    const lines = [
      fill(m.common.helloName, { name: complaint.name }),
      ...receipt.lines,
      fill(texts.reference, { reference }),
      ...(order
        ? [fill(texts.order, { merchant: order.merchant_name, reference: order.order_reference })]
        : []),
    ];
    await deps.notifier.email(trx, complaint.email, {
      subject: receipt.subject,
      text: [...lines, 'NaRate'].join('\n\n'),
      html: emailLayout(
        receipt.title,
        lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(''),
        locale,
      ),
    });
    return { id: stored.id, reference };
  });
}
