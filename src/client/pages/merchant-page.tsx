import { lazy, Suspense } from 'react';
import { Link, Navigate } from 'react-router';
import { formatFeePercent, pricingTier } from '#shared/pricing-tiers';
import { ROUTES } from '#shared/routes';
import { Button } from '../components/ui/button';
import { Spinner } from '../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs';
import { useAuth } from '../lib/auth/auth-context';
import { useMerchantOrders, useMerchantOverview } from '../features/merchant/api/merchant-area';
import { ApiKeysPanel } from '../features/merchant/components/api-keys-panel';
import { DisputesPanel } from '../features/disputes/components/disputes-panel';
import { OnboardingChecklist } from '../features/merchant/components/onboarding-checklist';
import { OrdersTable } from '../features/merchant/components/orders-table';
import { OverviewPanel } from '../features/merchant/components/overview-panel';
import { PayoutsPanel } from '../features/merchant/components/payouts-panel';
import { WebhookDeliveries } from '../features/merchant/components/webhook-deliveries';
import { WebhookEndpointForm } from '../features/merchant/components/webhook-endpoint-form';
import { useI18n } from '../i18n/i18n-context';
import { usePageMeta } from '../i18n/use-page-meta';

function OrdersPanel() {
  const { t } = useI18n();
  const orders = useMerchantOrders();
  if (orders.isPending) return <Spinner label={t.merchant.loading} className="py-8" />;
  if (orders.isError) return <p role="alert">{t.merchant.loadFailed}</p>;
  return <OrdersTable orders={orders.data.items} caption={t.merchant.orders.caption} />;
}

// The payout account (and its IBAN checks) loads when the payouts tab opens, not with the area.
const PayoutAccountSection = lazy(() =>
  import('../features/merchant/components/payout-account-section').then((m) => ({
    default: m.PayoutAccountSection,
  })),
);

/** /merchant — the merchant area (the server checks the merchant role on every call). */
export default function MerchantPage() {
  usePageMeta('merchant');
  const { t, locale } = useI18n();
  const m = t.merchant;
  const { user } = useAuth();
  const overview = useMerchantOverview();
  if (user && !user.isMerchant) return <Navigate to={ROUTES.dashboard} replace />;
  const profile = overview.data?.merchant;
  return (
    <section className="bg-slate-50">
      <div className="mx-auto max-w-6xl space-y-6 px-4 py-10">
        <header className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">
              {profile?.name ?? m.title}
            </h1>
            {profile && (
              <p className="mt-1 text-slate-700">
                {m.title} ·{' '}
                {m.tier(
                  pricingTier(profile.pricingTier).name,
                  formatFeePercent(profile.feeBasisPoints, locale === 'me' ? 'sr-Latn-ME' : 'en'),
                )}
              </p>
            )}
          </div>
          <Link
            to={ROUTES.merchantGuide}
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
          >
            {m.guide}
          </Link>
        </header>
        {overview.isPending ? (
          <Spinner label={m.loading} className="py-16" />
        ) : overview.isError ? (
          <div role="alert" className="space-y-3 rounded-2xl bg-white p-6">
            <p>{m.loadFailed}</p>
            <Button variant="outline" onClick={() => void overview.refetch()}>
              {m.retry}
            </Button>
          </div>
        ) : (
          <>
            {overview.data.onboarding && (
              <OnboardingChecklist onboarding={overview.data.onboarding} />
            )}
            <Tabs defaultValue="overview">
              {/* Five tabs do not fit a phone's width: they wrap, so "Webhookovi" is never hidden. */}
              <TabsList aria-label={m.title} className="flex-wrap overflow-visible">
                <TabsTrigger value="overview">{m.tabs.overview}</TabsTrigger>
                <TabsTrigger value="orders">{m.tabs.orders}</TabsTrigger>
                <TabsTrigger value="disputes">{t.disputes.merchant.tab}</TabsTrigger>
                <TabsTrigger value="payouts">{m.tabs.payouts}</TabsTrigger>
                <TabsTrigger value="keys">{m.tabs.keys}</TabsTrigger>
                <TabsTrigger value="webhooks">{m.tabs.webhooks}</TabsTrigger>
              </TabsList>
              <TabsContent value="overview">
                <OverviewPanel overview={overview.data} />
              </TabsContent>
              <TabsContent value="orders">
                <OrdersPanel />
              </TabsContent>
              <TabsContent value="disputes">
                <DisputesPanel party="merchant" />
              </TabsContent>
              <TabsContent value="payouts" className="space-y-8">
                <Suspense fallback={<Spinner label={t.merchant.loading} className="py-8" />}>
                  <PayoutAccountSection email={user?.email ?? ''} />
                </Suspense>
                <PayoutsPanel />
              </TabsContent>
              <TabsContent value="keys">
                <ApiKeysPanel />
              </TabsContent>
              <TabsContent value="webhooks" className="space-y-8">
                <WebhookEndpointForm />
                <WebhookDeliveries />
              </TabsContent>
            </Tabs>
          </>
        )}
      </div>
    </section>
  );
}
