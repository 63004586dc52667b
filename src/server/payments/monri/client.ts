// A small HTTP client for Monri's server API. Every call has a time limit: an answer that does
// not arrive in time is a lost answer (ProviderUnavailableError), never a hang, and the caller
// finds out what happened with an order-status lookup. Only the base URL and the keys differ
// between Monri and the local acquirer.
import {
  jsonAnswer,
  MonriRequestError,
  sendToMonri,
  text,
  type Json,
  type MonriRequest,
} from './answers';
import { readStatementOffThread } from './statement-off-thread';
import { datedStatementRows, type StatementPageRows, type StatementRow } from './statement-rows';
import {
  directTransactionDigest,
  orderDigest,
  transactionDigest,
  wp3v2Authorization,
  type MonriKeys,
} from './signing';

export interface MonriClientOptions extends MonriKeys {
  baseUrl: string;
  /** The limit of one HTTP call, in milliseconds. */
  timeoutMs?: number;
  now?: () => Date;
}

/** The card as Monri describes it after a payment: masked, never the number. */
export interface MonriCardData {
  brand: string;
  masked: string;
  expirationDate?: string;
  /** The saved card's token, when the shopper asked to keep it. */
  token?: string;
}

/** One transaction as Monri reports it (JSON or XML, mapped to one shape). */
export interface MonriTransaction {
  id: string;
  /**
   * A purchase takes the money; an authorisation holds it until its capture takes it or its void
   * releases it; a refund is found by its reference (order-status lookup).
   */
  type: MonriTransactionType;
  /** Our key of a refund. */
  reference?: string;
  orderNumber: string;
  amountCents: number;
  currency: string;
  status: 'approved' | 'declined' | 'pending';
  responseCode: string;
  responseMessage: string;
  card?: MonriCardData;
}

export type MonriTransactionType = 'purchase' | 'authorize' | 'capture' | 'void' | 'refund';

const TRANSACTION_TYPES: readonly MonriTransactionType[] = [
  'purchase',
  'authorize',
  'capture',
  'void',
  'refund',
];

function typeOf(value: unknown): MonriTransactionType {
  return TRANSACTION_TYPES.find((type) => type === value) ?? 'purchase';
}

export interface NewPayment {
  id: string;
  clientSecret: string;
}

export const MONRI_CURRENCY = 'EUR';
/**
 * The most lines one page of Monri's statement holds: a few hundred kilobytes of JSON, parsed in
 * a few milliseconds on the event loop.
 */
export const MONRI_STATEMENT_PAGE_MAX = 1_000;

export { MonriRequestError };
export type { StatementRow };

