// The contract PDF costs tens of milliseconds of CPU. It is laid out in the PDF worker, after the
// checkout's answer, with no transaction open while it is laid out: the event loop keeps answering
// and no pooled connection sits "idle in transaction" waiting for it.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  confirmCheckoutRequest,
  createCheckout,
  createShopper,
  createTestMerchant,
  type TestMerchant,
} from '../testing/purchase-fixtures';
import { apiRequest, createTestApp, type TestApp } from '../testing/test-app';
import { creditDocument } from './credit-documents';
import { renderPdf } from './pdf-document';

let t: TestApp;
let merchant: TestMerchant;
beforeAll(async () => {
  t = await createTestApp();
  merchant = await createTestMerchant(t.app, { name: 'Radnja bez čekanja' });
});
afterAll(() => t.close());

/** How long laying one contract out blocks the thread that does it (here: this test's own). */
async function onThreadRenderMs(): Promise<number> {
  const content = creditDocument('me', 'contract', {
    merchantName: 'Radnja bez čekanja',
    totalCents: 9_000,
    instalments: [
      { sequence: 1, dueDate: '2026-12-01', amountCents: 3_000 },
      { sequence: 2, dueDate: '2027-01-01', amountCents: 3_000 },
      { sequence: 3, dueDate: '2027-02-01', amountCents: 3_000 },
    ],
    appUrl: 'https://narate.me',
    contract: {
      orderId: 'ord_000000000000000000000000',
      orderReference: 'ref',
      shopperName: 'Ana Petrović',
      shopperEmail: 'ana@narate.me',
      acceptedAt: new Date(),
      acceptedIp: '203.0.113.7',
    },
  });
  await renderPdf(content, new Date()); // fonts parsed once, as in a running worker
  const started = performance.now();
  await renderPdf(content, new Date());
  return performance.now() - started;
}

describe('contract PDF off the event loop', () => {
  it('is produced on first request without blocking the loop or holding a transaction open', async () => {
    const shopper = await createShopper(t.app);
    const session = await createCheckout(t.app, merchant.secretKey, 9_000);
    const confirmed = await confirmCheckoutRequest(t.app, shopper.cookie, session.id);
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    const orderId = confirmed.json().order.id as string;
    // The answer did not wait for the document: it is made later (job or first request).
    const before = await t.app.db
      .selectFrom('credit_agreements')
      .select('pdf')
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(before.pdf).toBeNull();
    // Starts the worker (from source: the TypeScript loader boots in it) so the timing below
    // is of a document, not of a thread starting.
    const warm = await createCheckout(t.app, merchant.secretKey, 3_000);
    const warmShopper = await createShopper(t.app);
    const warmOrder = (await confirmCheckoutRequest(t.app, warmShopper.cookie, warm.id)).json()
      .order.id as string;
    await apiRequest(t.app, {
      url: `/api/me/orders/${warmOrder}/contract.pdf`,
      cookie: warmShopper.cookie,
    });

    const blockMs = await onThreadRenderMs();
    const delay = monitorEventLoopDelay({ resolution: 1 });
    const idleInTransaction: number[] = [];
    let done = false;
    const sampler = (async () => {
      while (!done) {
        // How long the longest-waiting connection has sat idle inside a transaction.
        const row = await sql<{ ms: number }>`
          select coalesce(max(extract(epoch from clock_timestamp() - state_change) * 1000), 0)::float8 as ms
            from pg_stat_activity
           where datname = current_database() and pid <> pg_backend_pid()
             and state like 'idle in transaction%'`.execute(t.app.db);
        idleInTransaction.push(row.rows[0]!.ms);
      }
    })();
    delay.enable();
    const download = await apiRequest(t.app, {
      url: `/api/me/orders/${orderId}/contract.pdf`,
      cookie: shopper.cookie,
    });
    delay.disable();
    done = true;
    await sampler;

    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Laid out on this thread, the loop would have stood still for at least one document's
    // layout; in the worker it keeps turning in shorter steps.
    expect(delay.max / 1e6).toBeLessThan(Math.max(blockMs, 20));
    // Between the save's few statements a connection is idle in its transaction for moments; a
    // transaction that waited for the layout would sit there for the whole document.
    expect(idleInTransaction.length).toBeGreaterThan(0);
    expect(Math.max(...idleInTransaction)).toBeLessThan(Math.max(blockMs, 20));
  });
});
