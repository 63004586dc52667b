import {
  SIGNUP_BONUS,
  PHONE_VERIFICATION_BONUS,
  START_LIMIT_CENTS,
} from '../../../shared/credit-tiers';
import { formatEur } from '../../../shared/money';
import type { EmailContent } from '../../notifications/notifier';
import { emailLayout, escapeHtml } from '../../notifications/email-layout';

/** Sent once the account exists; it names the +10 points the sign-up earned. */
export function welcomeEmail(input: { firstName: string; appUrl: string }): EmailContent {
  const dashboardUrl = `${input.appUrl}/dashboard`;
  const limit = formatEur(START_LIMIT_CENTS, 'sr-Latn-ME', { hideZeroCents: true });
  const subject = 'Tvoj NaRate nalog je spreman!';
  const lines = [
    `Tvoj nalog je kreiran, a kredit skor ti je porastao za +${SIGNUP_BONUS} bodova.`,
    `Tvoj početni limit potrošnje je ${limit}. Raste sa svakom uspješno otplaćenom kupovinom.`,
    `Verifikuj broj telefona na svom nalogu za dodatnih +${PHONE_VERIFICATION_BONUS} bodova.`,
  ];
  const text = [
    `Zdravo ${input.firstName},`,
    '',
    ...lines,
    '',
    `Tvoj nalog: ${dashboardUrl}`,
    '',
    'Kupi odmah, plati NaRate.',
    'Tim NaRate',
  ].join('\n');
  const html = emailLayout(
    subject,
    `<p>Zdravo ${escapeHtml(input.firstName)},</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(dashboardUrl)}" style="display:inline-block;background:#4338ca;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">Otvori moj nalog</a></p>
<p>Kupi odmah, plati NaRate.</p>`,
  );
  return { subject, text, html };
}
