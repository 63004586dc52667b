// The ledger check an admin runs (GET /api/admin/ledger/check) and the ledger's own guards in
// the database that it relies on.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buyOnInstalments,
  createShopper,
  createTestMerchant,
  expectLedgerConsistent,
  TEST_CARD,
  typeIntoCardFields,
} from '#server/testing/purchase-fixtures';
import { postLedgerTransactionByHand } from '#server/testing/ledger-fixtures';
import { runLedgerCheck } from '#server/ledger/ledger-check';
import { apiRequest, createTestAppAsAdmin, type TestApp } from '#server/testing/test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  ({ t, admin } = await createTestAppAsAdmin());
});
afterAll(() => t.close());

describe('the ledger check endpoint', () => {
  it('is for admins only', async () => {
    const shopper = await createShopper(t.app);
    const response = await apiRequest(t.app, {
      url: '/api/admin/ledger/check',
      cookie: shopper.cookie,
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('the ledger in the database', () => {
  it('refuses an unbalanced transaction at commit and any edit', async () => {
    const merchant = await createTestMerchant(t.app);
    const shopper = await createShopper(t.app);
    const orderId = await buyOnInstalments(t.app, merchant, shopper, 3_000, 3);
    await expect(
      postLedgerTransactionByHand(t.app, { merchantId: merchant.merchantId, orderId }, [
        { account: 'cash', amountCents: 100 },
        { account: 'shopper_receivable', amountCents: -99 },
      ]),
    ).rejects.toThrow(/does not balance/);
    await expect(
      t.app.db.updateTable('ledger_entries').set({ amount_cents: 1 }).execute(),
    ).rejects.toThrow(/append-only/);
    await expectLedgerConsistent(t.app);
  });

  it('refuses a balanced transaction with a posting of another order, and keeps one of its own order', async () => {
    const merchant = await createTestMerchant(t.app);
    const shopper = await createShopper(t.app);
    const orderId = await buyOnInstalments(t.app, merchant, shopper, 3_000, 3);
    const otherId = await buyOnInstalments(t.app, merchant, shopper, 2_000, 3);
    const ledgerOf = { merchantId: merchant.merchantId, orderId };
    await expect(
      postLedgerTransactionByHand(t.app, ledgerOf, [
        { account: 'cash', amountCents: 100 },
        { account: 'shopper_receivable', amountCents: -100, orderId: otherId },
      ]),
    ).rejects.toThrow(/does not balance/);
    const kept = await postLedgerTransactionByHand(t.app, ledgerOf, [
      { account: 'cash', amountCents: 100 },
      { account: 'shopper_receivable', amountCents: -100 },
    ]);
    const rows = await t.app.db
      .selectFrom('ledger_entries')
      .select('amount_cents')
      .where('ledger_transaction_id', '=', kept)
      .execute();
    expect(rows.map((row) => row.amount_cents).sort((a, b) => a - b)).toEqual([-100, 100]);
  });
});

describe('the ledger check against the acquirer', () => {
  it('gives the verdict of `npm run ledger:check`: a charge the books do not know fails it', async () => {
    // A charge at the acquirer that no payment or attempt knows (what the script reports): a
    // payment opened under a key of no attempt and paid in the card fields. It stays in this
    // app's acquirer, so this test comes last in the file.
    const provider = t.app.paymentProvider;
    if (!provider.startCardPayment) throw new Error('no card fields');
    const started = await provider.startCardPayment({
      key: randomUUID(),
      amountCents: 1_000,
      description: 'unbooked',
      saveCard: false,
    });
    const paid = await typeIntoCardFields(t.app, started.clientSecret, TEST_CARD);
    expect(paid).not.toHaveProperty('error');
    const script = await runLedgerCheck(t.app.db, provider);
    const check = await apiRequest(t.app, { url: '/api/admin/ledger/check', cookie: admin });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toMatchObject({ ok: false });
    expect(check.json().discrepancies).toEqual(script.discrepancies);
    expect(script.discrepancies).toContainEqual(
      expect.objectContaining({ kind: 'unbooked_charge', provider: 1_000 }),
    );
  });
});
