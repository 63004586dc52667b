import { Headphones, ShoppingCart, Watch } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Card } from '#client/components/ui/card';
import { useI18n } from '#client/i18n/i18n-context';
import { formatEur } from '#shared/money';
import { MONEY_LOCALES } from '#shared/i18n/money-locale';
import { CheckoutButton } from '#client/components/widgets/checkout-button';
import { PriceWidget } from '#client/components/widgets/price-widget';

const CheckoutDemoDialog = lazy(() => import('./checkout-demo-dialog'));

const PRODUCT_PRICE_CENTS = 60_000;
const CART_TOTAL_CENTS = 29_970;

/** The landing page's two merchant widgets, on a sample product card and a sample checkout. */
export function WidgetsShowcase() {
  const { t, locale } = useI18n();
  const w = t.landing.widgets;
  const [demoOpen, setDemoOpen] = useState(false);
  // The dialog's code loads on first use and stays mounted so it can animate closed.
  const [demoLoaded, setDemoLoaded] = useState(false);
  const checkoutButton = useRef<HTMLButtonElement>(null);
  const money = MONEY_LOCALES[locale];
  return (
    <section aria-labelledby="widgets-title" className="bg-slate-50 py-16 md:py-24">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="widgets-title" className="text-3xl font-bold tracking-tight md:text-4xl">
          {w.title}
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-slate-700">{w.lead}</p>
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          <Card>
            <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-600">
              {w.productCardTitle}
            </h3>
            <div className="mt-4 flex flex-col gap-5 sm:flex-row">
              <div
                role="img"
                aria-label={w.productImageAlt}
                className="grid h-32 w-full shrink-0 place-items-center rounded-xl bg-gradient-to-br from-brand-100 to-brand-200 sm:h-36 sm:w-36"
              >
                <Headphones aria-hidden="true" className="h-16 w-16 text-brand-700" />
              </div>
              <div className="space-y-2">
                <p className="text-sm text-slate-600">{w.productShop}</p>
                <p className="text-lg font-semibold text-slate-900">{w.productName}</p>
                <p className="text-2xl font-bold text-slate-900">
                  {formatEur(PRODUCT_PRICE_CENTS, money)}
                </p>
                <PriceWidget priceCents={PRODUCT_PRICE_CENTS} count={3} locale={locale} />
              </div>
            </div>
          </Card>
          <Card>
            <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-600">
              {w.checkoutCardTitle}
            </h3>
            <div className="mt-4 space-y-4">
              <div className="flex items-center gap-2 text-slate-700">
                <ShoppingCart aria-hidden="true" className="h-5 w-5" />
                <span className="font-medium">{w.cartLabel}</span>
              </div>
              <div className="flex items-center justify-between gap-4 rounded-lg border border-slate-200 p-3">
                <span className="flex items-center gap-3">
                  <Watch aria-hidden="true" className="h-6 w-6 text-brand-700" />
                  {w.cartItem}
                </span>
                <span className="font-semibold">{formatEur(CART_TOTAL_CENTS, money)}</span>
              </div>
              <div className="flex items-center justify-between border-t border-slate-200 pt-3 font-semibold">
                <span>{w.total}</span>
                <span>{formatEur(CART_TOTAL_CENTS, money)}</span>
              </div>
              <CheckoutButton
                ref={checkoutButton}
                priceCents={CART_TOTAL_CENTS}
                count={3}
                locale={locale}
                onClick={() => {
                  setDemoLoaded(true);
                  setDemoOpen(true);
                }}
              />
            </div>
          </Card>
        </div>
      </div>
      {demoLoaded && (
        <Suspense fallback={null}>
          <CheckoutDemoDialog
            open={demoOpen}
            onOpenChange={setDemoOpen}
            returnFocusRef={checkoutButton}
          />
        </Suspense>
      )}
    </section>
  );
}
