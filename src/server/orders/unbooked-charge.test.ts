// A checkout charge that reached the card but can never be booked is given back to the card:
// by recovery when its shopper is gone, by an admin when recovery cannot settle it.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReconciliationReport } from '#shared/admin-api';
import { reconcile } from '../ledger/reconciliation';
import { DEMO_ADMIN, seedDemoData } from '../testing/demo-accounts';
import {
  createCheckout,
  createShopper,
  createTestMerchant,
  crashingAfterProviderCall,
  payInCardFields,
  type TestMerchant,
} from '../testing/purchase-fixtures';
import { apiRequest, createTestApp, loginAs, type TestApp } from '../testing/test-app';
import { cardFieldsPayment } from './card-fields-payment';
import { confirmCheckout } from './confirm-service';
import { orderDeps } from './order-deps';
import { runPaymentRecovery } from './recovery';

let t: TestApp;
let merchant: TestMerchant;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.app.db);
  admin = await loginAs(t.app, DEMO_ADMIN.email, DEMO_ADMIN.password);
  merchant = await createTestMerchant(t.app);
});
afterAll(() => t.close());

/** A checkout whose card was charged, the process dying before the order was booked. */
async function chargedButNotBooked(): Promise<{ attemptId: string; sessionId: string }> {
  const shopper = await createShopper(t.app);
  const session = await createCheckout(t.app, merchant.secretKey, 3_000);
  const paymentId = await payInCardFields(t.app, shopper.cookie, {
    purpose: 'checkout',
    sessionId: session.id,
    instalments: 3,
  });
  const paid = await cardFieldsPayment(t.app.paymentProvider, paymentId);
  const crashing = crashingAfterProviderCall(t.app);
  await expect(
    confirmCheckout(
      crashing,
      {
        sessionId: session.id,
        userId: shopper.userId,
        instalments: 3,
        card: paid.card,
        attemptId: paid.attemptId,
      },
      { scope: `shopper:${shopper.userId}`, key: session.id, fingerprint: '0'.repeat(64) },
    ),
  ).rejects.toThrow(/simulated crash/);
  const attempt = await t.app.db
    .selectFrom('payment_attempts')
    .select(['id', 'status'])
    .where('checkout_session_id', '=', session.id)
    .executeTakeFirstOrThrow();
  expect(attempt.status).toBe('pending');
  return { attemptId: attempt.id, sessionId: session.id };
}

/** What the acquirer's statement holds for the attempt: its charge and any refund. */
async function providerOps(attemptId: string) {
  const entries = (await t.app.paymentProvider.statement()).filter((e) =>
    e.key.startsWith(attemptId),
  );
  return entries
    .map((e): [string, number] => [e.kind, e.amountCents])
    .sort((a, b) => a[0].localeCompare(b[0]));
}

async function attemptRow(attemptId: string) {
  return t.app.db
    .selectFrom('payment_attempts')
    .select(['status', 'failure_code'])
    .where('id', '=', attemptId)
    .executeTakeFirstOrThrow();
}

const twoMinutesLater = () => new Date(Date.now() + 2 * 60_000);

describe('a charge that cannot be booked', () => {
  it('is given back by recovery when the shopper is gone, and reconciliation agrees', async () => {
    const { attemptId, sessionId } = await chargedButNotBooked();
    // What a deletion during the charge left behind before deletions waited for payments.
    await t.app.db
      .updateTable('payment_attempts')
      .set({ user_id: null })
      .where('id', '=', attemptId)
      .execute();

    await runPaymentRecovery(orderDeps(t.app), twoMinutesLater());
    expect(await attemptRow(attemptId)).toEqual({
      status: 'refunded',
      failure_code: 'charge_returned',
    });
    expect(await providerOps(attemptId)).toEqual([
      ['charge', 1_000],
      ['refund', 1_000],
    ]);
    const orders = await t.app.db
      .selectFrom('orders')
      .select('id')
      .where('checkout_session_id', '=', sessionId)
      .execute();
    expect(orders).toEqual([]);
    // Recovery again: nothing more happens.
    await runPaymentRecovery(orderDeps(t.app), new Date(Date.now() + 5 * 60_000));
    expect(await providerOps(attemptId)).toHaveLength(2);
    const report = await reconcile(
      { db: t.app.db, provider: t.app.paymentProvider },
      new Date(Date.now() + 20 * 60_000),
    );
    expect(report.discrepancies).toEqual([]);
    // The session is free again: the merchant can cancel it.
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/v1/checkout/sessions/${sessionId}/cancel`,
      headers: { authorization: `Bearer ${merchant.secretKey}`, 'idempotency-key': sessionId },
    });
    expect(cancel.statusCode).toBe(200);
  });

  it('is given back by an admin, audited; a young or settled attempt is refused', async () => {
    const { attemptId } = await chargedButNotBooked();
    const url = `/api/admin/payment-attempts/${attemptId}/return-charge`;
    const young = await apiRequest(t.app, { method: 'POST', url, cookie: admin });
    expect(young.statusCode).toBe(409);
    expect(young.json().error).toBe('payment_in_progress');

    // Older than any request could still be waiting for the provider, and than reconciliation's
    // grace for money in flight.
    await sql`update payment_attempts set created_at = now() - interval '20 minutes'
               where id = ${attemptId}`.execute(t.app.db);
    // Reconciliation names the attempt and offers the return (the admin screen's button).
    const listed = await apiRequest(t.app, { url: '/api/admin/reconciliation', cookie: admin });
    expect(listed.statusCode).toBe(200);
    const ofAttempt = (listed.json() as ReconciliationReport).discrepancies.filter(
      (d) => d.attemptId === attemptId,
    );
    expect(ofAttempt.map((d) => d.kind).sort()).toEqual(['stuck_attempt', 'unbooked_charge']);
    for (const d of ofAttempt) {
      expect(d.canReturnCharge).toBe(true);
      expect(Date.now() - Date.parse(d.attemptCreatedAt ?? '')).toBeGreaterThan(19 * 60_000);
    }
    const shopper = await createShopper(t.app);
    const refused = await apiRequest(t.app, { method: 'POST', url, cookie: shopper.cookie });
    expect(refused.statusCode).toBe(403);

    const returned = await apiRequest(t.app, { method: 'POST', url, cookie: admin });
    expect(returned.statusCode).toBe(200);
    expect(returned.json()).toEqual({ attemptId, status: 'refunded', amountCents: 1_000 });
    expect(await providerOps(attemptId)).toEqual([
      ['charge', 1_000],
      ['refund', 1_000],
    ]);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select(['action', 'entity_type'])
      .where('entity_id', '=', attemptId)
      .execute();
    expect(audit).toEqual([{ action: 'payment.charge_returned', entity_type: 'payment_attempt' }]);

    const after = await apiRequest(t.app, { url: '/api/admin/reconciliation', cookie: admin });
    expect(
      (after.json() as ReconciliationReport).discrepancies.filter((d) => d.attemptId === attemptId),
    ).toEqual([]);

    const again = await apiRequest(t.app, { method: 'POST', url, cookie: admin });
    expect(again.statusCode).toBe(409);
    expect(await providerOps(attemptId)).toHaveLength(2);
    const missing = await apiRequest(t.app, {
      method: 'POST',
      url: '/api/admin/payment-attempts/00000000-0000-4000-8000-000000000000/return-charge',
      cookie: admin,
    });
    expect(missing.statusCode).toBe(404);
    const report = await reconcile(
      { db: t.app.db, provider: t.app.paymentProvider },
      new Date(Date.now() + 20 * 60_000),
    );
    expect(report.discrepancies).toEqual([]);
  });
});
