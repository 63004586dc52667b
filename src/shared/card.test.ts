import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  CARD_MESSAGES,
  cardBrand,
  createCardSchema,
  describeCard,
  isCardExpired,
  isValidCardNumber,
  passesLuhn,
  summarizeCard,
} from './card';

/** Appends the Luhn check digit to a digit string. */
function withCheckDigit(payload: string): string {
  const digit = [...Array(10).keys()].find((d) => passesLuhn(`${payload}${d}`));
  return `${payload}${digit}`;
}

describe('passesLuhn and isValidCardNumber', () => {
  it.each(['4242424242424242', '4000000000000002', '5555555555554444', '378282246310005'])(
    'accepts %s',
    (number) => {
      expect(isValidCardNumber(number)).toBe(true);
    },
  );

  it('accepts the groups people type', () => {
    expect(isValidCardNumber('4242 4242 4242 4242')).toBe(true);
    expect(isValidCardNumber('4242-4242-4242-4242')).toBe(true);
  });

  it.each([
    '4242424242424241',
    '1234567812345678',
    '',
    '4242',
    'abcd efgh ijkl mnop',
    '0'.repeat(20),
  ])('rejects %j', (number) => {
    expect(isValidCardNumber(number)).toBe(false);
  });

  it('catches every single-digit typo', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 11, maxLength: 18 }),
        fc.nat(),
        fc.integer({ min: 1, max: 9 }),
        (payload, position, shift) => {
          const number = withCheckDigit(payload);
          expect(passesLuhn(number)).toBe(true);
          const at = position % number.length;
          const typo = (Number(number[at]) + shift) % 10;
          const changed = `${number.slice(0, at)}${typo}${number.slice(at + 1)}`;
          expect(passesLuhn(changed)).toBe(false);
        },
      ),
    );
  });
});

describe('card brand and summary', () => {
  it.each([
    ['4242424242424242', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['378282246310005', 'amex'],
    ['6759649826438453', 'maestro'],
    ['9999999999999995', 'unknown'],
  ])('%s is %s', (number, brand) => {
    expect(cardBrand(number)).toBe(brand);
  });

  it('keeps only the brand and the last four digits', () => {
    const summary = summarizeCard('4242 4242 4242 4242');
    expect(summary).toEqual({ brand: 'visa', last4: '4242' });
    expect(describeCard(summary)).toBe('Visa •••• 4242');
    expect(JSON.stringify(summary)).not.toContain('42424242');
  });
});

describe('isCardExpired', () => {
  const now = new Date(2025, 5, 30, 23, 59);
  it('is valid through the end of the expiry month', () => {
    expect(isCardExpired(6, 2025, now)).toBe(false);
    expect(isCardExpired(5, 2025, now)).toBe(true);
    expect(isCardExpired(1, 2026, now)).toBe(false);
    expect(isCardExpired(12, 2024, now)).toBe(true);
    expect(isCardExpired(6, 25, now)).toBe(false);
    expect(isCardExpired(5, 25, now)).toBe(true);
  });
});

describe('CardSchema', () => {
  const schema = createCardSchema(() => new Date(2025, 5, 15));
  const valid = { number: '4242 4242 4242 4242', expMonth: '06', expYear: '25', cvc: '123' };
  const firstMessage = (input: unknown) => {
    const result = schema.safeParse(input);
    return result.success ? null : result.error.issues[0]?.message;
  };

  it('normalizes a valid card', () => {
    expect(schema.parse(valid)).toEqual({
      number: '4242424242424242',
      expMonth: 6,
      expYear: 2025,
      cvc: '123',
    });
    expect(schema.parse({ ...valid, expMonth: 12, expYear: 2030, cvc: ' 1234 ' })).toMatchObject({
      expMonth: 12,
      expYear: 2030,
      cvc: '1234',
    });
  });

  it.each([
    [{ number: '' }, CARD_MESSAGES.numberRequired],
    [{ number: undefined }, CARD_MESSAGES.numberRequired],
    [{ number: '4242 4242 4242 4241' }, CARD_MESSAGES.numberInvalid],
    [{ expMonth: '13' }, CARD_MESSAGES.monthInvalid],
    [{ expMonth: '0' }, CARD_MESSAGES.monthInvalid],
    [{ expMonth: 'ab' }, CARD_MESSAGES.monthInvalid],
    [{ expMonth: 6.5 }, CARD_MESSAGES.monthInvalid],
    [{ expYear: '' }, CARD_MESSAGES.yearInvalid],
    [{ expYear: '1999' }, CARD_MESSAGES.yearInvalid],
    [{ expYear: '25x' }, CARD_MESSAGES.yearInvalid],
    [{ expMonth: '5' }, CARD_MESSAGES.expired],
    [{ expYear: '2024' }, CARD_MESSAGES.expired],
    [{ cvc: '12' }, CARD_MESSAGES.cvcInvalid],
    [{ cvc: '12a' }, CARD_MESSAGES.cvcInvalid],
  ])('rejects %j with its message', (change, message) => {
    expect(firstMessage({ ...valid, ...change })).toBe(message);
  });

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        void schema.safeParse(input);
      }),
    );
  });
});
