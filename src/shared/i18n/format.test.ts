import { describe, expect, it } from 'vitest';
import { formatCalendarDay } from './date-format';
import { shopping as enShopping } from './en/shopping';
import { countOf, fillTemplate, pluralForm, withFullStop } from './format';
import { me } from './me';
import { lending } from './me/lending';
import { messages } from './me/messages';
import { shopping } from './me/shopping';
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

describe('a date that ends a sentence', () => {
  // Montenegrin writes a day with a full stop after the year.
  const day = formatCalendarDay('2026-12-15', 'me');

  it('keeps a single full stop', () => {
    expect(day).toBe('15. 12. 2026.');
    expect(fillTemplate('Kupovinu možeš završiti do {date}.', { date: day })).toBe(
      'Kupovinu možeš završiti do 15. 12. 2026.',
    );
    expect(fillTemplate('{n}. rata, do {date}.', { n: 2, date: 'Dec 15, 2026' })).toBe(
      '2. rata, do Dec 15, 2026.',
    );
    expect(withFullStop(day)).toBe(day);
    expect(withFullStop('Dec 15, 2026')).toBe('Dec 15, 2026.');
    expect(shopping.next.nextLine('30,00 €', day)).toBe(
      'Sljedeća rata: 30,00 € dospijeva 15. 12. 2026.',
    );
    expect(enShopping.next.nextLine('€30.00', 'Dec 15, 2026')).toBe(
      'Next instalment: €30.00 due Dec 15, 2026.',
    );
    expect(lending.declaredOn(day, '500,00 €')).toBe(
      'Prijavljeno 15. 12. 2026. Raspoloživo mjesečno: 500,00 €.',
    );
  });

  it('ends no Montenegrin text in two full stops, whatever date fills it', () => {
    const doubled: string[] = [];
    const visit = (value: unknown, path: string) => {
      if (typeof value === 'string') {
        const names = [...value.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
        const filled = fillTemplate(value, Object.fromEntries(names.map((n) => [n, day])));
        if (filled.includes('..') && !value.includes('..')) doubled.push(`${path}: ${filled}`);
      } else if (typeof value === 'function') {
        // The arguments named as days and dates get a date, the others a plain word; a text whose
        // arguments are no strings (lists, counts) throws and is left to its own tests.
        const params = /^[^(]*\(([^)]*)\)/.exec(String(value))?.[1] ?? '';
        const args = params
          .split(',')
          .map((name) => (/^\s*(day|date|when|due|until|deadline)/i.test(name) ? day : 'X'));
        let filled: unknown;
        try {
          filled = value(...args);
        } catch {
          return;
        }
        if (typeof filled === 'string' && /[^.]\.\.(?!\.)/.test(filled)) {
          doubled.push(`${path}(): ${filled}`);
        }
      } else if (value && typeof value === 'object') {
        for (const [key, inner] of Object.entries(value)) visit(inner, `${path}.${key}`);
      }
    };
    visit(me, 'me');
    visit(messages, 'messages');
    expect(doubled).toEqual([]);
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
