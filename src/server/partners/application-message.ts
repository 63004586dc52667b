// Texts built from a partner application: the contact message an admin reads (company
// details as formatted text), the business team's notification email (both read by NaRate's own
// team, in Montenegrin unless told otherwise) and the applicant's acknowledgement.
import type { Locale } from '#shared/i18n/catalogue';
import { partners as enLabels } from '#shared/i18n/en/partners';
import { partners as meLabels } from '#shared/i18n/me/partners';
import type { PartnerApplicationData } from '#shared/validation/partner-schema';
import type { EmailContent } from '../notifications/notifier';
import { emailLayout, escapeHtml } from '../notifications/email-layout';
import { fill, messagesFor } from '../notifications/messages';

/** The contact_submissions.name column holds at most 100 characters. */
const CONTACT_NAME_MAX = 100;

export function contactPersonName(data: PartnerApplicationData): string {
  return `${data.contactFirstName} ${data.contactLastName}`.slice(0, CONTACT_NAME_MAX);
}

/** The application's fields the admin's message and the team's email show. */
type ApplicationDetails = Pick<
  PartnerApplicationData,
  | 'companyName'
  | 'pib'
  | 'businessType'
  | 'website'
  | 'monthlyRevenue'
  | 'contactFirstName'
  | 'contactLastName'
  | 'contactEmail'
  | 'contactPhone'
  | 'message'
>;

/** Label and value pairs in the form's order; optional fields left empty are left out. */
function applicationLines(data: ApplicationDetails, locale: Locale): [string, string][] {
  const names = messagesFor(locale).partnerApplication.labels;
  const labels = locale === 'en' ? enLabels : meLabels;
  const lines: [string, string | undefined][] = [
    [names.company, data.companyName],
    [names.pib, data.pib],
    [names.businessType, labels.businessTypes[data.businessType]],
    [names.website, data.website],
    [names.monthlyRevenue, labels.monthlyRevenueRanges[data.monthlyRevenue]],
    [names.contactPerson, `${data.contactFirstName} ${data.contactLastName}`],
    [names.email, data.contactEmail],
    [names.phone, data.contactPhone],
  ];
  return lines.filter((line): line is [string, string] => Boolean(line[1]));
}

/**
 * The message stored with the contact submission, readable as plain text. The admin's inbox
 * builds it again from the stored application in the admin's language, so labels follow the reader.
 */
export function formatApplicationMessage(data: ApplicationDetails, locale: Locale = 'me'): string {
  const details = applicationLines(data, locale)
    .map(([label, value]) => `${label}: ${value}`)
    .join('\n');
  const heading = messagesFor(locale).partnerApplication.message;
  return data.message ? `${details}\n\n${heading}\n${data.message}` : details;
}

/** The business team's email about a new application, with a link to the admin inbox. */
export function businessTeamEmail(
  data: PartnerApplicationData,
  appUrl: string,
  locale: Locale = 'me',
): EmailContent {
  const m = messagesFor(locale).partnerApplication;
  const subject = fill(m.subject, { company: data.companyName });
  const adminLink = `${appUrl}/admin/contacts`;
  const text = `${formatApplicationMessage(data, locale)}\n\n${fill(m.review, { url: adminLink })}`;
  const rows = applicationLines(data, locale)
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 12px 4px 0;color:#475569">${escapeHtml(label)}</td>` +
        `<td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const message = data.message
    ? `<p><strong>${escapeHtml(m.message)}</strong><br>${escapeHtml(data.message).replace(/\n/g, '<br>')}</p>`
    : '';
  const html = emailLayout(
    subject,
    `<p>${escapeHtml(m.arrived)}</p><table role="presentation">${rows}</table>` +
      `${message}<p><a href="${escapeHtml(adminLink)}">${escapeHtml(m.openInAdmin)}</a></p>`,
    locale,
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
    html: emailLayout(r.title, lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(''), locale),
  };
}
