// The widgets carry their own texts (not the app's i18n context), so the merchant embed script
// can render them on a merchant's page without the rest of the app.
import type { Locale } from '#shared/i18n/catalogue';
import { widgets as enWidgets } from '#shared/i18n/en/widgets';
import { fillTemplate, pluralForm } from '#shared/i18n/format';
import { widgets as meWidgets } from '#shared/i18n/me/widgets';
import { MONEY_LOCALES } from '#shared/i18n/money-locale';
import { formatEur } from '#shared/money';

const TEXTS = { me: meWidgets, en: enWidgets };

/**
 * One instalment as the widgets show it: the price / count rounded to the cent, as the calculator
 * shows it.
 */
export function widgetInstalmentCents(priceCents: number, count: number): number {
  return Math.round(priceCents / count);
}

/** "ili 3 rate od 200,00 € bez kamate". */
export function priceLineText(priceCents: number, count: number, locale: Locale): string {
  const texts = TEXTS[locale];
  return fillTemplate(texts.priceLine, {
    count,
    word: pluralForm(locale, count, texts.instalmentWord),
    amount: formatEur(widgetInstalmentCents(priceCents, count), MONEY_LOCALES[locale]),
  });
}

/** The checkout button's label and its "3 × 200,00 € · 0% kamate" detail line. */
export function checkoutButtonTexts(priceCents: number, count: number, locale: Locale) {
  const texts = TEXTS[locale];
  return {
    label: texts.checkoutButton,
    detail: fillTemplate(texts.checkoutButtonDetail, {
      count,
      amount: formatEur(widgetInstalmentCents(priceCents, count), MONEY_LOCALES[locale]),
    }),
  };
}
