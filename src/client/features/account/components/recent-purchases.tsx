import { Link } from 'react-router';
import { ROUTES } from '#shared/routes';
import { Button, buttonClasses } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { Spinner } from '#client/components/ui/spinner';
import { useI18n } from '#client/i18n/i18n-context';
import { RECENT_PURCHASES_LIMIT, useTransactions } from '../api/transactions';
import { PurchasesTable } from './purchases-table';

/** The last five purchases, with "show all" whenever there is any (the full list is a page of its own). */
export function RecentPurchases() {
  const { t } = useI18n();
  const p = t.dashboard.purchases;
  const purchases = useTransactions(1, RECENT_PURCHASES_LIMIT);
  return (
    <Card>
      <div className="mb-4 flex items-center justify-between gap-4">
        <h2 className="text-lg font-semibold text-slate-900">{p.title}</h2>
        {purchases.data && purchases.data.items.length > 0 && (
          <Link to={ROUTES.transactions} className={buttonClasses('outline', 'sm')}>
            {p.showAll}
          </Link>
        )}
      </div>
      {purchases.isPending ? (
        <Spinner label={t.shell.loading} className="py-6" />
      ) : purchases.isError ? (
        <div role="alert" className="space-y-3">
          <p className="text-slate-700">{p.loadFailed}</p>
          <Button variant="outline" size="sm" onClick={() => void purchases.refetch()}>
            {t.dashboard.retry}
          </Button>
        </div>
      ) : purchases.data.items.length === 0 ? (
        <div className="space-y-2">
          <p className="text-slate-700">{p.empty}</p>
          <Link to={ROUTES.stores} className="font-semibold text-brand-700 underline">
            {t.shopping.next.findStores}
          </Link>
        </div>
      ) : (
        <PurchasesTable items={purchases.data.items} caption={p.title} />
      )}
    </Card>
  );
}
