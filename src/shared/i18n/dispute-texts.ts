import type { Locale } from './catalogue';
import { disputes as en } from './en/disputes';
import { disputes as me } from './me/disputes';

/** The returns, disputes and complaint texts in one language, for messages the server sends. */
export function disputeTexts(locale: Locale) {
  return locale === 'en' ? en : me;
}
