// Checkout sessions created through the merchant API as a shop's server would, with the typed
// client generated from the API's contract: a wrong field or a changed answer fails to compile.
import { expect, type APIRequestContext } from '@playwright/test';
import { merchantApi } from './merchant-api';

/** The demo merchant's secret key, seeded with the demo data. */
export const DEMO_SECRET_KEY = 'sk_test_demo_NaRateDemoProdavnica2026';

export interface CheckoutSessionOptions {
  /** The selling merchant's secret key; the demo merchant's by default. */
  secretKey?: string;
  /** The one item's name (none when null: the API takes a session without line items). */
  item?: string | null;
  /** The shop's order number; a unique one by default. */
  reference?: string;
  /** The request's Idempotency-Key; the reference by default. */
  idempotencyKey?: string;
  /** Return to NaRate's own demo shop page at this origin, else to a shop elsewhere. */
  demoShopAt?: string;
  /** Return to this shop page instead, with ?status=success or ?status=cancelled. */
  shopPage?: string;
}

/** A new open checkout session for `amountCents`; answers its id. */
export async function createCheckoutSession(
  request: APIRequestContext,
  amountCents: number,
  options: CheckoutSessionOptions = {},
): Promise<string> {
  const reference = options.reference ?? `E2E-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const item = options.item === undefined ? 'Bicikl' : options.item;
  const returns = options.shopPage
    ? {
        success_url: `${options.shopPage}?status=success`,
        cancel_url: `${options.shopPage}?status=cancelled`,
      }
    : options.demoShopAt
      ? {
          success_url: `${options.demoShopAt}/demo-shop?status=success`,
          cancel_url: `${options.demoShopAt}/demo-shop?status=cancelled`,
        }
      : { success_url: 'https://shop.example/hvala', cancel_url: 'https://shop.example/korpa' };
  const { data, error } = await merchantApi(request, options.secretKey ?? DEMO_SECRET_KEY).POST(
    '/api/v1/checkout/sessions',
    {
      params: { header: { 'idempotency-key': options.idempotencyKey ?? reference } },
      body: {
        amount_cents: amountCents,
        currency: 'EUR',
        order_reference: reference,
        ...(item === null
          ? {}
          : { line_items: [{ name: item, quantity: 1, unit_amount_cents: amountCents }] }),
        ...returns,
      },
    },
  );
  expect(error, JSON.stringify(error)).toBeUndefined();
  return data!.id;
}

/** A new open checkout session of the demo merchant, of one item for `amountCents`. */
export function createDemoSession(
  request: APIRequestContext,
  amountCents: number,
  item = 'Bicikl',
): Promise<string> {
  return createCheckoutSession(request, amountCents, { item });
}
