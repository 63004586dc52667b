import { CircleAlert, CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import type { CheckoutSessionPublicView } from '#shared/purchase-api';
import { ROUTES } from '#shared/routes';
import { buttonClasses } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { useI18n } from '#client/i18n/i18n-context';

/** Expired, cancelled or already paid: say so plainly and offer the way on. */
export function SessionClosed({ session }: { session: CheckoutSessionPublicView }) {
  const { t } = useI18n();
  const c = t.checkout.closed;
  const completed = session.status === 'completed';
  const title =
    session.status === 'expired'
      ? c.expiredTitle
      : session.status === 'cancelled'
        ? c.cancelledTitle
        : c.completedTitle;
  const text =
    session.status === 'expired'
      ? c.expiredText
      : session.status === 'cancelled'
        ? c.cancelledText
        : c.completedText;
  const Icon = completed ? CircleCheck : CircleAlert;
  return (
    <Card className="mx-auto max-w-xl space-y-4 text-center" role="status">
      <Icon
        aria-hidden="true"
        className={`mx-auto h-12 w-12 ${completed ? 'text-emerald-600' : 'text-amber-600'}`}
      />
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p className="text-slate-700">{text}</p>
      <p className="text-sm text-slate-600">
        {session.merchantName} · {session.orderReference}
      </p>
      <div className="flex flex-col justify-center gap-2 sm:flex-row">
        {completed && session.order ? (
          <>
            <a href={session.order.redirectUrl} className={buttonClasses('primary')}>
              {c.continue}
            </a>
            <Link to={ROUTES.dashboard} className={buttonClasses('outline')}>
              {c.toDashboard}
            </Link>
          </>
        ) : (
          <a href={session.cancelUrl} className={buttonClasses('primary')}>
            {t.checkout.backToMerchant}
          </a>
        )}
      </div>
    </Card>
  );
}
