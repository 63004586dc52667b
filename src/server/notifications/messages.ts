// The texts the server sends (emails, SMS, PDFs) come from the language catalogue's server-only
// `messages` section, by key, in the recipient's language: no user-facing sentence is written in
// server code, so English readers get English and a wording change is made in one place.
import type { Locale } from '#shared/i18n/catalogue';
import { messages as en } from '#shared/i18n/en/messages';
import { formatCalendarDay } from '#shared/i18n/date-format';
import { fillTemplate } from '#shared/i18n/format';
import { messages as me } from '#shared/i18n/me/messages';

export type Messages = typeof me;

/** The whole messages section in one language (Montenegrin for anything but 'en'). */
export function messagesFor(locale: Locale): Messages {
  return locale === 'en' ? en : me;
}

/** A catalogue string with its `{name}` placeholders filled. */
export function fill(template: string, values: Record<string, string | number>): string {
  return fillTemplate(template, values);
}

/** A calendar day (YYYY-MM-DD) as every screen writes it: "5. 3. 2026." or "Mar 5, 2026". */
export function dayIn(day: string, locale: Locale): string {
  return formatCalendarDay(day, locale);
}

/**
 * A deleted shopper's name where their orders are still shown (admins, the merchant, documents):
 * the account's first 8 id characters, which identify nobody but tell two deleted shoppers apart.
 */
export function deletedShopperName(accountId: string, locale: Locale): string {
  return fill(messagesFor(locale).common.deletedShopper, { ref: accountId.slice(0, 8) });
}
