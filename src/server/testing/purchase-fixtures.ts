// Builders for the instalment engine's API tests: real rows and real requests, no mocks.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import type { AppConfig } from '../config';
import { createSession as createLoginSession } from '../auth/sessions-repository';
import { TEST_CARDS } from '../payments/provider';
import { runLedgerCheck, type LedgerCheckReport } from '../ledger/ledger-check';
import { insertApiKey } from '../merchants/api-key-repository';
import { newApiKey } from '../merchants/api-keys';
import { linkMerchantUser } from '../merchants/merchant-user-repository';
import { orderDeps, type OrderDeps } from '../orders/order-deps';
import { createTestUser } from './admin-fixtures';
import { expectAnswerMatchesContract } from './contract-check';
import { DEMO_ADMIN, seedDemoData } from './demo-accounts';
import { giveIdentity } from './identity-fixtures';
import { apiRequest, createTestApp, loginAs, type TestApp } from './test-app';

export const TEST_CARD = {
  number: TEST_CARDS.approved,
  expMonth: 12,
  expYear: new Date().getFullYear() + 3,
  cvc: '123',
} as const;
export const DECLINED_CARD = { ...TEST_CARD, number: TEST_CARDS.declined };

let counter = 0;
function unique(): string {
  counter += 1;
  return `${Date.now().toString(36)}${counter}${randomInt(1000)}`;
}

export interface TestMerchant {
  merchantId: string;
  secretKey: string;
  publishableKey: string;
}

