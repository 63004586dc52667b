import type { Kysely } from 'kysely';
import { createSession } from '#server/auth/sessions-repository';
import type { Database } from '#server/db/schema';
import { TEST_CARDS } from '#server/payments/provider';
import type { OpenedCardPayment } from '#shared/purchase-api';

/**
 * The checkout decision as the benchmarks send it: the demo merchant creates a session, a shopper
 * opens a card payment, types the card into the acquirer's fields and confirms (decision, plan,
 * first charge). Every NaRate request is a new one, so each carries an Idempotency-Key of its own.
 */
export const MERCHANT_HEADERS = {
  authorization: 'Bearer sk_test_demo_NaRateDemoProdavnica2026',
  'content-type': 'application/json',
};

/** The smallest purchase, so thousands fit under the top tier's limit during a run. */
export const SESSION_BODY = JSON.stringify({
  amount_cents: 100,
  currency: 'EUR',
  order_reference: 'bench',
  success_url: 'https://shop.example/ok',
  cancel_url: 'https://shop.example/cancel',
});

export const CONFIRM_HEADERS = { 'content-type': 'application/json', 'x-narate-csrf': '1' };

/** The shopper opens a card payment for the session: what the acquirer's card fields take. */
export const CARD_PAYMENT_PATH = '/api/payments/card-payments';
export const cardPaymentBody = (sessionId: string) =>
  JSON.stringify({ purpose: 'checkout', sessionId, instalments: 3 });

/**
 * The card typed into the acquirer's card fields: the browser sends it to the acquirer, never to
 * NaRate (which refuses a card number), so the bench does the same.
 */
export function typeCardIntoFields(
  opened: Pick<OpenedCardPayment, 'componentsUrl' | 'clientSecret'>,
  timeoutMs = 30_000,
): Promise<Response> {
  return fetch(new URL('/components/confirm', opened.componentsUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      client_secret: opened.clientSecret,
      pan: TEST_CARDS.approved,
      exp_month: '12',
      exp_year: '35',
      cvv: '123',
    }),
    signal: AbortSignal.timeout(timeoutMs),
  });
}

/** The confirmation names the card payment the acquirer has authorised. */
export const confirmBody = (paymentId: string) =>
  JSON.stringify({ instalments: 3, paymentId, acceptTerms: true });

export const confirmPath = (sessionId: string) => `/api/checkout/sessions/${sessionId}/confirm`;

/**
 * The decision's shoppers: `count` of the bench volume's, one per connection, so a run measures
 * the decision and not a queue behind one shopper's credit-row lock (which serializes that
 * shopper's checkouts by design). Each gets a top score and a limit no run exhausts, and a
 * session.
 */
export async function prepareDecisionShoppers(
  db: Kysely<Database>,
  count: number,
): Promise<{ id: string; cookie: string }[]> {
  const shoppers = await db
    .selectFrom('users')
    .select('id')
    .where('email', 'like', '%@bench.narate.me')
    .orderBy('email')
    .limit(count)
    .execute();
  await db
    .updateTable('user_credit_scores')
    .set({ spending_limit: 2_000_000_000, score: 950 })
    .where(
      'user_id',
      'in',
      shoppers.map((s) => s.id),
    )
    .execute();
  const prepared: { id: string; cookie: string }[] = [];
  for (const { id } of shoppers) {
    const { token } = await createSession(db, { userId: id, persistent: true });
    prepared.push({ id, cookie: `narate_session=${token}` });
  }
  return prepared;
}
