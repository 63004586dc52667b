import { Link } from 'react-router';
import { ROUTES } from '#shared/routes';
import { buttonClasses } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { useI18n } from '#client/i18n/i18n-context';

/**
 * A merchant's user without a shopper identity has no credit: instead of a score and a limit it
 * sees where its shop is run, and that entering its identity is the way to buy in instalments.
 */
export function MerchantOnlyNotice() {
  const { t } = useI18n();
  const m = t.dashboard.merchantOnly;
  return (
    <Card data-testid="merchant-only-notice" className="space-y-3">
      <h2 className="text-lg font-semibold text-slate-900">{m.title}</h2>
      <p className="text-slate-700">{m.text}</p>
      <Link to={ROUTES.merchant} className={buttonClasses('primary', 'md')}>
        {m.open}
      </Link>
    </Card>
  );
}
