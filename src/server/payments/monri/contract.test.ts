// One provider contract, run against the local acquirer (what `npm start` and the browser tests
// use) and against a fake of Monri's documented API: the same provider code, only the base URL
// and the keys differ. The shopper's part in the card fields is played by each driver.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardNumbersIn } from '#server/testing/card-scan';
import { startTestAcquirer } from '#server/testing/local-acquirer';
import {
  ProviderUnavailableError,
  type DatedStatementEntry,
  type StartedCardPayment,
  type StatementPosition,
} from '../provider';
import { MonriRequestError } from './client';
import { MonriPaymentProvider } from './provider';
import { isValidCallback } from './signing';
import { startMonriFake } from './testing/monri-fake';

const KEYS = {
  merchantKey: 'contract-merchant-key-0123456789',
  authenticityToken: 'contracttoken01',
};

type ShopperAction = 'approved' | 'insufficient_funds' | 'challenge_approved' | 'challenge_denied';

interface Driver {
  url: string;
  pay(started: StartedCardPayment, action: ShopperAction): Promise<void>;
  /** Requests the server refused for their signature (the fake records them). */
  refused(): string[] | null;
  close(): Promise<void>;
}

interface Received {
  authorization: string | undefined;
  body: string;
}

async function callbackReceiver() {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ authorization: request.headers.authorization, body });
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/callback`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const LOCAL_CARDS: Record<ShopperAction, string> = {
  approved: '4242424242424242',
  insufficient_funds: '4000000000009995',
  challenge_approved: '4000000000003220',
  challenge_denied: '4000000000003220',
};

async function post(url: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Record<string, unknown>;
}

async function localDriver(callbackUrl: string): Promise<Driver> {
  const acquirer = await startTestAcquirer({ ...KEYS, callbackUrl });
  return {
    url: acquirer.url,
    async pay(started, action) {
      const answer = await post(`${acquirer.url}/components/confirm`, {
        client_secret: started.clientSecret,
        pan: LOCAL_CARDS[action],
        exp_month: '12',
        exp_year: '39',
        cvv: '123',
      });
      if (action.startsWith('challenge')) {
        expect(answer.challenge_url).toMatch(/^\/3ds\//);
        await post(`${acquirer.url}/3ds/${started.paymentId}`, {
          decision: action === 'challenge_approved' ? 'approve' : 'deny',
        });
      }
    },
    refused: () => null,
    close: () => acquirer.close(),
  };
}

async function monriFakeDriver(callbackUrl: string): Promise<Driver> {
  const fake = await startMonriFake({ ...KEYS, callbackUrl });
  const outcomes: Record<ShopperAction, string> = {
    approved: 'approved',
    insufficient_funds: 'insufficient_funds',
    challenge_approved: 'approved',
    challenge_denied: 'declined',
  };
  return {
    url: fake.url,
    async pay(started, action) {
      await post(`${fake.url}/__test/complete`, {
        payment_id: started.paymentId,
        outcome: outcomes[action],
      });
    },
    refused: () => fake.refused,
    close: () => fake.close(),
  };
}

const DRIVERS = [
  ['the local acquirer', localDriver],
  ['the Monri fake', monriFakeDriver],
] as const;

let sequence = 0;
function key(label: string): string {
  sequence += 1;
  return `${label}-${Date.now().toString(36)}-${sequence}`;
}

describe.each(DRIVERS)('the card provider contract against %s', (_name, start) => {
  let driver: Driver;
  let provider: MonriPaymentProvider;
  let callbacks: Awaited<ReturnType<typeof callbackReceiver>>;

  beforeAll(async () => {
    callbacks = await callbackReceiver();
    driver = await start(callbacks.url);
    provider = new MonriPaymentProvider({ ...KEYS, baseUrl: driver.url, timeoutMs: 5_000 });
  });
  afterAll(async () => {
    await driver.close();
    await callbacks.close();
  });

  async function paid(amountCents: number, action: ShopperAction, saveCard = false) {
    const k = key('ch');
    const started = await provider.startCardPayment({
      key: k,
      amountCents,
      description: 'NaRate order',
      saveCard,
    });
    await driver.pay(started, action);
    return { key: k, started };
  }

  it('charges a card-fields payment once, answers a repeat the same way and finds it by key', async () => {
    const { key: k, started } = await paid(1234, 'approved');
    const first = await provider.charge(k, 1234, { paymentId: started.paymentId });
    expect(first).toMatchObject({ ok: true, chargeId: k, card: { brand: 'visa' } });
    if (!first.ok) return;
    expect(first.card.last4).toMatch(/^\d{4}$/);
    expect(await provider.charge(k, 1234, { paymentId: started.paymentId })).toEqual(first);
    expect(await provider.lookup(k)).toEqual({
      found: true,
      kind: 'charge',
      amountCents: 1234,
      result: first,
    });
  });

  it('reports a card without funds, a payment for another charge and an unfinished payment', async () => {
    const poor = await paid(500, 'insufficient_funds');
    expect(
      await provider.charge(poor.key, 500, { paymentId: poor.started.paymentId }),
    ).toMatchObject({ ok: false, code: 'insufficient_funds' });
    const other = await paid(700, 'approved');
    expect(
      await provider.charge(key('x'), 700, { paymentId: other.started.paymentId }),
    ).toMatchObject({ ok: false, code: 'idempotency_conflict' });
    expect(
      await provider.charge(other.key, 701, { paymentId: other.started.paymentId }),
    ).toMatchObject({ ok: false, code: 'idempotency_conflict' });
    const k = key('open');
    const open = await provider.startCardPayment({
      key: k,
      amountCents: 900,
      description: 'NaRate order',
      saveCard: false,
    });
    expect(await provider.charge(k, 900, { paymentId: open.paymentId })).toMatchObject({
      ok: false,
      code: 'card_declined',
    });
    expect(await provider.lookup(key('never'))).toEqual({ found: false });
  });

  it('charges after an approved 3-D Secure challenge and not after a denied one', async () => {
    const yes = await paid(2500, 'challenge_approved');
    expect(
      await provider.charge(yes.key, 2500, { paymentId: yes.started.paymentId }),
    ).toMatchObject({ ok: true });
    const no = await paid(2500, 'challenge_denied');
    expect(await provider.charge(no.key, 2500, { paymentId: no.started.paymentId })).toMatchObject({
      ok: false,
      code: 'card_declined',
    });
  });

  it('saves a card and charges it merchant-initiated, once per key, until it is forgotten', async () => {
    const saved = await paid(100, 'approved', true);
    const card = await provider.savedCardFromPayment(saved.started.paymentId);
    expect(card).toMatchObject({ ok: true, card: { brand: 'visa' } });
    if (!card.ok) return;
    expect(card.card.last4).toMatch(/^\d{4}$/);
    expect(card.card.token).not.toContain('4242424242424242');
    const k = key('mit');
    const first = await provider.charge(k, 4321, { token: card.card.token });
    expect(first).toMatchObject({ ok: true, chargeId: k });
    expect(await provider.charge(k, 4321, { token: card.card.token })).toEqual(first);
    expect(await provider.charge(k, 1, { token: card.card.token })).toMatchObject({
      ok: false,
      code: 'idempotency_conflict',
    });
    expect(await provider.lookup(k)).toMatchObject({
      found: true,
      kind: 'charge',
      amountCents: 4321,
    });
    await provider.forgetCard(card.card.token);
    expect(await provider.charge(key('mit'), 4321, { token: card.card.token })).toMatchObject({
      ok: false,
      code: 'card_declined',
    });
  });

  it('refunds part and then the rest, once per key, never more than was charged', async () => {
    const { key: k, started } = await paid(1000, 'approved');
    await provider.charge(k, 1000, { paymentId: started.paymentId });
    const firstKey = key('re');
    const first = await provider.refund(firstKey, k, 400);
    expect(first).toMatchObject({ ok: true });
    expect(await provider.refund(firstKey, k, 400)).toEqual(first);
    expect(await provider.lookup(firstKey)).toMatchObject({
      found: true,
      kind: 'refund',
      amountCents: 400,
      chargeId: k,
      result: first,
    });
    expect(await provider.refund(key('re'), k, 601)).toMatchObject({
      ok: false,
      code: 'invalid_amount',
    });
    expect(await provider.refund(key('re'), k, 600)).toMatchObject({ ok: true });
    expect(await provider.refund(key('re'), 'no-such-order', 1)).toMatchObject({
      ok: false,
      code: 'charge_not_found',
    });
    const statement = await provider.statement();
    expect(statement).toEqual(
      expect.arrayContaining([
        { key: k, kind: 'charge', chargeId: k, amountCents: 1000 },
        { key: firstKey, kind: 'refund', chargeId: k, amountCents: 400 },
      ]),
    );
  });

  async function authorized(amountCents: number, action: ShopperAction) {
    const k = key('au');
    const started = await provider.startCardPayment({
      key: k,
      amountCents,
      description: 'NaRate order',
      saveCard: false,
      authorize: true,
    });
    await driver.pay(started, action);
    return { key: k, started };
  }

  it('captures an authorisation once at the charge, and then it cannot be voided', async () => {
    const { key: k, started } = await authorized(1500, 'approved');
    // Held, not taken: no charge yet, and the statement has no line for it.
    expect(await provider.lookup(k)).toEqual({ found: false });
    expect((await provider.statement()).some((row) => row.key === k)).toBe(false);
    const first = await provider.charge(k, 1500, { paymentId: started.paymentId });
    expect(first).toMatchObject({ ok: true, chargeId: k, card: { brand: 'visa' } });
    expect(await provider.charge(k, 1500, { paymentId: started.paymentId })).toEqual(first);
    expect(await provider.lookup(k)).toMatchObject({ found: true, kind: 'charge', result: first });
    expect(await provider.voidAuthorization(k)).toBe('captured');
    const lines = (await provider.statement()).filter((row) => row.key === k);
    expect(lines).toEqual([{ key: k, kind: 'charge', chargeId: k, amountCents: 1500 }]);
    expect(await provider.refund(key('re'), k, 500)).toMatchObject({ ok: true });
  });

  it('voids an authorisation once, and then it cannot be captured', async () => {
    const { key: k, started } = await authorized(1600, 'approved');
    expect(await provider.voidAuthorization(k)).toBe('voided');
    expect(await provider.voidAuthorization(k)).toBe('voided');
    expect(await provider.charge(k, 1600, { paymentId: started.paymentId })).toMatchObject({
      ok: false,
      code: 'card_declined',
    });
    expect(await provider.lookup(k)).toMatchObject({
      found: true,
      kind: 'charge',
      result: { ok: false },
    });
    expect((await provider.statement()).some((row) => row.key === k)).toBe(false);
    // Nothing held: a refused card and a key never used.
    const poor = await authorized(1700, 'insufficient_funds');
    expect(await provider.voidAuthorization(poor.key)).toBe('none');
    expect(await provider.voidAuthorization(key('never'))).toBe('none');
  });

  it('gives its statement in pages: each line once, in time then key order, as the whole has it', async () => {
    const byKey = <T extends { key: string }>(lines: T[]) =>
      [...lines].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    const whole = await provider.statement();
    expect(whole.length).toBeGreaterThan(3);
    for (const size of [1, 2, 3, 1000]) {
      const read: DatedStatementEntry[] = [];
      let after: StatementPosition | null = null;
      for (;;) {
        const page = await provider.statementPage(after, size);
        read.push(...page);
        const last = page[page.length - 1];
        if (!last || page.length < size) break;
        after = { at: last.at, key: last.key };
      }
      expect(byKey(read.map(({ at: _at, ...line }) => line))).toEqual(byKey(whole));
      const order = read.map((line) => [line.at.getTime(), line.key] as const);
      expect(order).toEqual(
        [...order].sort((a, b) => a[0] - b[0] || (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0)),
      );
    }
    // From a place in it: only what comes after.
    const all = await provider.statementPage(null, 1000);
    const middle = all[Math.floor(all.length / 2)]!;
    expect(await provider.statementPage(middle, 1000)).toEqual(
      all.slice(Math.floor(all.length / 2) + 1),
    );
    expect(driver.refused() ?? []).toEqual([]);
  });

  it('sends callbacks signed with the merchant key, and other keys are refused', async () => {
    await paid(300, 'approved');
    await expect.poll(() => callbacks.received.length).toBeGreaterThan(0);
    for (const callback of callbacks.received) {
      expect(isValidCallback(KEYS.merchantKey, callback.body, callback.authorization)).toBe(true);
      expect(isValidCallback('another-key', callback.body, callback.authorization)).toBe(false);
      expect(cardNumbersIn(callback.body)).toEqual([]);
    }
    // Every request of the provider was signed as Monri checks it.
    expect(driver.refused() ?? []).toEqual([]);
    const stranger = new MonriPaymentProvider({
      merchantKey: 'wrong-key',
      authenticityToken: KEYS.authenticityToken,
      baseUrl: driver.url,
    });
    await expect(
      stranger.startCardPayment({
        key: key('s'),
        amountCents: 1,
        description: 'x',
        saveCard: false,
      }),
    ).rejects.toBeInstanceOf(MonriRequestError);
  });
});

describe('a Monri answer that never comes', () => {
  it('is a lost answer after the time limit, not a hang', async () => {
    const silent = http.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const provider = new MonriPaymentProvider({
      ...KEYS,
      baseUrl: `http://127.0.0.1:${port}`,
      timeoutMs: 200,
    });
    const started = Date.now();
    await expect(provider.lookup('k')).rejects.toBeInstanceOf(ProviderUnavailableError);
    await expect(provider.charge('k', 1, { token: 't~i' })).rejects.toBeInstanceOf(
      ProviderUnavailableError,
    );
    expect(Date.now() - started).toBeLessThan(3_000);
    silent.closeAllConnections();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });
});
