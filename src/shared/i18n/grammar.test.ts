// Counts follow the language's plural rules (Intl.PluralRules) and greetings carry no gender.
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { me } from './me';

describe('Montenegrin grammar in the catalogue', () => {
  it('counts instalments as 1 rata, 2-4 rate, 5+ rata', () => {
    expect([1, 3, 6, 12, 22].map((n) => me.checkout.planOption(n, 'X'))).toEqual([
      '1 rata · X mjesečno',
      '3 rate · X mjesečno',
      '6 rata · X mjesečno',
      '12 rata · X mjesečno',
      '22 rate · X mjesečno',
    ]);
  });

  it('counts score points as bod, boda, bodova', () => {
    expect([1, 3, 10, 21].map((n) => me.plans.paidToastText(n))).toEqual([
      'Kredit skor: +1 bod.',
      'Kredit skor: +3 boda.',
      'Kredit skor: +10 bodova.',
      'Kredit skor: +21 bod.',
    ]);
    expect(en.plans.paidToastText(1)).toBe('Credit score: +1 point.');
    expect(en.plans.paidToastText(5)).toBe('Credit score: +5 points.');
  });

  it('greets with "Zdravo", which has no gender', () => {
    expect(me.dashboard.welcome('Ana')).toBe('Zdravo, Ana!');
    expect(me.dashboard.welcomeNoName).toBe('Zdravo!');
    expect(JSON.stringify(me)).not.toMatch(/Dobrodošao,|Dobrodošla,/);
  });

  it('writes no English product words in the Montenegrin interface', () => {
    expect(me.shell.nav.dashboard).toBe('Kontrolna tabla');
    expect(me.admin.dashboard.title).toBe('Administracija');
  });
});
