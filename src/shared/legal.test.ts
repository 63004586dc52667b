import { describe, expect, it } from 'vitest';
import { en } from './i18n/en';
import { me } from './i18n/me';
import { TERMS_VERSION } from './legal';
import { formatFeePercent, MAX_CUSTOM_FEE_BASIS_POINTS, PRICING_TIERS } from './pricing-tiers';

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

// The partner terms the partner application accepts state the one fee table and the payout rule
// the code applies, so the page can never promise a partner something else.
describe('the partner terms at /uslovi-za-partnere', () => {
  const text = (sections: readonly { heading: string; paragraphs: readonly string[] }[]) =>
    sections.flatMap((section) => [section.heading, ...section.paragraphs]).join('\n');

  it('have the same sections in both languages', () => {
    const headings = me.legal.partnerTerms.sections.map((s) => s.heading.split('.')[0]);
    expect(en.legal.partnerTerms.sections.map((s) => s.heading.split('.')[0])).toEqual(headings);
  });

  it('state each tier with its cap and fee, and the next-business-day payout', () => {
    const montenegrin = text(me.legal.partnerTerms.sections);
    const english = text(en.legal.partnerTerms.sections);
    for (const tier of PRICING_TIERS) {
      expect(montenegrin).toContain(tier.name);
      expect(english).toContain(tier.name);
      if (tier.feeBasisPoints !== null) {
        expect(montenegrin).toContain(formatFeePercent(tier.feeBasisPoints).replace('\u00a0', ' '));
        expect(english).toContain(formatFeePercent(tier.feeBasisPoints, 'en'));
      }
    }
    expect(montenegrin).toContain(
      `najviše ${formatFeePercent(MAX_CUSTOM_FEE_BASIS_POINTS).replace('\u00a0', ' ')}`,
    );
    expect(english).toContain(`at most ${formatFeePercent(MAX_CUSTOM_FEE_BASIS_POINTS, 'en')}`);
    expect(montenegrin).toContain('5.000 €');
    expect(montenegrin).toContain('20.000 €');
    expect(montenegrin).toContain('sljedećeg radnog dana');
    expect(english).toContain('next business day');
    expect(montenegrin).toContain('samo na uspješne prodaje');
    expect(montenegrin).not.toMatch(/(?<!\p{L})(vaš|vaša|vam|možete|morate|Vi)(?!\p{L})/u);
  });
});
