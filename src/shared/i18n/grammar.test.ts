// Counts follow the language's plural rules (Intl.PluralRules) and greetings carry no gender.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { me } from './me';
import { messages as meMessages } from './me/messages';

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

  it('names a store after "u" in the locative: "u prodavnici X", never "u X"', () => {
    const dir = join(__dirname, 'me');
    const bare = readdirSync(dir)
      .filter((file) => file.endsWith('.ts'))
      .flatMap((file) =>
        readFileSync(join(dir, file), 'utf8')
          .split('\n')
          .filter((line) => /(?<![\p{L}])u \$?\{(merchant|merchantName|shop|store)\}/iu.test(line))
          .map((line) => `${file}: ${line.trim()}`),
      );
    expect(bare).toEqual([]);
    expect(me.notifications.messages.payment_received.body('10,00 €', 'Demo Prodavnica')).toBe(
      'Primili smo 10,00 € za kupovinu u prodavnici Demo Prodavnica.',
    );
  });

  it('says which order a refund was for ("za narudžbu")', () => {
    expect(meMessages.plans.refund.refunded).toBe(
      '{merchant} je izvršio povraćaj od {amount} za narudžbu {reference}.',
    );
  });

  it('shows the page-not-found text in Montenegrin', () => {
    expect(me.shell.notFound.text).toBe('Ups! Ova stranica ne postoji.');
    expect(me.shell.notFound.text).not.toBe(en.shell.notFound.text);
  });
});
