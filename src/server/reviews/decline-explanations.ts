// A declined purchase explains itself: the reason (the decision's own sentence) and what the
// shopper can do next, in plain words; whether a person can review it. The client shows the same
// in the shopper's language by the stable decline code; the API writes them in the reader's.
import { isReviewableDecline } from '#shared/consumer-rights';
import type { Locale } from '#shared/i18n/catalogue';
import {
  errorText,
  HttpError,
  render,
  type ApiErrorKey,
  type ErrorCode,
  type ErrorMessage,
} from '../http/errors';

const NEXT_STEPS: Readonly<Record<string, ApiErrorKey>> = {
  over_limit: 'decline_next_over_limit',
  overdue: 'decline_next_overdue',
  not_verified: 'decline_next_not_verified',
  identity_incomplete: 'decline_next_identity_incomplete',
  own_shop: 'decline_next_own_shop',
  blocked: 'decline_next_blocked',
  invalid_amount: 'decline_next_invalid_amount',
};

export function declineNextStep(code: string, locale: Locale = 'me'): string {
  return errorText(NEXT_STEPS[code] ?? 'decline_next_other', locale);
}

/** The 422 a declined confirm answers: code, reason, next step and whether review is possible. */
export function declineError(decision: { code: ErrorCode; reason: ErrorMessage }): HttpError {
  return new HttpError(
    422,
    decision.code,
    (locale) => render(decision.reason, locale),
    (locale) => ({
      nextStep: declineNextStep(decision.code, locale),
      reviewable: isReviewableDecline(decision.code),
    }),
  );
}
