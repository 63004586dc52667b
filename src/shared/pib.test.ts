import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  PIB_INVALID_MESSAGE,
  PIB_LENGTH_MESSAGE,
  isValidPib,
  montenegrinPibCheckDigit,
  pibError,
  serbianPibCheckDigit,
} from './pib';

describe('Montenegrin PIB (8 digits)', () => {
  it('accepts the known valid PIB 02655284', () => {
    // 8·0 + 7·2 + 6·6 + 5·5 + 4·5 + 3·2 + 2·8 = 117; −117 mod 11 = 4; 4 mod 10 = 4.
    expect(montenegrinPibCheckDigit('0265528')).toBe(4);
    expect(isValidPib('02655284')).toBe(true);
  });

  it('maps a remainder of 10 to 0', () => {
    // 2·6 = 12; −12 mod 11 = 10; 10 mod 10 = 0.
    expect(montenegrinPibCheckDigit('0000006')).toBe(0);
    expect(isValidPib('00000060')).toBe(true);
  });

  it('rejects a wrong check digit', () => {
    expect(pibError('02655285')).toBe(PIB_INVALID_MESSAGE);
    expect(PIB_INVALID_MESSAGE).toBe('PIB nije ispravan');
  });
});

describe('Serbian PIB (9 digits, ISO 7064 MOD 11,10)', () => {
  it('accepts a known real PIB the algorithm confirms', () => {
    expect(serbianPibCheckDigit('10113470')).toBe(2);
    expect(isValidPib('101134702')).toBe(true);
  });

  it('accepts a PIB computed with the algorithm and rejects its neighbours', () => {
    const body = '10000002';
    const valid = body + String(serbianPibCheckDigit(body));
    expect(isValidPib(valid)).toBe(true);
    expect(isValidPib('100002000')).toBe(false);
    expect(pibError('101134703')).toBe('PIB nije ispravan');
  });

  it('detects every single-digit error', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{8}$/),
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 1, max: 9 }),
        (body, position, shift) => {
          const valid = body + String(serbianPibCheckDigit(body));
          expect(isValidPib(valid)).toBe(true);
          const digits = [...valid];
          digits[position] = String((Number(digits[position]) + shift) % 10);
          expect(isValidPib(digits.join(''))).toBe(false);
        },
      ),
    );
  });
});

describe('pibError', () => {
  it.each(['', '1234567', '1234567890', '0265528a', ' 02655284', '02 655 284'])(
    'requires 8 or 9 digits: %j',
    (value) => {
      expect(pibError(value)).toBe(PIB_LENGTH_MESSAGE);
    },
  );

  it('uses the length message', () => {
    expect(PIB_LENGTH_MESSAGE).toBe('PIB mora biti 8 ili 9 cifara');
  });

  it('never throws on arbitrary strings', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        expect(typeof isValidPib(s)).toBe('boolean');
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^\d{8,9}$/), (s) => {
        expect([null, PIB_INVALID_MESSAGE]).toContain(pibError(s));
      }),
    );
  });
});
