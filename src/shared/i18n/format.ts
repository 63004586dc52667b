// Small helpers for catalogue strings: placeholders and plural forms.
import type { Locale } from './catalogue';

/**
 * Replaces `{name}` placeholders with the given values; unknown placeholders stay as they are. A
 * value that ends with a full stop of its own takes the place of the sentence's full stop right
 * after it: a Montenegrin date is written "15. 12. 2026.", and "dospijeva {day}." must not end
 * in two.
 */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}(\.?)/g, (whole, name: string, stop: string) => {
    if (!(name in values)) return whole;
    const value = String(values[name]);
    return stop ? withFullStop(value) : value;
  });
}

/**
 * A value with the full stop that ends a sentence after it, unless it already ends with one (a
 * Montenegrin date: "15. 12. 2026."), for the texts written as functions.
 */
export function withFullStop(value: string): string {
  return value.endsWith('.') ? value : `${value}.`;
}

/** Word forms by count: Montenegrin needs three (1 rata, 2 rate, 5 rata); English uses two. */
export interface PluralForms {
  one: string;
  few: string;
  other: string;
}

// Plural categories come from the runtime's CLDR data (Intl.PluralRules), not a hand-written rule:
// Montenegrin (sr-Latn) has one (1, 21, 101), few (2-4, 22-24) and other (0, 5-20, 25…); English
// has one and other, so its `few` form is never chosen.
const PLURAL_RULES: Record<Locale, Intl.PluralRules> = {
  me: new Intl.PluralRules('sr-Latn'),
  en: new Intl.PluralRules('en'),
};

/** The form a count takes in the locale: pluralForm('me', 3, rata) is "rate", 6 gives "rata". */
export function pluralForm(locale: Locale, count: number, forms: PluralForms): string {
  const category = PLURAL_RULES[locale].select(Math.abs(Math.trunc(count)));
  return category === 'one' || category === 'few' ? forms[category] : forms.other;
}

/** "3 rate", "6 rata", "12 rata": the count followed by its word form. */
export function countOf(locale: Locale, count: number, forms: PluralForms): string {
  return `${count} ${pluralForm(locale, count, forms)}`;
}
