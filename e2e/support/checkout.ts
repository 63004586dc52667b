// Checkout sessions of the seeded demo merchant, created through its server API as a shop would.
import { expect, type APIRequestContext } from '@playwright/test';

/** The demo merchant's secret key, seeded with the demo data. */
export const DEMO_SECRET_KEY = 'sk_test_demo_NaRateDemoProdavnica2026';

/** A new open checkout session of one item for `amountCents`; answers its id. */
export async function createDemoSession(
  request: APIRequestContext,
  amountCents: number,
  item = 'Bicikl',
): Promise<string> {
  const reference = `E2E-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const response = await request.post('/api/v1/checkout/sessions', {
    headers: { authorization: `Bearer ${DEMO_SECRET_KEY}`, 'idempotency-key': reference },
    data: {
      amount_cents: amountCents,
      currency: 'EUR',
      order_reference: reference,
      line_items: [{ name: item, quantity: 1, unit_amount_cents: amountCents }],
      success_url: 'https://shop.example/hvala',
      cancel_url: 'https://shop.example/korpa',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}
