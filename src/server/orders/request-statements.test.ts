// How many SQL statements the hot requests send, counted on the app's own database handle (the
// payment provider's statements included; BEGIN and COMMIT are not counted). Every statement is a
// round trip while the request, and in a transaction its row locks, wait: these bounds keep the
// checkout decision and the read routes from growing back into dozens of round trips.
import { randomBytes } from 'node:crypto';
import {
  PostgresQueryCompiler,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type RootOperationNode,
} from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { LOCAL_ACQUIRER_KEYS, loadConfig } from '../config';
import type { FastifyInstance } from 'fastify';
import {
  confirmCheckoutRequest,
  createCheckout,
  createShopper,
  createTestMerchant,
  expectLedgerConsistent,
  payInCardFields,
  type TestMerchant,
} from '../testing/purchase-fixtures';
import { issueContract } from '../lending/agreement-service';
import { startTestAcquirer } from '../testing/local-acquirer';
import { apiRequest, createTestDatabase } from '../testing/test-app';
import { roundTrips } from '../testing/round-trips';

// Counted as results come back: a hot statement compiled once (db/compiled-once.ts) is no longer
// built per request, but each execution still returns its result through the plugins.
class StatementCounter implements KyselyPlugin {
  kinds: string[] = [];
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (process.env.STATEMENTS_VERBOSE) {
      console.log(
        new PostgresQueryCompiler().compileQuery(args.node, args.queryId).sql.slice(0, 160),
      );
    }
    return args.node;
  }
  async transformResult<R>(args: { result: R }): Promise<R> {
    this.kinds.push('statement');
    return args.result;
  }
  async count(run: () => Promise<unknown>): Promise<number> {
    this.kinds = [];
    await run();
    return this.kinds.length;
  }
}

const counter = new StatementCounter();
let app: FastifyInstance;
let merchant: TestMerchant;

beforeAll(async () => {
  const database = await createTestDatabase();
  // Cards go to a local acquirer of this app's own, as every test app's do.
  const acquirer = await startTestAcquirer(LOCAL_ACQUIRER_KEYS);
  const base = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  app = await buildApp({
    config: {
      ...base,
      card: { ...base.card, baseUrl: acquirer.url },
      clientDir: '/nonexistent',
      encryptionKey: randomBytes(32).toString('hex'),
    },
    database: { ...database, db: database.db.withPlugin(counter) },
    ownsDatabase: true,
  });
  app.addHook('onClose', () => acquirer.close());
  await app.ready();
  merchant = await createTestMerchant(app, { name: 'Brza Radnja', feeBasisPoints: 300 });
});
afterAll(() => app.close());

describe('statements per request', () => {
  it('a checkout decision: the session created, then confirmed', async () => {
    const shopper = await createShopper(app, { limitCents: 1_000_000 });
    // A first purchase warms what is read once per process.
    const warm = await createCheckout(app, merchant.secretKey, 3_000);
    expect((await confirmCheckoutRequest(app, shopper.cookie, warm.id)).statusCode).toBe(201);

    let session = { id: '' };
    const create = await counter.count(async () => {
      session = await createCheckout(app, merchant.secretKey, 3_000);
    });
    // The card is typed into the acquirer's card fields before, after its own request (opening
    // the payment), counted apart from the confirmation.
    let paymentId = '';
    let open = 0;
    const openTrips = await roundTrips(async () => {
      open = await counter.count(async () => {
        paymentId = await payInCardFields(app, shopper.cookie, {
          purpose: 'checkout',
          sessionId: session.id,
          instalments: 3,
        });
      });
    });
    let status = 0;
    const confirm = await counter.count(async () => {
      const response = await apiRequest(app, {
        method: 'POST',
        url: `/api/checkout/sessions/${session.id}/confirm`,
        cookie: shopper.cookie,
        headers: { 'idempotency-key': `statements-${session.id}` },
        payload: { instalments: 3, paymentId, acceptTerms: true },
      });
      status = response.statusCode;
    });
    expect(status).toBe(201);
    // Before: 8 and 50 (the order read back three times, two statements per ledger transaction).
    // 5 and no transaction: 7 while every request also sent the key's last-use update (now
    // recorded once a minute), and the session and its key's answer were two statements in a
    // transaction of their own.
    // 4: 5 while the address's wrong keys so far were read in a statement before the key's.
    // 3: 4 while the Idempotency-Key was looked up before the session and its answer were
    // written (a new key is now found new by that write itself).
    expect(create).toBeLessThanOrEqual(3);
    // 4: 5 while whether the shopper is one of the shop's users was a statement of its own.
    expect(open).toBeLessThanOrEqual(4);
    // 3 round trips: 4 while the shopper's credit standing was read after the session's.
    expect(openTrips.waits).toBeLessThanOrEqual(3);
    // 11: 22 before the writes nobody reads back went out together (db/one-statement.ts): the
    // pending attempt with its key is one statement; the order with its plan and its first
    // payment is one; and the ledger, the session's completion, the shopper's counters, the
    // agreement, the email, the outcome and its answer ride along with the statement that takes
    // the order's next version and the merchant's next event number and writes the events.
    // 10: 11 while the shopper's credit row was locked in a statement after the session's.
    // 9: 10 while the settlement locked the session in a statement after the attempt's.
    // 8: 9 while the Idempotency-Key was looked up before the confirmation (a new key is now
    // found new by the pending attempt's statement). The lock and the shopper's standing count
    // as two, though they leave in one round trip.
    // 7: 8 while the order, its plan and its first payment were inserted in a statement of their
    // own, whose rows the settlement read back before writing the rest (they are now built as
    // stored and inserted with the rest).
    expect(confirm).toBeLessThanOrEqual(7);
    await expectLedgerConsistent(app);
  });

  it('the read routes of a signed-in shopper: one statement for the session and the data', async () => {
    const shopper = await createShopper(app);
    // Before: the credit score took two (the session, then the credit row).
    for (const url of ['/api/auth/session', '/api/me/credit-score']) {
      const statements = await counter.count(async () => {
        expect((await apiRequest(app, { url, cookie: shopper.cookie })).statusCode).toBe(200);
      });
      expect(statements).toBe(1);
    }
  });

  it("making a purchase's contract: one statement reads what it needs, one stores it", async () => {
    const shopper = await createShopper(app);
    const session = await createCheckout(app, merchant.secretKey, 3_000);
    const confirmed = await confirmCheckoutRequest(app, shopper.cookie, session.id);
    expect(confirmed.statusCode).toBe(201);
    const orderId = confirmed.json().order.id as string;
    const deps = { db: app.db, notifier: app.notifier, appUrl: app.config.appUrl };
    let stored = false;
    const statements = await counter.count(async () => {
      stored = await issueContract(deps, orderId);
    });
    expect(stored).toBe(true);
    // 2: 5 while the agreement, the order's parties, its plan and the shopper's language were
    // each read by a statement of their own.
    expect(statements).toBeLessThanOrEqual(2);
  });
});
