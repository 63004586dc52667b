// Webhook events carry a per-merchant sequence and their order a version, so a merchant can put
// late or repeated deliveries in order and ignore an older snapshot of an order.
import { describe, expect, it } from 'vitest';
import {
  buyOnInstalments,
  createShopper,
  createTestMerchant,
  setupPurchaseTest,
  v1,
  type TestMerchant,
} from '../testing/purchase-fixtures';
import { type TestApp } from '../testing/test-app';
import { asLastStatement } from '../db/transaction-pipeline';
import { loadOrderBundle } from './order-bundles';
import { bundleEventsStatement } from './order-events';

let t: TestApp;
let merchant: TestMerchant;
setupPurchaseTest({}, (ready) => {
  ({ t, merchant } = ready);
});

async function events(merchantId: string) {
  const rows = await t.app.db
    .selectFrom('webhook_events')
    .select(['sequence', 'type', 'order_id', 'payload'])
    .where('merchant_id', '=', merchantId)
    .orderBy('sequence')
    .execute();
  return rows.map((r) => ({
    sequence: Number(r.sequence),
    type: r.type,
    orderId: r.order_id,
    body: r.payload as { sequence: number; data: { object: { version: number } } },
  }));
}

describe('webhook ordering', () => {
  it('numbers each merchant event and versions the order in payloads and API reads', async () => {
    const shopper = await createShopper(t.app);
    const orderId = await buyOnInstalments(t.app, merchant, shopper, 8_000, 3);
    const read1 = await v1(t.app, merchant.secretKey, { url: `/api/v1/orders/${orderId}` });
    const refund = await v1(t.app, merchant.secretKey, {
      method: 'POST',
      url: `/api/v1/orders/${orderId}/refunds`,
      payload: { amount_cents: 4_000 },
    });
    expect(refund.statusCode, refund.body).toBeLessThan(300);
    const read2 = await v1(t.app, merchant.secretKey, { url: `/api/v1/orders/${orderId}` });

    const list = await events(merchant.merchantId);
    expect(list.map((e) => [e.sequence, e.type])).toEqual([
      [1, 'order.approved'],
      [2, 'order.refunded'],
    ]);
    for (const e of list) expect(e.body.sequence).toBe(e.sequence);
    const [approved, refunded] = list.map((e) => e.body.data.object.version);
    // A new order is version 1: the first event describes it as it was created.
    expect(approved).toBe(1);
    expect(refunded).toBeGreaterThan(approved ?? Infinity);
    expect(read1.json().version).toBe(approved);
    expect(read2.json().version).toBe(refunded);
  });

  it('gives concurrent purchases of one merchant distinct, gap-free numbers', async () => {
    const other = await createTestMerchant(t.app);
    const shoppers = await Promise.all(Array.from({ length: 6 }, () => createShopper(t.app)));
    await Promise.all(shoppers.map((s) => buyOnInstalments(t.app, other, s, 3_000, 3)));
    const list = await events(other.merchantId);
    expect(list.map((e) => e.sequence)).toEqual([1, 2, 3, 4, 5, 6]);
    // Numbers are per merchant: the first merchant's count is untouched.
    expect((await events(merchant.merchantId)).length).toBe(2);
  });
  it("fails the events' statement of an order that is gone, keeping nothing sent along with it as the transaction's last", async () => {
    // A shop of its own: the tests above count their shop's events from the first.
    const shop = await createTestMerchant(t.app, { name: 'Nestala Narudžba', feeBasisPoints: 300 });
    const shopper = await createShopper(t.app);
    const orderId = await buyOnInstalments(t.app, shop, shopper, 6_000, 3);
    const real = await loadOrderBundle(t.app.db, orderId);
    const gone = { ...real, order: { ...real.order, id: 'ord_gone' } };
    const before = await events(shop.merchantId);
    await expect(
      t.app.db
        .transaction()
        .execute((trx) =>
          trx.executeQuery(
            asLastStatement(
              bundleEventsStatement(trx, gone, ['order.refunded'], new Date(), false, [
                trx
                  .updateTable('merchants')
                  .set({ name: 'Nije smjelo' })
                  .where('id', '=', shop.merchantId),
              ]),
            ),
          ),
        ),
    ).rejects.toThrow(/webhook events of a missing order/);
    const name = await t.app.db
      .selectFrom('merchants')
      .select('name')
      .where('id', '=', shop.merchantId)
      .executeTakeFirstOrThrow();
    expect(name.name).not.toBe('Nije smjelo');
    expect(await events(shop.merchantId)).toEqual(before);
  });
});
