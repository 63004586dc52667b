import { randomUUID } from 'node:crypto';
import type autocannon from 'autocannon';
import type { Kysely } from 'kysely';
import { createSession } from '#server/auth/sessions-repository';
import type { Database } from '#server/db/schema';

/**
 * The checkout decision as the benchmarks send it: the demo merchant creates a session, a shopper
 * confirms it (decision, plan, first charge). Every create and confirm is a new request, so each
 * carries an Idempotency-Key of its own.
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

export const CONFIRM_BODY = JSON.stringify({
  instalments: 3,
  card: { number: '4242424242424242', expMonth: 12, expYear: 2035, cvc: '123' },
  acceptTerms: true,
});

export const confirmPath = (sessionId: string) => `/api/checkout/sessions/${sessionId}/confirm`;

/**
 * The decision's two requests for autocannon. Each connection keeps one shopper of its own: the
 * session cookies are handed out in turn.
 */
export function decisionRequests(cookies: string[]): autocannon.Request[] {
  let next = 0;
  return [
    {
      method: 'POST',
      path: '/api/v1/checkout/sessions',
      headers: MERCHANT_HEADERS,
      body: SESSION_BODY,
      setupRequest: (request) => ({
        ...request,
        headers: { ...request.headers, 'idempotency-key': randomUUID() },
      }),
      onResponse: (_status, body, context) => {
        (context as Record<string, unknown>).sessionId = (JSON.parse(body) as { id?: string }).id;
      },
    },
    {
      method: 'POST',
      setupRequest: (request, context) => {
        const state = context as Record<string, unknown>;
        state.cookie ??= cookies[next++ % cookies.length];
        return {
          ...request,
          path: confirmPath(String(state.sessionId)),
          headers: {
            ...request.headers,
            cookie: String(state.cookie),
            'idempotency-key': randomUUID(),
          },
        };
      },
      headers: CONFIRM_HEADERS,
      body: CONFIRM_BODY,
    },
  ];
}

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
