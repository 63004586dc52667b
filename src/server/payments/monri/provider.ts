// The card provider over Monri's API (and the local acquirer, which speaks the same protocol).
// A shopper's first charge is customer-initiated: our server opens a payment whose order number
// is the charge's idempotency key, the shopper types the card into Monri's card fields (an iframe
// from Monri's origin) and passes 3-D Secure there, and our API receives only the payment's id;
// `charge` then reads the payment's outcome from Monri. Instalments and autopay are
// merchant-initiated charges on the saved card's token, naming the first transaction. No card
// number or security code ever reaches NaRate: only the brand, the last four digits, the expiry
// and the acquirer's token.
import type { CardBrand, CardSummary } from '#shared/card';
import {
  CARD_FAILURE_MESSAGES,
  type AuthorizationRelease,
  ProviderUnavailableError,
  type ChargeDeclineCode,
  type ChargeResult,
  type LookupResult,
  type PaymentProvider,
  type PaymentSource,
  type RefundResult,
  type StartedCardPayment,
  type DatedStatementEntry,
  type StatementEntry,
  type StatementPosition,
  type TokenizeResult,
} from '../provider';
import {
  MONRI_STATEMENT_PAGE_MAX,
  MonriClient,
  MonriRequestError,
  type MonriClientOptions,
  type MonriTransaction,
} from './client';
import { apiErrors } from '#shared/i18n/me/api-errors';
import { errors } from '#shared/i18n/me/errors';

export const MONRI_PROVIDER_NAME = 'monri';

/** Monri's response codes for the outcomes NaRate tells apart; other refusals are declines. */
const RESPONSE_CODES: Readonly<Record<string, ChargeDeclineCode>> = {
  '1001': 'card_declined',
  '1005': 'card_declined',
  '1014': 'invalid_number',
  '1051': 'insufficient_funds',
  '1054': 'expired_card',
  '1096': 'processing_error',
  '9999': 'processing_error',
};

/** Between the acquirer's card token and the first transaction's id in a saved card's token. */
const TOKEN_SEPARATOR = '~';

/** A saved card's token as NaRate keeps it: Monri's pan token and the first transaction's id. */
export function savedCardToken(panToken: string, initialTransactionId: string): string {
  return `${panToken}${TOKEN_SEPARATOR}${initialTransactionId}`;
}

function parseSavedCardToken(token: string): { panToken: string; initialTransactionId: string } {
  const at = token.lastIndexOf(TOKEN_SEPARATOR);
  return at < 0
    ? { panToken: token, initialTransactionId: '' }
    : { panToken: token.slice(0, at), initialTransactionId: token.slice(at + 1) };
}

const BRANDS: Readonly<Record<string, CardBrand>> = {
  visa: 'visa',
  'visa-electron': 'visa',
  master: 'mastercard',
  mastercard: 'mastercard',
  maestro: 'maestro',
  amex: 'amex',
  'american-express': 'amex',
};

function summaryOf(transaction: MonriTransaction): CardSummary {
  const masked = transaction.card?.masked ?? '';
  const last4 = masked.replace(/\D/g, '').slice(-4);
  return {
    brand: BRANDS[(transaction.card?.brand ?? '').toLowerCase()] ?? 'unknown',
    last4,
  };
}

function declineOf(transaction: MonriTransaction): ChargeDeclineCode {
  return RESPONSE_CODES[transaction.responseCode] ?? 'card_declined';
}

function chargeResultOf(transaction: MonriTransaction): ChargeResult {
  if (transaction.status === 'approved') {
    return { ok: true, chargeId: transaction.orderNumber, card: summaryOf(transaction) };
  }
  const code = transaction.status === 'pending' ? 'processing_error' : declineOf(transaction);
  return { ok: false, code, message: CARD_FAILURE_MESSAGES[code] };
}

const CONFLICT = {
  ok: false as const,
  code: 'idempotency_conflict' as const,
  message: CARD_FAILURE_MESSAGES.idempotency_conflict,
};

/** A payment the shopper has not finished (or abandoned at 3-D Secure) charged nothing. */
const NOT_COMPLETED: ChargeResult = {
  ok: false,
  code: 'card_declined',
  message: CARD_FAILURE_MESSAGES.card_declined,
};

/** How long a status cardPaymentKey read may stand in for the charge's own read. */
const JUST_READ_MS = 30_000;
/** At most this many such statuses are kept; the oldest goes first. */
const JUST_READ_LIMIT = 1_000;

export class MonriPaymentProvider implements PaymentProvider {
  readonly name: string;
  private readonly client: MonriClient;
  /**
   * Approved authorisations cardPaymentKey has just read, by payment id, each taken by the one
   * charge of that payment that follows (the same confirmation, milliseconds later) instead of
   * asking Monri for the same status again. Only an approved authorisation is kept: its capture
   * asks Monri anyway, and Monri refuses to capture one that was voided meanwhile, so the older
   * read cannot charge what a fresh one would not. Anything else is read afresh at the charge.
   */
  private readonly justRead = new Map<string, { transaction: MonriTransaction; at: number }>();

