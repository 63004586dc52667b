import { describe, expect, it } from 'vitest';
import { en } from './i18n/en';
import { me } from './i18n/me';
import { TERMS_VERSION } from './legal';

// The terms a shopper accepts at sign-up are the complete consumer-credit terms, versioned: the
// page names the version the server stores with the account.
describe('the terms at /uslovi', () => {
  it('name the current version and the date it applies from, in both languages', () => {
    expect(me.legal.termsVersion).toBe(`Verzija ${TERMS_VERSION} · na snazi od 26. novembra 2026.`);
    expect(en.legal.termsVersion).toBe(`Version ${TERMS_VERSION} · in force from 26 November 2026`);
  });

  it('cover every part of a consumer-credit agreement, section for section in both languages', () => {
    const headings = me.legal.terms.sections.map((section) => section.heading);
    expect(headings).toEqual([
      '1. Ugovorne strane i predmet',
      '2. Nalog',
      '3. Kako odobravamo kredit',
      '4. Limit i kreditna sposobnost',
      '5. Troškovi: kamata 0 %, bez naknada',
      '6. Ugovor i dokumenti',
      '7. Plaćanje rata',
      '8. Pomjeranje rate',
      '9. Kašnjenje',
      '10. Odustanak od kredita (14 dana)',
      '11. Prijevremena otplata',
      '12. Povraćaj i otkazivanje kod trgovca',
      '13. Prigovori, nadzor i zaštita potrošača',
      '14. Lični podaci',
      '15. Trajanje i zatvaranje naloga',
      '16. Izmjene uslova',
      '17. Mjerodavno pravo i sud',
    ]);
    const english = en.legal.terms.sections;
    expect(english).toHaveLength(headings.length);
    me.legal.terms.sections.forEach((section, i) => {
      expect(english[i]!.heading.split('.')[0]).toBe(section.heading.split('.')[0]);
      expect(english[i]!.paragraphs).toHaveLength(section.paragraphs.length);
    });
  });

  it('state the rules of the product: no interest or fees, 3/6/12 instalments, 14 days, the regulator, the courts', () => {
    const text = (locale: typeof me) =>
      locale.legal.terms.sections.flatMap((section) => section.paragraphs).join('\n');
    const montenegrin = text(me);
    for (const rule of [
      'efektivna kamatna stopa (EKS) 0 %',
      '3, 6 ili 12 mjesečnih rata',
      'ni 3 dana nakon dospijeća',
      'umanjuje za 50 bodova',
      'u roku od 14 dana od kupovine',
      'bez naknade',
      'u roku od 15 dana',
      'Centralnoj banci Crne Gore',
      'zaštitu potrošača',
      'pravo Crne Gore',
      'sud u Podgorici',
    ]) {
      expect(montenegrin).toContain(rule);
    }
    const english = text(en);
    for (const rule of [
      'annual percentage rate (APR) is 0 %',
      '3, 6 or 12 monthly instalments',
      'within 14 days of the purchase',
      'Central Bank of Montenegro',
      'law of Montenegro',
      'court in Podgorica',
    ]) {
      expect(english).toContain(rule);
    }
    // The shopper is addressed as "ti", as everywhere else in the interface.
    expect(montenegrin).not.toMatch(/(?<!\p{L})(vaš|vaša|vam|možete|morate|Vi)(?!\p{L})/u);
  });
});
