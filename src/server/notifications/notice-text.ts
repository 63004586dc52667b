// What a notification says, in the reader's language: the in-app list and the push message word
// it alike from the kind and the facts stored with it.
import type { Locale } from '#shared/i18n/catalogue';
import { notifications as enTexts } from '#shared/i18n/en/notifications';
import { notifications as meTexts } from '#shared/i18n/me/notifications';
import type { NotificationKind } from '../db/schema';
import { formatEur } from '#shared/money';
import { formatDay } from './email-text';

/** A day is written DD.MM.YYYY. (with its closing dot) in both languages. */
/** The facts a notification keeps; each kind uses some of them. */
export interface NoticeParams {
  merchant?: string;
  amountCents?: number;
  sequence?: number;
  /** YYYY-MM-DD */
  dueDay?: string;
  /** A reminder sent the day before the due day. */
  tomorrow?: boolean;
}

const TEXTS = { me: meTexts, en: enTexts } as const;

export function noticeText(
  kind: NotificationKind,
  raw: unknown,
  locale: Locale,
): { title: string; body: string } {
  const params = (raw ?? {}) as NoticeParams;
  const m = TEXTS[locale].messages;
  const merchant = params.merchant ?? 'NaRate';
  const amount = formatEur(params.amountCents ?? 0, locale === 'en' ? 'en' : 'sr-Latn-ME');
  const sequence = params.sequence ?? 1;
  switch (kind) {
    case 'reminder':
      return {
        title: m.reminder.title,
        body: params.tomorrow
          ? m.reminder.bodyTomorrow(sequence, merchant, amount)
          : m.reminder.body(sequence, merchant, amount, formatDay(params.dueDay ?? '')),
      };
    case 'payment_received':
      return { title: m.payment_received.title, body: m.payment_received.body(amount, merchant) };
    case 'refund_received':
      return { title: m.refund_received.title, body: m.refund_received.body(amount, merchant) };
    case 'review_approved':
      return { title: m.review_approved.title, body: m.review_approved.body(amount, merchant) };
    case 'autopay_failed':
      return {
        title: m.autopay_failed.title,
        body: m.autopay_failed.body(sequence, merchant, amount),
      };
  }
}
