import type { EmailContent } from '../../notifications/notifier';
import { emailLayout, escapeHtml } from '../../notifications/email-layout';

/** The single-use link to /reset-password, valid for one hour. */
export function passwordResetEmail(input: { resetUrl: string }): EmailContent {
  const subject = 'Promjena lozinke za NaRate';
  const intro = 'Primili smo zahtjev za promjenu lozinke tvog NaRate naloga.';
  const rule = 'Link važi 1 sat i može se iskoristiti samo jednom.';
  const ignore = 'Ako nisi ti zatražio promjenu, zanemari ovu poruku: lozinka ostaje ista.';
  const text = [
    'Zdravo,',
    '',
    intro,
    'Novu lozinku postavi na ovom linku:',
    input.resetUrl,
    '',
    rule,
    ignore,
    '',
    'Tim NaRate',
  ].join('\n');
  const html = emailLayout(
    subject,
    `<p>Zdravo,</p>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(input.resetUrl)}" style="display:inline-block;background:#4338ca;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">Postavi novu lozinku</a></p>
<p style="font-size:13px;color:#475569;word-break:break-all">${escapeHtml(input.resetUrl)}</p>
<p>${escapeHtml(rule)}</p>
<p style="color:#64748b">${escapeHtml(ignore)}</p>`,
  );
  return { subject, text, html };
}
