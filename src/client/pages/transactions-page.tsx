import { ArrowLeft } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { ROUTES } from '#shared/routes';
import { OfflineNotice } from '../components/layout/offline-notice';
import { Button, buttonClasses } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { Spinner } from '../components/ui/spinner';
import { PURCHASES_PAGE_SIZE, useTransactions } from '../features/account/api/transactions';
import { PurchasesTable } from '../features/account/components/purchases-table';
import { useI18n } from '../i18n/i18n-context';
import { usePageMeta } from '../i18n/use-page-meta';

/** Every purchase, newest first, a page at a time (?strana=2). */
export default function TransactionsPage() {
  usePageMeta('transactions');
  const { t } = useI18n();
  const p = t.dashboard.purchases;
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('strana') ?? '1', 10) || 1);
  const purchases = useTransactions(page, PURCHASES_PAGE_SIZE);
  const pages = purchases.data
    ? Math.max(1, Math.ceil(purchases.data.total / PURCHASES_PAGE_SIZE))
    : 1;
  const goTo = (next: number) => setParams(next === 1 ? {} : { strana: String(next) });

  return (
    <section className="bg-slate-50">
      <div className="mx-auto max-w-4xl space-y-6 px-4 py-10 md:py-14">
        <Link to={ROUTES.dashboard} className={buttonClasses('ghost', 'sm')}>
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          {p.backToDashboard}
        </Link>
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">{p.allTitle}</h1>
        <OfflineNotice />
        <Card>
          {purchases.isPending ? (
            <Spinner label={t.shell.loading} className="py-10" />
          ) : purchases.isError ? (
            <div role="alert" className="space-y-3">
              <p className="text-slate-700">{p.loadFailed}</p>
              <Button variant="outline" size="sm" onClick={() => void purchases.refetch()}>
                {t.dashboard.retry}
              </Button>
            </div>
          ) : purchases.data.total === 0 ? (
            <p className="text-slate-700">{p.empty}</p>
          ) : (
            <div className="space-y-4">
              <p className="text-sm text-slate-600">{p.total(purchases.data.total)}</p>
              <PurchasesTable items={purchases.data.items} caption={p.allTitle} />
              <nav
                aria-label={p.pagination}
                className="flex items-center justify-between gap-3 pt-2"
              >
                <Button
                  variant="outline"
                  size="sm"
                  disabled={page <= 1}
                  onClick={() => goTo(page - 1)}
                >
                  {p.previous}
                </Button>
                <span className="text-sm text-slate-700" aria-live="polite">
                  {p.pageOf(Math.min(page, pages), pages)}
                </span>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={page >= pages}
                  onClick={() => goTo(page + 1)}
                >
                  {p.next}
                </Button>
              </nav>
            </div>
          )}
        </Card>
      </div>
    </section>
  );
}
