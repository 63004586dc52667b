// The reasons a contact message can have: plain constants, so a page can list them without
// loading the form's schema (and zod with it).

/** Reasons a visitor can pick in the contact form. */
export const CONTACT_REASONS = ['general', 'partnership', 'support', 'business', 'other'] as const;

/** Partner applications are stored as contact messages with this extra reason. */
export const BUSINESS_PARTNERSHIP_REASON = 'business_partnership';
/** Complaints (/prigovori) are stored as contact messages with this reason. */
export const COMPLAINT_REASON = 'complaint';
/** Every reason a stored contact message can have. */
export const CONTACT_SUBMISSION_REASONS = [
  ...CONTACT_REASONS,
  BUSINESS_PARTNERSHIP_REASON,
  COMPLAINT_REASON,
] as const;
export type ContactSubmissionReason = (typeof CONTACT_SUBMISSION_REASONS)[number];
