import type { EmailContent } from '../../notifications/notifier';
import { emailLayout, escapeHtml } from '../../notifications/email-layout';

/** The six-digit code for confirming an email address (sign-up or the dashboard banner). */
export function verificationCodeEmail(input: {
  firstName: string | null;
  code: string;
}): EmailContent {
  const greeting = input.firstName ? `Zdravo ${input.firstName},` : 'Zdravo,';
  const subject = 'Tvoj NaRate verifikacioni kod';
  const text = [
    greeting,
    '',
    `tvoj verifikacioni kod je: ${input.code}`,
    '',
    'Unesi ga u prozor za verifikaciju na NaRate-u. Kod važi 10 minuta.',
    'Ako nisi ti zatražio kod, zanemari ovu poruku.',
    '',
    'Tim NaRate',
  ].join('\n');
  const html = emailLayout(
    subject,
    `<p>${escapeHtml(greeting)}</p>
<p>tvoj verifikacioni kod je:</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:6px;color:#312e81">${escapeHtml(input.code)}</p>
<p>Unesi ga u prozor za verifikaciju na NaRate-u. Kod važi 10 minuta.</p>
<p style="color:#64748b">Ako nisi ti zatražio kod, zanemari ovu poruku.</p>`,
  );
  return { subject, text, html };
}
