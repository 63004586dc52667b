import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import type { z } from 'zod';
import { makeValidJmbg } from '../testing/jmbg-test-data';
import { anyString } from '../testing/fuzz-inputs';
import {
  EmailSchema,
  FirstNameSchema,
  JmbgSchema,
  LastNameSchema,
  PasswordSchema,
  PhoneSchema,
} from './user-validation';

function messages(schema: z.ZodType, value: unknown): string[] {
  return schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];
}

describe('FirstNameSchema and LastNameSchema', () => {
  it('trim and accept local letters, spaces and hyphens', () => {
    expect(FirstNameSchema.parse('  Đorđe ')).toBe('Đorđe');
    expect(LastNameSchema.parse('Petrović-Njegoš')).toBe('Petrović-Njegoš');
    expect(FirstNameSchema.parse('Ana Marija')).toBe('Ana Marija');
    // Decomposed č (c + combining caron) is normalised to one letter.
    expect(LastNameSchema.parse('Vuc\u030cic\u0301')).toBe('Vučić');
  });

  it('require a value', () => {
    expect(messages(FirstNameSchema, '   ')[0]).toBe('Ime je obavezno');
    expect(messages(FirstNameSchema, undefined)[0]).toBe('Ime je obavezno');
    expect(messages(LastNameSchema, '')[0]).toBe('Prezime je obavezno');
  });

  it('limit the length to 50', () => {
    expect(FirstNameSchema.safeParse('a'.repeat(50)).success).toBe(true);
    expect(messages(FirstNameSchema, 'a'.repeat(51))).toEqual([
      'Ime mora biti kraće od 50 karaktera',
    ]);
    expect(messages(LastNameSchema, 'a'.repeat(51))).toEqual([
      'Prezime mora biti kraće od 50 karaktera',
    ]);
  });

  it('reject other characters', () => {
    expect(messages(FirstNameSchema, 'Ana1')).toEqual([
      'Ime može sadržati samo slova, razmake i crtice',
    ]);
    expect(messages(LastNameSchema, "O'Neil")).toEqual([
      'Prezime može sadržati samo slova, razmake i crtice',
    ]);
    expect(FirstNameSchema.safeParse('Ana\nMarija').success).toBe(false);
  });
});

describe('EmailSchema', () => {
  it('trims and lowercases', () => {
    expect(EmailSchema.parse('  Ana.Petrovic@Mail.ME ')).toBe('ana.petrovic@mail.me');
  });

  it('rejects invalid addresses', () => {
    for (const value of ['', 'ana', 'ana@', '@mail.me', 'ana@mail', 'a b@mail.me', 42, null]) {
      expect(messages(EmailSchema, value)[0]).toBe('Nevažeća email adresa');
    }
  });

  it('limits the length to 255', () => {
    // 64 + 1 + 63 + 1 + 63 + 1 + n + 3 characters; labels stay within the 63 a domain allows.
    const emailOfLength = (length: number) =>
      `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(length - 196)}.me`;
    expect(EmailSchema.safeParse(emailOfLength(255)).success).toBe(true);
    expect(messages(EmailSchema, emailOfLength(256))).toEqual([
      'Email mora biti kraći od 255 karaktera',
    ]);
  });
});

describe('PhoneSchema', () => {
  it.each([
    ['+382 67 123 456', '+38267123456'],
    ['067 123-456', '+38267123456'],
    ['(020) 123-456', '+38220123456'],
    ['+381 64 1234567', '+381641234567'],
  ])('accepts %j as %j (E.164)', (value, e164) => {
    expect(PhoneSchema.parse(value)).toBe(e164);
  });

  // Right characters and length, but no phone number: the old pattern let these through.
  it.each(['--------', '(((   )))', '12345678', '+382 00 000 000'])('rejects %j', (value) => {
    expect(messages(PhoneSchema, value)).toEqual([
      'Nevažeći format telefona (npr. +382 XX XXX XXX)',
    ]);
  });

  it.each(['', '1234567', '+382 67 123 456 789 00', '382+67123456', '067 123 abc', '++38267123'])(
    'rejects %j',
    (value) => {
      expect(messages(PhoneSchema, value)).toEqual([
        'Nevažeći format telefona (npr. +382 XX XXX XXX)',
      ]);
    },
  );
});

describe('JmbgSchema', () => {
  it('accepts a valid JMBG', () => {
    expect(JmbgSchema.parse(makeValidJmbg(1, 1, 1990))).toBe('0101990261238');
  });

  it('uses the JMBG messages', () => {
    expect(messages(JmbgSchema, '123')).toEqual(['JMBG mora imati tačno 13 cifara']);
    expect(messages(JmbgSchema, undefined)).toEqual(['JMBG mora imati tačno 13 cifara']);
    expect(messages(JmbgSchema, '0101990261230')).toEqual(['JMBG nije ispravan']);
    expect(messages(JmbgSchema, makeValidJmbg(31, 2, 1990))).toEqual(['JMBG nije ispravan']);
  });
});

describe('PasswordSchema', () => {
  it('accepts a strong password with local letters and spaces kept', () => {
    expect(PasswordSchema.parse(' Šifra-2025-ok ')).toBe(' Šifra-2025-ok ');
  });

  it('reports problems in rule order', () => {
    expect(messages(PasswordSchema, 'abc')).toEqual([
      'Lozinka mora imati najmanje 12 karaktera',
      'Lozinka mora sadržati najmanje jedno veliko slovo',
      'Lozinka mora sadržati najmanje jednu cifru',
      'Lozinka mora sadržati najmanje jedan specijalni karakter',
    ]);
    expect(messages(PasswordSchema, `Aa1!${'x'.repeat(125)}`)).toEqual([
      'Lozinka mora biti kraća od 128 karaktera',
    ]);
    expect(messages(PasswordSchema, 'ABCDEFGHIJ1!')).toEqual([
      'Lozinka mora sadržati najmanje jedno malo slovo',
    ]);
    expect(messages(PasswordSchema, 'abcdefghij1!')).toEqual([
      'Lozinka mora sadržati najmanje jedno veliko slovo',
    ]);
    expect(messages(PasswordSchema, 'Abcdefghijk!')).toEqual([
      'Lozinka mora sadržati najmanje jednu cifru',
    ]);
    expect(messages(PasswordSchema, 'Abcdefghijk1')).toEqual([
      'Lozinka mora sadržati najmanje jedan specijalni karakter',
    ]);
  });
});

describe('field schemas on arbitrary input', () => {
  const schemas = [
    FirstNameSchema,
    LastNameSchema,
    EmailSchema,
    PhoneSchema,
    JmbgSchema,
    PasswordSchema,
  ];

  it('never throw from safeParse', () => {
    fc.assert(
      fc.property(fc.oneof(anyString, fc.anything()), (value) => {
        for (const schema of schemas) {
          const result = schema.safeParse(value);
          if (!result.success) expect(result.error.issues.length).toBeGreaterThan(0);
        }
      }),
    );
  });
});
