import type { Locale } from '#shared/i18n/catalogue';
import type { EmailContent } from '#server/notifications/notifier';
import { emailLayout, escapeHtml } from '#server/notifications/email-layout';
import { fill, messagesFor } from '#server/notifications/messages';

/** The six-digit code for confirming an email address (sign-up or the dashboard banner). */
export function verificationCodeEmail(input: {
  firstName: string | null;
  code: string;
  locale: Locale;
}): EmailContent {
  const m = messagesFor(input.locale);
  const c = m.verificationCode;
  const greeting = input.firstName
    ? fill(m.common.helloName, { name: input.firstName })
    : m.common.hello;
  const subject = c.subject;
  const text = [
    greeting,
    '',
    `${c.codeIs} ${input.code}`,
    '',
    c.enter,
    c.ignore,
    '',
    m.common.signature,
  ].join('\n');
  const html = emailLayout(
    subject,
    `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(c.codeIs)}</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:6px;color:#312e81">${escapeHtml(input.code)}</p>
<p>${escapeHtml(c.enter)}</p>
<p style="color:#64748b">${escapeHtml(c.ignore)}</p>`,
    input.locale,
  );
  return { subject, text, html };
}
