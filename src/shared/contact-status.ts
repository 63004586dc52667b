// Contact message statuses: pending → in_progress or resolved; an unresolved
// message can be set in progress or resolved, with notes; a resolved message stays resolved.

export const CONTACT_STATUSES = ['pending', 'in_progress', 'resolved'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/** The statuses an admin's buttons set. */
export const ADMIN_CONTACT_STATUSES = ['in_progress', 'resolved'] as const;
export type AdminContactStatus = (typeof ADMIN_CONTACT_STATUSES)[number];

export const CONTACT_ALREADY_RESOLVED_MESSAGE = 'Riješena poruka se više ne može mijenjati.';

/** The status buttons the detail dialog offers: none once resolved. */
export function contactStatusActions(current: ContactStatus): readonly AdminContactStatus[] {
  return current === 'resolved' ? [] : ADMIN_CONTACT_STATUSES;
}

/** resolved_at is set to now when resolving and cleared for any other status. */
export function resolvedAtFor(status: ContactStatus, now: Date): Date | null {
  return status === 'resolved' ? now : null;
}

/** A complaint is answered in writing within this many days of receipt (the receipt says so). */
export const COMPLAINT_ANSWER_DAYS = 15;

/** The day a complaint's answer is due. */
export function complaintAnswerDue(receivedAt: Date): Date {
  return new Date(receivedAt.getTime() + COMPLAINT_ANSWER_DAYS * 24 * 60 * 60 * 1000);
}
