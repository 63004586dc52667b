import { toast } from '#client/lib/toast';
import type { DemoProduct } from '#shared/purchase-api';
import { pathTo, ROUTES } from '#shared/routes';
import { useI18n } from '#client/i18n/i18n-context';
import { useFormatters } from '#client/i18n/use-formatters';
import { ApiError } from '#client/lib/api-client';
import { CheckoutButton } from '#client/components/widgets/checkout-button';
import { checkoutButtonTexts } from '#client/components/widgets/widget-texts';
import { PriceWidget } from '#client/components/widgets/price-widget';
import { useStartDemoCheckout } from '../api/demo-shop';

/** A product with the merchant widgets: the price line and the pay-in-instalments button. */
export function DemoProductCard({ product }: { product: DemoProduct }) {
  const { t, locale } = useI18n();
  const d = t.demoShop;
  const { money } = useFormatters();
  const start = useStartDemoCheckout();
  // The page's language when the catalogue knows the product; the shop's own text otherwise.
  const text = d.products[product.id] ?? product;
  return (
    <article
      aria-labelledby={`product-${product.id}`}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={`product-${product.id}`} className="text-lg font-semibold text-slate-900">
        {text.name}
      </h2>
      <p className="text-sm text-slate-700">{text.description}</p>
      <p className="text-2xl font-bold tabular-nums text-slate-900">{money(product.priceCents)}</p>
      <PriceWidget priceCents={product.priceCents} locale={locale} />
      <div className="mt-auto" aria-busy={start.isPending}>
        <CheckoutButton
          priceCents={product.priceCents}
          locale={locale}
          ariaLabel={`${checkoutButtonTexts(product.priceCents, 3, locale).label}: ${text.name}`}
          onClick={() =>
            start.mutate(product.id, {
              onSuccess: (session) => {
                window.location.assign(pathTo(ROUTES.checkout, { id: session.id }));
              },
              onError: (e) =>
                toast.error(d.startFailed, {
                  description: e instanceof ApiError ? e.message : t.shell.genericError,
                }),
            })
          }
        />
      </div>
    </article>
  );
}
