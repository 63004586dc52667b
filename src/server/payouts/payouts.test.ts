// Merchant payouts as daily batches: a refund after the payout is a receivable (no cash until a
// later batch nets it), a negative net carries over, several job runs at once make each batch
// once, and the merchant API lists batches with a cursor.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDay } from '#shared/business-dates';
import { addCalendarDays } from '#shared/dates';
import {
  buyOnInstalments,
  createMerchantUser,
  createShopper,
  createTestMerchant,
  expectLedgerConsistent,
  v1,
  type TestMerchant,
} from '../testing/purchase-fixtures';
import { apiRequest, createTestApp, type TestApp } from '../testing/test-app';
import { runPayoutJob } from './payout-service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY);
const today = () => businessDay(new Date());

async function batchesOf(merchantId: string) {
  return t.app.db
    .selectFrom('payout_batches')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .orderBy('business_day')
    .execute();
}

/** Cash and merchant_payable of one order per ledger transaction kind. */
async function ledgerOf(orderId: string) {
  const rows = await t.app.db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_transactions as t', 't.id', 'e.ledger_transaction_id')
    .select(['t.kind', 'e.account', sql<string>`sum(e.amount_cents)`.as('cents')])
    .where('e.order_id', '=', orderId)
    .groupBy(['t.kind', 'e.account'])
    .execute();
  const sum = (filter: (r: (typeof rows)[number]) => boolean) =>
    rows.filter(filter).reduce((total, r) => total + Number(r.cents), 0);
  return {
    cashByKind: Object.fromEntries(
      // A batch's money leaves through payout_clearing (cash moves when the bank books it).
      rows
        .filter((r) => r.account === 'cash' || r.account === 'payout_clearing')
        .map((r) => [r.kind, Number(r.cents)]),
    ),
    merchantPayable: sum((r) => r.account === 'merchant_payable'),
  };
}

function refund(merchant: TestMerchant, orderId: string, amountCents: number) {
  return v1(t.app, merchant.secretKey, {
    method: 'POST',
    url: `/api/v1/orders/${orderId}/refunds`,
    payload: { amount_cents: amountCents },
  });
}

