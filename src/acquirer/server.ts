// The local acquirer: a stand-in card acquirer that speaks Monri's protocol on its own port, so
// `npm start` and the tests take card payments the way production does, with only the base URL
// and keys changed. It is not part of NaRate: it imports nothing from NaRate and keeps its cards,
// payments and tokens in its own storage. Server calls are checked like Monri checks them
// (WP3-v2 digest, transaction digests) and its callbacks are signed with WP3-callback.
import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { COMPONENTS_JS, cardPage, challengePage } from './browser';
import {
  RESPONSE_CODES,
  brandOf,
  maskedPan,
  needsChallenge,
  outcomeOf,
  type Outcome,
} from './cards';
import { AcquirerStore, type Payment, type StoredCard, type Transaction } from './store';

export interface AcquirerOptions {
  host?: string;
  port?: number;
  merchantKey: string;
  authenticityToken: string;
  /** Where payment callbacks go (the merchant's callback endpoint); none when unset. */
  callbackUrl?: string;
  /** The acquirer's own storage file; memory only when unset. */
  storeFile?: string;
  now?: () => Date;
}

export interface RunningAcquirer {
  url: string;
  close(): Promise<void>;
}

/** Signed v2 requests older or newer than this are refused (replays). */
const TIMESTAMP_WINDOW_SECONDS = 15 * 60;
const MAX_BODY_BYTES = 64 * 1024;
/** The most statement lines one page may ask for: a page stays a few hundred kilobytes. */
export const STATEMENT_PAGE_MAX = 1_000;

const MESSAGES: Readonly<Record<Outcome, string>> = {
  approved: 'approved',
  answer_lost: 'approved',
  declined: 'transaction declined',
  insufficient_funds: 'insufficient funds',
  expired: 'expired card',
  processing_error: 'processing error',
  invalid_number: 'invalid card number',
};

function sha512(text: string): string {
  return createHash('sha512').update(text, 'utf8').digest('hex');
}

function sha1(text: string): string {
  return createHash('sha1').update(text, 'utf8').digest('hex');
}

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function xmlFields(xml: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of xml.matchAll(/<([a-z][\w-]*)>([^<]*)<\/\1>/gi)) {
    fields[match[1] ?? ''] ??= (match[2] ?? '').replace(/&#(\d+);/g, (_, c: string) =>
      String.fromCharCode(Number(c)),
    );
  }
  return fields;
}

