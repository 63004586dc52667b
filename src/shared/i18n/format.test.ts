import { describe, expect, it } from 'vitest';
import { countOf, fillTemplate, pluralForm } from './format';
import { checkout } from './me/checkout';
import { merchant } from './me/merchant';

const rata = { one: 'rata', few: 'rate', other: 'rata' };
const instalment = { one: 'instalment', few: 'instalments', other: 'instalments' };

describe('fillTemplate', () => {
  it('fills every known placeholder and leaves unknown ones', () => {
    expect(fillTemplate('ili {count} rate od {amount}', { count: 3, amount: '200,00 €' })).toBe(
      'ili 3 rate od 200,00 €',
    );
    expect(fillTemplate('{a} {b} {a}', { a: 1 })).toBe('1 {b} 1');
  });
});

describe('pluralForm', () => {
  it('follows the Montenegrin rule: 1 rata, 2-4 rate, 5-20 rata, 21 rata, 22 rate', () => {
    const forms = [1, 2, 3, 4, 5, 11, 12, 13, 14, 20, 21, 22, 25, 101, 112].map((n) =>
      pluralForm('me', n, rata),
    );
    expect(forms).toEqual([
      'rata',
      'rate',
      'rate',
      'rate',
      'rata',
      'rata',
      'rata',
      'rata',
      'rata',
      'rata',
      'rata',
      'rate',
      'rata',
      'rata',
      'rata',
    ]);
  });

  it('writes the count with its form: 3 rate, 6 rata, 12 rata', () => {
    expect([1, 3, 6, 12].map((n) => countOf('me', n, rata))).toEqual([
      '1 rata',
      '3 rate',
      '6 rata',
      '12 rata',
    ]);
  });

  it('gives the checkout and merchant texts the right form', () => {
    expect(checkout.planOption(3, '10,00 €')).toBe('3 rate · 10,00 € mjesečno');
    expect(checkout.planOption(6, '5,00 €')).toBe('6 rata · 5,00 € mjesečno');
    expect(checkout.scheduleCaption(3)).toBe('Plan otplate u 3 rate');
    expect(merchant.detail.plan(12)).toBe('Plan u 12 rata');
  });

  it('uses one and other in English', () => {
    expect(pluralForm('en', 1, instalment)).toBe('instalment');
    expect(pluralForm('en', 3, instalment)).toBe('instalments');
    expect(pluralForm('en', 21, instalment)).toBe('instalments');
  });
});
