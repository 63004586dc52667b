import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  BUSINESS_PARTNERSHIP_REASON,
  CONTACT_REASONS,
  CONTACT_SUBMISSION_REASONS,
  ContactSchema,
} from './contact-schema';
import { anyBody } from '../testing/fuzz-inputs';

const valid = { name: 'Jovana Šćekić', reason: 'support', message: 'Imam pitanje o ratama.' };

function messages(input: unknown): string[] {
  return ContactSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];
}

describe('contact reasons', () => {
  it('lists five form reasons plus the partner-request and complaint reasons', () => {
    expect(CONTACT_REASONS).toEqual(['general', 'partnership', 'support', 'business', 'other']);
    expect(CONTACT_SUBMISSION_REASONS).toEqual([
      ...CONTACT_REASONS,
      'business_partnership',
      'complaint',
    ]);
    expect(BUSINESS_PARTNERSHIP_REASON).toBe('business_partnership');
  });
});

describe('ContactSchema', () => {
  it('accepts and trims a valid message', () => {
    expect(
      ContactSchema.parse({ ...valid, name: ' Jovana ', message: '  Deset znakova  ' }),
    ).toEqual({ name: 'Jovana', reason: 'support', message: 'Deset znakova' });
  });

  it('checks the name', () => {
    expect(messages({ ...valid, name: ' ' })[0]).toBe('Ime je obavezno');
    expect(ContactSchema.safeParse({ ...valid, name: 'a'.repeat(100) }).success).toBe(true);
    expect(messages({ ...valid, name: 'a'.repeat(101) })).toEqual([
      'Ime mora biti kraće od 100 karaktera',
    ]);
    expect(messages({ ...valid, name: 'Ana <3' })).toEqual([
      'Ime može sadržati samo slova, razmake i crtice',
    ]);
  });

  it('needs one of the five reasons', () => {
    for (const reason of ['', 'business_partnership', undefined]) {
      expect(messages({ ...valid, reason })).toEqual(['Izaberi razlog kontakta']);
    }
  });

  it('needs a message of 10 to 2000 characters', () => {
    expect(messages({ ...valid, message: '  123456789  ' })).toEqual([
      'Poruka mora imati najmanje 10 karaktera',
    ]);
    expect(ContactSchema.safeParse({ ...valid, message: 'a'.repeat(2000) }).success).toBe(true);
    expect(messages({ ...valid, message: 'a'.repeat(2001) })).toEqual([
      'Poruka mora biti kraća od 2000 karaktera',
    ]);
  });

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(anyBody(Object.keys(valid)), (body) => void ContactSchema.safeParse(body)),
    );
  });
});

describe('ContactSchema reply address', () => {
  it('is optional: absent or empty means none', () => {
    expect(ContactSchema.parse(valid).email).toBeUndefined();
    expect(ContactSchema.parse({ ...valid, email: '   ' }).email).toBeUndefined();
  });

  it('is lowercased and trimmed when given', () => {
    expect(ContactSchema.parse({ ...valid, email: ' Ana@Mail.ME ' }).email).toBe('ana@mail.me');
  });

  it('rejects a malformed or too long address with the sign-up messages', () => {
    expect(messages({ ...valid, email: 'ana@' })).toEqual(['Nevažeća email adresa']);
    expect(messages({ ...valid, email: 42 })).toEqual(['Nevažeća email adresa']);
    expect(messages({ ...valid, email: `${'a'.repeat(250)}@mail.me` })).toEqual([
      'Email mora biti kraći od 255 karaktera',
    ]);
  });

  it('reports the name before the address, and the address before the reason', () => {
    expect(messages({ name: '', email: 'x', reason: '', message: '' })).toEqual([
      'Ime je obavezno',
      'Nevažeća email adresa',
      'Izaberi razlog kontakta',
      'Poruka mora imati najmanje 10 karaktera',
    ]);
  });
});
