// Emails to the applicant when an admin decides on a partner application, in the applicant's
// language.
import type { PartnerApplicationView } from '#shared/admin-api';
import type { Locale } from '#shared/i18n/catalogue';
import { formatFeePercent, pricingTier, type PricingTierId } from '#shared/pricing-tiers';
import type { EmailContent } from '#server/notifications/notifier';
import { paragraphsEmail } from '#server/notifications/email-text';
import { fill, messagesFor } from '#server/notifications/messages';

/** Where applicants write with questions about a partnership. */
const PARTNERS_EMAIL = 'partneri@narate.me';

/** How the applicant reaches the merchant area (merchants/provisioning.ts). */
export interface MerchantAccessInfo {
  email: string;
  /** A set-password link for a new account; null when the account already existed. */
  setupUrl: string | null;
  merchantAreaUrl: string;
}

export function approvalEmail(
  application: PartnerApplicationView,
  tier: PricingTierId,
  feeBasisPoints: number,
  access?: MerchantAccessInfo,
  locale: Locale = 'me',
): EmailContent {
  const m = messagesFor(locale).partnerDecision;
  const subject = m.approvedSubject;
  const lines = [
    fill(m.dear, { name: application.contactFirstName }),
    fill(m.approved, { company: application.companyName }),
    fill(m.tier, { tier: pricingTier(tier).name, fee: formatFeePercent(feeBasisPoints) }),
    ...(access ? accessLines(access, locale) : []),
    m.integration,
  ];
  return paragraphsEmail(locale, subject, lines);
}

function accessLines(access: MerchantAccessInfo, locale: Locale): string[] {
  const m = messagesFor(locale).partnerDecision;
  const where = fill(m.portal, { url: access.merchantAreaUrl });
  return access.setupUrl
    ? [where, fill(m.setPassword, { email: access.email, url: access.setupUrl })]
    : [where, fill(m.existingAccount, { email: access.email })];
}

export function declineEmail(
  application: PartnerApplicationView,
  reason: string,
  locale: Locale = 'me',
): EmailContent {
  const m = messagesFor(locale).partnerDecision;
  const subject = m.declinedSubject;
  const lines = [
    fill(m.dear, { name: application.contactFirstName }),
    fill(m.declined, { company: application.companyName }),
    fill(m.reason, { reason }),
    fill(m.questions, { email: PARTNERS_EMAIL }),
  ];
  return paragraphsEmail(locale, subject, lines);
}
