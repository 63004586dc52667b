import { CircleAlert, CircleCheck } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { ROUTES } from '#shared/routes';
import { buttonClasses } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { Spinner } from '../components/ui/spinner';
import { useDemoShop } from '../features/demo-shop/api/demo-shop';
import { DemoProductCard } from '../features/demo-shop/components/demo-product-card';
import { useI18n } from '../i18n/i18n-context';
import { usePageMeta } from '../i18n/use-page-meta';

/** The merchant's success/cancel return: what happened to the order. */
function ReturnNotice({ status, order }: { status: string; order: string | null }) {
  const { t } = useI18n();
  const d = t.demoShop;
  const success = status === 'success';
  const Icon = success ? CircleCheck : CircleAlert;
  return (
    <Card role="status" className="space-y-3">
      <div className="flex items-center gap-3">
        <Icon
          aria-hidden="true"
          className={`h-8 w-8 ${success ? 'text-emerald-600' : 'text-amber-600'}`}
        />
        <h2 className="text-xl font-bold text-slate-900">
          {success ? d.successTitle : d.cancelledTitle}
        </h2>
      </div>
      <p className="text-slate-700">{success ? d.successText(order ?? '') : d.cancelledText}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        {success && (
          <Link to={ROUTES.dashboard} className={buttonClasses('primary')}>
            {d.toDashboard}
          </Link>
        )}
        <Link to={ROUTES.demoShop} className={buttonClasses('outline')}>
          {d.backToShop}
        </Link>
      </div>
    </Card>
  );
}

/** /demo-shop (not in production): a pretend merchant to try the whole flow. */
export default function DemoShopPage() {
  usePageMeta('demoShop');
  const { t } = useI18n();
  const d = t.demoShop;
  const shop = useDemoShop();
  const [params] = useSearchParams();
  const status = params.get('status');
  return (
    <section className="bg-slate-50">
      <div className="mx-auto max-w-6xl space-y-6 px-4 py-10">
        <header>
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">
            {shop.data?.merchantName ?? d.title}
          </h1>
          <p className="mt-2 max-w-3xl text-slate-700">{d.subtitle}</p>
          <p className="mt-2 inline-block rounded-md bg-amber-100 px-2 py-1 text-sm text-amber-900">
            {d.testMode}
          </p>
        </header>
        {status && (
          <ReturnNotice status={status} order={params.get('reference') ?? params.get('order')} />
        )}
        {shop.isPending ? (
          <Spinner label={d.loading} className="py-16" />
        ) : shop.isError ? (
          <p role="alert" className="rounded-2xl bg-white p-6 text-slate-800">
            {d.loadFailed} {shop.error.message}
          </p>
        ) : (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {shop.data.products.map((product) => (
              <DemoProductCard key={product.id} product={product} />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
