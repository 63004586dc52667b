import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { anyString } from './testing/fuzz-inputs';
import { montenegrinIban } from './testing/iban-test-data';
import {
  bicRequiredFor,
  electronicIban,
  formatIban,
  ibanError,
  isValidBic,
  isValidIban,
  maskIban,
} from './iban';
import { validation as me } from './i18n/me/validation';
import { validation as en } from './i18n/en/validation';
import { PayoutAccountSchema } from './validation/payout-account-schema';

const ME_IBAN = 'ME25505000012345678951';
const digits16 = fc.stringMatching(/^\d{16}$/);

describe('IBAN', () => {
  it('accepts a Montenegrin IBAN typed with spaces and in lower case', () => {
    expect(isValidIban('me25 5050 0001 2345 6789 51')).toBe(true);
    expect(electronicIban(' me25 5050 0001 2345 6789 51 ')).toBe(ME_IBAN);
  });

  it('accepts other countries by their own length', () => {
    expect(isValidIban('DE89370400440532013000')).toBe(true);
    expect(isValidIban('NO9386011117947')).toBe(true); // 15 characters
    expect(isValidIban('GB29NWBK60161331926819')).toBe(true);
    expect(isValidIban('RS35260005601001611379')).toBe(true);
  });

  it('names what is wrong', () => {
    expect(ibanError('')).toBe(me.ibanRequired);
    expect(ibanError('ME25-5050')).toBe(me.ibanCharacters);
    expect(ibanError('XX25505000012345678951')).toBe(me.ibanCountry);
    expect(ibanError('2550500001234567895')).toBe(me.ibanCountry);
    expect(ibanError('ME2550500001234567895')).toBe(me.ibanMontenegroLength);
    expect(ibanError('ME255050000123456789512')).toBe(me.ibanMontenegroLength);
    expect(ibanError('DE8937040044053201300')).toBe(me.ibanLength);
    expect(ibanError('ME26505000012345678951')).toBe(me.ibanInvalid);
    expect(ibanError('DE88370400440532013000')).toBe(me.ibanInvalid);
  });

  it('has the messages in both languages', () => {
    for (const key of [
      'ibanRequired',
      'ibanCountry',
      'ibanMontenegroLength',
      'ibanLength',
      'ibanInvalid',
      'bicInvalid',
      'bicRequired',
    ] as const) {
      expect(me[key]).toBeTruthy();
      expect(en[key]).toBeTruthy();
      expect(en[key]).not.toBe(me[key]);
    }
  });

  it('accepts every made-up Montenegrin IBAN of 22 characters starting with ME', () => {
    fc.assert(
      fc.property(digits16, (body) => {
        const iban = montenegrinIban(body);
        expect(iban).toMatch(/^ME\d{20}$/);
        expect(iban).toHaveLength(22);
        expect(isValidIban(iban)).toBe(true);
        expect(isValidIban(formatIban(iban).toLowerCase())).toBe(true);
      }),
    );
  });

  it('detects every single changed digit (mod 97)', () => {
    fc.assert(
      fc.property(
        digits16,
        fc.integer({ min: 2, max: 21 }),
        fc.integer({ min: 1, max: 9 }),
        (body, position, shift) => {
          const chars = [...montenegrinIban(body)];
          chars[position] = String((Number(chars[position]) + shift) % 10);
          expect(ibanError(chars.join(''))).toBe(me.ibanInvalid);
        },
      ),
    );
  });

  it('detects two swapped neighbouring digits', () => {
    fc.assert(
      fc.property(digits16, fc.integer({ min: 2, max: 20 }), (body, position) => {
        const chars = [...montenegrinIban(body)];
        fc.pre(chars[position] !== chars[position + 1]);
        const [a, b] = [chars[position] as string, chars[position + 1] as string];
        chars[position] = b;
        chars[position + 1] = a;
        expect(isValidIban(chars.join(''))).toBe(false);
      }),
    );
  });

  it('refuses a Montenegrin IBAN of any other length', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{2,40}$/), (rest) => {
        fc.pre(rest.length !== 20);
        expect(ibanError(`ME${rest}`)).toBe(me.ibanMontenegroLength);
      }),
    );
  });

  it('never throws and answers a known message for any text', () => {
    const known = new Set(Object.values(me));
    fc.assert(
      fc.property(anyString, (value) => {
        const message = ibanError(value);
        if (message !== null) expect(known.has(message)).toBe(true);
        if (message === null)
          expect(electronicIban(value)).toMatch(/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/);
      }),
    );
  });
});

