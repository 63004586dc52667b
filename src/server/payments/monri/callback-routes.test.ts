import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { callbackAuthorization } from './signing';

const PATH = '/api/payments/card-callback';

function body(overrides: Record<string, unknown> = {}): string {
  return JSON.stringify({
    id: randomUUID(),
    order_number: randomUUID(),
    transaction_type: 'purchase',
    status: 'approved',
    response_code: '0000',
    amount: 1500,
    payment_method: { type: 'card', data: { brand: 'visa', masked: '424242******4242' } },
    ...overrides,
  });
}

describe('the card acquirer callback', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (payload: string, authorization?: string) =>
    t.app.inject({
      method: 'POST',
      url: PATH,
      headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
      payload,
    });
  const stored = (id: string) =>
    t.app.db
      .selectFrom('card_acquirer_callbacks')
      .selectAll()
      .where('transaction_id', '=', id)
      .execute();

  it('stores a callback signed with the merchant key once, however often it comes', async () => {
    const payload = body();
    const signature = callbackAuthorization(t.app.config.card.merchantKey, payload);
    const first = await send(payload, signature);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true });
    const again = await send(payload, signature);
    expect(again.statusCode).toBe(200);
    const { id, order_number } = JSON.parse(payload) as { id: string; order_number: string };
    expect(await stored(id)).toEqual([
      expect.objectContaining({
        order_number,
        transaction_type: 'purchase',
        status: 'approved',
        response_code: '0000',
        amount_cents: 1500,
      }),
    ]);
  });

  it('stores the callbacks of authorisations, captures and voids (a card-fields checkout is authorised)', async () => {
    for (const type of ['authorize', 'capture', 'void', 'refund']) {
      const payload = body({ transaction_type: type });
      const response = await send(
        payload,
        callbackAuthorization(t.app.config.card.merchantKey, payload),
      );
      expect(response.statusCode, type).toBe(200);
      const { id } = JSON.parse(payload) as { id: string };
      expect(await stored(id)).toEqual([expect.objectContaining({ transaction_type: type })]);
    }
  });

  it('refuses an unsigned callback, another key’s signature and a changed body, storing nothing', async () => {
    const payload = body();
    const { id } = JSON.parse(payload) as { id: string };
    const changed = payload.replace('1500', '1');
    const cases = [
      await send(payload),
      await send(payload, callbackAuthorization('some-other-merchant-key', payload)),
      await send(changed, callbackAuthorization(t.app.config.card.merchantKey, payload)),
      await send(payload, 'WP3-callback 00'),
    ];
    for (const response of cases) expect(response.statusCode).toBe(401);
    expect(await stored(id)).toEqual([]);
  });

  it('answers 400 to a signed callback that names no transaction', async () => {
    for (const payload of ['{"status":"approved"}', 'not json', body({ amount: -5 })]) {
      const response = await send(
        payload,
        callbackAuthorization(t.app.config.card.merchantKey, payload),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().message, payload).toBe(
        payload === 'not json'
          ? 'The callback body is not JSON.'
          : 'The callback names no transaction.',
      );
    }
    // The signature is checked before the body is read.
    expect((await send('not json')).statusCode).toBe(401);
  });
});
