// The built-in sandbox payment provider (test mode). It keeps its own statement in its own table
// (sandbox_provider_operations), apart from the books, so reconciliation compares two
// independent records. It honours idempotency keys for charges, refunds and lookups, and its
// statement never stores a card number: a charge keeps only the card's brand and last four
// digits. Saved cards are its card vault (sandbox_card_vault, its own table too): the number
// behind each token stays there, as it would at a real card network, and NaRate holds the token.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  isCardExpired,
  isValidCardNumber,
  normalizeCardNumber,
  summarizeCard,
  type CardBrand,
} from '../../shared/card';
import type { Database } from '../db/schema';
import {
  CARD_FAILURE_MESSAGES,
  ProviderUnavailableError,
  TEST_CARDS,
  isSavedCardSource,
  type CardDetails,
  type ChargeDeclineCode,
  type ChargeResult,
  type LookupResult,
  type PaymentProvider,
  type PaymentSource,
  type RefundResult,
  type StatementEntry,
  type StatementPosition,
  type DatedStatementEntry,
  type TokenizeResult,
} from './provider';
import { apiErrors } from '../../shared/i18n/me/api-errors';
import { errors } from '../../shared/i18n/me/errors';

/** The name stored with each sandbox charge. */
export const SANDBOX_PROVIDER_NAME = 'narate_test';

const DECLINES: Readonly<Record<string, ChargeDeclineCode>> = {
  [TEST_CARDS.declined]: 'card_declined',
  [TEST_CARDS.insufficientFunds]: 'insufficient_funds',
  [TEST_CARDS.expired]: 'expired_card',
  [TEST_CARDS.processingError]: 'processing_error',
};

const ANSWER_LOST_LAST4 = TEST_CARDS.answerLost.slice(-4);

interface StoredOperation {
  key: string;
  kind: 'charge' | 'refund';
  status: 'succeeded' | 'failed';
  charge_id: string | null;
  refund_id: string | null;
  amount_cents: number;
  card_brand: string | null;
  card_last4: string | null;
  fingerprint: string;
  failure_code: string | null;
  failure_message: string | null;
}

function lookupOf(row: StoredOperation): LookupResult {
  if (row.kind === 'charge') {
    const result: ChargeResult =
      row.status === 'succeeded'
        ? {
            ok: true,
            chargeId: row.charge_id ?? '',
            card: {
              brand: (row.card_brand ?? 'unknown') as CardBrand,
              last4: row.card_last4 ?? '',
            },
          }
        : {
            ok: false,
            code: row.failure_code as ChargeDeclineCode,
            message: row.failure_message ?? '',
          };
    return { found: true, kind: 'charge', amountCents: row.amount_cents, result };
  }
  const result: RefundResult =
    row.status === 'succeeded'
      ? { ok: true, refundId: row.refund_id ?? '' }
      : {
          ok: false,
          code: row.failure_code as 'charge_not_found' | 'invalid_amount',
          message: row.failure_message ?? '',
        };
  return {
    found: true,
    kind: 'refund',
    amountCents: row.amount_cents,
    chargeId: row.charge_id ?? '',
    result,
  };
}

const CONFLICT = {
  ok: false as const,
  code: 'idempotency_conflict' as const,
  message: CARD_FAILURE_MESSAGES.idempotency_conflict,
};

const CARD_FIELDS_UNSUPPORTED = {
  ok: false as const,
  code: 'processing_error' as const,
  message: CARD_FAILURE_MESSAGES.processing_error,
};

