import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { INSTALMENT_OPTIONS } from './calculator';
import { WITHDRAWAL_PERIOD_DAYS } from './consumer-rights';
import { en } from './i18n/en';
import { me } from './i18n/me';
import {
  formatFeePercent,
  MAX_CUSTOM_FEE_BASIS_POINTS,
  DEFAULT_ENTERPRISE_FEE_BASIS_POINTS,
  PRICING_TIERS,
} from './pricing-tiers';
import {
  PAYOUT_BUSINESS_DAYS_AFTER_SALE,
  SALES_LIFT_PERCENT,
  SUPPORT_HOURS,
} from './product-claims';

const I18N = join(__dirname, 'i18n');
/** Every user-facing text the app ships or sends, as source, in both languages. */
const catalogueSources = ['me', 'en'].flatMap((locale) =>
  readdirSync(join(I18N, locale))
    .filter((file) => file.endsWith('.ts'))
    .map((file) => ({
      file: `${locale}/${file}`,
      text: readFileSync(join(I18N, locale, file), 'utf8'),
    })),
);
/** Quoted strings of the catalogue sources, one per entry. */
const catalogueStrings = catalogueSources.flatMap(({ file, text }) =>
  [...text.matchAll(/(['`"])((?:\\.|(?!\1)[^\\])*)\1/g)].map((match) => ({
    file,
    text: match[2] ?? '',
  })),
);
const matching = (pattern: RegExp) =>
  catalogueStrings
    .filter(({ text }) => pattern.test(text))
    .map(({ file, text }) => `${file}: ${text}`);

describe('one set of claims', () => {
  it('never promises round-the-clock support, and states the real hours', () => {
    expect(matching(/24\s*\/\s*7|0-24|non-?stop/i)).toEqual([]);
    for (const catalogue of [me, en]) {
      expect(catalogue.contact.hours).toContain(SUPPORT_HOURS.opens);
      expect(catalogue.contact.hours).toContain(SUPPORT_HOURS.closes);
    }
    // Every text naming an opening time names the same hours.
    for (const line of matching(/\b\d{2}:00\b.*\b\d{2}:00\b/)) {
      if (/podrš|support|ponedjeljak|monday|radnim danima|weekdays/i.test(line)) {
        expect(line).toContain(SUPPORT_HOURS.opens);
        expect(line).toContain(SUPPORT_HOURS.closes);
      }
    }
  });

  it('pays merchants the next business day, never "at once"', () => {
    expect(PAYOUT_BUSINESS_DAYS_AFTER_SALE).toBe(1);
    expect(
      matching(
        /(isplat|novac (za|primate|primi|dobijate|dobijaju)|paid (out )?(at once|immediately|instantly)|get paid at once|are paid at once)[^.]*\b(odmah|at once|immediately|instantly)?/i,
      ).filter((line) => /\b(odmah|at once|immediately|instantly)\b/i.test(line)),
    ).toEqual([]);
    expect(me.landing.audiences.businesses.points[0]).toContain('sljedećeg radnog dana');
    expect(en.landing.audiences.businesses.points[0]).toContain('next business day');
    expect(me.partners.benefits.items[0]?.title).toBe('Isplata sljedećeg radnog dana');
    expect(me.about.values.at(-1)?.text).toContain('sljedećeg radnog dana');
  });

  it('claims no sales-lift, conversion or basket figure', () => {
    expect(SALES_LIFT_PERCENT).toBeNull();
    expect(
      matching(
        /(rast prodaje|veća prodaja|konverzij|vrijednost korpe|kupovni budžet|sales growth|more sales|conversion|basket value|purchasing budget)/i,
      ).filter((line) => /\d/.test(line)),
    ).toEqual([]);
  });

  it('shows product figures that are the constants the code uses', () => {
    const figures = [
      Math.max(...INSTALMENT_OPTIONS),
      WITHDRAWAL_PERIOD_DAYS,
      PAYOUT_BUSINESS_DAYS_AFTER_SALE,
    ];
    expect(me.howItWorks.stats.map((stat) => stat.value)).toEqual(figures);
    expect(en.howItWorks.stats.map((stat) => stat.value)).toEqual(figures);
  });
});

describe('one fee table', () => {
  it('never charges a bigger merchant a higher rate', () => {
    const fixed = PRICING_TIERS.map((tier) => tier.feeBasisPoints).filter(
      (fee): fee is number => fee !== null,
    );
    for (let i = 1; i < fixed.length; i++) expect(fixed[i]).toBeLessThanOrEqual(fixed[i - 1]!);
    const lowestFixed = Math.min(...fixed);
    expect(MAX_CUSTOM_FEE_BASIS_POINTS).toBeLessThanOrEqual(lowestFixed);
    expect(DEFAULT_ENTERPRISE_FEE_BASIS_POINTS).toBeLessThanOrEqual(MAX_CUSTOM_FEE_BASIS_POINTS);
    // Caps grow with the tier.
    const caps = PRICING_TIERS.map((tier) => tier.monthlyVolumeCapCents ?? Infinity);
    for (let i = 1; i < caps.length; i++) expect(caps[i]).toBeGreaterThan(caps[i - 1]!);
  });

  it('publishes each tier with the cap the code uses, in both languages', () => {
    const euros = (text: string) => Number(text.replace(/[^\d]/g, '')) * 100;
    for (const tier of PRICING_TIERS) {
      if (tier.monthlyVolumeCapCents === null) continue;
      expect(euros(me.partners.pricing[tier.id])).toBe(tier.monthlyVolumeCapCents);
      expect(euros(en.partners.pricing[tier.id])).toBe(tier.monthlyVolumeCapCents);
    }
    const last = PRICING_TIERS.at(-2)!;
    expect(euros(me.partners.pricing.enterprise)).toBe(last.monthlyVolumeCapCents);
  });

  it('states the same fees in the rulebook and the admin message', () => {
    const rulebook = readFileSync(join(__dirname, '../../docs/product.md'), 'utf8').replace(
      /\s+/g,
      ' ',
    );
    for (const tier of PRICING_TIERS) {
      if (tier.feeBasisPoints === null) continue;
      const fee = formatFeePercent(tier.feeBasisPoints).replace('\u00a0', ' ');
      expect(rulebook).toContain(`${tier.name} up to`);
      expect(rulebook).toMatch(new RegExp(`${tier.name} up to [\\d.]+ €( a month)? at ${fee}`));
    }
    expect(me.validation.feeOutOfRange).toContain(
      formatFeePercent(MAX_CUSTOM_FEE_BASIS_POINTS).replace('\u00a0', ' '),
    );
    expect(en.validation.feeOutOfRange).toContain(
      formatFeePercent(MAX_CUSTOM_FEE_BASIS_POINTS, 'en'),
    );
  });
});
