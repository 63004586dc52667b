import { Link } from 'react-router';
import { ROUTES } from '#shared/routes';
import { Button } from '#client/components/ui/button';
import { Spinner } from '#client/components/ui/spinner';
import { useI18n } from '#client/i18n/i18n-context';
import { useMyOrders } from '../api/orders';
import { PlanCard } from './plan-card';
import { useScrollToPlan } from './use-scroll-to-plan';

/** "Moji planovi otplate": every instalment purchase with its schedule (dashboard section). */
export function PlansSection() {
  const { t } = useI18n();
  const p = t.plans;
  const orders = useMyOrders();
  useScrollToPlan(orders.isSuccess);
  return (
    <section aria-labelledby="plans-title" className="space-y-4">
      <div>
        <h2 id="plans-title" className="text-2xl font-bold text-slate-900">
          {p.title}
        </h2>
        <p className="text-slate-700">{p.subtitle}</p>
      </div>
      {orders.isPending ? (
        <Spinner label={p.loading} className="py-8" />
      ) : orders.isError ? (
        <div role="alert" className="space-y-3 rounded-2xl bg-white p-6">
          <p className="text-slate-800">{p.loadFailed}</p>
          <Button variant="outline" onClick={() => void orders.refetch()}>
            {p.retry}
          </Button>
        </div>
      ) : orders.data.items.length === 0 ? (
        <div className="space-y-2 rounded-2xl bg-white p-6 text-slate-700">
          <p>{p.empty}</p>
          <Link to={ROUTES.stores} className="font-semibold text-brand-700 underline">
            {t.shopping.next.findStores}
          </Link>
        </div>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          {orders.data.items.map((order) => (
            <PlanCard key={order.id} order={order} />
          ))}
        </div>
      )}
    </section>
  );
}
