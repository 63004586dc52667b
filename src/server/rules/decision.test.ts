import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { NBSP } from '#shared/money';
import { render } from '../http/errors';
import {
  availableLimitCents,
  decideCheckout,
  MIN_PURCHASE_CENTS,
  type CheckoutDecisionInput,
} from './decision';

const good: CheckoutDecisionInput = {
  amountCents: 5_000,
  account: { emailVerified: true, blocked: false, identityComplete: true },
  hasOverdue: false,
  spendingLimitCents: 10_000,
  outstandingCents: 0,
};

describe('decideCheckout', () => {
  it('approves an amount within the available limit and says what was available', () => {
    expect(decideCheckout(good)).toEqual({ approved: true, availableCents: 10_000 });
    expect(decideCheckout({ ...good, amountCents: 6_000, outstandingCents: 4_000 })).toEqual({
      approved: true,
      availableCents: 6_000,
    });
  });

  it('declines an amount over the available limit with both amounts in the reason', () => {
    const over = decideCheckout({ ...good, amountCents: 25_000 });
    expect(over).toMatchObject({ approved: false, code: 'over_limit' });
    expect(over.approved ? '' : render(over.reason, 'me')).toBe(
      `Iznos od 250,00${NBSP}€ prelazi tvoj raspoloživi limit od 100,00${NBSP}€.`,
    );
    expect(over.approved ? '' : render(over.reason, 'en')).toBe(
      `The amount of 250,00${NBSP}€ is more than your available limit of 100,00${NBSP}€.`,
    );
    const result = decideCheckout({ ...good, amountCents: 6_001, outstandingCents: 4_000 });
    expect(result).toMatchObject({ approved: false, code: 'over_limit' });
  });

  it('counts a limit already exceeded as nothing available', () => {
    expect(availableLimitCents(10_000, 12_000)).toBe(0);
    const result = decideCheckout({ ...good, outstandingCents: 12_000 });
    expect(result).toMatchObject({ approved: false, code: 'over_limit' });
    expect(result.approved ? '' : render(result.reason, 'me')).toBe(
      `Iznos od 50,00${NBSP}€ prelazi tvoj raspoloživi limit od 0,00${NBSP}€.`,
    );
  });

  it.each([
    [
      { account: { emailVerified: true, blocked: true, identityComplete: true } },
      'blocked',
      'Tvoj nalog je blokiran.',
    ],
    [
      { account: { emailVerified: false, blocked: false, identityComplete: true } },
      'not_verified',
      'email adresu',
    ],
    [
      { account: { emailVerified: true, blocked: false, identityComplete: false } },
      'identity_incomplete',
      'JMBG i broj telefona',
    ],
    [{ hasOverdue: true }, 'overdue', 'Imaš ratu u kašnjenju.'],
    [{ amountCents: 0 }, 'invalid_amount', 'Iznos kupovine nije ispravan.'],
    [{ amountCents: MIN_PURCHASE_CENTS - 1 }, 'invalid_amount', 'Najmanji iznos je 1,00'],
    [{ amountCents: 1000.5 }, 'invalid_amount', 'Iznos kupovine nije ispravan.'],
    [{ amountCents: Number.NaN }, 'invalid_amount', 'Iznos kupovine nije ispravan.'],
  ] as const)('declines %j as %s', (change, code, reasonPart) => {
    const result = decideCheckout({ ...good, ...change });
    expect(result).toMatchObject({ approved: false, code });
    expect(result.approved ? '' : render(result.reason, 'me')).toContain(reasonPart);
  });

  it('gives the most serious reason first', () => {
    const worst: CheckoutDecisionInput = {
      amountCents: 1_000_000,
      account: { emailVerified: false, blocked: true, identityComplete: false },
      hasOverdue: true,
      spendingLimitCents: 10_000,
      outstandingCents: 0,
    };
    expect(decideCheckout(worst)).toMatchObject({ code: 'blocked' });
    expect(
      decideCheckout({
        ...worst,
        account: { emailVerified: false, blocked: false, identityComplete: false },
      }),
    ).toMatchObject({
      code: 'not_verified',
    });
    expect(
      decideCheckout({
        ...worst,
        account: { emailVerified: true, blocked: false, identityComplete: false },
      }),
    ).toMatchObject({ code: 'identity_incomplete' });
    expect(decideCheckout({ ...worst, account: good.account })).toMatchObject({ code: 'overdue' });
  });

  it('refuses to decide on a fractional limit', () => {
    expect(() => decideCheckout({ ...good, spendingLimitCents: 10.5 })).toThrow(RangeError);
  });

  it('approves exactly when the account is in good standing and the amount fits', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000, max: 1_000_000 }),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.integer({ min: 0, max: 500_000 }),
        fc.integer({ min: 0, max: 500_000 }),
        (
          amountCents,
          emailVerified,
          blocked,
          identityComplete,
          hasOverdue,
          spendingLimitCents,
          outstandingCents,
        ) => {
          const result = decideCheckout({
            amountCents,
            account: { emailVerified, blocked, identityComplete },
            hasOverdue,
            spendingLimitCents,
            outstandingCents,
          });
          const available = Math.max(0, spendingLimitCents - outstandingCents);
          const shouldApprove =
            amountCents >= MIN_PURCHASE_CENTS &&
            emailVerified &&
            !blocked &&
            identityComplete &&
            !hasOverdue &&
            amountCents <= available;
          expect(result.approved).toBe(shouldApprove);
          if (result.approved) {
            expect(amountCents).toBeLessThanOrEqual(result.availableCents);
            expect(outstandingCents + amountCents).toBeLessThanOrEqual(spendingLimitCents);
          } else {
            expect(render(result.reason, 'me').length).toBeGreaterThan(0);
          }
        },
      ),
    );
  });
});