export async function createTestMerchant(
  app: FastifyInstance,
  options: { name?: string; feeBasisPoints?: number } = {},
): Promise<TestMerchant> {
  const pib = String(100_000_000 + randomInt(899_999_999));
  const merchant = await app.db
    .insertInto('merchants')
    .values({
      name: options.name ?? `Prodavnica ${unique()}`,
      pib,
      business_type: 'retail',
      pricing_tier: 'starter',
      fee_basis_points: options.feeBasisPoints ?? 300,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const secret = newApiKey(merchant.id, 'secret');
  await insertApiKey(app.db, secret.row);
  const publishable = newApiKey(merchant.id, 'publishable');
  await insertApiKey(app.db, publishable.row);
  return { merchantId: merchant.id, secretKey: secret.secret, publishableKey: publishable.secret };
}

/** A session cookie for a user, without the login endpoint (and its rate limit). */
export async function sessionCookieFor(app: FastifyInstance, userId: string): Promise<string> {
  const session = await createLoginSession(app.db, { userId, persistent: false });
  return session.token;
}

/** A merchant's user as partner approval makes it: no JMBG and no phone. */
export async function createMerchantUser(
  app: FastifyInstance,
  merchantId: string,
): Promise<{ userId: string; cookie: string }> {
  const userId = await createTestUser(app.db, { email: `trgovac-${unique()}@primjer.me` });
  await linkMerchantUser(app.db, userId, merchantId);
  return { userId, cookie: await sessionCookieFor(app, userId) };
}

export interface TestShopper {
  userId: string;
  email: string;
  cookie: string;
}

export async function createShopper(
  app: FastifyInstance,
  options: { verified?: boolean; limitCents?: number; score?: number } = {},
): Promise<TestShopper> {
  const email = `kupac-${unique()}@primjer.me`;
  const userId = await createTestUser(app.db, {
    email,
    score: options.score ?? 500,
    spendingLimitCents: options.limitCents ?? 10_000,
  });
  await app.db
    .updateTable('profiles')
    .set({ email_verified: options.verified ?? true })
    .where('id', '=', userId)
    .execute();
  // A shopper is a signed-up person: JMBG and phone, which credit needs.
  await giveIdentity(app.db, app.encryption, userId);
  return { userId, email, cookie: await sessionCookieFor(app, userId) };
}

/** A fresh Idempotency-Key header, as a client sends with every money request. */
export function freshKey(): Record<string, string> {
  return { 'idempotency-key': randomUUID() };
}

/**
 * A request to the merchant API with a secret key. A POST gets a fresh Idempotency-Key unless
 * the headers name one (or set it to undefined to send none). The answer must match the OpenAPI
 * document's schema for its route and status, or the test fails.
 */
export async function v1(
  app: FastifyInstance,
  key: string | null,
  options: InjectOptions,
): Promise<LightMyRequestResponse> {
  const method = options.method ?? 'GET';
  const post = method.toUpperCase() === 'POST';
  const response = await app.inject({
    ...options,
    headers: {
      ...(key ? { authorization: `Bearer ${key}` } : {}),
      ...(post ? freshKey() : {}),
      ...options.headers,
    },
  });
  expectAnswerMatchesContract(app, method, String(options.url ?? '/'), response);
  return response;
}

export const SESSION_BODY = {
  currency: 'EUR',
  order_reference: 'NAR-1001',
  success_url: 'https://shop.example/hvala',
  cancel_url: 'https://shop.example/korpa',
} as const;

export async function createCheckout(
  app: FastifyInstance,
  key: string,
  amountCents: number,
  extra: Record<string, unknown> = {},
): Promise<{ id: string; url: string }> {
  const response = await v1(app, key, {
    method: 'POST',
    url: '/api/v1/checkout/sessions',
    payload: { ...SESSION_BODY, amount_cents: amountCents, ...extra },
  });
  if (response.statusCode !== 201) throw new Error(`session: ${response.body}`);
  return response.json();
}

/** A card as a test types it into the acquirer's card fields. */
export interface TypedCard {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

function isTypedCard(card: object): card is TypedCard {
  return 'number' in card && typeof (card as { number: unknown }).number === 'string';
}

/**
 * What the shopper's browser does in the acquirer's card fields: types the card into the payment
 * opened with `clientSecret` and, when the card asks for 3-D Secure, answers the challenge. The
 * request goes to the acquirer, never to NaRate.
 */
export async function typeIntoCardFields(
  app: FastifyInstance,
  clientSecret: string,
  card: TypedCard,
  challenge: 'approve' | 'deny' = 'approve',
): Promise<Record<string, unknown>> {
  const acquirer = app.config.card.baseUrl;
  const response = await fetch(`${acquirer}/components/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      client_secret: clientSecret,
      pan: card.number,
      exp_month: String(card.expMonth),
      exp_year: String(card.expYear),
      cvv: card.cvc,
    }),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  if (typeof answer.challenge_url !== 'string') return answer;
  const decided = await fetch(`${acquirer}${answer.challenge_url.split('?')[0]}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ decision: challenge }),
  });
  return (await decided.json()) as Record<string, unknown>;
}

/**
 * Opens a card payment for `purpose` (POST /api/payments/card-payments) and types the card into
 * the acquirer's fields; returns the payment's id, the only thing the confirmation carries, or
 * the opening's refusal (the same checks as the confirmation: a closed order, another's order).
 */
export async function openAndPayInCardFields(
  app: FastifyInstance,
  cookie: string,
  purpose: Record<string, unknown>,
  card: TypedCard = TEST_CARD,
): Promise<string | LightMyRequestResponse> {
  const opened = await apiRequest(app, {
    method: 'POST',
    url: '/api/payments/card-payments',
    cookie,
    payload: purpose,
  });
  if (opened.statusCode !== 201) return opened;
  const { paymentId, clientSecret } = opened.json() as { paymentId: string; clientSecret: string };
  await typeIntoCardFields(app, clientSecret, card);
  return paymentId;
}

/** As openAndPayInCardFields, for a payment the test expects to open. */
export async function payInCardFields(
  app: FastifyInstance,
  cookie: string,
  purpose: Record<string, unknown>,
  card: TypedCard = TEST_CARD,
): Promise<string> {
  const paid = await openAndPayInCardFields(app, cookie, purpose, card);
  if (typeof paid !== 'string') throw new Error(`card payment: ${paid.body}`);
  return paid;
}

