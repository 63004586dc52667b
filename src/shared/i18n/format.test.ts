import { describe, expect, it } from 'vitest';
import { fillTemplate, pluralForm } from './format';

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

  it('agrees with Intl.PluralRules for sr-Latn from 0 to 200', () => {
    const rules = new Intl.PluralRules('sr-Latn');
    for (let n = 0; n <= 200; n++) {
      const category = rules.select(n);
      const expected = category === 'one' ? 'one' : category === 'few' ? 'few' : 'other';
      expect(pluralForm('me', n, { one: 'one', few: 'few', other: 'other' })).toBe(expected);
    }
  });

  it('uses one and other in English', () => {
    expect(pluralForm('en', 1, instalment)).toBe('instalment');
    expect(pluralForm('en', 3, instalment)).toBe('instalments');
    expect(pluralForm('en', 21, instalment)).toBe('instalments');
  });
});
