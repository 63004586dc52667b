import type { LightMyRequestResponse } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockCreditRow } from '../credit/repository';
import type { Database } from '../db/schema';
import { confirmCheckout } from '../orders/confirm-service';
import { orderDeps } from '../orders/order-deps';
import { cardFieldsPayment } from '../orders/card-fields-payment';
import {
  createCheckout,
  createShopper,
  createTestMerchant,
  payInCardFields,
} from '../testing/purchase-fixtures';
import { apiRequest, createTestApp, type TestApp } from '../testing/test-app';
import {
  DELETION_PAYMENT_PENDING_MESSAGE,
  OUTSTANDING_BALANCE_MESSAGE,
} from './account-deletion-service';

/** Returns once another session waits for a lock (the deletion has reached the rows held here). */
async function untilSomeoneWaitsForALock(trx: Kysely<Database>): Promise<void> {
  const until = Date.now() + 20_000;
  while (Date.now() < until) {
    const waiting = await sql<{ n: number }>`
      select count(*)::int as n from pg_locks
       where not granted
         and pid in (select pid from pg_stat_activity where datname = current_database())`.execute(
      trx,
    );
    if ((waiting.rows[0]?.n ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the deletion never reached the locked rows');
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('account deletion racing a purchase', () => {
  it('waits for a purchase that holds the credit row and then refuses to orphan its debt', async () => {
    const shopper = await createShopper(t.app);
    let deletion: Promise<LightMyRequestResponse> | undefined;
    // A purchase in flight: it holds the shopper's credit row (as every approval does) and
    // records what the shopper now owes; the deletion starts meanwhile.
    await t.app.db.transaction().execute(async (trx) => {
      await lockCreditRow(trx, shopper.userId);
      await trx
        .insertInto('purchases_before_orders')
        .values({
          user_id: shopper.userId,
          business_name: 'Trka d.o.o.',
          amount: 3_000,
          status: 'pending',
        })
        .execute();
      deletion = apiRequest(t.app, {
        method: 'DELETE',
        url: '/api/me',
        cookie: shopper.cookie,
        payload: { password: 'Test-Lozinka-2026!' },
      });
      await untilSomeoneWaitsForALock(trx);
    });
    const response = await deletion!;
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(OUTSTANDING_BALANCE_MESSAGE);
    const user = await t.app.db
      .selectFrom('users')
      .select('id')
      .where('id', '=', shopper.userId)
      .executeTakeFirst();
    expect(user).toBeDefined();
  });
});

function deleteAccountRequest(cookie: string): Promise<LightMyRequestResponse> {
  return apiRequest(t.app, {
    method: 'DELETE',
    url: '/api/me',
    cookie,
    payload: { password: 'Test-Lozinka-2026!' },
  });
}

describe('account deletion while a payment is in flight', () => {
  it('refuses while the checkout charge is at the provider; the purchase is then booked', async () => {
    const merchant = await createTestMerchant(t.app);
    const shopper = await createShopper(t.app);
    const session = await createCheckout(t.app, merchant.secretKey, 3_000);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let charged!: () => void;
    const atProvider = new Promise<void>((resolve) => (charged = resolve));
    // The shopper paid in the acquirer's card fields; the confirmation's answer from the acquirer
    // is held before it is booked (a slow provider).
    const paymentId = await payInCardFields(t.app, shopper.cookie, {
      purpose: 'checkout',
      sessionId: session.id,
      instalments: 3,
    });
    const paid = await cardFieldsPayment(t.app.paymentProvider, paymentId);
    const confirming = confirmCheckout(
      {
        ...orderDeps(t.app),
        faults: {
          afterProviderCall: async () => {
            charged();
            await held;
          },
        },
      },
      {
        sessionId: session.id,
        userId: shopper.userId,
        instalments: 3,
        card: paid.card,
        attemptId: paid.attemptId,
      },
      { scope: `shopper:${shopper.userId}`, key: 'deletion-race', fingerprint: '0'.repeat(64) },
    );
    await atProvider;
    const refused = await deleteAccountRequest(shopper.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: 'deletion_payment_pending',
      message: DELETION_PAYMENT_PENDING_MESSAGE,
    });
    release();
    const answer = await confirming;
    expect(answer.statusCode).toBe(201);
    const order = await t.app.db
      .selectFrom('orders')
      .select(['user_id'])
      .where('checkout_session_id', '=', session.id)
      .executeTakeFirstOrThrow();
    expect(order.user_id).toBe(shopper.userId);
  });

  it('a payment attempt committed while the deletion waits refuses the deletion', async () => {
    const merchant = await createTestMerchant(t.app);
    const shopper = await createShopper(t.app);
    const session = await createCheckout(t.app, merchant.secretKey, 3_000);
    let deletion: Promise<LightMyRequestResponse> | undefined;
    // An attempt being committed (it references the user's row) as the deletion starts.
    await t.app.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('payment_attempts')
        .values({
          kind: 'checkout',
          checkout_session_id: session.id,
          user_id: shopper.userId,
          merchant_id: merchant.merchantId,
          amount_cents: 1_000,
          plan: JSON.stringify({ calls: [] }),
        })
        .execute();
      deletion = deleteAccountRequest(shopper.cookie);
      await untilSomeoneWaitsForALock(trx);
    });
    const response = await deletion!;
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('deletion_payment_pending');
    const attempt = await t.app.db
      .selectFrom('payment_attempts')
      .select('user_id')
      .where('checkout_session_id', '=', session.id)
      .executeTakeFirstOrThrow();
    expect(attempt.user_id).toBe(shopper.userId);
  });
});
