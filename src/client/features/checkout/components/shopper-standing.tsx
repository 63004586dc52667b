import type { CheckoutSessionPublicView } from '#shared/purchase-api';
import { useI18n } from '#client/i18n/i18n-context';
import { useFormatters } from '#client/i18n/use-formatters';
import { DeclineReview } from './decline-review';
import { VerifyEmailInPlace } from './verify-email-in-place';

/**
 * Before any card is asked for: this shopper cannot be approved, why, and what to do next. An
 * unverified email is verified right here (`email`, then `onChanged` reloads the checkout).
 */
export function NotApprovable({
  session,
  email,
  onChanged,
}: {
  session: CheckoutSessionPublicView;
  email: string;
  onChanged(): void;
}) {
  const { t } = useI18n();
  const c = t.checkout;
  const { money } = useFormatters();
  const shopper = session.shopper;
  if (!shopper) return null;
  return (
    <DeclineReview
      sessionId={session.id}
      cancelUrl={session.cancelUrl}
      title={c.notApprovable}
      decline={{
        code: shopper.declineCode ?? '',
        reason: shopper.declineReason ?? '',
        reviewable: shopper.reviewable,
        review: shopper.review,
      }}
    >
      {shopper.declineCode === 'not_verified' && (
        <VerifyEmailInPlace email={email} onVerified={onChanged} />
      )}
      <p className="text-sm text-slate-700">
        {c.limitInfo(money(shopper.availableCents), money(shopper.spendingLimitCents))}
      </p>
    </DeclineReview>
  );
}
