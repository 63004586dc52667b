import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { anyString } from '../testing/fuzz-inputs';
import { VerificationCodeSchema, isCompleteCode, sanitizeCodeInput } from './verification-code';

describe('sanitizeCodeInput', () => {
  it('keeps at most six digits', () => {
    expect(sanitizeCodeInput('12a 3-4')).toBe('1234');
    expect(sanitizeCodeInput('123 456 789')).toBe('123456');
    expect(sanitizeCodeInput('abc')).toBe('');
    expect(sanitizeCodeInput('١٢٣')).toBe('');
  });

  it('always yields at most six ASCII digits', () => {
    fc.assert(
      fc.property(anyString, (raw) => {
        expect(sanitizeCodeInput(raw)).toMatch(/^\d{0,6}$/);
      }),
    );
  });
});

describe('isCompleteCode', () => {
  it('is true only for exactly six digits', () => {
    expect(isCompleteCode('123456')).toBe(true);
    expect(isCompleteCode('12345')).toBe(false);
    expect(isCompleteCode('1234567')).toBe(false);
    expect(isCompleteCode('12345a')).toBe(false);
  });
});

describe('VerificationCodeSchema', () => {
  it('accepts six digits and rejects anything else', () => {
    expect(VerificationCodeSchema.parse(' 004321 ')).toBe('004321');
    for (const value of ['12345', '1234567', 'abcdef', 123456, undefined]) {
      expect(VerificationCodeSchema.safeParse(value).error?.issues[0]?.message).toBe(
        'Unesi ispravan verifikacioni kod.',
      );
    }
  });

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(
        fc.oneof(anyString, fc.anything()),
        (v) => void VerificationCodeSchema.safeParse(v),
      ),
    );
  });
});