  constructor(options: MonriClientOptions & { name?: string }) {
    this.client = new MonriClient(options);
    this.name = options.name ?? MONRI_PROVIDER_NAME;
  }

  async startCardPayment(input: {
    key: string;
    amountCents: number;
    description: string;
    saveCard: boolean;
    verify?: boolean;
    authorize?: boolean;
  }): Promise<StartedCardPayment> {
    const payment = await this.client.newPayment({
      orderNumber: input.key,
      amountCents: input.verify ? 0 : input.amountCents,
      orderInfo: input.description,
      tokenize: input.saveCard || input.verify === true,
      verify: input.verify === true,
      authorize: input.verify !== true && input.authorize === true,
    });
    return { paymentId: payment.id, clientSecret: payment.clientSecret };
  }

  async cardPaymentKey(paymentId: string): Promise<string | null> {
    try {
      const transaction = await this.client.paymentStatus(paymentId);
      if (transaction?.type === 'authorize' && transaction.status === 'approved') {
        this.keepJustRead(paymentId, transaction);
      }
      return transaction?.orderNumber ?? null;
    } catch (error) {
      // An id Monri refuses (unknown, malformed) names no payment of ours.
      if (error instanceof MonriRequestError) return null;
      throw error;
    }
  }

  async charge(key: string, amountCents: number, source: PaymentSource): Promise<ChargeResult> {
    if ('paymentId' in source) {
      const transaction =
        this.takeJustRead(source.paymentId) ?? (await this.client.paymentStatus(source.paymentId));
      if (!transaction) return NOT_COMPLETED;
      // A payment opened for another charge or amount cannot pay this one.
      if (transaction.orderNumber !== key || transaction.amountCents !== amountCents) {
        return CONFLICT;
      }
      if (transaction.type === 'authorize' && transaction.status === 'approved') {
        return this.capture(key, amountCents, transaction);
      }
      return chargeResultOf(transaction);
    }
    if (!('token' in source)) {
      // Card numbers never reach NaRate: only the acquirer's card fields take them.
      return { ok: false, code: 'invalid_number', message: CARD_FAILURE_MESSAGES.invalid_number };
    }
    const { panToken, initialTransactionId } = parseSavedCardToken(source.token);
    try {
      const transaction = await this.client.merchantInitiatedCharge({
        orderNumber: key,
        amountCents,
        panToken,
        initialTransactionId,
        orderInfo: 'NaRate',
      });
      return chargeResultOf(transaction);
    } catch (error) {
      // An order number Monri has seen: answer as it was answered the first time.
      if (error instanceof MonriRequestError && error.status === 409) {
        const previous = await this.client.orderStatus(key);
        if (!previous || previous.amountCents !== amountCents) return CONFLICT;
        return chargeResultOf(previous);
      }
      throw error;
    }
  }

  private keepJustRead(paymentId: string, transaction: MonriTransaction): void {
    this.justRead.delete(paymentId);
    if (this.justRead.size >= JUST_READ_LIMIT) {
      const oldest = this.justRead.keys().next().value;
      if (oldest !== undefined) this.justRead.delete(oldest);
    }
    this.justRead.set(paymentId, { transaction, at: Date.now() });
  }

  private takeJustRead(paymentId: string): MonriTransaction | undefined {
    const kept = this.justRead.get(paymentId);
    if (!kept) return undefined;
    this.justRead.delete(paymentId);
    return Date.now() - kept.at <= JUST_READ_MS ? kept.transaction : undefined;
  }

  /**
   * Takes the amount an approved authorisation holds (once: a repeat answers the first capture).
   * An authorisation already voided, or unknown to Monri, charged nothing.
   */
  private async capture(
    key: string,
    amountCents: number,
    authorization: MonriTransaction,
  ): Promise<ChargeResult> {
    let captured: MonriTransaction | null;
    try {
      captured = await this.client.settleAuthorization('capture', key, amountCents);
    } catch (error) {
      if (error instanceof MonriRequestError) return NOT_COMPLETED;
      throw error;
    }
    if (!captured) return NOT_COMPLETED;
    return chargeResultOf({ ...captured, card: captured.card ?? authorization.card });
  }

  async voidAuthorization(key: string): Promise<AuthorizationRelease> {
    const held = await this.client.orderStatus(key);
    if (!held || held.status !== 'approved') return 'none';
    if (held.type === 'void') return 'voided';
    if (held.type === 'capture' || held.type === 'purchase') return 'captured';
    if (held.type !== 'authorize') return 'none';
    try {
      return (await this.client.settleAuthorization('void', key, held.amountCents))
        ? 'voided'
        : 'none';
    } catch (error) {
      // Monri refuses to void a captured authorisation: the capture came first.
      if (error instanceof MonriRequestError && error.status === 409) return 'captured';
      throw error;
    }
  }

