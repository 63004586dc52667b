// Emails to the applicant when an admin decides on a partner application.
import type { PartnerApplicationView } from '../../../shared/admin-api';
import { formatFeePercent, pricingTier, type PricingTierId } from '../../../shared/pricing-tiers';
import type { EmailContent } from '../../notifications/notifier';
import { emailLayout, escapeHtml } from '../../notifications/email-layout';

function paragraphs(lines: string[]): string {
  return lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('');
}

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
): EmailContent {
  const subject = 'Vaš zahtjev za NaRate partnerstvo je odobren';
  const lines = [
    `Poštovani/a ${application.contactFirstName},`,
    `zahtjev kompanije ${application.companyName} za partnerstvo sa NaRate-om je odobren.`,
    `Cjenovni paket: ${pricingTier(tier).name}, provizija ${formatFeePercent(feeBasisPoints)} po uspješnoj transakciji.`,
    ...(access ? accessLines(access) : []),
    'Naš tim će vas uskoro kontaktirati u vezi sa integracijom.',
  ];
  return { subject, text: lines.join('\n\n'), html: emailLayout(subject, paragraphs(lines)) };
}

function accessLines(access: MerchantAccessInfo): string[] {
  const where = `U trgovačkom portalu (${access.merchantAreaUrl}) su vaše narudžbe, isplate, API ključevi i webhook podešavanja.`;
  return access.setupUrl
    ? [
        where,
        `Postavite lozinku za nalog ${access.email} putem ovog linka (važi 7 dana): ${access.setupUrl}`,
      ]
    : [where, `Prijavite se svojim postojećim NaRate nalogom (${access.email}).`];
}

export function declineEmail(application: PartnerApplicationView, reason: string): EmailContent {
  const subject = 'Odgovor na vaš zahtjev za NaRate partnerstvo';
  const lines = [
    `Poštovani/a ${application.contactFirstName},`,
    `hvala na interesovanju kompanije ${application.companyName} za partnerstvo sa NaRate-om. Nažalost, zahtjev trenutno ne možemo odobriti.`,
    `Razlog: ${reason}`,
    'Za pitanja nam pišite na partneri@narate.me.',
  ];
  return { subject, text: lines.join('\n\n'), html: emailLayout(subject, paragraphs(lines)) };
}
