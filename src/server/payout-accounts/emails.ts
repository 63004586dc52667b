// The payout account change's emails, in the recipient's language: the confirmation code for the
// person who asked, and the notice every user of the merchant gets once the account changed.
import type { Locale } from '#shared/i18n/catalogue';
import { payoutAccount as en } from '#shared/i18n/en/payout-account';
import { payoutAccount as me } from '#shared/i18n/me/payout-account';
import type { EmailContent } from '../notifications/notifier';
import { emailLayout, escapeHtml } from '../notifications/email-layout';

const texts = (locale: Locale) => (locale === 'en' ? en.email : me.email);

export function payoutChangeCodeEmail(
  locale: Locale,
  input: { merchantName: string; ibanMasked: string; code: string },
): EmailContent {
  const t = texts(locale);
  const intro = t.codeIntro(input.merchantName, input.ibanMasked);
  const text = [
    t.greeting,
    '',
    intro,
    '',
    `${t.codeLabel} ${input.code}`,
    '',
    t.codeValidity,
    t.hold,
    t.notYou,
    '',
    t.signature,
  ].join('\n');
  const html = emailLayout(
    t.codeSubject,
    `<p>${escapeHtml(t.greeting)}</p>
<p>${escapeHtml(intro)}</p>
<p>${escapeHtml(t.codeLabel)}</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:6px;color:#312e81">${escapeHtml(input.code)}</p>
<p>${escapeHtml(t.codeValidity)}</p>
<p><strong>${escapeHtml(t.hold)}</strong></p>
<p style="color:#64748b">${escapeHtml(t.notYou)}</p>`,
    locale,
  );
  return { subject: t.codeSubject, text, html };
}

export function payoutAccountChangedEmail(
  locale: Locale,
  input: { merchantName: string; ibanMasked: string; heldUntil: string },
): EmailContent {
  const t = texts(locale);
  const intro = t.changedIntro(input.merchantName, input.ibanMasked);
  const hold = t.changedHold(input.heldUntil);
  const text = [t.greeting, '', intro, hold, '', t.changedNotYou, '', t.signature].join('\n');
  const html = emailLayout(
    t.changedSubject,
    `<p>${escapeHtml(t.greeting)}</p>
<p>${escapeHtml(intro)}</p>
<p><strong>${escapeHtml(hold)}</strong></p>
<p style="color:#64748b">${escapeHtml(t.changedNotYou)}</p>`,
    locale,
  );
  return { subject: t.changedSubject, text, html };
}
