import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { makeValidJmbg } from '../testing/jmbg-test-data';
import { firstValidationMessage } from './first-error';
import { anyBody } from '../testing/fuzz-inputs';
import { SignupSchema, signupDisplayName } from './signup-schema';

const valid = {
  firstName: ' Milica ',
  lastName: 'Đurović',
  email: 'Milica@Example.ME',
  phone: '+382 67 123 456',
  jmbg: makeValidJmbg(12, 3, 1995),
  password: 'Sigurna-Lozinka1',
  confirmPassword: 'Sigurna-Lozinka1',
  agreeToTerms: true,
};

function firstMessage(input: unknown): string | undefined {
  const result = SignupSchema.safeParse(input);
  return result.success ? undefined : firstValidationMessage(result.error);
}

describe('SignupSchema', () => {
  it('accepts a valid form, normalises it and defaults the newsletter to false', () => {
    expect(SignupSchema.parse(valid)).toEqual({
      ...valid,
      firstName: 'Milica',
      email: 'milica@example.me',
      phone: '+38267123456',
      newsletterOptIn: false,
    });
    expect(SignupSchema.parse({ ...valid, newsletterOptIn: true }).newsletterOptIn).toBe(true);
  });

  it('flags a password mismatch on confirmPassword', () => {
    const result = SignupSchema.safeParse({ ...valid, confirmPassword: 'Druga-Lozinka1' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ message: 'Lozinke se ne poklapaju', path: ['confirmPassword'] }),
    ]);
  });

  it('requires agreeing to the terms', () => {
    expect(firstMessage({ ...valid, agreeToTerms: false })).toBe(
      'Prihvati uslove korištenja da nastaviš',
    );
    expect(firstMessage({ ...valid, agreeToTerms: undefined })).toBe(
      'Prihvati uslove korištenja da nastaviš',
    );
  });

  it('reports the first problem in form field order', () => {
    const allWrong = {
      firstName: '',
      lastName: '',
      email: 'x',
      phone: '1',
      jmbg: '1',
      password: 'a',
      confirmPassword: 'b',
      agreeToTerms: false,
    };
    const expected = [
      ['firstName', 'Ime je obavezno'],
      ['lastName', 'Prezime je obavezno'],
      ['email', 'Nevažeća email adresa'],
      ['phone', 'Nevažeći format telefona (npr. +382 XX XXX XXX)'],
      ['jmbg', 'JMBG mora imati tačno 13 cifara'],
      ['password', 'Lozinka mora imati najmanje 12 karaktera'],
      ['confirmPassword', 'Lozinke se ne poklapaju'],
      ['agreeToTerms', 'Prihvati uslove korištenja da nastaviš'],
    ] as const;
    // Fix the fields one by one: each time the next field's message comes first.
    const form: Record<string, unknown> = { ...allWrong };
    for (const [field, message] of expected) {
      expect(firstMessage(form)).toBe(message);
      form[field] = valid[field];
    }
    expect(firstMessage(form)).toBeUndefined();
  });

  it('puts the mismatch before the terms when both fail', () => {
    expect(firstMessage({ ...valid, confirmPassword: 'x', agreeToTerms: false })).toBe(
      'Lozinke se ne poklapaju',
    );
  });

  it('strips unknown fields', () => {
    expect(SignupSchema.parse({ ...valid, isAdmin: true })).not.toHaveProperty('isAdmin');
  });

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(anyBody([...Object.keys(valid), 'newsletterOptIn']), (body) => {
        const result = SignupSchema.safeParse(body);
        if (!result.success) expect(typeof firstValidationMessage(result.error)).toBe('string');
      }),
    );
  });
});

describe('signupDisplayName', () => {
  it('joins first and last name with a space', () => {
    expect(signupDisplayName('Milica', 'Đurović')).toBe('Milica Đurović');
    expect(signupDisplayName(' Milica ', '')).toBe('Milica');
  });
});
