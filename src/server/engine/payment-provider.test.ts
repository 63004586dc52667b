import { describe, it, expect } from 'vitest';
import { TEST_CARDS, TestPaymentProvider, type CardDetails } from './payment-provider';

const now = () => new Date(2025, 5, 15);
const card = (number: string, change: Partial<CardDetails> = {}): CardDetails => ({
  number,
  expMonth: 12,
  expYear: 2030,
  cvc: '123',
  ...change,
});
let keys = 0;
const request = (number: string, change: Partial<CardDetails> = {}, amountCents = 10_000) => ({
  amountCents,
  card: card(number, change),
  description: 'NaRate rata 1/3',
  idempotencyKey: `key-${(keys += 1)}`,
});

describe('TestPaymentProvider.charge', () => {
  it('approves 4242 4242 4242 4242 and keeps only the brand and last four digits', async () => {
    const provider = new TestPaymentProvider(now);
    const result = await provider.charge(request('4242 4242 4242 4242'));
    expect(result).toMatchObject({ ok: true, card: { brand: 'visa', last4: '4242' } });
    if (!result.ok) return;
    expect(result.chargeId).toMatch(/^ch_test_/);
    const info = provider.chargeInfo(result.chargeId);
    expect(info).toMatchObject({ amountCents: 10_000, refundedCents: 0 });
    expect(JSON.stringify(info)).not.toContain(TEST_CARDS.approved);
  });

  it('approves other Luhn-valid numbers', async () => {
    const provider = new TestPaymentProvider(now);
    expect(await provider.charge(request('5555555555554444'))).toMatchObject({
      ok: true,
      card: { brand: 'mastercard', last4: '4444' },
    });
  });

  it.each([
    [TEST_CARDS.declined, 'card_declined', 'Kartica je odbijena.'],
    [TEST_CARDS.insufficientFunds, 'insufficient_funds', 'Nedovoljno sredstava na kartici.'],
    [TEST_CARDS.expired, 'expired_card', 'Kartica je istekla.'],
    ['4242424242424241', 'invalid_number', 'Broj kartice nije ispravan.'],
    ['4242', 'invalid_number', 'Broj kartice nije ispravan.'],
  ])('declines %s as %s', async (number, code, message) => {
    const provider = new TestPaymentProvider(now);
    expect(await provider.charge(request(number))).toEqual({ ok: false, code, message });
  });

  it('declines a card past its expiry and a nonsense expiry', async () => {
    const provider = new TestPaymentProvider(now);
    const expired = { ok: false, code: 'expired_card', message: 'Kartica je istekla.' };
    expect(
      await provider.charge(request(TEST_CARDS.approved, { expMonth: 5, expYear: 2025 })),
    ).toEqual(expired);
    expect(await provider.charge(request(TEST_CARDS.approved, { expMonth: 13 }))).toEqual(expired);
    expect(
      await provider.charge(request(TEST_CARDS.approved, { expMonth: 6, expYear: 25 })),
    ).toMatchObject({
      ok: true,
    });
  });

  it('refuses an amount that is not a positive number of cents', async () => {
    const provider = new TestPaymentProvider(now);
    expect(await provider.charge(request(TEST_CARDS.approved, {}, 0))).toMatchObject({
      ok: false,
      code: 'invalid_amount',
    });
  });

  it('charges once per idempotency key and refuses the key for another charge', async () => {
    const provider = new TestPaymentProvider(now);
    const first = { ...request(TEST_CARDS.approved), idempotencyKey: 'same' };
    const a = await provider.charge(first);
    const b = await provider.charge(first);
    expect(b).toEqual(a);
    expect(await provider.charge({ ...first, amountCents: 20_000 })).toMatchObject({
      ok: false,
      code: 'idempotency_conflict',
    });
  });
});

describe('TestPaymentProvider.refund', () => {
  it('refunds up to what was charged', async () => {
    const provider = new TestPaymentProvider(now);
    const charge = await provider.charge(request(TEST_CARDS.approved));
    if (!charge.ok) throw new Error('charge failed');
    expect(await provider.refund(charge.chargeId, 6_000)).toMatchObject({ ok: true });
    expect(await provider.refund(charge.chargeId, 4_001)).toEqual({
      ok: false,
      code: 'invalid_amount',
      message: 'Iznos povraćaja nije ispravan.',
    });
    expect(await provider.refund(charge.chargeId, 4_000)).toMatchObject({ ok: true });
    expect(provider.chargeInfo(charge.chargeId)?.refundedCents).toBe(10_000);
    expect(await provider.refund('ch_test_unknown', 100)).toEqual({
      ok: false,
      code: 'charge_not_found',
      message: 'Plaćanje nije pronađeno.',
    });
  });
});