function toXml(root: string, fields: Record<string, string | number | undefined>): string {
  const body = Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `<${name}>${String(value).replace(/[<>&]/g, '')}</${name}>`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?><${root}>${body}</${root}>`;
}

function transactionJson(t: Transaction) {
  return {
    id: t.id,
    order_number: t.orderNumber,
    transaction_type: t.type,
    merchant_reference: t.reference,
    amount: t.amount,
    currency: t.currency,
    status: t.status,
    response_code: t.responseCode,
    response_message: t.responseMessage,
    created_at: t.createdAt,
    payment_method: {
      type: 'card',
      data: {
        brand: t.brand,
        masked: t.masked,
        expiration_date: t.expirationDate,
        token: t.panToken,
      },
    },
  };
}

function transactionXml(t: Transaction): string {
  return toXml('transaction', {
    id: t.id,
    'transaction-type': t.type,
    'order-number': t.orderNumber,
    'merchant-reference': t.reference,
    amount: t.amount,
    currency: t.currency,
    status: t.status,
    'response-code': t.responseCode,
    'response-message': t.responseMessage,
    'cc-type': t.brand,
    'masked-pan': t.masked,
  });
}

export async function startAcquirer(options: AcquirerOptions): Promise<RunningAcquirer> {
  const store = new AcquirerStore(options.storeFile);
  const now = options.now ?? (() => new Date());

  function verifyV2(header: string | undefined, signed: string): boolean {
    const [scheme, token, timestamp, digest] = (header ?? '').split(' ');
    if (scheme !== 'WP3-v2' || !token || !timestamp || !digest) return false;
    if (!same(token, options.authenticityToken)) return false;
    const age = Math.abs(now().getTime() / 1000 - Number(timestamp));
    if (!(age <= TIMESTAMP_WINDOW_SECONDS)) return false;
    return same(digest, sha512(`${options.merchantKey}${timestamp}${token}${signed}`));
  }

  function sendCallback(t: Transaction): void {
    if (!options.callbackUrl) return;
    const body = JSON.stringify(transactionJson(t));
    const authorization = `WP3-callback ${sha512(`${options.merchantKey}${body}`)}`;
    // A callback is a courtesy: the merchant also asks for the status itself.
    void fetch(options.callbackUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization },
      body,
      signal: AbortSignal.timeout(5_000),
    }).catch(() => undefined);
  }

  function record(
    payment: { orderNumber: string; amount: number; currency: string },
    card: StoredCard,
    outcome: Outcome,
    extra: { panToken?: string; merchantInitiated: boolean; authorize?: boolean },
  ): Transaction {
    const approved = outcome === 'approved' || outcome === 'answer_lost';
    const t: Transaction = {
      id: randomUUID(),
      orderNumber: payment.orderNumber,
      type: extra.authorize ? 'authorize' : 'purchase',
      amount: payment.amount,
      currency: payment.currency,
      status: approved ? 'approved' : 'declined',
      responseCode: RESPONSE_CODES[outcome],
      responseMessage: MESSAGES[outcome],
      brand: brandOf(card.number),
      masked: maskedPan(card.number),
      expirationDate: `${String(card.expMonth).padStart(2, '0')}/${String(card.expYear % 100).padStart(2, '0')}`,
      panToken: extra.panToken,
      merchantInitiated: extra.merchantInitiated,
      createdAt: now().toISOString(),
    };
    store.putTransaction(t);
    sendCallback(t);
    return t;
  }

  /** Charges the card of a card-fields payment (after any challenge) and keeps its token. */
  function complete(payment: Payment, card: StoredCard): Transaction {
    const checked = outcomeOf(card.number, card.expMonth, card.expYear, now());
    // A verification charges nothing: a card short of funds is still a good card to keep.
    const outcome =
      payment.verify && (checked === 'insufficient_funds' || checked === 'answer_lost')
        ? 'approved'
        : checked;
    let panToken: string | undefined;
    if (payment.tokenize && outcome !== 'invalid_number' && outcome !== 'expired') {
      panToken = `pan_${randomBytes(18).toString('base64url')}`;
      store.putCard(panToken, card);
    }
    const t = record(payment, card, outcome, {
      panToken,
      merchantInitiated: false,
      authorize: payment.authorize === true,
    });
    store.putPayment({ ...payment, transactionId: t.id, challengeCard: undefined });
    return t;
  }

  /**
   * A capture or a void of an order's authorisation (Monri's `/transactions/:order/capture.xml`
   * and `void.xml`, signed like a refund). Each happens once: a repeat answers the first one,
   * and a captured authorisation cannot be voided nor a voided one captured.
   */
  function settleAuthorization(
    kind: 'capture' | 'void',
    orderNumber: string,
    fields: Record<string, string>,
  ): { status: number; text: string } {
    const currency = fields.currency ?? '';
    const digest = sha1(`${options.merchantKey}${orderNumber}${fields.amount ?? ''}${currency}`);
    if (
      !same(fields['authenticity-token'] ?? '', options.authenticityToken) ||
      !same(fields.digest ?? '', digest)
    ) {
      return { status: 401, text: toXml('errors', { message: 'invalid digest' }) };
    }
    const all = store.ofOrder(orderNumber);
    const authorization = all.find((t) => t.type === 'authorize' && t.status === 'approved');
    if (!authorization) return { status: 404, text: toXml('errors', { message: 'not found' }) };
    if (Number(fields.amount) !== authorization.amount) {
      return { status: 422, text: toXml('errors', { message: 'invalid amount' }) };
    }
    const earlier = all.find((t) => t.type === 'capture' || t.type === 'void');
    if (earlier) {
      return earlier.type === kind
        ? { status: 201, text: transactionXml(earlier) }
        : { status: 409, text: toXml('errors', { message: `authorization ${earlier.type}ed` }) };
    }
    const t: Transaction = {
      ...authorization,
      id: randomUUID(),
      type: kind,
      panToken: undefined,
      createdAt: now().toISOString(),
    };
    store.putTransaction(t);
    return { status: 201, text: transactionXml(t) };
  }

  function resultOf(t: Transaction) {
    return { result: transactionJson(t) };
  }

  async function handle(
    request: http.IncomingMessage,
    body: string,
    reply: (status: number, type: string, text: string) => void,
    drop: () => void,
  ): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://acquirer');
    const path = url.pathname;
    const json = (status: number, value: unknown) =>
      reply(status, 'application/json', JSON.stringify(value));
    const xml = (status: number, text: string) => reply(status, 'application/xml', text);
    const parse = (): Record<string, unknown> => {
      try {
        return JSON.parse(body) as Record<string, unknown>;
      } catch {
        return {};
      }
    };

    // Browser side: the components script, the card fields and the challenge.
    if (request.method === 'GET' && path === '/dist/components.js') {
      return reply(200, 'text/javascript; charset=utf-8', COMPONENTS_JS);
    }
    if (request.method === 'GET' && path === '/components/card') {
      return reply(
        200,
        'text/html; charset=utf-8',
        cardPage(
          url.searchParams.get('client_secret') ?? '',
          url.searchParams.get('locale') ?? 'me',
          url.searchParams.get('parent') ?? '',
        ),
      );
    }
    if (request.method === 'POST' && path === '/components/confirm') {
      const input = parse();
      const payment = store.paymentBySecret(String(input.client_secret ?? ''));
      if (!payment) return json(404, { error: { message: 'payment not found' } });
      if (payment.transactionId) {
        const done = store.transaction(payment.transactionId);
        return done ? json(200, resultOf(done)) : json(409, { error: { message: 'used' } });
      }
      const card: StoredCard = {
        number: String(input.pan ?? '').replace(/[\s-]/g, ''),
        expMonth: Number(input.exp_month),
        expYear: Number(input.exp_year),
      };
      if (!/^\d{3,4}$/.test(String(input.cvv ?? ''))) {
        return json(200, { error: { message: 'invalid_cvv' } });
      }
      if (needsChallenge(card.number)) {
        store.putPayment({ ...payment, challengeCard: card });
        return json(200, {
          challenge_url: `/3ds/${encodeURIComponent(payment.id)}?locale=${encodeURIComponent(url.searchParams.get('locale') ?? '')}`,
        });
      }
      return json(200, resultOf(complete(payment, card)));
    }
    const challenge = /^\/3ds\/([\w-]+)$/.exec(path);
    if (challenge) {
      const payment = store.payment(challenge[1] ?? '');
      if (!payment) return json(404, { error: { message: 'payment not found' } });
      if (request.method === 'GET') {
        return reply(
          200,
          'text/html; charset=utf-8',
          challengePage(
            payment.id,
            url.searchParams.get('locale') ?? 'me',
            url.searchParams.get('request_id') ?? '',
            url.searchParams.get('parent') ?? '',
          ),
        );
      }
      const card = payment.challengeCard;
      if (!card) {
        const done = payment.transactionId ? store.transaction(payment.transactionId) : undefined;
        return done ? json(200, resultOf(done)) : json(409, { error: { message: 'no challenge' } });
      }
      if (parse().decision !== 'approve') {
        const t = record(payment, card, 'declined', { merchantInitiated: false });
        store.putPayment({ ...payment, transactionId: t.id, challengeCard: undefined });
        return json(200, resultOf(t));
      }
      return json(200, resultOf(complete(payment, card)));
    }

    // Server side: the merchant's signed API calls.
    if (request.method === 'POST' && path === '/v2/payment/new') {
      if (!verifyV2(request.headers.authorization, body)) {
        return json(401, { status: 'error', message: 'invalid authorization' });
      }
      const input = parse();
      const amount = Number(input.amount);
      const orderNumber = String(input.order_number ?? '');
      // A verification checks and tokenises a card without charging it: its amount is 0.
      const verify = input.transaction_type === 'verify';
      const authorize = input.transaction_type === 'authorize';
      const validAmount = verify ? amount === 0 : Number.isSafeInteger(amount) && amount > 0;
      if (!validAmount || !orderNumber || orderNumber.length > 40) {
        return json(400, { status: 'error', message: 'invalid amount or order_number' });
      }
      const existing = store.paymentByOrder(orderNumber);
      if (existing) {
        return existing.amount === amount
          ? json(200, { status: 'approved', id: existing.id, client_secret: existing.clientSecret })
          : json(409, { status: 'error', message: 'order_number already used' });
      }
      const payment: Payment = {
        id: randomBytes(20).toString('hex'),
        clientSecret: randomBytes(20).toString('hex'),
        orderNumber,
        amount,
        currency: String(input.currency ?? 'EUR'),
        orderInfo: String(input.order_info ?? ''),
        tokenize: verify || input.tokenize_pan === true,
        verify,
        authorize,
      };
      store.putPayment(payment);
      return json(200, { status: 'approved', id: payment.id, client_secret: payment.clientSecret });
    }
    const status = /^\/v2\/payment\/([\w-]+)\/status$/.exec(path);
    if (request.method === 'GET' && status) {
      if (!verifyV2(request.headers.authorization, request.url ?? '')) {
        return json(401, { status: 'error', message: 'invalid authorization' });
      }
      const payment = store.payment(status[1] ?? '');
      if (!payment) return json(404, { status: 'error', message: 'payment not found' });
      const t = payment.transactionId ? store.transaction(payment.transactionId) : undefined;
      // A charge's first answer is lost; a verification (amount 0) moved no money to recover.
      const lost = t && t.amount > 0 && t.masked.endsWith('3055');
      if (lost && store.loseFirstAnswer(t.orderNumber)) return drop();
      return json(200, {
        status: 'approved',
        payment_status: t?.status ?? 'pending',
        client_secret: payment.clientSecret,
        payment_result: t ? transactionJson(t) : undefined,
      });
    }
    if (request.method === 'POST' && path === '/v2/transaction') {
      if (!verifyV2(request.headers.authorization, body)) {
        return json(401, { status: 'error', message: 'invalid authorization' });
      }
      const input = (parse().transaction ?? {}) as Record<string, unknown>;
      const amount = Number(input.amount);
      const orderNumber = String(input.order_number ?? '');
      const currency = String(input.currency ?? 'EUR');
      const digest = sha512(`${options.merchantKey}${orderNumber}${amount}${currency}`);
      if (!same(String(input.digest ?? ''), digest)) {
        return json(401, { status: 'error', message: 'invalid digest' });
      }
      if (store.byOrderOrReference(orderNumber)) {
        return json(409, { status: 'error', message: 'order_number already used' });
      }
      const card = store.card(String(input.pan_token ?? ''));
      const initial = store.transaction(String(input.cit_id ?? ''));
      if (!Number.isSafeInteger(amount) || amount <= 0) {
        return json(400, { status: 'error', message: 'invalid amount' });
      }
      // A merchant-initiated charge needs the saved card and the shopper's first transaction.
      const usable = card && initial && initial.panToken === input.pan_token;
      const t = record(
        { orderNumber, amount, currency },
        card ?? { number: '0000000000000000', expMonth: 1, expYear: 2000 },
        usable ? outcomeOf(card.number, card.expMonth, card.expYear, now()) : 'declined',
        { panToken: usable ? String(input.pan_token) : undefined, merchantInitiated: true },
      );
      if (t.masked.endsWith('3055') && store.loseFirstAnswer(orderNumber)) return drop();
      return json(200, { transaction: transactionJson(t) });
    }
    const settle = /^\/transactions\/([\w-]+)\/(capture|void)\.xml$/.exec(path);
    if (request.method === 'POST' && settle) {
      const kind = settle[2] === 'capture' ? 'capture' : 'void';
      const answer = settleAuthorization(kind, settle[1] ?? '', xmlFields(body));
      return xml(answer.status, answer.text);
    }
    const refund = /^\/transactions\/([\w-]+)\/refund\.xml$/.exec(path);
    if (request.method === 'POST' && refund) {
      const fields = xmlFields(body);
      const orderNumber = refund[1] ?? '';
      const amount = Number(fields.amount);
      const currency = fields.currency ?? '';
      const digest = sha1(`${options.merchantKey}${orderNumber}${fields.amount ?? ''}${currency}`);
      if (
        !same(fields['authenticity-token'] ?? '', options.authenticityToken) ||
        !same(fields.digest ?? '', digest)
      ) {
        return xml(401, toXml('errors', { message: 'invalid digest' }));
      }
      const reference = fields['merchant-reference'];
      const earlier = reference ? store.byOrderOrReference(reference) : undefined;
      if (earlier && earlier.type === 'refund') {
        return earlier.orderNumber === orderNumber && earlier.amount === amount
          ? xml(201, transactionXml(earlier))
          : xml(409, toXml('errors', { message: 'merchant-reference already used' }));
      }
      const charge = store.byOrderOrReference(orderNumber);
      const charged = charge?.type === 'purchase' || charge?.type === 'capture';
      if (!charge || !charged || charge.status !== 'approved') {
        return xml(404, toXml('errors', { message: 'order not found' }));
      }
      const refunded = store
        .refundsOf(orderNumber)
        .filter((r) => r.status === 'approved')
        .reduce((sum, r) => sum + r.amount, 0);
      const fits = Number.isSafeInteger(amount) && amount > 0 && amount <= charge.amount - refunded;
      const t: Transaction = {
        ...charge,
        id: randomUUID(),
        type: 'refund',
        reference,
        amount,
        status: fits ? 'approved' : 'declined',
        responseCode: fits ? '0000' : '1013',
        responseMessage: fits ? 'approved' : 'invalid amount',
        panToken: undefined,
        merchantInitiated: true,
        createdAt: now().toISOString(),
      };
      store.putTransaction(t);
      if (fits && charge.masked.endsWith('3055') && store.loseFirstAnswer(reference ?? t.id)) {
        return drop();
      }
      return xml(201, transactionXml(t));
    }
    if (request.method === 'POST' && path === '/orders/show') {
      const fields = xmlFields(body);
      const orderNumber = fields['order-number'] ?? '';
      if (
        !same(fields['authenticity-token'] ?? '', options.authenticityToken) ||
        !same(fields.digest ?? '', sha1(`${options.merchantKey}${orderNumber}`))
      ) {
        return xml(401, toXml('errors', { message: 'invalid digest' }));
      }
      const t = store.byOrderOrReference(orderNumber);
      if (t) return xml(200, transactionXml(t));
      const open = store.paymentByOrder(orderNumber);
      if (open) {
        return xml(200, toXml('transaction', { 'order-number': orderNumber, status: 'pending' }));
      }
      return xml(404, toXml('errors', { message: 'order not found' }));
    }
    if (request.method === 'GET' && path === '/v2/merchant/transactions') {
      if (!verifyV2(request.headers.authorization, request.url ?? '')) {
        return json(401, { status: 'error', message: 'invalid authorization' });
      }
      // Money that moved (an authorisation or its void holds or releases, it moves nothing), in
      // the order of time and then line key. With `limit`, one page of it: the lines after
      // `since` (a time), or at that time with a key after `since_key`; else the whole of it.
      const limit = url.searchParams.get('limit');
      if (limit === null) {
        return json(200, { transactions: store.wholeStatement().map(transactionJson) });
      }
      const count = Number(limit);
      const since = new Date(url.searchParams.get('since') ?? '1970-01-01T00:00:00.000Z');
      if (!Number.isInteger(count) || count < 1 || count > STATEMENT_PAGE_MAX) {
        return json(400, { status: 'error', message: `limit must be 1 to ${STATEMENT_PAGE_MAX}` });
      }
      if (Number.isNaN(since.getTime())) {
        return json(400, { status: 'error', message: 'since must be an ISO 8601 time' });
      }
      const page = store.statementPage(
        since.toISOString(),
        url.searchParams.get('since_key') ?? '',
        count,
      );
      return json(200, { transactions: page.map(transactionJson) });
    }
    const forget = /^\/v2\/pan-token\/([\w-]+)\/delete$/.exec(path);
    if (request.method === 'POST' && forget) {
      if (!verifyV2(request.headers.authorization, body)) {
        return json(401, { status: 'error', message: 'invalid authorization' });
      }
      store.forgetCard(forget[1] ?? '');
      return json(200, { status: 'approved' });
    }
    return json(404, { status: 'error', message: 'not found' });
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) request.destroy();
      else chunks.push(chunk);
    });
    request.on('end', () => {
      const reply = (status: number, type: string, text: string) => {
        response.writeHead(status, {
          'content-type': type,
          'cache-control': 'no-store',
          // The card fields and the challenge are framed by the merchant's pages only.
          'x-content-type-options': 'nosniff',
        });
        response.end(text);
      };
      handle(request, Buffer.concat(chunks).toString('utf8'), reply, () =>
        response.socket?.destroy(),
      ).catch(() => reply(500, 'application/json', '{"status":"error"}'));
    });
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const address = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          store.close();
          resolve();
        });
      }),
  };
}