describe('IBAN display', () => {
  it('groups by four', () => {
    expect(formatIban(ME_IBAN)).toBe('ME25 5050 0001 2345 6789 51');
    expect(formatIban('no93 8601 1117947')).toBe('NO93 8601 1117 947');
  });

  it('masks all but the country, check digits and last two, whatever the length', () => {
    expect(maskIban(ME_IBAN)).toBe('ME25 **** **** **** **51');
    expect(maskIban('me25 5050 0001 2345 6789 51')).toBe('ME25 **** **** **** **51');
    fc.assert(
      fc.property(digits16, (body) => {
        const iban = montenegrinIban(body);
        const masked = maskIban(iban);
        expect(masked).toHaveLength(24);
        expect(masked.replace(/[\s*]/g, '')).toBe(iban.slice(0, 4) + iban.slice(-2));
      }),
    );
  });

  it('electronic form is the grouped form without spaces', () => {
    fc.assert(
      fc.property(digits16, (body) => {
        const iban = montenegrinIban(body);
        expect(electronicIban(formatIban(iban))).toBe(iban);
      }),
    );
  });
});

describe('BIC', () => {
  it('has 8 or 11 characters', () => {
    expect(isValidBic('CKBCMEPG')).toBe(true);
    expect(isValidBic('ckbcmepgxxx')).toBe(true);
    expect(isValidBic('CKBCME')).toBe(false);
    expect(isValidBic('CKBCMEPGXX')).toBe(false);
    expect(isValidBic('1KBCMEPG')).toBe(false);
    expect(isValidBic('CKBCQQPG')).toBe(false);
  });

  it('is needed outside Montenegro and the SEPA area only', () => {
    expect(bicRequiredFor(ME_IBAN)).toBe(false);
    expect(bicRequiredFor('DE89370400440532013000')).toBe(false);
    expect(bicRequiredFor('RS35260005601001611379')).toBe(true);
  });
});

describe('PayoutAccountSchema', () => {
  const messages = (input: Record<string, unknown>) =>
    PayoutAccountSchema.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]) ??
    [];

  it('keeps the electronic IBAN and an upper-case BIC or null', () => {
    expect(
      PayoutAccountSchema.parse({
        accountHolder: ' Mont-Trade d.o.o. ',
        iban: 'me25 5050 0001 2345 6789 51',
        bic: 'ckbc mepg',
      }),
    ).toEqual({ accountHolder: 'Mont-Trade d.o.o.', iban: ME_IBAN, bic: 'CKBCMEPG' });
    expect(
      PayoutAccountSchema.parse({ accountHolder: 'Firma', iban: ME_IBAN, bic: '' }).bic,
    ).toBeNull();
    // A form sends its parsed values back: null stays none.
    expect(
      PayoutAccountSchema.parse({ accountHolder: 'Firma', iban: ME_IBAN, bic: null }).bic,
    ).toBeNull();
  });

  it('needs a holder on one line and at most 140 characters', () => {
    expect(messages({ accountHolder: ' ', iban: ME_IBAN })).toEqual([
      ['accountHolder', me.accountHolderRequired],
    ]);
    expect(messages({ accountHolder: 'a'.repeat(141), iban: ME_IBAN })).toEqual([
      ['accountHolder', me.accountHolderTooLong],
    ]);
    expect(messages({ accountHolder: 'Firma\nNova', iban: ME_IBAN })).toEqual([
      ['accountHolder', me.accountHolderCharacters],
    ]);
  });

  it('needs a BIC for a Serbian account and checks any BIC given', () => {
    expect(messages({ accountHolder: 'Firma', iban: 'RS35260005601001611379' })).toEqual([
      ['bic', me.bicRequired],
    ]);
    expect(
      messages({ accountHolder: 'Firma', iban: 'RS35260005601001611379', bic: 'AIKBRS22' }),
    ).toEqual([]);
    expect(messages({ accountHolder: 'Firma', iban: ME_IBAN, bic: 'NOPE' })).toEqual([
      ['bic', me.bicInvalid],
    ]);
  });
});
