// The contract PDF costs milliseconds of CPU. It is laid out in the PDF worker, after the
// checkout's answer, with no transaction open while it is laid out: the event loop keeps answering
// and no pooled connection sits "idle in transaction" waiting for it.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  confirmCheckoutRequest,
  createCheckout,
  createShopper,
  createTestMerchant,
  type TestMerchant,
} from '../testing/purchase-fixtures';
import { apiRequest, createTestApp, type TestApp } from '../testing/test-app';
import { beginCheckout, MAX_PAUSE_MS } from '../checkout-priority/priority';
import { issuePendingContracts } from './agreement-service';
import type * as PdfDocumentModule from './pdf-document';
import { renderPdf } from './pdf-document';

// On this thread (the event loop) no document may be laid out: the worker has its own copy of
// the module, which this replacement does not reach.
vi.mock('./pdf-document', async (importOriginal) => ({
  ...(await importOriginal<typeof PdfDocumentModule>()),
  renderPdf: vi.fn(() => {
    throw new Error('a document was laid out on the event loop');
  }),
}));

let t: TestApp;
let merchant: TestMerchant;
beforeAll(async () => {
  t = await createTestApp();
  merchant = await createTestMerchant(t.app, { name: 'Radnja bez čekanja' });
});
afterAll(() => t.close());

describe('contract PDF off the event loop', () => {
  it('is laid out in the worker on first request, holding no transaction open meanwhile', async () => {
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
    // Starts the worker (from source: the TypeScript loader boots in it) so the sampling below
    // sees a document being made, not a thread starting.
    const warm = await createCheckout(t.app, merchant.secretKey, 3_000);
    const warmShopper = await createShopper(t.app);
    const warmOrder = (await confirmCheckoutRequest(t.app, warmShopper.cookie, warm.id)).json()
      .order.id as string;
    await apiRequest(t.app, {
      url: `/api/me/orders/${warmOrder}/contract.pdf`,
      cookie: warmShopper.cookie,
    });

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
    const download = await apiRequest(t.app, {
      url: `/api/me/orders/${orderId}/contract.pdf`,
      cookie: shopper.cookie,
    });
    done = true;
    await sampler;

    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(renderPdf).not.toHaveBeenCalled();
    // Between the save's few statements a connection is idle in its transaction for moments; a
    // transaction that waited for the layout would sit there for the whole document.
    expect(idleInTransaction.length).toBeGreaterThan(0);
    expect(Math.max(...idleInTransaction)).toBeLessThan(50);
  });
});

describe('the contract job', () => {
  it('waits while a checkout decision is in flight, and goes on once it is answered', async () => {
    const orders: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const shopper = await createShopper(t.app);
      const session = await createCheckout(t.app, merchant.secretKey, 4_000 + i);
      const confirmed = await confirmCheckoutRequest(t.app, shopper.cookie, session.id);
      expect(confirmed.statusCode, confirmed.body).toBe(201);
      orders.push(confirmed.json().order.id as string);
    }
    const withDocument = async () =>
      (
        await t.app.db
          .selectFrom('credit_agreements')
          .select('order_id')
          .where('order_id', 'in', orders)
          .where('pdf', 'is not', null)
          .execute()
      ).length;
    const answered = beginCheckout();
    const job = issuePendingContracts({
      db: t.app.db,
      notifier: t.app.notifier,
      appUrl: t.app.config.appUrl,
    });
    await new Promise((resolve) => setTimeout(resolve, MAX_PAUSE_MS / 5));
    expect(await withDocument()).toBe(0);
    answered();
    expect((await job).issued).toBeGreaterThanOrEqual(2);
    expect(await withDocument()).toBe(2);
  });
});
