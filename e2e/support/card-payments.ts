// A card payment made the way the browser makes it, for specs that buy through the API to set up
// what they test: NaRate opens the payment (POST /api/payments/card-payments) and the card goes
// to the local acquirer's card-fields endpoint, never to NaRate; the confirmation, the
// withdrawal or the instalment payment then names only the payment's id.
import type { APIRequestContext, APIResponse } from '@playwright/test';

const APPROVED = { pan: '4242424242424242', exp_month: '12', exp_year: '35', cvv: '123' };

export type CardPurpose =
  | { purpose: 'checkout'; sessionId: string; instalments: number }
  | { purpose: 'withdrawal'; orderId: string };

/** Opens a card payment for `purpose` with `headers` (the shopper's cookie, CSRF) and pays it. */
export async function paidCardPayment(
  request: APIRequestContext,
  headers: Record<string, string>,
  purpose: CardPurpose,
): Promise<string> {
  const opened = await request.post('/api/payments/card-payments', {
    headers: { 'x-narate-csrf': '1', ...withoutIdempotencyKey(headers) },
    data: purpose,
  });
  if (opened.status() !== 201) throw new Error(`card payment: ${await opened.text()}`);
  const { paymentId, clientSecret } = (await opened.json()) as {
    paymentId: string;
    clientSecret: string;
  };
  const acquirer = `http://127.0.0.1:${process.env.E2E_ACQUIRER_PORT}`;
  const typed = await fetch(`${acquirer}/components/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ client_secret: clientSecret, ...APPROVED }),
  });
  if (!typed.ok) throw new Error(`acquirer: ${await typed.text()}`);
  return paymentId;
}

/** A checkout confirmed through the API with an approved card, as the hosted checkout does. */
export async function confirmWithCard(
  request: APIRequestContext,
  sessionId: string,
  headers: Record<string, string>,
  instalments = 3,
): Promise<APIResponse> {
  const purpose = { purpose: 'checkout' as const, sessionId, instalments };
  const paymentId = await paidCardPayment(request, headers, purpose);
  return request.post(`/api/checkout/sessions/${sessionId}/confirm`, {
    headers: { 'x-narate-csrf': '1', ...headers },
    data: { instalments, paymentId, acceptTerms: true },
  });
}

function withoutIdempotencyKey(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => name.toLowerCase() !== 'idempotency-key'),
  );
}
