import http from 'node:http';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPool, type DatabaseHandle } from '#server/db/database';
import { TEST_CARDS } from '#server/payments/provider';
import { LOCAL_ACQUIRER_KEYS } from '#server/config';
import { startTestAcquirer, type TestAcquirer } from '#server/testing/local-acquirer';
import { startSmtpSink, type SmtpSink } from '#server/testing/smtp-sink';
import { createDatabaseFromTemplate } from '#server/testing/test-databases';
import { scratchDir } from './support/scratch';
import {
  TEST_DEMO_PASSWORD,
  login,
  startServer,
  type RunningServer,
} from './support/server-process';

const SHOPPER = { email: 'kupac@narate.me', password: TEST_DEMO_PASSWORD };
const SECRET_KEY = 'sk_test_demo_NaRateDemoProdavnica2026';
const PURCHASES = 4;
const LOGIN_LIMIT = 10;

let servers: RunningServer[] = [];
let database: DatabaseHandle;
let sink: SmtpSink;
let acquirer: TestAcquirer;

/**
 * A card payment opened on one process and paid in the acquirer's card fields (the browser's
 * part); the confirmation on any process then names only the payment's id.
 */
async function payInCardFields(
  base: string,
  cookie: string | undefined,
  purpose: object,
): Promise<string> {
  const opened = await call(base, '/api/payments/card-payments', {
    method: 'POST',
    cookie,
    headers: { 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify(purpose),
  });
  expect(opened.status, await opened.clone().text()).toBe(201);
  const { paymentId, clientSecret } = (await opened.json()) as {
    paymentId: string;
    clientSecret: string;
  };
  const typed = await fetch(`${acquirer.url}/components/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      client_secret: clientSecret,
      pan: TEST_CARDS.approved,
      exp_month: '12',
      exp_year: '35',
      cvv: '123',
    }),
  });
  expect(typed.status).toBe(200);
  return paymentId;
}
let hooks: http.Server;
const hookEvents: string[] = [];

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 60_000) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

function call(base: string, url: string, init: RequestInit & { cookie?: string } = {}) {
  const { cookie, headers, ...rest } = init;
  return fetch(`${base}${url}`, {
    ...rest,
    headers: {
      'content-type': 'application/json',
      'x-narate-csrf': '1',
      ...(cookie ? { cookie: `narate_session=${cookie}` } : {}),
      ...headers,
    },
    signal: AbortSignal.timeout(15_000),
  });
}

beforeAll(async () => {
  const url = await createDatabaseFromTemplate(inject('testDatabaseServer'));
  database = await openPool(url, 2);
  sink = await startSmtpSink();
  // One card acquirer, its own process, that all three app processes charge through.
  acquirer = await startTestAcquirer(LOCAL_ACQUIRER_KEYS);
  hooks = http.createServer((request, response) => {
    hookEvents.push(String(request.headers['narate-event-id']));
    request.resume();
    request.on('end', () => response.writeHead(200).end('ok'));
  });
  await new Promise<void>((resolve) => hooks.listen(0, '127.0.0.1', resolve));
  const env = {
    DATABASE_URL: url,
    DATA_DIR: scratchDir('narate-many-'),
    SMTP_URL: sink.url,
    MONRI_BASE_URL: acquirer.url,
    // Every job (webhooks, email, reminders) runs in every process, twice a second.
    JOB_INTERVAL_MS: '500',
    RATE_LIMIT_DISABLED: 'false',
    DATABASE_POOL_SIZE: '4',
    // The webhook receiver of this test listens on 127.0.0.1.
    WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
  };
  // Started at once on an empty database: migrations and demo data must not collide.
  servers = await Promise.all([startServer(env), startServer(env), startServer(env)]);
}, 180_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await database?.close();
  await sink?.close();
  await acquirer?.close();
  await new Promise((resolve) => hooks?.close(resolve));
});

describe('three processes on one database', () => {
  it('sends every email, webhook and reminder exactly once and shares the rate limits', async () => {
    const merchant = await database.db
      .selectFrom('merchants')
      .select('id')
      .where('name', '=', 'Demo Prodavnica')
      .executeTakeFirstOrThrow();
    const port = (hooks.address() as { port: number }).port;
    await database.db
      .insertInto('merchant_webhook_endpoints')
      .values({
        merchant_id: merchant.id,
        url: `http://127.0.0.1:${port}/hooks`,
        signing_secret: 'whsec_ManyProcessesOnOneDatabase0123456789',
      })
      .onConflict((oc) =>
        oc.column('merchant_id').doUpdateSet({ url: `http://127.0.0.1:${port}/hooks` }),
      )
      .execute();

    // One sign-in; the session works on every process, since it lives in the database.
    const shopper = await login(servers[0]!.base, SHOPPER.email, SHOPPER.password);
    expect(shopper.status).toBe(200);

    // Purchases and payments, each step on a different process.
    const orderIds: string[] = [];
    for (let i = 0; i < PURCHASES; i += 1) {
      const [a, b, c] = [servers[i % 3]!, servers[(i + 1) % 3]!, servers[(i + 2) % 3]!];
      const session = await call(a.base, '/api/v1/checkout/sessions', {
        method: 'POST',
        headers: {
          authorization: `Bearer ${SECRET_KEY}`,
          'x-narate-csrf': '',
          'idempotency-key': `many-session-${i}`,
        },
        body: JSON.stringify({
          amount_cents: 2_000 + i,
          currency: 'EUR',
          order_reference: `MANY-${i}`,
          success_url: 'https://shop.example/hvala',
          cancel_url: 'https://shop.example/korpa',
        }),
      });
      expect(session.status, await session.clone().text()).toBe(201);
      const { id } = (await session.json()) as { id: string };
      const checkoutPayment = await payInCardFields(a.base, shopper.token, {
        purpose: 'checkout',
        sessionId: id,
        instalments: 3,
      });
      const confirmed = await call(b.base, `/api/checkout/sessions/${id}/confirm`, {
        method: 'POST',
        cookie: shopper.token,
        headers: { 'idempotency-key': `many-confirm-${i}` },
        body: JSON.stringify({ instalments: 3, paymentId: checkoutPayment, acceptTerms: true }),
      });
      expect(confirmed.status, await confirmed.clone().text()).toBe(201);
      const orderId = ((await confirmed.json()) as { order: { id: string } }).order.id;
      orderIds.push(orderId);
      const instalmentPayment = await payInCardFields(b.base, shopper.token, {
        purpose: 'instalments',
        orderId,
        scope: 'next',
      });
      const paid = await call(c.base, `/api/me/orders/${orderId}/payments`, {
        method: 'POST',
        cookie: shopper.token,
        headers: { 'idempotency-key': `many-pay-${i}` },
        body: JSON.stringify({ scope: 'next', paymentId: instalmentPayment }),
      });
      expect(paid.status, await paid.clone().text()).toBe(201);
    }

    // The last instalment of every order falls due in two days: each gets one reminder.
    await database.db
      .updateTable('instalments')
      .set({ due_date: sql<string>`current_date + 2` })
      .where('order_id', 'in', orderIds)
      .where('status', '=', 'pending')
      .execute();

    await until('reminders', async () => {
      const left = await database.db
        .selectFrom('instalments')
        .select('id')
        .where('order_id', 'in', orderIds)
        .where('status', '=', 'pending')
        .where('reminder_sent_at', 'is', null)
        .execute();
      return left.length === 0;
    });
    await until('emails and webhooks', async () => {
      const pendingMail = await database.db
        .selectFrom('outbox_messages')
        .select('id')
        .where('channel', '=', 'email')
        .where('status', '!=', 'sent')
        .execute();
      const pendingHooks = await database.db
        .selectFrom('webhook_deliveries')
        .select('id')
        .where('status', '!=', 'delivered')
        .execute();
      // The contract job lays out each agreement in a worker and only then writes its email.
      const unwrittenContracts = await database.db
        .selectFrom('credit_agreements')
        .select('order_id')
        .where('order_id', 'in', orderIds)
        .where('pdf', 'is', null)
        .execute();
      return (
        pendingMail.length === 0 && pendingHooks.length === 0 && unwrittenContracts.length === 0
      );
    });
    // A moment more, in which a duplicate send would show up.
    await new Promise((r) => setTimeout(r, 2_000));

    // Emails: each outbox row reached the mail server exactly once.
    const outbox = await database.db
      .selectFrom('outbox_messages')
      .select(['id', 'subject'])
      .where('channel', '=', 'email')
      .execute();
    const messageIds = sink.received.map((m) => /^Message-ID:\s*<([^@>]+)@/im.exec(m.data)?.[1]);
    expect(messageIds.sort()).toEqual(outbox.map((m) => m.id).sort());
    // Reminders: one per instalment moved into the window.
    const reminders = outbox.filter((m) => m.subject?.startsWith('Podsjetnik'));
    expect(reminders).toHaveLength(PURCHASES);

    // Webhooks: each event delivered to the merchant exactly once.
    const events = await database.db
      .selectFrom('webhook_deliveries as d')
      .select('d.event_id')
      .where('d.merchant_id', '=', merchant.id)
      .execute();
    expect(events.length).toBeGreaterThanOrEqual(PURCHASES);
    expect([...hookEvents].sort()).toEqual(events.map((e) => e.event_id).sort());

    // Rate limits: one address gets ten sign-in attempts a minute in total, not ten per process.
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_LIMIT + 2; i += 1) {
      const attempt = await login(servers[i % 3]!.base, `nepoznat${i}@primjer.me`, 'Pogresna-1!Ab');
      statuses.push(attempt.status);
    }
    // The shopper's sign-in above was the first of the ten.
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_LIMIT - 1);
    expect(statuses.slice(LOGIN_LIMIT - 1).every((s) => s === 429)).toBe(true);
  }, 240_000);
});
