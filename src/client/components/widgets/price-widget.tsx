import type { Locale } from '#shared/i18n/catalogue';
import { cn } from '#client/lib/cn';
import { priceLineText } from './widget-texts';

export interface PriceWidgetProps {
  priceCents: number;
  /** Instalments the line quotes; merchants show 3 by default. */
  count?: number;
  locale?: Locale;
  className?: string;
}

/** The line merchants put under a product price: "ili 3 rate od 200,00 € bez kamate". */
export function PriceWidget({ priceCents, count = 3, locale = 'me', className }: PriceWidgetProps) {
  return (
    <p
      className={cn(
        'inline-flex flex-wrap items-center gap-2 rounded-lg bg-brand-50 px-3 py-2 text-sm text-slate-800',
        className,
      )}
      data-narate-widget="price"
    >
      <span
        aria-hidden="true"
        className="rounded-md bg-brand-700 px-1.5 py-0.5 text-xs font-bold text-white"
      >
        NaRate
      </span>
      <span>{priceLineText(priceCents, count, locale)}</span>
    </p>
  );
}
