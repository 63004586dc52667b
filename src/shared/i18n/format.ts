// Small helpers for catalogue strings: placeholders and plural forms.
import type { Locale } from './catalogue';

/** Replaces `{name}` placeholders with the given values; unknown placeholders stay as they are. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** Word forms by count: Montenegrin needs three (1 rata, 2 rate, 5 rata); English uses two. */
export interface PluralForms {
  one: string;
  few: string;
  other: string;
}

/** The form a count takes, by the locale's rule (CLDR's rules for sr-Latn and en). */
export function pluralForm(locale: Locale, count: number, forms: PluralForms): string {
  const n = Math.abs(Math.trunc(count));
  if (locale === 'en') return n === 1 ? forms.one : forms.other;
  const lastDigit = n % 10;
  const lastTwo = n % 100;
  if (lastDigit === 1 && lastTwo !== 11) return forms.one;
  if (lastDigit >= 2 && lastDigit <= 4 && (lastTwo < 12 || lastTwo > 14)) return forms.few;
  return forms.other;
}
