// Small pieces every plain email shares: a day as people write it, money in the reader's
// language, and a subject with paragraphs laid out in the common frame.
import type { Locale } from '#shared/i18n/catalogue';
import { formatEur } from '#shared/money';
import { emailLayout, escapeHtml } from './email-layout';
import type { EmailContent } from './notifier';

/** A calendar day (YYYY-MM-DD) as DD.MM.YYYY. */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}.${month}.${year}.`;
}

/** Euro amounts; English text gets plain spaces, since its readers' mail clients expect them. */
export const moneyIn = (cents: number, locale: Locale): string =>
  locale === 'en' ? formatEur(cents).replace(/\u00a0/g, ' ') : formatEur(cents);

/** A subject and its paragraphs, as text and as escaped HTML in the common frame. */
export function paragraphsEmail(
  locale: Locale,
  subject: string,
  lines: readonly string[],
): EmailContent {
  return {
    subject,
    text: lines.join('\n\n'),
    html: emailLayout(subject, lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(''), locale),
  };
}