  /** The card a finished save-card payment kept, as NaRate may store it. */
  async savedCardFromPayment(paymentId: string): Promise<TokenizeResult> {
    let transaction: MonriTransaction | null;
    try {
      transaction = await this.client.paymentStatus(paymentId);
    } catch (error) {
      // A payment Monri does not know (or refuses to name) kept no card.
      if (!(error instanceof MonriRequestError)) throw error;
      transaction = null;
    }
    const token = transaction?.card?.token;
    if (!transaction || transaction.status !== 'approved' || !token) {
      return { ok: false, code: 'invalid_number', message: CARD_FAILURE_MESSAGES.card_declined };
    }
    const [month, year] = (transaction.card?.expirationDate ?? '').split('/');
    const summary = summaryOf(transaction);
    return {
      ok: true,
      card: {
        token: savedCardToken(token, transaction.id),
        brand: summary.brand,
        last4: summary.last4,
        expMonth: Number(month) || 12,
        expYear: (Number(year) || 99) + ((Number(year) || 99) < 100 ? 2000 : 0),
      },
    };
  }

  async refund(key: string, chargeId: string, amountCents: number): Promise<RefundResult> {
    if (!Number.isSafeInteger(amountCents) || amountCents <= 0) {
      return { ok: false, code: 'invalid_amount', message: apiErrors.refund_amount_invalid };
    }
    let transaction: MonriTransaction | null;
    try {
      transaction = await this.client.refund(chargeId, amountCents, key);
    } catch (error) {
      if (error instanceof MonriRequestError) {
        return { ok: false, code: 'invalid_amount', message: apiErrors.refund_amount_invalid };
      }
      throw error;
    }
    if (!transaction) {
      return { ok: false, code: 'charge_not_found', message: errors.charge_not_found };
    }
    if (transaction.status !== 'approved') {
      return { ok: false, code: 'invalid_amount', message: apiErrors.refund_amount_invalid };
    }
    return { ok: true, refundId: transaction.id || `${chargeId}/${key}` };
  }

  async lookup(key: string): Promise<LookupResult> {
    const transaction = await this.client.orderStatus(key);
    if (!transaction) return { found: false };
    // Still at 3-D Secure or in flight: not an answer yet.
    if (transaction.status === 'pending') {
      throw new ProviderUnavailableError('Monri: the payment is still in progress');
    }
    // An authorisation not yet captured has charged nothing so far: the caller voids it
    // (recovery) or captures it; a voided one charged nothing for good.
    if (transaction.type === 'authorize' && transaction.status === 'approved') {
      return { found: false };
    }
    if (transaction.type === 'void') {
      return {
        found: true,
        kind: 'charge',
        amountCents: transaction.amountCents,
        result: NOT_COMPLETED,
      };
    }
    if (transaction.type === 'refund') {
      const result: RefundResult =
        transaction.status === 'approved'
          ? { ok: true, refundId: transaction.id }
          : { ok: false, code: 'invalid_amount', message: apiErrors.refund_amount_invalid };
      return {
        found: true,
        kind: 'refund',
        amountCents: transaction.amountCents,
        chargeId: transaction.orderNumber,
        result,
      };
    }
    return {
      found: true,
      kind: 'charge',
      amountCents: transaction.amountCents,
      result: chargeResultOf(transaction),
    };
  }

  async statement(): Promise<StatementEntry[]> {
    // A card verification (saving a card) moves no money: it is no line of the books.
    return (await this.client.statement()).filter((row) => row.amountCents !== 0);
  }

  /**
   * `limit` lines of the statement after `after` (fewer only at its end), read in Monri's pages
   * of at most MONRI_STATEMENT_PAGE_MAX with a turn of the event loop between them. Card
   * verifications are left out, and reading goes on past them, so a short answer still means
   * the end of the statement.
   */
  async statementPage(
    after: StatementPosition | null,
    limit: number,
  ): Promise<DatedStatementEntry[]> {
    const lines: DatedStatementEntry[] = [];
    let since = after?.at ?? new Date(0);
    let sinceKey = after?.key ?? '';
    while (lines.length < limit) {
      const asked = Math.min(limit - lines.length, MONRI_STATEMENT_PAGE_MAX);
      const page = await this.client.statementPage(since, sinceKey, asked);
      for (const line of page.lines) if (line.amountCents !== 0) lines.push(line);
      // A turn of the loop after each parse, so the caller's work on the lines comes after it.
      await new Promise((resolve) => setImmediate(resolve));
      if (!page.last || page.rows < asked) break;
      since = page.last.at;
      sinceKey = page.last.key;
    }
    return lines;
  }

  async forgetCard(token: string): Promise<void> {
    await this.client.forgetToken(parseSavedCardToken(token).panToken);
  }
}
