import type { MoneyLocale } from '../money';
import type { Locale } from './catalogue';

/** How amounts are written in each UI locale: "1.234,56 €" or "€1,234.56". */
export const MONEY_LOCALES: Record<Locale, MoneyLocale> = { me: 'sr-Latn-ME', en: 'en' };
