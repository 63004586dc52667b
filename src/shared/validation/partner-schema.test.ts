import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { anyBody } from '../testing/fuzz-inputs';
import {
  BUSINESS_TYPES,
  MONTHLY_REVENUE_RANGES,
  PartnerApplicationSchema,
  isHttpUrl,
} from './partner-schema';

const valid = {
  companyName: '"Mont-Trade" d.o.o., Podgorica 2',
  pib: '02655284',
  businessType: 'retail',
  website: 'https://mont-trade.me',
  monthlyRevenue: '10k-50k',
  contactFirstName: 'Marko',
  contactLastName: 'Ivanović',
  contactEmail: 'Marko@Mont-Trade.me',
  contactPhone: '+382 20 123 456',
  message: 'Zanima nas saradnja.',
  accountHolder: 'Mont-Trade d.o.o.',
  iban: 'ME25 5050 0001 2345 6789 51',
  bic: '',
  agreeToTerms: true,
};

function messages(patch: Record<string, unknown>): string[] {
  return (
    PartnerApplicationSchema.safeParse({ ...valid, ...patch }).error?.issues.map(
      (issue) => issue.message,
    ) ?? []
  );
}

describe('partner options', () => {
  it('match the form options', () => {
    expect(BUSINESS_TYPES).toEqual([
      'retail',
      'ecommerce',
      'services',
      'electronics',
      'fashion',
      'other',
    ]);
    expect(MONTHLY_REVENUE_RANGES).toEqual(['0-10k', '10k-50k', '50k-100k', '100k+']);
  });
});

describe('PartnerApplicationSchema', () => {
  it('accepts a full application and lowercases the email', () => {
    expect(PartnerApplicationSchema.parse(valid).contactEmail).toBe('marko@mont-trade.me');
  });

  it('accepts empty or missing optional fields', () => {
    for (const patch of [
      { website: '', contactPhone: '', message: '' },
      { website: undefined, contactPhone: undefined, message: undefined },
    ]) {
      expect(messages(patch)).toEqual([]);
    }
  });

  it('checks the company name', () => {
    expect(messages({ companyName: '  ' })).toEqual(['Naziv kompanije je obavezan']);
    expect(messages({ companyName: 'Š'.repeat(200) })).toEqual([]);
    expect(messages({ companyName: 'a'.repeat(201) })).toEqual([
      'Naziv kompanije mora biti kraći od 200 karaktera',
    ]);
    expect(messages({ companyName: 'Firma & Sinovi' })).toEqual([
      'Naziv kompanije sadrži nedozvoljene karaktere',
    ]);
  });

  it('checks the PIB', () => {
    expect(messages({ pib: '101134702' })).toEqual([]);
    expect(messages({ pib: '1234' })).toEqual(['PIB mora biti 8 ili 9 cifara']);
    expect(messages({ pib: '02655285' })).toEqual(['PIB nije ispravan']);
  });

  it('needs listed business type and revenue range', () => {
    expect(messages({ businessType: 'bank' })).toEqual(['Izaberi tip biznisa']);
    expect(messages({ monthlyRevenue: '' })).toEqual(['Izaberi opseg prihoda']);
  });

  it('checks the website', () => {
    expect(messages({ website: 'mont-trade.me' })).toEqual(['Nevažeća web adresa']);
    expect(messages({ website: 'ftp://mont-trade.me' })).toEqual(['Nevažeća web adresa']);
    const long = `https://${'a'.repeat(240)}.me/${'p'.repeat(10)}`;
    expect(messages({ website: long })).toEqual(['Web adresa mora biti kraća od 255 karaktera']);
  });

  it('checks the contact person', () => {
    expect(messages({ contactFirstName: '' })).toEqual(['Ime je obavezno']);
    expect(messages({ contactLastName: 'x'.repeat(51) })).toEqual([
      'Prezime mora biti kraće od 50 karaktera',
    ]);
    expect(messages({ contactEmail: 'marko' })).toEqual(['Nevažeća email adresa']);
  });

  it('checks the contact phone', () => {
    expect(messages({ contactPhone: '067 123 456' })).toEqual([]);
    expect(messages({ contactPhone: '--------' })).toEqual(['Nevažeći format telefona']);
    expect(messages({ contactPhone: '12345678' })).toEqual(['Nevažeći format telefona']);
    expect(messages({ contactPhone: '+12345678901234567890' })).toEqual([
      'Nevažeći format telefona',
    ]);
    expect(messages({ contactPhone: '1234567' })).toEqual(['Nevažeći format telefona']);
    expect(messages({ contactPhone: '067 abc 456' })).toEqual(['Nevažeći format telefona']);
  });

  it('needs the payout account and keeps the IBAN in electronic form', () => {
    const parsed = PartnerApplicationSchema.parse(valid);
    expect(parsed).toMatchObject({ iban: 'ME25505000012345678951', bic: null });
    expect(messages({ accountHolder: '' })).toEqual(['Vlasnik računa je obavezan.']);
    expect(messages({ iban: undefined })).toEqual(['IBAN je obavezan.']);
    expect(messages({ iban: 'ME25 5050 0001 2345 6789 52' })).toEqual([
      'IBAN nije ispravan: provjeri cifre.',
    ]);
    expect(messages({ iban: 'ME25 5050 0001 2345 6789' })).toEqual([
      'Crnogorski IBAN ima 22 znaka: ME i 20 cifara.',
    ]);
    expect(messages({ iban: 'RS35260005601001611379' })).toEqual([
      'Za račun van Crne Gore i SEPA zone unesi BIC (SWIFT) banke.',
    ]);
  });

  it('limits the message and needs the terms accepted', () => {
    expect(messages({ message: 'a'.repeat(2001) })).toEqual([
      'Poruka mora biti kraća od 2000 karaktera',
    ]);
    expect(messages({ agreeToTerms: false })).toEqual(['Prihvati uslove da nastaviš']);
  });

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(
        anyBody(Object.keys(valid)),
        (body) => void PartnerApplicationSchema.safeParse(body),
      ),
    );
  });
});

describe('isHttpUrl', () => {
  it('accepts absolute http(s) addresses with a dotted host', () => {
    expect(isHttpUrl('https://firma.me')).toBe(true);
    expect(isHttpUrl('http://www.firma.co.me/o-nama?x=1')).toBe(true);
    expect(isHttpUrl('https://localhost')).toBe(false);
    expect(isHttpUrl('https://firma .me')).toBe(false);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
  });
});
