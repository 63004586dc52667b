import { describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/database';
import { reconcile } from '#server/ledger/reconciliation';
import { LOCAL_ACQUIRER_KEYS } from '#server/config';
import { defaultPaymentProvider } from '#server/payments/default-provider';
import { startTestAcquirer } from '#server/testing/local-acquirer';
import { scratchDatabaseUrl, scratchDir } from './support/scratch';
import { TEST_DEMO_PASSWORD, login, startServer } from './support/server-process';

const SHOPPER = { email: 'kupac@narate.me', password: TEST_DEMO_PASSWORD };
const SECRET_KEY = 'sk_test_demo_NaRateDemoProdavnica2026';

/**
 * The server is killed with SIGKILL after the card was charged and before the charge was
 * committed (a test hook holds every payment there), restarted on the same data, and the recovery
 * job alone must complete the attempt: one order, one charge, the provider and the books agree.
 */
describe('crash between the provider call and its commit', () => {
  it('recovers the charged checkout after SIGKILL and restart', async () => {
    const databaseUrl = scratchDatabaseUrl();
    const dataDir = scratchDir('narate-pay-crash-');
    // The card acquirer is its own process and lives through the crash, as a real one would.
    const acquirer = await startTestAcquirer(LOCAL_ACQUIRER_KEYS);
    const env: Record<string, string> = { DATA_DIR: dataDir, MONRI_BASE_URL: acquirer.url };
    if (databaseUrl) env.DATABASE_URL = databaseUrl;

    const first = await startServer({ ...env, NARATE_TEST_PAUSE_AFTER_PROVIDER_MS: '600000' });
    const created = await fetch(`${first.base}/api/v1/checkout/sessions`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${SECRET_KEY}`,
        'content-type': 'application/json',
        'idempotency-key': `crash-session-${Date.now()}`,
      },
      body: JSON.stringify({
        amount_cents: 3_000,
        currency: 'EUR',
        order_reference: 'CRASH-1',
        success_url: 'https://shop.example/hvala',
        cancel_url: 'https://shop.example/korpa',
      }),
    });
    expect(created.status).toBe(201);
    const session = (await created.json()) as { id: string };
    const { token } = await login(first.base, SHOPPER.email, SHOPPER.password);
    const shopperHeaders = {
      'content-type': 'application/json',
      'x-narate-csrf': '1',
      cookie: `narate_session=${token}`,
      'idempotency-key': 'crash-confirm-1',
    };
    // The card goes into the acquirer's card fields; the confirmation names the payment.
    const opened = await fetch(`${first.base}/api/payments/card-payments`, {
      method: 'POST',
      headers: { ...shopperHeaders, 'idempotency-key': 'crash-open-1' },
      body: JSON.stringify({ purpose: 'checkout', sessionId: session.id, instalments: 3 }),
    });
    expect(opened.status).toBe(201);
    const { paymentId, clientSecret } = (await opened.json()) as {
      paymentId: string;
      clientSecret: string;
    };
    const typed = await fetch(`${acquirer.url}/components/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        client_secret: clientSecret,
        pan: '4242424242424242',
        exp_month: '12',
        exp_year: '35',
        cvv: '123',
      }),
    });
    expect(typed.status).toBe(200);
    const confirmBody = JSON.stringify({ instalments: 3, paymentId, acceptTerms: true });
    // The answer never comes: the process dies while the request waits before its commit.
    const inFlight = fetch(`${first.base}/api/checkout/sessions/${session.id}/confirm`, {
      method: 'POST',
      headers: shopperHeaders,
      body: confirmBody,
    }).catch(() => null);
    await new Promise((r) => setTimeout(r, 3_000));
    first.child.kill('SIGKILL');
    await first.stop();
    expect(await inFlight).toBeNull();

    // Restart without the hook: the recovery job (every minute, for attempts older than a
    // minute) asks the provider and books the charge. No client retries meanwhile.
    const second = await startServer(env);
    try {
      const relogin = await login(second.base, SHOPPER.email, SHOPPER.password);
      const cookie = `narate_session=${relogin.token}`;
      const until = Date.now() + 150_000;
      let sessionAfter = { status: 'open', order_id: '' };
      while (sessionAfter.status !== 'completed' && Date.now() < until) {
        await new Promise((r) => setTimeout(r, 2_000));
        const read = await fetch(`${second.base}/api/v1/checkout/sessions/${session.id}`, {
          headers: { authorization: `Bearer ${SECRET_KEY}` },
        });
        sessionAfter = (await read.json()) as { status: string; order_id: string };
      }
      expect(sessionAfter.status).toBe('completed');

      // The client's retry with the same key now gets the completed answer, and charges nothing.
      const retry = await fetch(`${second.base}/api/checkout/sessions/${session.id}/confirm`, {
        method: 'POST',
        headers: { ...shopperHeaders, cookie },
        body: confirmBody,
      });
      expect(retry.status).toBe(201);
      expect(((await retry.json()) as { order: { id: string } }).order.id).toBe(
        sessionAfter.order_id,
      );
    } finally {
      await second.stop('SIGTERM');
    }

    const handle = await openDatabase({ databaseUrl, dataDir });
    try {
      const db = handle.db;
      const attempts = await db
        .selectFrom('payment_attempts')
        .select(['status', 'recovery_runs'])
        .where('checkout_session_id', '=', session.id)
        .execute();
      expect(attempts).toEqual([{ status: 'succeeded', recovery_runs: 1 }]);
      const payments = await db
        .selectFrom('payments as p')
        .innerJoin('orders as o', 'o.id', 'p.order_id')
        .select('p.provider_charge_id')
        .where('o.checkout_session_id', '=', session.id)
        .execute();
      expect(payments).toHaveLength(1);
      // The acquirer made one charge, and its statement agrees with the books.
      const provider = defaultPaymentProvider({
        card: { acquirer: 'local', baseUrl: acquirer.url, localPort: 0, ...LOCAL_ACQUIRER_KEYS },
      });
      const charges = (await provider.statement()).filter(
        (row) => row.kind === 'charge' && row.chargeId === payments[0]?.provider_charge_id,
      );
      expect(charges).toHaveLength(1);
      const report = await reconcile({ db, provider });
      expect(report.discrepancies).toEqual([]);
    } finally {
      await handle.close();
      await acquirer.close();
    }
  }, 300_000);
});
