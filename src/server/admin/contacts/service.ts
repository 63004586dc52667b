// Status and notes of a contact message: an unresolved message is set in progress or resolved with
// notes; resolving sets resolved_at, any other status clears it; resolved is final.
import type { AdminContactDetail, AdminContactRow } from '#shared/admin-api';
import { businessDay } from '#shared/business-dates';
import { ROUTES } from '#shared/routes';
import {
  CONTACT_ALREADY_RESOLVED_MESSAGE,
  contactStatusActions,
  resolvedAtFor,
  type AdminContactStatus,
} from '#shared/contact-status';
import { conflict, errorMessage, HttpError, notFound } from '#server/http/errors';
import { emailLayout, escapeHtml } from '#server/notifications/email-layout';
import { dayIn, fill, messagesFor } from '#server/notifications/messages';
import type { ServiceDeps } from '#server/service-deps';
import { recordAudit } from '../audit/repository';
import {
  findContact,
  findContactDetail,
  findReplyRecipient,
  insertContactReply,
  markContactInProgress,
  saveContactStatus,
} from './repository';

export const CONTACT_NOT_FOUND_MESSAGE = errorMessage('contact_not_found');

export async function updateContactStatus(
  deps: ServiceDeps,
  actorId: string,
  contactId: string,
  change: { status: AdminContactStatus; adminNotes: string | null },
): Promise<AdminContactRow> {
  return deps.db.transaction().execute(async (trx) => {
    const current = await findContact(trx, contactId, { lock: true });
    if (!current) throw notFound(CONTACT_NOT_FOUND_MESSAGE);
    if (!contactStatusActions(current.status).includes(change.status)) {
      throw conflict(CONTACT_ALREADY_RESOLVED_MESSAGE, 'contact_resolved');
    }
    const resolvedAt = resolvedAtFor(change.status, new Date());
    await saveContactStatus(trx, contactId, { ...change, resolvedAt });
    await recordAudit(trx, {
      actorId,
      action: 'contact.status_changed',
      entityType: 'contact_submission',
      entityId: contactId,
      before: {
        status: current.status,
        adminNotes: current.adminNotes,
        resolvedAt: current.resolvedAt,
      },
      after: {
        status: change.status,
        adminNotes: change.adminNotes,
        resolvedAt: resolvedAt?.toISOString() ?? null,
      },
    });
    return (await findContact(trx, contactId)) as AdminContactRow;
  });
}

/**
 * An admin answers a message: the answer is emailed to the sender in their language (the
 * account's when they were signed in, else the one they wrote in) and kept with the message, so a
 * shopper also reads it on the dashboard. A new message becomes "in progress"; resolving stays a
 * separate step, and a resolved message takes no more answers. One transaction: the answer exists
 * only with its email queued and its audit entry.
 */
export async function replyToContact(
  deps: ServiceDeps,
  actorId: string,
  contactId: string,
  body: string,
): Promise<AdminContactDetail> {
  return deps.db.transaction().execute(async (trx) => {
    const current = await findContact(trx, contactId, { lock: true });
    if (!current) throw notFound(CONTACT_NOT_FOUND_MESSAGE);
    if (current.status === 'resolved') {
      throw conflict(CONTACT_ALREADY_RESOLVED_MESSAGE, 'contact_resolved');
    }
    if (!current.email) throw new HttpError(409, 'contact_no_email');
    const recipient = await findReplyRecipient(trx, contactId);
    const locale = recipient?.locale ?? 'me';
    const reply = await insertContactReply(trx, { contactId, body, locale, authorId: actorId });
    await markContactInProgress(trx, contactId);
    await deps.notifier.email(
      trx,
      current.email,
      replyEmail(deps, current, body, locale, !!recipient?.userId),
    );
    await recordAudit(trx, {
      actorId,
      action: 'contact.replied',
      entityType: 'contact_submission',
      entityId: contactId,
      before: { status: current.status },
      after: {
        status: current.status === 'pending' ? 'in_progress' : current.status,
        reply: body,
        locale,
        replyId: reply.id,
      },
    });
    return (await findContactDetail(trx, contactId)) as AdminContactDetail;
  });
}

function replyEmail(
  deps: ServiceDeps,
  contact: AdminContactRow,
  body: string,
  locale: 'me' | 'en',
  hasAccount: boolean,
): { subject: string; text: string; html: string } {
  const m = messagesFor(locale);
  const r = m.contactReply;
  const date = dayIn(businessDay(new Date(contact.createdAt)), locale);
  const reference = contact.reference;
  const greeting = fill(m.common.helloName, { name: contact.name });
  const intro = reference ? fill(r.complaintIntro, { reference, date }) : fill(r.intro, { date });
  const after = [
    ...(reference ? [r.complaintRights] : []),
    ...(hasAccount ? [fill(r.dashboard, { url: `${deps.config.appUrl}${ROUTES.dashboard}` })] : []),
  ];
  const subject = reference ? fill(r.complaintSubject, { reference }) : r.subject;
  const paragraphs = (lines: string[]) =>
    lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('');
  return {
    subject,
    text: [greeting, intro, body, ...after, r.signature].join('\n\n'),
    html: emailLayout(
      r.title,
      paragraphs([greeting, intro]) +
        `<blockquote style="white-space:pre-wrap">${escapeHtml(body)}</blockquote>` +
        paragraphs(after),
      locale,
    ),
  };
}
