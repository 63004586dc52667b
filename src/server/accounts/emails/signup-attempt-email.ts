import type { Locale } from '#shared/i18n/catalogue';
import type { EmailContent } from '#server/notifications/notifier';
import { emailLayout, escapeHtml } from '#server/notifications/email-layout';
import { fill, messagesFor, type Messages } from '#server/notifications/messages';

// Sign-up answers the same whether or not an email or JMBG already has an account, so the
// only one told is the owner of the existing account, by email. Nothing the other person typed
// (a name, an address) goes into these messages: they reach a stranger's inbox.

type Notice = Exclude<
  keyof Messages['signupAttempt'],
  'login' | 'forgotten' | 'support' | 'loginButton' | 'forgottenHtml'
>;

function ownerNotice(notice: Notice, appUrl: string, locale: Locale): EmailContent {
  const m = messagesFor(locale);
  const a = m.signupAttempt;
  const { subject, lines } = a[notice];
  const loginUrl = `${appUrl}/auth`;
  const contactUrl = `${appUrl}/kontakt`;
  const links = [
    fill(a.login, { url: loginUrl }),
    a.forgotten,
    fill(a.support, { url: contactUrl }),
  ];
  const text = [m.common.hello, '', ...lines, '', ...links, '', m.common.signature].join('\n');
  const html = emailLayout(
    subject,
    `<p>${escapeHtml(m.common.hello)}</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(loginUrl)}" style="display:inline-block;background:#4338ca;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(a.loginButton)}</a></p>
<p>${escapeHtml(a.forgottenHtml)} <a href="${escapeHtml(contactUrl)}">${escapeHtml(contactUrl)}</a></p>`,
    locale,
  );
  return { subject, text, html };
}

/** To the owner of an email someone tried to sign up with; no account was created. */
export function signupWithExistingEmail(input: { appUrl: string; locale: Locale }): EmailContent {
  return ownerNotice('existingEmail', input.appUrl, input.locale);
}

/** To the owner of a JMBG that someone confirmed a new sign-up with; no account was created. */
export function signupWithTakenJmbg(input: { appUrl: string; locale: Locale }): EmailContent {
  return ownerNotice('takenJmbg', input.appUrl, input.locale);
}

/** To the owner of a JMBG that another signed-in account tried to record as its own. */
export function identityWithTakenJmbg(input: { appUrl: string; locale: Locale }): EmailContent {
  return ownerNotice('identityTakenJmbg', input.appUrl, input.locale);
}
