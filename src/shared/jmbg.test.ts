import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  JMBG_INVALID_MESSAGE,
  JMBG_LENGTH_MESSAGE,
  isValidJmbg,
  jmbgBirthYear,
  jmbgControlDigit,
  jmbgError,
} from './jmbg';
import { makeValidJmbg } from './testing/jmbg-test-data';

const NOW = new Date(2025, 5, 15, 12);

describe('jmbgControlDigit', () => {
  it('follows the weighted mod-11 rule', () => {
    // 010199026123: 7·(0+0) + 6·(1+2) + 5·(0+6) + 4·(1+1) + 3·(9+2) + 2·(9+3) = 113,
    // 113 mod 11 = 3, 11 − 3 = 8.
    expect(jmbgControlDigit('010199026123')).toBe(8);
    // 150398521501: 7·(1+5) + 6·(5+2) + 5·(0+1) + 4·(3+5) + 3·(9+0) + 2·(8+1) = 166,
    // 166 mod 11 = 1, 11 − 1 = 10, which becomes 0.
    expect(jmbgControlDigit('150398521501')).toBe(0);
    // 150398521502: 166 + 2 = 168, 168 mod 11 = 3, 11 − 3 = 8.
    expect(jmbgControlDigit('150398521502')).toBe(8);
  });
});

describe('jmbgBirthYear', () => {
  it('restores the millennium digit', () => {
    expect(jmbgBirthYear(990)).toBe(1990);
    expect(jmbgBirthYear(800)).toBe(1800);
    expect(jmbgBirthYear(5)).toBe(2005);
    expect(jmbgBirthYear(799)).toBe(2799);
  });
});

describe('jmbgError', () => {
  it('accepts a hand-computed valid JMBG', () => {
    expect(jmbgError('0101990261238', NOW)).toBeNull();
    expect(isValidJmbg('1503985215010', NOW)).toBe(true);
    expect(makeValidJmbg(1, 1, 1990)).toBe('0101990261238');
  });

  it('requires exactly 13 digits', () => {
    for (const value of ['', '123', '01019902612380', '010199026123a', ' 0101990261238']) {
      expect(jmbgError(value, NOW)).toBe(JMBG_LENGTH_MESSAGE);
    }
    expect(JMBG_LENGTH_MESSAGE).toBe('JMBG mora imati tačno 13 cifara');
  });

  it('rejects a wrong control digit', () => {
    expect(jmbgError('0101990261230', NOW)).toBe(JMBG_INVALID_MESSAGE);
    expect(JMBG_INVALID_MESSAGE).toBe('JMBG nije ispravan');
  });

  it('rejects dates that do not exist', () => {
    expect(jmbgError(makeValidJmbg(31, 2, 1990), NOW)).toBe('JMBG nije ispravan');
    expect(jmbgError(makeValidJmbg(29, 2, 1990), NOW)).toBe('JMBG nije ispravan');
    expect(jmbgError(makeValidJmbg(29, 2, 1992), NOW)).toBeNull();
    expect(jmbgError(makeValidJmbg(1, 13, 1990), NOW)).toBe('JMBG nije ispravan');
    expect(jmbgError(makeValidJmbg(0, 1, 1990), NOW)).toBe('JMBG nije ispravan');
  });

  it('rejects birth dates in the future', () => {
    expect(jmbgError(makeValidJmbg(16, 6, 2025), NOW)).toBe('JMBG nije ispravan');
    expect(jmbgError(makeValidJmbg(15, 6, 2025), NOW)).toBeNull();
    expect(jmbgError(makeValidJmbg(1, 1, 2026), NOW)).toBe('JMBG nije ispravan');
  });

  it('defaults to the current date', () => {
    expect(isValidJmbg(makeValidJmbg(5, 5, 2005))).toBe(true);
  });

  it('accepts every generated JMBG for a past date and rejects any other last digit', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(1900, 0, 1), max: new Date(2025, 5, 15), noInvalidDate: true }),
        fc.stringMatching(/^\d{2}$/),
        fc.stringMatching(/^\d{3}$/),
        fc.integer({ min: 1, max: 9 }),
        (date, region, serial, shift) => {
          const jmbg = makeValidJmbg(
            date.getDate(),
            date.getMonth() + 1,
            date.getFullYear(),
            region,
            serial,
          );
          expect(isValidJmbg(jmbg, NOW)).toBe(true);
          const wrong = jmbg.slice(0, 12) + String((Number(jmbg[12]) + shift) % 10);
          expect(isValidJmbg(wrong, NOW)).toBe(false);
        },
      ),
    );
  });

  it('never throws on arbitrary strings', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        expect(typeof isValidJmbg(s)).toBe('boolean');
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^\d{13}$/), (s) => {
        expect([null, JMBG_INVALID_MESSAGE]).toContain(jmbgError(s));
      }),
    );
  });
});
