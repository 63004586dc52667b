// A fake of Monri's server API for the provider's contract tests, built from the requests and
// answers Monri's own integrations document: `POST /v2/payment/new` and
// `GET /v2/payment/:id/status` signed `WP3-v2 <token> <timestamp> sha512(key + timestamp + token +
// body-or-path)`, the XML transaction API (`/transactions/:order/refund.xml`, `/orders/show`)
// with `/transactions/:order/capture.xml` and `void.xml` for an authorisation (`transaction_type:
// 'authorize'`), signed with sha1 digests in the body, and callbacks signed `WP3-callback sha512(key + body)`.
// What the shopper does in Monri's card fields is played by `/__test/complete`. Listens on
// 127.0.0.1 only.
import { createHash, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fromXml, toXml } from '../client';
import { callbackAuthorization, orderDigest, transactionDigest } from '../signing';

export type FakeOutcome = 'approved' | 'declined' | 'insufficient_funds' | 'expired';

const CODES: Record<FakeOutcome, string> = {
  approved: '0000',
  declined: '1005',
  insufficient_funds: '1051',
  expired: '1054',
};

interface FakeTransaction {
  id: string;
  order_number: string;
  transaction_type: 'purchase' | 'authorize' | 'capture' | 'void' | 'refund';
  merchant_reference?: string;
  amount: number;
  currency: string;
  status: 'approved' | 'declined';
  response_code: string;
  response_message: string;
  payment_method: { type: 'card'; data: Record<string, string | undefined> };
  /** When the fake carried it out (set by `record`). */
  created_at?: string;
}

/**
 * A line's place in the statement: its time, then its key. The times are ISO 8601 in UTC, all of
 * one length, so comparing the joined text compares the time first.
 */
const placeOf = (at: string, key: string) => `${at}\u0000${key}`;
const byPlace = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export interface MonriFake {
  url: string;
  /** Every request the fake refused for its signature. */
  refused: string[];
  close(): Promise<void>;
}

