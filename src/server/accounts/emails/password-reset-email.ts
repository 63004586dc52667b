import type { Locale } from '#shared/i18n/catalogue';
import type { EmailContent } from '#server/notifications/notifier';
import { emailLayout, escapeHtml } from '#server/notifications/email-layout';
import { messagesFor } from '#server/notifications/messages';

/** The single-use link to /reset-password, valid for one hour. */
export function passwordResetEmail(input: { resetUrl: string; locale: Locale }): EmailContent {
  const m = messagesFor(input.locale);
  const r = m.passwordReset;
  const subject = r.subject;
  const text = [
    m.common.hello,
    '',
    r.intro,
    r.setHere,
    input.resetUrl,
    '',
    r.rule,
    r.ignore,
    '',
    m.common.signature,
  ].join('\n');
  const html = emailLayout(
    subject,
    `<p>${escapeHtml(m.common.hello)}</p>
<p>${escapeHtml(r.intro)}</p>
<p><a href="${escapeHtml(input.resetUrl)}" style="display:inline-block;background:#4338ca;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(r.button)}</a></p>
<p style="font-size:13px;color:#475569;word-break:break-all">${escapeHtml(input.resetUrl)}</p>
<p>${escapeHtml(r.rule)}</p>
<p style="color:#64748b">${escapeHtml(r.ignore)}</p>`,
    input.locale,
  );
  return { subject, text, html };
}
