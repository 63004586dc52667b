import type { Locale } from '../../../shared/i18n/catalogue';
import { fillTemplate } from '../../../shared/i18n/format';
import { smsTexts as en } from '../../../shared/i18n/en/sms-texts';
import { smsTexts as me } from '../../../shared/i18n/me/sms-texts';

/** The SMS with the phone verification code, in the recipient's language: short, no link. */
export function phoneCodeSms(code: string, locale: Locale = 'me'): string {
  return fillTemplate((locale === 'en' ? en : me).phoneCode, { code });
}
