// Checkout sessions of the seeded demo merchant, created through its server API as a shop would.
import { expect, type APIRequestContext } from '@playwright/test';
import { merchantApi } from './merchant-api';

/** The demo merchant's secret key, seeded with the demo data. */
export const DEMO_SECRET_KEY = 'sk_test_demo_NaRateDemoProdavnica2026';

/** A new open checkout session of one item for `amountCents`; answers its id. */
export async function createDemoSession(
  request: APIRequestContext,
  amountCents: number,
  item = 'Bicikl',
): Promise<string> {
  const reference = `E2E-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const { data, error } = await merchantApi(request, DEMO_SECRET_KEY).POST(
    '/api/v1/checkout/sessions',
    {
      params: { header: { 'idempotency-key': reference } },
      body: {
        amount_cents: amountCents,
        currency: 'EUR',
        order_reference: reference,
        line_items: [{ name: item, quantity: 1, unit_amount_cents: amountCents }],
        success_url: 'https://shop.example/hvala',
        cancel_url: 'https://shop.example/korpa',
      },
    },
  );
  expect(error, JSON.stringify(error)).toBeUndefined();
  return data!.id;
}
