// A confirmation reads the card payment's status to learn which attempt it was opened for, then
// charges it: an approved authorisation that read found is captured without asking the acquirer
// for the same status again. Counted by a forwarder between the provider and the local acquirer,
// which passes every request through and notes its method and path.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestAcquirer, type TestAcquirer } from '#server/testing/local-acquirer';
import { MonriPaymentProvider } from './provider';

const KEYS = {
  merchantKey: 'status-reuse-merchant-key-012345',
  authenticityToken: 'statusreuse0001',
};

let acquirer: TestAcquirer;
let forwarder: http.Server;
let provider: MonriPaymentProvider;
const seen: string[] = [];

beforeAll(async () => {
  acquirer = await startTestAcquirer(KEYS);
  const target = new URL(acquirer.url);
  forwarder = http.createServer((request, response) => {
    seen.push(`${request.method} ${request.url}`);
    const onward = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    request.pipe(onward);
  });
  await new Promise<void>((resolve) => forwarder.listen(0, '127.0.0.1', resolve));
  const { port } = forwarder.address() as AddressInfo;
  provider = new MonriPaymentProvider({
    ...KEYS,
    baseUrl: `http://127.0.0.1:${port}`,
    timeoutMs: 5_000,
  });
});
afterAll(async () => {
  await new Promise<void>((resolve) => forwarder.close(() => resolve()));
  await acquirer.close();
});

let sequence = 0;

/** An authorisation (or a refusal) the shopper made in the card fields, and its key. */
async function paidInFields(amountCents: number, pan: string) {
  sequence += 1;
  const key = `reuse-${Date.now().toString(36)}-${sequence}`;
  const started = await provider.startCardPayment({
    key,
    amountCents,
    description: 'NaRate order',
    saveCard: false,
    authorize: true,
  });
  await fetch(`${acquirer.url}/components/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      client_secret: started.clientSecret,
      pan,
      exp_month: '12',
      exp_year: '39',
      cvv: '123',
    }),
  });
  return { key, paymentId: started.paymentId };
}

const statusReads = (paymentId: string) =>
  seen.filter((line) => line === `GET /v2/payment/${paymentId}/status`).length;

it('captures an approved authorisation the confirmation has just read without reading its status again', async () => {
  const { key, paymentId } = await paidInFields(1200, '4242424242424242');
  expect(await provider.cardPaymentKey(paymentId)).toBe(key);
  const charged = await provider.charge(key, 1200, { paymentId });
  expect(charged).toMatchObject({ ok: true, chargeId: key, card: { brand: 'visa' } });
  // Before: two reads of the same status, one by each step.
  expect(statusReads(paymentId)).toBe(1);
  // A second charge of the payment (a retry) reads afresh and answers the first capture.
  expect(await provider.charge(key, 1200, { paymentId })).toEqual(charged);
  expect(statusReads(paymentId)).toBe(2);
});

it('reads the status again at the charge when the first read found no approved authorisation', async () => {
  const { key, paymentId } = await paidInFields(1300, '4000000000009995');
  expect(await provider.cardPaymentKey(paymentId)).toBe(key);
  expect(await provider.charge(key, 1300, { paymentId })).toMatchObject({ ok: false });
  expect(statusReads(paymentId)).toBe(2);
});

it('still refuses a payment opened for another amount or key, and captures nothing then', async () => {
  const { key, paymentId } = await paidInFields(1400, '4242424242424242');
  expect(await provider.cardPaymentKey(paymentId)).toBe(key);
  expect(await provider.charge(key, 1500, { paymentId })).toMatchObject({ ok: false });
  expect(seen).not.toContain(`POST /transactions/${key}/capture.xml`);
  expect(await provider.voidAuthorization(key)).toBe('voided');
});