function xmlEscape(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A flat XML document: `<root><name>value</name>…</root>`, as the transaction API takes. */
export function toXml(root: string, fields: Record<string, string | number>): string {
  const body = Object.entries(fields)
    .map(([name, value]) => `<${name}>${xmlEscape(String(value))}</${name}>`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?><${root}>${body}</${root}>`;
}

/** The text of each flat element of an XML answer (the first of each name). */
export function fromXml(xml: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of xml.matchAll(/<([a-z][\w-]*)(?:\s[^>]*)?>([^<]*)<\/\1>/gi)) {
    const name = match[1] ?? '';
    if (!(name in fields)) {
      fields[name] = (match[2] ?? '').replace(/&#(\d+);/g, (_, code: string) =>
        String.fromCharCode(Number(code)),
      );
    }
  }
  return fields;
}

function statusOf(value: unknown): MonriTransaction['status'] {
  return value === 'approved' ? 'approved' : value === 'pending' ? 'pending' : 'declined';
}

/** A JSON transaction (payment result or direct transaction) in the one shape. */
export function transactionFromJson(raw: Json): MonriTransaction {
  const method = (raw.payment_method as Json | undefined)?.data as Json | undefined;
  const masked = text(method?.masked ?? raw.masked_pan);
  return {
    id: text(raw.id),
    type: typeOf(raw.transaction_type),
    reference: text(raw.merchant_reference) || undefined,
    orderNumber: text(raw.order_number),
    amountCents: Number(raw.amount),
    currency: text(raw.currency),
    status: statusOf(raw.status),
    responseCode: text(raw.response_code),
    responseMessage: text(raw.response_message),
    card: masked
      ? {
          brand: text(method?.brand ?? raw.cc_type),
          masked,
          expirationDate: text(method?.expiration_date) || undefined,
          token: text(method?.token ?? raw.pan_token) || undefined,
        }
      : undefined,
  };
}

function transactionFromXml(fields: Record<string, string>): MonriTransaction {
  const masked = fields['masked-pan'] ?? '';
  return {
    id: fields.id ?? '',
    type: typeOf(fields['transaction-type']),
    reference: fields['merchant-reference'] || undefined,
    orderNumber: fields['order-number'] ?? '',
    amountCents: Number(fields.amount),
    currency: fields.currency ?? '',
    status: statusOf(fields.status),
    responseCode: fields['response-code'] ?? '',
    responseMessage: fields['response-message'] ?? '',
    card: masked ? { brand: fields['cc-type'] ?? '', masked } : undefined,
  };
}

export class MonriClient {
  private readonly timeoutMs: number;
  private readonly now: () => Date;

  constructor(private readonly options: MonriClientOptions) {
    this.timeoutMs = options.timeoutMs ?? 15_000;
    this.now = options.now ?? (() => new Date());
  }

  private url(path: string): string {
    return `${this.options.baseUrl.replace(/\/$/, '')}${path}`;
  }

  private send(path: string, init: MonriRequest): Promise<{ status: number; body: string }> {
    return sendToMonri(this.url(path), init, this.timeoutMs);
  }

  private timestamp(): number {
    return Math.floor(this.now().getTime() / 1000);
  }

  private async v2(method: 'GET' | 'POST', path: string, payload?: Json): Promise<Json> {
    const body = payload ? JSON.stringify(payload) : undefined;
    const authorization = wp3v2Authorization(this.options, body ?? path, this.timestamp());
    const answer = await this.send(path, {
      method,
      body,
      headers: {
        authorization,
        accept: 'application/json',
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
    });
    return jsonAnswer(answer);
  }

  private async xml(path: string, root: string, fields: Record<string, string | number>) {
    const answer = await this.send(path, {
      method: 'POST',
      body: toXml(root, fields),
      headers: { 'content-type': 'application/xml', accept: 'application/xml' },
    });
    return { status: answer.status, fields: fromXml(answer.body) };
  }

  /**
   * Starts a customer-initiated payment the shopper completes in the card fields (with 3-D
   * Secure); its order number is our idempotency key, so a status lookup finds it.
   */
  async newPayment(input: {
    orderNumber: string;
    amountCents: number;
    orderInfo: string;
    /** Keep the card (saved cards, autopay): the answer carries its token. */
    tokenize: boolean;
    /** Check and tokenise the card without charging it (amount 0): saving a card. */
    verify?: boolean;
    /** Only hold the amount on the card: a capture takes it later, a void releases it. */
    authorize?: boolean;
  }): Promise<NewPayment> {
    const answer = await this.v2('POST', '/v2/payment/new', {
      amount: input.amountCents,
      order_number: input.orderNumber,
      currency: MONRI_CURRENCY,
      transaction_type: input.verify ? 'verify' : input.authorize ? 'authorize' : 'purchase',
      order_info: input.orderInfo,
      scenario: 'charge',
      supported_payment_methods: ['card'],
      ...(input.tokenize ? { tokenize_pan: true } : {}),
    });
    return { id: text(answer.id), clientSecret: text(answer.client_secret) };
  }

  /** The state of a customer-initiated payment; null while the shopper has not finished it. */
  async paymentStatus(paymentId: string): Promise<MonriTransaction | null> {
    const answer = await this.v2('GET', `/v2/payment/${encodeURIComponent(paymentId)}/status`);
    const result = answer.payment_result as Json | undefined;
    return result ? transactionFromJson(result) : null;
  }

  /**
   * A merchant-initiated charge on a saved card (instalments, autopay), naming the shopper's
   * first, customer-initiated transaction as card schemes require for instalment plans.
   */
  async merchantInitiatedCharge(input: {
    orderNumber: string;
    amountCents: number;
    panToken: string;
    initialTransactionId: string;
    orderInfo: string;
  }): Promise<MonriTransaction> {
    const answer = await this.v2('POST', '/v2/transaction', {
      transaction: {
        transaction_type: 'purchase',
        amount: input.amountCents,
        currency: MONRI_CURRENCY,
        order_number: input.orderNumber,
        order_info: input.orderInfo,
        pan_token: input.panToken,
        merchant_initiated: true,
        cit_id: input.initialTransactionId,
        authenticity_token: this.options.authenticityToken,
        digest: directTransactionDigest(
          this.options.merchantKey,
          input.orderNumber,
          input.amountCents,
          MONRI_CURRENCY,
        ),
      },
    });
    return transactionFromJson((answer.transaction as Json | undefined) ?? {});
  }

  /**
   * Returns part or all of the charge made under `orderNumber`. `reference` is our key for this
   * refund: a repeat with the same reference is answered as the first one, and an order-status
   * lookup by it finds the refund.
   */
  async refund(
    orderNumber: string,
    amountCents: number,
    reference: string,
  ): Promise<MonriTransaction | null> {
    return this.transactionRequest('refund', orderNumber, amountCents, {
      'merchant-reference': reference,
    });
  }

  /**
   * Takes (capture) or releases (void) the amount an authorisation holds under `orderNumber`.
   * Null when Monri holds no authorisation under it; a MonriRequestError with status 409 when
   * the authorisation was already settled the other way.
   */
  async settleAuthorization(
    kind: 'capture' | 'void',
    orderNumber: string,
    amountCents: number,
  ): Promise<MonriTransaction | null> {
    return this.transactionRequest(kind, orderNumber, amountCents);
  }

  /**
   * One request on an existing transaction (refund, capture, void): the same signed XML body.
   * Null when Monri has no transaction under `orderNumber`.
   */
  private async transactionRequest(
    action: 'refund' | 'capture' | 'void',
    orderNumber: string,
    amountCents: number,
    extra: Record<string, string> = {},
  ): Promise<MonriTransaction | null> {
    const { status, fields } = await this.xml(
      `/transactions/${encodeURIComponent(orderNumber)}/${action}.xml`,
      'transaction',
      {
        amount: amountCents,
        currency: MONRI_CURRENCY,
        digest: transactionDigest(
          this.options.merchantKey,
          orderNumber,
          amountCents,
          MONRI_CURRENCY,
        ),
        'authenticity-token': this.options.authenticityToken,
        'order-number': orderNumber,
        ...extra,
      },
    );
    if (status === 404) return null;
    if (status >= 400 && !fields.status) {
      throw new MonriRequestError(status, fields.message ?? `Monri refused the ${action}`);
    }
    return transactionFromXml(fields);
  }

  /** What Monri holds under our order number, or null when it never received it. */
  async orderStatus(orderNumber: string): Promise<MonriTransaction | null> {
    const { status, fields } = await this.xml('/orders/show', 'order', {
      'order-number': orderNumber,
      'authenticity-token': this.options.authenticityToken,
      digest: orderDigest(this.options.merchantKey, orderNumber),
    });
    if (status === 404) return null;
    if (status >= 400) throw new MonriRequestError(status, fields.message ?? 'lookup refused');
    return transactionFromXml(fields);
  }

  /** Every approved charge and refund on the merchant's account, for reconciliation. */
  /**
   * Every charge and refund of the merchant account. Monri gives the statement whole, so it is
   * fetched and parsed in a worker thread (statement-off-thread.ts): a year of it parsed here
   * held the event loop for seconds.
   */
  async statement(): Promise<StatementRow[]> {
    const path = '/v2/merchant/transactions';
    return readStatementOffThread({
      url: this.url(path),
      headers: {
        authorization: wp3v2Authorization(this.options, path, this.timestamp()),
        accept: 'application/json',
      },
      timeoutMs: this.timeoutMs,
    });
  }

  /**
   * One page of the statement: at most `limit` lines (Monri gives at most
   * MONRI_STATEMENT_PAGE_MAX) after the time `since`, or at that time with a key after
   * `sinceKey`, in the order of time and then key. A page is small enough to parse here.
   */
  async statementPage(since: Date, sinceKey: string, limit: number): Promise<StatementPageRows> {
    const query = new URLSearchParams({
      since: since.toISOString(),
      since_key: sinceKey,
      limit: String(Math.min(limit, MONRI_STATEMENT_PAGE_MAX)),
    });
    return datedStatementRows(await this.v2('GET', `/v2/merchant/transactions?${query}`));
  }

  /** Deletes a saved card's token at the acquirer: it charges nothing any more. */
  async forgetToken(panToken: string): Promise<void> {
    await this.v2('POST', `/v2/pan-token/${encodeURIComponent(panToken)}/delete`, {});
  }
}
