// Emails to the applicant when an admin decides on a partner application.
import type { PartnerApplicationView } from '../../../shared/admin-api';
import { formatFeePercent, pricingTier, type PricingTierId } from '../../../shared/pricing-tiers';
import type { EmailContent } from '../../notifications/notifier';
import { emailLayout, escapeHtml } from '../../notifications/email-layout';

function paragraphs(lines: string[]): string {
  return lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('');
}

export function approvalEmail(
  application: PartnerApplicationView,
  tier: PricingTierId,
  feeBasisPoints: number,
): EmailContent {
  const subject = 'Vaš zahtjev za NaRate partnerstvo je odobren';
  const lines = [
    `Poštovani/a ${application.contactFirstName},`,
    `zahtjev kompanije ${application.companyName} za partnerstvo sa NaRate-om je odobren.`,
    `Cjenovni paket: ${pricingTier(tier).name}, provizija ${formatFeePercent(feeBasisPoints)} po uspješnoj transakciji.`,
    'Naš tim će vas uskoro kontaktirati u vezi sa integracijom.',
  ];
  return { subject, text: lines.join('\n\n'), html: emailLayout(subject, paragraphs(lines)) };
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