/**
 * A repeat with the same Idempotency-Key repeats the same request: the card fields' payment is
 * typed once per key and reused, as a browser retrying its request would send the same id.
 */
const paymentsByIdempotencyKey = new Map<string, string>();

async function paymentIdFor(
  app: FastifyInstance,
  cookie: string,
  headers: Record<string, string>,
  purpose: Record<string, unknown>,
  card: TypedCard,
): Promise<string | LightMyRequestResponse> {
  const idempotencyKey = headers['Idempotency-Key'] ?? headers['idempotency-key'];
  const known = idempotencyKey ? paymentsByIdempotencyKey.get(idempotencyKey) : undefined;
  if (known) return known;
  const paid = await openAndPayInCardFields(app, cookie, purpose, card);
  if (idempotencyKey && typeof paid === 'string')
    paymentsByIdempotencyKey.set(idempotencyKey, paid);
  return paid;
}

/**
 * The checkout's confirmation as the browser sends it: a typed card (TEST_CARD unless given) goes
 * into the acquirer's card fields first and the confirmation carries the payment's id; any other
 * `card` value is posted as it is (the tests of what the API refuses).
 */
export async function confirmCheckoutRequest(
  app: FastifyInstance,
  cookie: string,
  sessionId: string,
  options: { instalments?: number; card?: object; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  const headers = { ...freshKey(), ...options.headers };
  const instalments = options.instalments ?? 3;
  const card = options.card ?? TEST_CARD;
  let payload: object = { instalments, card, acceptTerms: true };
  if (isTypedCard(card)) {
    const purpose = { purpose: 'checkout', sessionId, instalments };
    const paid = await paymentIdFor(app, cookie, headers, purpose, card);
    if (typeof paid !== 'string') return paid;
    payload = { instalments, paymentId: paid, acceptTerms: true };
  }
  return apiRequest(app, {
    method: 'POST',
    url: `/api/checkout/sessions/${sessionId}/confirm`,
    cookie,
    headers,
    payload,
  });
}

/** A merchant session confirmed by the shopper; returns the order id. */
export async function buyOnInstalments(
  app: FastifyInstance,
  merchant: TestMerchant,
  shopper: TestShopper,
  amountCents: number,
  instalments = 3,
): Promise<string> {
  const session = await createCheckout(app, merchant.secretKey, amountCents);
  const response = await confirmCheckoutRequest(app, shopper.cookie, session.id, { instalments });
  if (response.statusCode !== 201) throw new Error(`confirm: ${response.body}`);
  return response.json().order.id as string;
}

/** Paying instalments as the browser does: a typed card goes into the card fields first. */
export async function payInstalmentsRequest(
  app: FastifyInstance,
  cookie: string,
  orderId: string,
  scope: 'next' | 'rest',
  options: {
    sequence?: number;
    card?: object;
    headers?: Record<string, string>;
    saveCard?: boolean;
  } = {},
): Promise<LightMyRequestResponse> {
  const headers = { ...freshKey(), ...options.headers };
  const card = options.card ?? TEST_CARD;
  const { sequence, saveCard } = options;
  let payload: object = { scope, card, sequence, saveCard };
  if (isTypedCard(card)) {
    const purpose = { purpose: 'instalments', orderId, scope, sequence, saveCard };
    const paid = await paymentIdFor(app, cookie, headers, purpose, card);
    if (typeof paid !== 'string') return paid;
    payload = { scope, sequence, saveCard, paymentId: paid };
  }
  return apiRequest(app, {
    method: 'POST',
    url: `/api/me/orders/${orderId}/payments`,
    cookie,
    headers,
    payload,
  });
}

/** Saving a card as the browser does: a verification typed into the card fields, then its id. */
export async function saveCardRequest(
  app: FastifyInstance,
  cookie: string,
  card: TypedCard = TEST_CARD,
): Promise<LightMyRequestResponse> {
  const paid = await openAndPayInCardFields(app, cookie, { purpose: 'save_card' }, card);
  if (typeof paid !== 'string') return paid;
  return apiRequest(app, {
    method: 'PUT',
    url: '/api/me/card',
    cookie,
    payload: { paymentId: paid },
  });
}

/**
 * Withdrawal from a credit as the browser sends it: a typed card goes into the card fields first
 * (a payment opened for the withdrawal), or `useSavedCard` pays with the saved card.
 */
export async function withdrawRequest(
  app: FastifyInstance,
  cookie: string,
  orderId: string,
  options: { card?: TypedCard; useSavedCard?: boolean; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  const headers = { ...freshKey(), ...options.headers };
  let payload: object = { useSavedCard: true };
  if (!options.useSavedCard) {
    const purpose = { purpose: 'withdrawal', orderId };
    const paid = await paymentIdFor(app, cookie, headers, purpose, options.card ?? TEST_CARD);
    if (typeof paid !== 'string') return paid;
    payload = { paymentId: paid };
  }
  return apiRequest(app, {
    method: 'POST',
    url: `/api/me/orders/${orderId}/withdrawal`,
    cookie,
    headers,
    payload,
  });
}

/** The ledger check over the database; throws with the violations when it fails. */
export async function expectLedgerConsistent(app: FastifyInstance): Promise<LedgerCheckReport> {
  const report = await runLedgerCheck(app.db, app.paymentProvider);
  if (!report.ok) {
    throw new Error(
      `ledger check failed: ${JSON.stringify({ ...report.violations, ...report.discrepancies, negativeOwed: report.negativeOwed })}`,
    );
  }
  return report;
}

/** What setupPurchaseTest hands a test file once its app is ready. */
export interface PurchaseTest {
  t: TestApp;
  merchant: TestMerchant;
  /** The merchant's signed-in user (with `merchantUser`), else ''. */
  merchantCookie: string;
  /** The demo admin, signed in (with `admin`), else ''. */
  adminCookie: string;
}

/**
 * The usual start of an engine API test file, as its beforeAll/afterAll: an app of its own (with
 * `config` overrides), the demo data when asked (`demoData` with the demo merchant, `admin` the
 * demo accounts with the admin signed in), one merchant and, with `merchantUser`, a signed-in
 * user of that merchant. `ready` receives them once they exist; the app closes after the file.
 */
export function setupPurchaseTest(
  options: {
    config?: Partial<AppConfig>;
    demoData?: boolean;
    merchant?: { name?: string; feeBasisPoints?: number };
    merchantUser?: boolean;
    admin?: boolean;
  },
  ready: (test: PurchaseTest) => void,
): void {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp(options.config);
    const encryption = t.app.encryption;
    if (options.demoData) await seedDemoData(t.app.db, { demoMerchant: true, encryption });
    else if (options.admin) await seedDemoData(t.app.db, { encryption });
    const adminCookie = options.admin
      ? await loginAs(t.app, DEMO_ADMIN.email, DEMO_ADMIN.password)
      : '';
    const merchant = await createTestMerchant(t.app, options.merchant);
    const merchantCookie = options.merchantUser
      ? (await createMerchantUser(t.app, merchant.merchantId)).cookie
      : '';
    ready({ t, merchant, merchantCookie, adminCookie });
  });
  afterAll(() => t?.close());
}

/**
 * The engine's dependencies with a process that dies right after the card provider answered and
 * before the books are written: the money has moved, the attempt stays pending for recovery.
 */
export function crashingAfterProviderCall(app: FastifyInstance): OrderDeps {
  return {
    ...orderDeps(app),
    onAttemptPending: undefined,
    faults: {
      afterProviderCall: async () => {
        throw new Error('simulated crash between the provider call and the commit');
      },
    },
  };
}