export async function startMonriFake(keys: {
  merchantKey: string;
  authenticityToken: string;
  callbackUrl?: string;
}): Promise<MonriFake> {
  const payments = new Map<
    string,
    { order: string; amount: number; tokenize: boolean; authorize: boolean }
  >();
  const results = new Map<string, FakeTransaction>();
  const transactions: FakeTransaction[] = [];
  const tokens = new Map<string, FakeOutcome>();
  const refused: string[] = [];

  /** Keeps a transaction, timed now: the statement's pages are in the order of these times. */
  const record = (t: FakeTransaction) => {
    t.created_at = new Date().toISOString();
    transactions.push(t);
  };
  const sha512 = (text: string) => createHash('sha512').update(text).digest('hex');
  const signed = (header: string | undefined, what: string) => {
    const [scheme, token, ts, digest] = (header ?? '').split(' ');
    return (
      scheme === 'WP3-v2' &&
      token === keys.authenticityToken &&
      digest === sha512(`${keys.merchantKey}${ts ?? ''}${token}${what}`)
    );
  };
  /** The order's charge (purchase or capture), else its void, else its authorisation. */
  const byOrder = (order: string) => {
    const of = (type: FakeTransaction['transaction_type']) =>
      transactions.find((t) => t.transaction_type === type && t.order_number === order);
    return (
      of('purchase') ??
      of('capture') ??
      of('void') ??
      of('authorize') ??
      transactions.find((t) => t.transaction_type === 'refund' && t.merchant_reference === order)
    );
  };
  const asXml = (t: FakeTransaction) =>
    toXml('transaction', {
      id: t.id,
      'transaction-type': t.transaction_type,
      'order-number': t.order_number,
      ...(t.merchant_reference ? { 'merchant-reference': t.merchant_reference } : {}),
      amount: t.amount,
      currency: t.currency,
      status: t.status,
      'response-code': t.response_code,
      'cc-type': 'visa',
      'masked-pan': '411111******1111',
    });
  const callback = (t: FakeTransaction) => {
    if (!keys.callbackUrl) return;
    const body = JSON.stringify(t);
    void fetch(keys.callbackUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: callbackAuthorization(keys.merchantKey, body),
      },
      body,
    }).catch(() => undefined);
  };
  const purchase = (
    order: string,
    amount: number,
    outcome: FakeOutcome,
    token?: string,
    type: 'purchase' | 'authorize' = 'purchase',
  ) => {
    const t: FakeTransaction = {
      id: randomUUID(),
      order_number: order,
      transaction_type: type,
      amount,
      currency: 'EUR',
      status: outcome === 'approved' ? 'approved' : 'declined',
      response_code: CODES[outcome],
      response_message: outcome,
      payment_method: {
        type: 'card',
        data: { brand: 'visa', masked: '411111******1111', expiration_date: '12/30', token },
      },
    };
    record(t);
    callback(t);
    return t;
  };

  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const path = request.url ?? '/';
      const send = (status: number, text: string, type = 'application/json') => {
        response.writeHead(status, { 'content-type': type });
        response.end(text);
      };
      const refuse = () => {
        refused.push(path);
        send(401, JSON.stringify({ status: 'error', message: 'invalid authorization' }));
      };
      if (path === '/v2/payment/new') {
        if (!signed(request.headers.authorization, body)) return refuse();
        const input = JSON.parse(body) as Record<string, unknown>;
        const id = randomUUID().replace(/-/g, '');
        payments.set(id, {
          order: String(input.order_number),
          amount: Number(input.amount),
          tokenize: input.tokenize_pan === true,
          authorize: input.transaction_type === 'authorize',
        });
        return send(200, JSON.stringify({ status: 'approved', id, client_secret: id }));
      }
      const status = /^\/v2\/payment\/(\w+)\/status$/.exec(path);
      if (status) {
        if (!signed(request.headers.authorization, path)) return refuse();
        const result = results.get(status[1] ?? '');
        return send(
          200,
          JSON.stringify({
            status: 'approved',
            payment_status: result?.status ?? 'pending',
            payment_result: result,
          }),
        );
      }
      if (path === '/__test/complete') {
        const input = JSON.parse(body) as { payment_id: string; outcome: FakeOutcome };
        const payment = payments.get(input.payment_id);
        if (!payment) return send(404, '{}');
        const token =
          payment.tokenize && input.outcome === 'approved' ? `pan_${randomUUID()}` : undefined;
        if (token) tokens.set(token, 'approved');
        const type = payment.authorize ? 'authorize' : 'purchase';
        const t = purchase(payment.order, payment.amount, input.outcome, token, type);
        results.set(input.payment_id, t);
        return send(200, JSON.stringify({ result: t }));
      }
      if (path === '/v2/transaction') {
        if (!signed(request.headers.authorization, body)) return refuse();
        const input = (JSON.parse(body) as { transaction: Record<string, unknown> }).transaction;
        const order = String(input.order_number);
        const expected = sha512(`${keys.merchantKey}${order}${String(input.amount)}EUR`);
        if (input.digest !== expected) return refuse();
        if (byOrder(order)) return send(409, JSON.stringify({ message: 'duplicate order' }));
        const initial = transactions.find((t) => t.id === input.cit_id);
        const outcome =
          initial && tokens.get(String(input.pan_token)) === 'approved' ? 'approved' : 'declined';
        return send(
          200,
          JSON.stringify({ transaction: purchase(order, Number(input.amount), outcome) }),
        );
      }
      const settle = /^\/transactions\/([\w-]+)\/(capture|void)\.xml$/.exec(path);
      if (settle) {
        const fields = fromXml(body);
        const order = settle[1] ?? '';
        const kind = settle[2] === 'capture' ? 'capture' : 'void';
        const digest = transactionDigest(keys.merchantKey, order, Number(fields.amount), 'EUR');
        if (fields.digest !== digest) return refuse();
        const held = transactions.find(
          (t) =>
            t.transaction_type === 'authorize' &&
            t.order_number === order &&
            t.status === 'approved',
        );
        if (!held || held.amount !== Number(fields.amount)) {
          return send(404, '<errors/>', 'application/xml');
        }
        const earlier = transactions.find(
          (t) =>
            t.order_number === order &&
            (t.transaction_type === 'capture' || t.transaction_type === 'void'),
        );
        if (earlier) {
          return earlier.transaction_type === kind
            ? send(201, asXml(earlier), 'application/xml')
            : send(409, '<errors><message>already settled</message></errors>', 'application/xml');
        }
        const t: FakeTransaction = { ...held, id: randomUUID(), transaction_type: kind };
        record(t);
        return send(201, asXml(t), 'application/xml');
      }
      const refund = /^\/transactions\/([\w-]+)\/refund\.xml$/.exec(path);
      if (refund) {
        const fields = fromXml(body);
        const order = refund[1] ?? '';
        const digest = transactionDigest(keys.merchantKey, order, Number(fields.amount), 'EUR');
        if (fields.digest !== digest) return refuse();
        const earlier = byOrder(fields['merchant-reference'] ?? '');
        if (earlier?.transaction_type === 'refund')
          return send(201, asXml(earlier), 'application/xml');
        const charge = byOrder(order);
        const charged =
          charge?.transaction_type === 'purchase' || charge?.transaction_type === 'capture';
        if (!charge || !charged || charge.status !== 'approved')
          return send(404, '<errors/>', 'application/xml');
        const done = transactions
          .filter((t) => t.transaction_type === 'refund' && t.order_number === order)
          .reduce((sum, t) => sum + (t.status === 'approved' ? t.amount : 0), 0);
        const amount = Number(fields.amount);
        const fits = amount > 0 && amount <= charge.amount - done;
        const t: FakeTransaction = {
          ...charge,
          id: randomUUID(),
          transaction_type: 'refund',
          merchant_reference: fields['merchant-reference'],
          amount,
          status: fits ? 'approved' : 'declined',
          response_code: fits ? '0000' : '1013',
        };
        record(t);
        return send(201, asXml(t), 'application/xml');
      }
      if (path === '/orders/show') {
        const fields = fromXml(body);
        const order = fields['order-number'] ?? '';
        if (fields.digest !== orderDigest(keys.merchantKey, order)) return refuse();
        const t = byOrder(order);
        return t
          ? send(200, asXml(t), 'application/xml')
          : send(404, '<errors><message>not found</message></errors>', 'application/xml');
      }
      const statementUrl = new URL(path, 'http://monri');
      if (statementUrl.pathname === '/v2/merchant/transactions') {
        if (!signed(request.headers.authorization, path)) return refuse();
        const lineKey = (t: FakeTransaction) => t.merchant_reference || t.order_number;
        const approved = transactions
          .filter(
            (t) =>
              t.status === 'approved' &&
              t.transaction_type !== 'authorize' &&
              t.transaction_type !== 'void',
          )
          .sort((a, b) =>
            byPlace(placeOf(a.created_at!, lineKey(a)), placeOf(b.created_at!, lineKey(b))),
          );
        const limit = statementUrl.searchParams.get('limit');
        if (limit === null) return send(200, JSON.stringify({ transactions: approved }));
        // A page: the lines after `since`, or at that time with a key after `since_key`.
        const since = new Date(statementUrl.searchParams.get('since') ?? 0).toISOString();
        const sinceKey = statementUrl.searchParams.get('since_key') ?? '';
        const page = approved
          .filter((t) => placeOf(t.created_at!, lineKey(t)) > placeOf(since, sinceKey))
          .slice(0, Math.min(Number(limit), 1_000));
        return send(200, JSON.stringify({ transactions: page }));
      }
      const forget = /^\/v2\/pan-token\/([\w-]+)\/delete$/.exec(path);
      if (forget) {
        if (!signed(request.headers.authorization, body)) return refuse();
        tokens.delete(forget[1] ?? '');
        return send(200, JSON.stringify({ status: 'approved' }));
      }
      send(404, '{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    refused,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