export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = SANDBOX_PROVIDER_NAME;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private async stored(key: string): Promise<StoredOperation | undefined> {
    return this.db
      .selectFrom('sandbox_provider_operations')
      .selectAll()
      .where('key', '=', key)
      .executeTakeFirst();
  }

  async charge(key: string, amountCents: number, source: PaymentSource): Promise<ChargeResult> {
    // The sandbox has no card fields: a card-fields payment belongs to an acquirer.
    if ('paymentId' in source) return CARD_FIELDS_UNSUPPORTED;
    if (!isSavedCardSource(source)) return this.chargeCard(key, amountCents, source);
    const card = await this.vaultCard(source.token);
    if (card) return this.chargeCard(key, amountCents, card);
    // A forgotten token charges nothing; a repeat of a charge made before still answers as then.
    const previous = await this.stored(key);
    const replay = previous ? lookupOf(previous) : null;
    if (replay?.found && replay.kind === 'charge') return replay.result;
    return { ok: false, code: 'card_declined', message: CARD_FAILURE_MESSAGES.card_declined };
  }

  async tokenize(card: CardDetails): Promise<TokenizeResult> {
    const digits = normalizeCardNumber(card.number);
    // Saving charges nothing: only a number that is not a card or an expired card is refused now;
    // a card the network declines is declined at its first charge.
    const problem = this.decline(1, card, digits);
    if (problem === 'invalid_number' || problem === 'expired_card') {
      return { ok: false, code: problem, message: CARD_FAILURE_MESSAGES[problem] };
    }
    const { expMonth, expYear } = card;
    const token = `tok_test_${randomUUID()}`;
    await this.db
      .insertInto('sandbox_card_vault')
      .values({ token, card_number: digits, exp_month: expMonth, exp_year: expYear })
      .execute();
    const summary = summarizeCard(digits);
    return { ok: true, card: { token, ...summary, expMonth, expYear } };
  }

  async forgetCard(token: string): Promise<void> {
    await this.db.deleteFrom('sandbox_card_vault').where('token', '=', token).execute();
  }

  private async vaultCard(token: string): Promise<CardDetails | null> {
    const row = await this.db
      .selectFrom('sandbox_card_vault')
      .select(['card_number', 'exp_month', 'exp_year'])
      .where('token', '=', token)
      .executeTakeFirst();
    // The security code is checked when the card is saved and never kept.
    return row
      ? { number: row.card_number, expMonth: row.exp_month, expYear: row.exp_year, cvc: '' }
      : null;
  }

  private async chargeCard(
    key: string,
    amountCents: number,
    card: CardDetails,
  ): Promise<ChargeResult> {
    const digits = normalizeCardNumber(card.number);
    const summary = summarizeCard(digits);
    // The fingerprint holds the last four digits only, never the number.
    const fingerprint = `charge|${amountCents}|${summary.last4}`;
    // A new key is one insert; a key seen before keeps its first operation, whose answer is given
    // again (or a conflict when the request differs).
    const decline = this.decline(amountCents, card, digits);
    const chargeId = decline ? null : `ch_test_${randomUUID()}`;
    const inserted = await this.db
      .insertInto('sandbox_provider_operations')
      .values({
        key,
        kind: 'charge',
        status: decline ? 'failed' : 'succeeded',
        charge_id: chargeId,
        amount_cents: amountCents,
        card_brand: summary.brand,
        card_last4: /^\d{4}$/.test(summary.last4) ? summary.last4 : null,
        fingerprint,
        failure_code: decline,
        failure_message: decline ? CARD_FAILURE_MESSAGES[decline] : null,
        created_at: this.now(),
      })
      .onConflict((oc) => oc.column('key').doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!inserted) {
      const previous = await this.stored(key);
      if (!previous) return this.chargeCard(key, amountCents, card);
      const replay = lookupOf(previous);
      if (previous.fingerprint !== fingerprint || !replay.found || replay.kind !== 'charge') {
        return CONFLICT;
      }
      return replay.result;
    }
    if (digits === TEST_CARDS.answerLost) {
      throw new ProviderUnavailableError('Sandbox: the charge was made but its answer was lost');
    }
    return decline
      ? { ok: false, code: decline, message: CARD_FAILURE_MESSAGES[decline] }
      : { ok: true, chargeId: chargeId ?? '', card: summary };
  }

  async refund(key: string, chargeId: string, amountCents: number): Promise<RefundResult> {
    const fingerprint = `refund|${chargeId}|${amountCents}`;
    const previous = await this.stored(key);
    if (previous) {
      const replay = lookupOf(previous);
      if (previous.fingerprint !== fingerprint || !replay.found || replay.kind !== 'refund') {
        return CONFLICT;
      }
      return replay.result;
    }
    const outcome = await this.db.transaction().execute(async (trx) => {
      const charge = await trx
        .selectFrom('sandbox_provider_operations')
        .select(['amount_cents', 'refunded_cents', 'card_last4'])
        .where('kind', '=', 'charge')
        .where('status', '=', 'succeeded')
        .where('charge_id', '=', chargeId)
        .forUpdate()
        .executeTakeFirst();
      let failure: { code: 'charge_not_found' | 'invalid_amount'; message: string } | null = null;
      if (!charge) failure = { code: 'charge_not_found', message: errors.charge_not_found };
      else if (
        !Number.isSafeInteger(amountCents) ||
        amountCents <= 0 ||
        amountCents > charge.amount_cents - charge.refunded_cents
      ) {
        failure = { code: 'invalid_amount', message: apiErrors.refund_amount_invalid };
      }
      const refundId = failure ? null : `re_test_${randomUUID()}`;
      const inserted = await trx
        .insertInto('sandbox_provider_operations')
        .values({
          key,
          kind: 'refund',
          status: failure ? 'failed' : 'succeeded',
          charge_id: chargeId,
          refund_id: refundId,
          amount_cents: amountCents,
          fingerprint,
          failure_code: failure?.code ?? null,
          failure_message: failure?.message ?? null,
          created_at: this.now(),
        })
        .onConflict((oc) => oc.column('key').doNothing())
        .returning('key')
        .executeTakeFirst();
      if (!inserted) return null;
      if (!failure) {
        await trx
          .updateTable('sandbox_provider_operations')
          .set((eb) => ({ refunded_cents: eb('refunded_cents', '+', amountCents) }))
          .where('kind', '=', 'charge')
          .where('charge_id', '=', chargeId)
          .execute();
      }
      const result: RefundResult = failure
        ? { ok: false, ...failure }
        : { ok: true, refundId: refundId ?? '' };
      return { result, answerLost: charge?.card_last4 === ANSWER_LOST_LAST4 };
    });
    // Another request with the same key got there first: answer as it was answered.
    if (!outcome) return this.refund(key, chargeId, amountCents);
    if (outcome.answerLost && outcome.result.ok) {
      throw new ProviderUnavailableError('Sandbox: the refund was made but its answer was lost');
    }
    return outcome.result;
  }

  async lookup(key: string): Promise<LookupResult> {
    const row = await this.stored(key);
    return row ? lookupOf(row) : { found: false };
  }

  async statement(): Promise<StatementEntry[]> {
    const rows = await this.db
      .selectFrom('sandbox_provider_operations')
      .select(['key', 'kind', 'charge_id', 'amount_cents'])
      .where('status', '=', 'succeeded')
      .orderBy('created_at')
      .execute();
    return rows.map((r) => ({
      key: r.key,
      kind: r.kind,
      chargeId: r.charge_id ?? '',
      amountCents: r.amount_cents,
    }));
  }

  async statementPage(
    after: StatementPosition | null,
    limit: number,
  ): Promise<DatedStatementEntry[]> {
    let query = this.db
      .selectFrom('sandbox_provider_operations')
      .select(['key', 'kind', 'charge_id', 'amount_cents', 'created_at'])
      .where('status', '=', 'succeeded');
    if (after) {
      // A row comparison, so the page is one range of the statement index.
      query = query.where((eb) =>
        eb(eb.refTuple('created_at', 'key'), '>', eb.tuple(after.at, after.key)),
      );
    }
    const rows = await query.orderBy('created_at').orderBy('key').limit(limit).execute();
    return rows.map((r) => ({
      key: r.key,
      kind: r.kind,
      chargeId: r.charge_id ?? '',
      amountCents: r.amount_cents,
      at: r.created_at,
    }));
  }

  private decline(
    amountCents: number,
    card: CardDetails,
    digits: string,
  ): ChargeDeclineCode | null {
    if (!Number.isSafeInteger(amountCents) || amountCents <= 0) return 'invalid_amount';
    if (!isValidCardNumber(digits)) return 'invalid_number';
    const { expMonth, expYear } = card;
    const validExpiry =
      Number.isInteger(expMonth) && expMonth >= 1 && expMonth <= 12 && Number.isInteger(expYear);
    if (!validExpiry || isCardExpired(expMonth, expYear, this.now())) return 'expired_card';
    return DECLINES[digits] ?? null;
  }
}
