import type { Locale } from '#shared/i18n/catalogue';
import { fill, messagesFor } from '#server/notifications/messages';

/** The SMS with the phone verification code: short, one message, no link. */
export function phoneCodeSms(code: string, locale: Locale): string {
  return fill(messagesFor(locale).phoneCodeSms, { code });
}
