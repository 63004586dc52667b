import Fastify from 'fastify';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { setupPurchaseTest, type PurchaseTest } from '../testing/purchase-fixtures';
import { withPagedStatement } from '../testing/paged-statement-provider';
import { readStatement, STATEMENT_PAGE } from '../ledger/reconciliation-statement';
import {
  beginCheckout,
  checkoutsInFlight,
  registerCheckoutPriority,
  yieldToCheckouts,
} from './priority';

let test: PurchaseTest;
setupPurchaseTest({}, (ready) => (test = ready));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('checkouts before jobs', () => {
  it('counts a decision route while it runs, also one its own hook turns away', async () => {
    const app = Fastify();
    registerCheckoutPriority(app);
    let release = () => {};
    app.post('/api/v1/checkout/sessions', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return { ok: true };
    });
    app.post(
      '/api/checkout/sessions/:id/confirm',
      {
        onRequest: async (_request, reply) => {
          await reply.code(503).send({ error: 'service_unavailable' });
        },
      },
      async () => ({ ok: true }),
    );
    app.get('/api/health', async () => ({ ok: true }));
    await app.ready();
    const running = app.inject({ method: 'POST', url: '/api/v1/checkout/sessions' });
    for (let i = 0; i < 100 && checkoutsInFlight() === 0; i += 1) await sleep(5);
    expect(checkoutsInFlight()).toBe(1);
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    expect(checkoutsInFlight()).toBe(1);
    release();
    expect((await running).statusCode).toBe(200);
    expect(checkoutsInFlight()).toBe(0);
    const refused = await app.inject({ method: 'POST', url: '/api/checkout/sessions/x/confirm' });
    expect(refused.statusCode).toBe(503);
    expect(checkoutsInFlight()).toBe(0);
    await app.close();
  });

  it('a yield waits while a checkout runs, and never longer than its bound', async () => {
    expect(await yieldToCheckouts()).toBe(0);
    const end = beginCheckout();
    setTimeout(end, 60);
    const waited = await yieldToCheckouts(5_000);
    expect(waited).toBeGreaterThanOrEqual(50);
    expect(waited).toBeLessThan(5_000);
    const stuck = beginCheckout();
    const bounded = await yieldToCheckouts(40);
    stuck();
    expect(bounded).toBeGreaterThanOrEqual(40);
    expect(bounded).toBeLessThan(1_000);
  });

  it('a job works in batches of its size and does not start the next one during a checkout', async () => {
    const { t } = test;
    const provider = withPagedStatement(t.app.paymentProvider);
    await readStatement(t.app.db, provider);
    const count = STATEMENT_PAGE + 10;
    provider.addCharges('batch', count, 1);
    const added = async () =>
      Number(
        (
          await sql<{ n: string }>`
            select count(*) as n from reconciliation_unattributed_lines
            where key like 'batch-%'`.execute(t.app.db)
        ).rows[0]?.n,
      );
    const end = beginCheckout();
    const reading = readStatement(t.app.db, provider);
    for (let i = 0; i < 400 && (await added()) === 0; i += 1) await sleep(5);
    // The first batch is in, whole; the second waits for the checkout.
    expect(await added()).toBe(STATEMENT_PAGE);
    await sleep(50);
    expect(await added()).toBe(STATEMENT_PAGE);
    end();
    await reading;
    expect(await added()).toBe(count);
  });
});
