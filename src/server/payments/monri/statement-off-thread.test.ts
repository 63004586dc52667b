import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ProviderUnavailableError } from '../provider';
import { MonriClient, MonriRequestError } from './client';
import { STATEMENT_BATCH } from './statement-off-thread';

// A stand-in for Monri's statement endpoint on 127.0.0.1: each test sets what it answers.
let answer: { status: number; body: string } = { status: 200, body: '{"transactions":[]}' };
let server: http.Server;
let base: string;
beforeAll(async () => {
  server = http.createServer((request, response) => {
    expect(request.url).toBe('/v2/merchant/transactions');
    expect(request.headers.authorization).toMatch(/^WP3-v2 /);
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => vi.restoreAllMocks());

const client = (baseUrl = base) =>
  new MonriClient({ baseUrl, merchantKey: 'key', authenticityToken: 'token', timeoutMs: 10_000 });

const transaction = (n: number, type = 'purchase') => ({
  id: `t${n}`,
  order_number: `order-${n}`,
  transaction_type: type,
  merchant_reference: type === 'refund' ? `refund-${n}` : undefined,
  amount: 100 + n,
  currency: 'EUR',
  status: 'approved',
});

describe("Monri's whole statement, read in a worker thread", () => {
  it('gathers every line across batches, leaving out holds and their voids', async () => {
    const count = 2 * STATEMENT_BATCH + 1;
    const transactions = Array.from({ length: count }, (_, n) => transaction(n));
    transactions.push(transaction(count, 'authorize'), transaction(count + 1, 'void'));
    transactions.push(transaction(count + 2, 'refund'));
    answer = { status: 200, body: JSON.stringify({ transactions }) };
    const lines = await client().statement();
    expect(lines).toHaveLength(count + 1);
    expect(lines[0]).toEqual({
      key: 'order-0',
      kind: 'charge',
      chargeId: 'order-0',
      amountCents: 100,
    });
    expect(lines.at(-1)).toEqual({
      key: `refund-${count + 2}`,
      kind: 'refund',
      chargeId: `order-${count + 2}`,
      amountCents: 100 + count + 2,
    });
  });

  it('never parses the statement on the event loop', async () => {
    const body = JSON.stringify({ transactions: [transaction(1), transaction(2)] });
    answer = { status: 200, body };
    const parse = vi.spyOn(JSON, 'parse');
    expect(await client().statement()).toHaveLength(2);
    expect(parse.mock.calls.filter(([text]) => text === body)).toEqual([]);
  });

  it('fails as the other calls do: lost on a server error or no answer, refused on a 4xx', async () => {
    answer = { status: 503, body: 'busy' };
    await expect(client().statement()).rejects.toBeInstanceOf(ProviderUnavailableError);
    answer = { status: 401, body: JSON.stringify({ message: 'invalid authorization' }) };
    await expect(client().statement()).rejects.toEqual(
      new MonriRequestError(401, 'invalid authorization'),
    );
    answer = { status: 200, body: '<html>' };
    await expect(client().statement()).rejects.toBeInstanceOf(MonriRequestError);
    // Nothing listens on port 9 of 127.0.0.1 (discard).
    await expect(client('http://127.0.0.1:9').statement()).rejects.toBeInstanceOf(
      ProviderUnavailableError,
    );
  });
});
