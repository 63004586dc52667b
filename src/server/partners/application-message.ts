// Texts built from a partner application: the contact message an admin reads (company
// details as formatted text) and the business team's notification email.
import type { Locale } from '../../shared/i18n/catalogue';
import { partners as labels } from '../../shared/i18n/me/partners';
import type { PartnerApplicationData } from '../../shared/validation/partner-schema';
import type { EmailContent } from '../notifications/notifier';
import { emailLayout, escapeHtml } from '../notifications/email-layout';
import { fill, messagesFor } from '../notifications/messages';

/** The contact_submissions.name column holds at most 100 characters. */
const CONTACT_NAME_MAX = 100;

export function contactPersonName(data: PartnerApplicationData): string {
  return `${data.contactFirstName} ${data.contactLastName}`.slice(0, CONTACT_NAME_MAX);
}

/** Label and value pairs in the form's order; optional fields left empty are left out. */
function applicationLines(data: PartnerApplicationData): [string, string][] {
  const lines: [string, string | undefined][] = [
    ['Kompanija', data.companyName],
    ['PIB', data.pib],
    ['Tip biznisa', labels.businessTypes[data.businessType]],
    ['Web sajt', data.website],
    ['Mjesečni prihod', labels.monthlyRevenueRanges[data.monthlyRevenue]],
    ['Kontakt osoba', `${data.contactFirstName} ${data.contactLastName}`],
    ['Email', data.contactEmail],
    ['Telefon', data.contactPhone],
  ];
  return lines.filter((line): line is [string, string] => Boolean(line[1]));
}

/** The message stored with the contact submission, readable as plain text. */
export function formatApplicationMessage(data: PartnerApplicationData): string {
  const details = applicationLines(data)
    .map(([label, value]) => `${label}: ${value}`)
    .join('\n');
  return data.message ? `${details}\n\nPoruka:\n${data.message}` : details;
}

/** The business team's email about a new application, with a link to the admin inbox. */
export function businessTeamEmail(data: PartnerApplicationData, appUrl: string): EmailContent {
  const subject = `Novi zahtjev za partnerstvo: ${data.companyName}`;
  const adminLink = `${appUrl}/admin/contacts`;
  const text = `${formatApplicationMessage(data)}\n\nPregled zahtjeva: ${adminLink}`;
  const rows = applicationLines(data)
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 12px 4px 0;color:#475569">${escapeHtml(label)}</td>` +
        `<td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const message = data.message
    ? `<p><strong>Poruka:</strong><br>${escapeHtml(data.message).replace(/\n/g, '<br>')}</p>`
    : '';
  const html = emailLayout(
    subject,
    `<p>Stigao je novi zahtjev za partnerstvo.</p><table role="presentation">${rows}</table>` +
      `${message}<p><a href="${escapeHtml(adminLink)}">Otvori poruke u administraciji</a></p>`,
  );
  return { subject, text, html };
}

/** The applicant's acknowledgement: the application arrived, what happens next and when. */
export function applicantReceiptEmail(data: PartnerApplicationData, locale: Locale): EmailContent {
  const m = messagesFor(locale);
  const r = m.partnerApplicationReceipt;
  const lines = [
    fill(m.common.helloName, { name: data.contactFirstName }),
    fill(r.body, { company: data.companyName }),
    r.next,
  ];
  return {
    subject: r.subject,
    text: [...lines, r.signature].join('\n\n'),
    html: emailLayout(r.title, lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')),
  };
}
