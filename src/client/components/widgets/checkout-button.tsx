import type { Ref } from 'react';
import type { Locale } from '#shared/i18n/catalogue';
import { cn } from '#client/lib/cn';
import { checkoutButtonTexts } from './widget-texts';

export interface CheckoutButtonProps {
  priceCents: number;
  count?: number;
  locale?: Locale;
  /** Starts the hosted checkout; on the landing page it explains the demo instead. */
  onClick(): void;
  className?: string;
  ref?: Ref<HTMLButtonElement>;
  /** Names the product when several buttons share one page. */
  ariaLabel?: string;
}

/** The "Plati na rate uz NaRate" button merchants place at their checkout. */
export function CheckoutButton({
  priceCents,
  count = 3,
  locale = 'me',
  onClick,
  className,
  ref,
  ariaLabel,
}: CheckoutButtonProps) {
  const texts = checkoutButtonTexts(priceCents, count, locale);
  return (
    <button
      ref={ref}
      type="button"
      aria-label={ariaLabel}
      onClick={onClick}
      data-narate-widget="checkout"
      className={cn(
        'flex w-full flex-col items-center justify-center rounded-xl bg-slate-900 px-4 py-3 text-white',
        'transition-colors hover:bg-slate-800',
        className,
      )}
    >
      <span className="text-base font-semibold">{texts.label}</span>
      <span className="text-sm text-slate-200">{texts.detail}</span>
    </button>
  );
}
