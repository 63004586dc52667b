import { describe, expect, it } from 'vitest';
import { en } from './en';
import { apiErrors as enApiErrors } from './en/api-errors';
import { messages as enMessages } from './en/messages';
import { me as montenegrin } from './me';
import { apiErrors as meApiErrors } from './me/api-errors';
import { messages as meMessages } from './me/messages';

// The server-only sections (emails, SMS, PDFs; precise error texts) are checked with the
// client's sections.
const catalogues = {
  me: { ...montenegrin, messages: meMessages, apiErrors: meApiErrors },
  en: { ...en, messages: enMessages, apiErrors: enApiErrors },
};

/** Every path to a string leaf, with array positions, so missing list items show up too. */
function leafPaths(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix];
  if (typeof value === 'number') return [prefix];
  if (Array.isArray(value)) return value.flatMap((item, i) => leafPaths(item, `${prefix}[${i}]`));
  return Object.entries(value as Record<string, unknown>).flatMap(([key, item]) =>
    leafPaths(item, prefix ? `${prefix}.${key}` : key),
  );
}

function leafValues(value: unknown): unknown[] {
  if (typeof value === 'string' || typeof value === 'number') return [value];
  if (Array.isArray(value)) return value.flatMap(leafValues);
  return Object.values(value as Record<string, unknown>).flatMap(leafValues);
}

describe('i18n catalogues', () => {
  it('English has exactly the strings Montenegrin has, list items included', () => {
    expect(leafPaths(catalogues.en)).toEqual(leafPaths(catalogues.me));
  });

  it('has no empty string in either locale', () => {
    for (const locale of ['me', 'en'] as const) {
      expect(leafValues(catalogues[locale]).filter((v) => v === '')).toEqual([]);
    }
  });

  it('keeps the placeholders of each Montenegrin string in its English twin', () => {
    const me = leafPaths(catalogues.me);
    const meValues = leafValues(catalogues.me);
    const enValues = leafValues(catalogues.en);
    const placeholders = (v: unknown) => (typeof v === 'string' ? (v.match(/\{\w+\}/g) ?? []) : []);
    me.forEach((path, i) => {
      expect(placeholders(enValues[i]).sort(), path).toEqual(placeholders(meValues[i]).sort());
    });
  });
});