describe('refund after payout', () => {
  let merchant: TestMerchant;
  let cookie: string;
  beforeAll(async () => {
    merchant = await createTestMerchant(t.app, { feeBasisPoints: 300 });
    cookie = (await createMerchantUser(t.app, merchant.merchantId)).cookie;
  });

  it('is a receivable from the merchant, netted (as cash) only by the next batch', async () => {
    const shopper = await createShopper(t.app, { limitCents: 50_000 });
    const first = await buyOnInstalments(t.app, merchant, shopper, 10_000, 3);
    // Nothing leaves at purchase, and today's orders wait until the day is over.
    expect((await ledgerOf(first)).cashByKind).toEqual({ instalment_paid: 3_334 });
    await runPayoutJob(t.app, new Date());
    expect(await batchesOf(merchant.merchantId)).toEqual([]);

    await runPayoutJob(t.app, inDays(1));
    expect(await batchesOf(merchant.merchantId)).toMatchObject([
      {
        business_day: today(),
        orders_count: 1,
        gross_cents: 10_000,
        fees_cents: 300,
        recovered_cents: 0,
        net_cents: 9_700,
        carried_over_cents: 0,
      },
    ]);
    expect(await ledgerOf(first)).toEqual({
      cashByKind: { instalment_paid: 3_334, merchant_payout: -9_700 },
      merchantPayable: 0,
    });

    // 5,000 only lowers what the shopper owes; the merchant owes it back less the fee on it.
    expect((await refund(merchant, first, 5_000)).statusCode).toBe(201);
    expect(await ledgerOf(first)).toEqual({
      cashByKind: { instalment_paid: 3_334, merchant_payout: -9_700 },
      merchantPayable: 4_850,
    });
    const area = await apiRequest(t.app, { url: '/api/merchant/payouts', cookie });
    expect(area.json()).toMatchObject({ receivableCents: 4_850, nextCursor: null });
    await expectLedgerConsistent(t.app);

    const second = await buyOnInstalments(t.app, merchant, shopper, 20_000, 3);
    await runPayoutJob(t.app, inDays(2));
    const batches = await batchesOf(merchant.merchantId);
    expect(batches).toHaveLength(2);
    expect(batches[1]).toMatchObject({
      business_day: addCalendarDays(today(), 1),
      orders_count: 1,
      gross_cents: 20_000,
      fees_cents: 600,
      recovered_cents: 4_850,
      net_cents: 14_550,
      carried_over_cents: 0,
    });
    expect(await ledgerOf(first)).toEqual({
      cashByKind: { instalment_paid: 3_334, merchant_payout: -9_700, merchant_recovery: 4_850 },
      merchantPayable: 0,
    });
    expect((await ledgerOf(second)).cashByKind.merchant_payout).toBe(-19_400);

    const view = (await apiRequest(t.app, { url: '/api/merchant/payouts', cookie })).json();
    expect(view.receivableCents).toBe(0);
    expect(view.items).toHaveLength(2);
    expect(view.items[0]).toMatchObject({ netCents: 14_550, recoveredCents: 4_850 });
    expect(
      view.items[0].lines.map((l: { kind: string; orderId: string; amountCents: number }) => [
        l.kind,
        l.orderId,
        l.amountCents,
      ]),
    ).toEqual([
      ['order', second, 19_400],
      ['recovery', first, 4_850],
    ]);
    await expectLedgerConsistent(t.app);
  });

  it('lists payouts in the merchant API, newest day first, with a cursor and only its own', async () => {
    expect((await v1(t.app, null, { url: '/api/v1/payouts' })).statusCode).toBe(401);
    const page1 = await v1(t.app, merchant.secretKey, { url: '/api/v1/payouts?limit=1' });
    expect(page1.statusCode).toBe(200);
    expect(page1.json()).toMatchObject({
      object: 'list',
      has_more: true,
      data: [
        {
          object: 'payout',
          business_day: addCalendarDays(today(), 1),
          currency: 'EUR',
          gross_cents: 20_000,
          fees_cents: 600,
          recovered_cents: 4_850,
          net_cents: 14_550,
          lines: [{ kind: 'order', amount_cents: 19_400 }, { kind: 'recovery' }],
        },
      ],
    });
    const cursor = page1.json().next_cursor as string;
    const page2 = await v1(t.app, merchant.secretKey, {
      url: `/api/v1/payouts?limit=1&cursor=${cursor}`,
    });
    expect(page2.json()).toMatchObject({
      has_more: false,
      next_cursor: null,
      data: [{ business_day: today(), net_cents: 9_700 }],
    });
    const other = await createTestMerchant(t.app);
    expect((await v1(t.app, other.secretKey, { url: '/api/v1/payouts' })).json()).toMatchObject({
      data: [],
      has_more: false,
    });
    const bad = await v1(t.app, merchant.secretKey, { url: '/api/v1/payouts?cursor=%%%' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('invalid_cursor');
  });
});

it('carries a negative net over as a receivable, never a negative payout', async () => {
  const merchant = await createTestMerchant(t.app, { feeBasisPoints: 0 });
  const shopper = await createShopper(t.app, { limitCents: 50_000 });
  const first = await buyOnInstalments(t.app, merchant, shopper, 9_000, 3);
  await runPayoutJob(t.app, inDays(1));
  const cancel = await v1(t.app, merchant.secretKey, {
    method: 'POST',
    url: `/api/v1/orders/${first}/cancel`,
  });
  expect(cancel.statusCode).toBe(200);
  expect((await ledgerOf(first)).merchantPayable).toBe(9_000);

  await buyOnInstalments(t.app, merchant, shopper, 3_000, 3);
  await runPayoutJob(t.app, inDays(2));
  await buyOnInstalments(t.app, merchant, shopper, 7_500, 3);
  await runPayoutJob(t.app, inDays(3));
  const batches = await batchesOf(merchant.merchantId);
  expect(
    batches.map((b) => [b.gross_cents, b.recovered_cents, b.net_cents, b.carried_over_cents]),
  ).toEqual([
    [9_000, 0, 9_000, 0],
    [3_000, 3_000, 0, 6_000],
    [7_500, 6_000, 1_500, 0],
  ]);
  expect(await ledgerOf(first)).toMatchObject({
    cashByKind: { merchant_payout: -9_000, merchant_recovery: 9_000 },
    merchantPayable: 0,
  });
  await expectLedgerConsistent(t.app);
});

it('creates each batch once when several job runs race', async () => {
  const merchants = [await createTestMerchant(t.app), await createTestMerchant(t.app)];
  const shopper = await createShopper(t.app, { limitCents: 50_000 });
  const orders = [
    await buyOnInstalments(t.app, merchants[0]!, shopper, 3_000, 3),
    await buyOnInstalments(t.app, merchants[0]!, shopper, 4_500, 3),
    await buyOnInstalments(t.app, merchants[1]!, shopper, 6_000, 3),
  ];
  const when = inDays(5);
  const before = await t.app.db
    .selectFrom('payout_batches')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  // Each run uses its own pooled connections, as separate processes would.
  const runs = await Promise.all([1, 2, 3, 4].map(() => runPayoutJob(t.app, when)));
  const after = await t.app.db
    .selectFrom('payout_batches')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  expect(runs.reduce((sum, r) => sum + r.batches, 0)).toBe(Number(after.n) - Number(before.n));
  for (const merchant of merchants) expect(await batchesOf(merchant.merchantId)).toHaveLength(1);
  const lines = await t.app.db
    .selectFrom('payout_lines')
    .select('order_id')
    .where('order_id', 'in', orders)
    .execute();
  expect(lines.map((l) => l.order_id).sort()).toEqual([...orders].sort());
  expect((await runPayoutJob(t.app, when)).batches).toBe(0);
  await expectLedgerConsistent(t.app);
});

it('pays a merchant while a checkout of it holds a key-share lock on its row', async () => {
  const merchant = await createTestMerchant(t.app);
  const shopper = await createShopper(t.app, { limitCents: 50_000 });
  await buyOnInstalments(t.app, merchant, shopper, 3_000, 3);
  await t.app.db.transaction().execute(async (trx) => {
    // What inserting an order or a ledger row of the merchant holds until its commit.
    await sql`select id from merchants where id = ${merchant.merchantId} for key share`.execute(
      trx,
    );
    await runPayoutJob(t.app, inDays(6));
  });
  expect(await batchesOf(merchant.merchantId)).toHaveLength(1);
});
