import { sql, type Kysely } from 'kysely';
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
 * The decision's shoppers: up to `count` of the bench volume's (at least `atLeast`), each in one
 * decision at a time, so a run measures the decision and not a queue behind one shopper's
 * credit-row lock (which serializes that shopper's checkouts by design). Each gets a top score
 * and a limit no run exhausts, and a session. None has an instalment in arrears, or one unpaid
 * and due within the week: the overdue job, running during the bench, would mark it overdue and
 * every later decision of that shopper would be refused (422 overdue), cheaper than a purchase
 * and not one.
 */
export async function prepareDecisionShoppers(
  db: Kysely<Database>,
  count: number,
  atLeast = count,
): Promise<{ id: string; cookie: string }[]> {
  const shoppers = await db
    .selectFrom('users as u')
    .select('u.id')
    .where('u.email', 'like', '%@bench.narate.me')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('orders as o')
            .innerJoin('instalments as i', 'i.order_id', 'o.id')
            .select('i.id')
            .whereRef('o.user_id', '=', 'u.id')
            .where((eb) =>
              eb.or([
                eb('i.status', 'in', ['overdue', 'written_off']),
                eb.and([
                  eb('i.status', '=', 'pending'),
                  eb('i.due_date', '<=', sql<string>`current_date + 7`),
                ]),
              ]),
            ),
        ),
      ),
    )
    .orderBy('u.email')
    .limit(count)
    .execute();
  if (shoppers.length < atLeast) {
    throw new Error(`Only ${shoppers.length} bench shoppers owe nothing due this week`);
  }
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
