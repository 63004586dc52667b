import {
  EMAIL_VERIFICATION_BONUS,
  SIGNUP_BONUS,
  PHONE_VERIFICATION_BONUS,
  START_LIMIT_CENTS,
} from '#shared/credit-tiers';
import type { Locale } from '#shared/i18n/catalogue';
import { formatEur } from '#shared/money';
import type { EmailContent } from '#server/notifications/notifier';
import { emailLayout, escapeHtml } from '#server/notifications/email-layout';
import { fill, messagesFor } from '#server/notifications/messages';

/** Sent once the account exists; it names the points the sign-up and its verified email earned. */
export function welcomeEmail(input: {
  firstName: string;
  appUrl: string;
  locale: Locale;
}): EmailContent {
  const m = messagesFor(input.locale);
  const w = m.welcome;
  const dashboardUrl = `${input.appUrl}/dashboard`;
  const limit = formatEur(START_LIMIT_CENTS, input.locale === 'en' ? 'en' : 'sr-Latn-ME', {
    hideZeroCents: true,
  });
  const subject = w.subject;
  const greeting = fill(m.common.helloName, { name: input.firstName });
  const lines = [
    fill(w.created, { points: SIGNUP_BONUS + EMAIL_VERIFICATION_BONUS }),
    fill(w.limit, { limit }),
    fill(w.phone, { points: PHONE_VERIFICATION_BONUS }),
  ];
  const text = [
    greeting,
    '',
    ...lines,
    '',
    fill(w.account, { url: dashboardUrl }),
    '',
    m.common.slogan,
    m.common.signature,
  ].join('\n');
  const html = emailLayout(
    subject,
    `<p>${escapeHtml(greeting)}</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(dashboardUrl)}" style="display:inline-block;background:#4338ca;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(w.open)}</a></p>
<p>${escapeHtml(m.common.slogan)}</p>`,
    input.locale,
  );
  return { subject, text, html };
}
