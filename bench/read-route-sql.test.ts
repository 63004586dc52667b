// The plain yardstick server must send exactly NaRate's statements for its three read routes and
// answer the same JSON: otherwise the bench's ratio compares different work. Statements are
// captured where both send them, on pg's client, so nothing of either side is trusted.
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  confirmCheckoutRequest,
  createCheckout,
  createShopper,
  createTestMerchant,
  type TestShopper,
} from '#server/testing/purchase-fixtures';
import { apiRequest, createTestApp, type TestApp } from '#server/testing/test-app';
import { hashToken } from '#server/auth/tokens';
import { plainServer } from './plain-server';
import { READ_ROUTE_SQL } from './read-route-sql';

type Statement = keyof typeof READ_ROUTE_SQL;
const nameOf = new Map<string, string>(
  Object.entries(READ_ROUTE_SQL).map(([name, text]) => [text, name]),
);

let narate: TestApp;
let plain: FastifyInstance;
let pool: pg.Pool;
let shopper: TestShopper;

/** The statements pg's clients send while `run` runs, by their READ_ROUTE_SQL name. */
async function statementsOf(run: () => Promise<unknown>): Promise<string[]> {
  const texts: string[] = [];
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const first = args[0] as string | { text: string };
    texts.push(typeof first === 'string' ? first : first.text);
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  try {
    await run();
    // The "last seen" write is not awaited by either server.
    await new Promise((resolve) => setTimeout(resolve, 100));
  } finally {
    pg.Client.prototype.query = original;
  }
  return texts.map((text) => nameOf.get(text) ?? text);
}

beforeAll(async () => {
  narate = await createTestApp();
  pool = new pg.Pool({ connectionString: narate.database.url, max: 2 });
  plain = plainServer(pool);
  await plain.ready();
  shopper = await createShopper(narate.app, { limitCents: 1_000_000 });
  // Two purchases, so the transactions page has rows with line items and order statuses.
  const merchant = await createTestMerchant(narate.app);
  for (const amount of [3_000, 4_500]) {
    const session = await createCheckout(narate.app, merchant.secretKey, amount);
    const confirmed = await confirmCheckoutRequest(narate.app, shopper.cookie, session.id);
    expect(confirmed.statusCode).toBe(201);
  }
});
afterAll(async () => {
  await plain.close();
  await pool.end();
  await narate.close();
});

const ROUTES: [string, Statement[]][] = [
  ['/api/auth/session', ['session']],
  ['/api/me/credit-score', ['sessionWithCreditScore']],
  ['/api/me/transactions', ['session', 'transactionsPage']],
  ['/api/me/transactions?page=1&pageSize=1', ['session', 'transactionsPage']],
  ['/api/me/transactions?page=9&pageSize=5', ['session', 'transactionsPage', 'transactionsCount']],
];

describe('the plain yardstick server', () => {
  it.each(ROUTES)('%s: the same statements and the same answer as NaRate', async (url, sent) => {
    let fromNarate = { statusCode: 0, body: '' };
    let fromPlain = { statusCode: 0, body: '' };
    const cookie = `narate_session=${shopper.cookie}`;
    expect(
      await statementsOf(async () => {
        fromNarate = await apiRequest(narate.app, { url, cookie: shopper.cookie });
      }),
    ).toEqual(sent);
    expect(
      await statementsOf(async () => {
        fromPlain = await plain.inject({ url, headers: { cookie } });
      }),
    ).toEqual(sent);
    expect(fromNarate.statusCode).toBe(200);
    expect(fromPlain.statusCode).toBe(200);
    expect(fromPlain.body).toBe(fromNarate.body);
  });

  it('writes "last seen" like NaRate when the session has not been seen for a while', async () => {
    const stale = async () => {
      await narate.app.db
        .updateTable('sessions')
        .set({ last_seen_at: new Date(Date.now() - 60 * 60 * 1000) })
        .where('token_hash', '=', hashToken(shopper.cookie))
        .execute();
    };
    await stale();
    const fromNarate = await statementsOf(() =>
      apiRequest(narate.app, { url: '/api/auth/session', cookie: shopper.cookie }),
    );
    await stale();
    const fromPlain = await statementsOf(() =>
      plain.inject({
        url: '/api/auth/session',
        headers: { cookie: `narate_session=${shopper.cookie}` },
      }),
    );
    expect(fromNarate).toEqual(['session', 'sessionSeen']);
    expect(fromPlain).toEqual(fromNarate);
  });

  it('answers 401 without a session, as NaRate does', async () => {
    for (const url of ['/api/me/credit-score', '/api/me/transactions']) {
      expect((await plain.inject({ url })).statusCode).toBe(401);
      expect((await apiRequest(narate.app, { url })).statusCode).toBe(401);
    }
  });
});
