// The attempt pattern every card charge and refund follows, so the books always match what
// really happened at the provider:
// 1. commit the attempt as `pending` (with the client's Idempotency-Key tied to it); the provider
//    key of each call is derived from the attempt's own id;
// 2. call the provider with no transaction open and no database connection held;
// 3. commit the outcome with its money movements (order, instalments, ledger) and the client's
//    stored answer, in one transaction (`settleAttempt`).
// A crash or a lost answer between 2 and 3 leaves the attempt pending; recovery (recovery.ts)
// asks the provider what became of each key and settles it the same way.
import { sql, type Compilable, type CompiledQuery, type Kysely } from 'kysely';
import type { CardSummary } from '#shared/card';
import { togetherStatement, withWritesAlongside, writeTogether } from '../db/one-statement';
import { inOneRoundTrip } from '../db/pipelined-statements';
import { asLastStatement } from '../db/transaction-pipeline';
import type { Database } from '../db/schema';
import { errorText, HttpError, httpErrorBody } from '../http/errors';
import {
  claimKeyForAttempt,
  keyForAttemptInsert,
  storeAttemptResponse,
  type IdempotencyClaim,
  type IdempotentResult,
} from '../http/idempotency';
import {
  ProviderUnavailableError,
  type ChargeResult,
  type LookupResult,
  type PaymentProvider,
  type PaymentSource,
} from '../payments/provider';
import {
  attemptStillAsStarted,
  findStoredAnswer,
  isAttemptChangedError,
  pendingAttemptInsert,
  lockAttempt,
  saveAttemptOutcome,
  saveAttemptPlan,
  type AttemptRow,
  type NewAttempt,
} from './attempt-repository';
import type { OrderDeps } from './order-deps';
import { receiptNumberDrawnAt } from './order-repository';
import { lockAttemptForSettling } from './checkout-session-repository';

/** One request to the provider; `key` is the attempt id (with the part number for refunds). */
export type ProviderCall =
  | { type: 'charge'; key: string; amountCents: number }
  | { type: 'refund'; key: string; chargeId: string; paymentId: string; amountCents: number };

export type CallOutcome =
  | {
      key: string;
      status: 'succeeded';
      amountCents: number;
      chargeId?: string;
      refundId?: string;
      card?: CardSummary;
    }
  | { key: string; status: 'failed'; code: string; message: string }
  /** Not sent: an earlier call of the attempt failed. */
  | { key: string; status: 'skipped' }
  /** Sent, and nobody knows yet whether the provider carried it out. */
  | { key: string; status: 'unknown' };

export interface AttemptPlanBase {
  calls: ProviderCall[];
}

export type { AttemptRow };

/**
 * The attempt being settled (its row locked) and, for a checkout's, the session it buys (locked
 * in the same statement).
 */
export type SettlingAttempt = Awaited<ReturnType<typeof lockAttemptForSettling>>;

/** Books an attempt's outcome inside the settling transaction and returns the client's answer. */
export type Settler = (
  trx: Kysely<Database>,
  deps: OrderDeps,
  attempt: SettlingAttempt,
  outcomes: CallOutcome[],
  now: Date,
) => Promise<{
  succeeded: boolean;
  failureCode?: string;
  response: IdempotentResult;
  /** The order a checkout's success created, linked to the attempt with its outcome. */
  orderId?: string;
  /**
   * Writes whose results the settler does not read, sent as one statement together with the
   * attempt's outcome and its key's answer (`writeTogether`: independent of each other).
   */
  writes?: Compilable<unknown>[];
  /**
   * The statement that takes a lock many transactions want (the merchant's event counter), run
   * last and sent with the COMMIT: a row lock is held until the transaction ends, so every
   * statement after it would make the merchant's other checkouts wait that much longer. It is
   * handed the settlement's unread writes (outcome and answer included) to carry along, one
   * round trip for all.
   */
  lastStatement?: (
    trx: Kysely<Database>,
    writes: ReadonlyArray<Compilable<unknown>>,
  ) => CompiledQuery;
}>;

/** What a settler answers. */
type Settled = Awaited<ReturnType<Settler>>;

export const PAYMENT_PENDING_MESSAGE = errorText('payment_pending');
export const CHARGE_RETURNED_MESSAGE = errorText('charge_returned');

/**
 * Thrown by a settler when a charge that reached the card can never be booked (its shopper or
 * session is gone, or an admin decided to give it back): the charge is then refunded in full
 * instead of staying at the provider with no order (see settleOrReturn).
 */
export class UnbookableChargeError extends Error {
  override name = 'UnbookableChargeError';
}

/** The provider key of the refund that gives an unbookable charge back. */
export function returnKey(attemptId: string): string {
  return `${attemptId}:return`;
}
export const PAYMENT_IN_PROGRESS_MESSAGE = errorText('payment_in_progress');

export function paymentPending(attemptId: string): HttpError {
  return new HttpError(503, 'payment_pending', PAYMENT_PENDING_MESSAGE, { attemptId });
}

/**
 * Stores a new attempt's plan (its provider calls are keyed by the attempt's own id, so the plan is
 * written once the row exists) and ties the client's key to the attempt, in the transaction that
 * commits the attempt as pending.
 */
export async function recordAttemptPlan(
  trx: Kysely<Database>,
  attemptId: string,
  plan: { calls: ProviderCall[] },
  claim: IdempotencyClaim | null | undefined,
  now: Date,
): Promise<void> {
  await saveAttemptPlan(trx, attemptId, plan);
  if (claim) await claimKeyForAttempt(trx, claim, attemptId, now);
}

/**
 * Commits a pending attempt whose only provider call is one card charge of its amount (the key is
 * the attempt's own id), with the rest of its plan and the client's key; answers what
 * `runAttempt` needs.
 */
export async function startChargeAttempt<Extra extends object>(
  trx: Kysely<Database>,
  attempt: NewAttempt & { amountCents: number },
  extra: Extra,
  claim: IdempotencyClaim | null | undefined,
  now: Date,
  /**
   * Draw the receipt number of the payment a successful charge will book, for this moment, in
   * the same statement (numbers are unique, not gapless: a charge that fails leaves its number
   * unused).
   */
  {
    drawReceiptNumber = false,
    commitsTransaction = false,
  }: {
    drawReceiptNumber?: boolean;
    /** The attempt's statement is the transaction's last: COMMIT goes out with it. */
    commitsTransaction?: boolean;
  } = {},
): Promise<{
  attemptId: string;
  calls: ProviderCall[];
  /** The attempt as committed. */
  attempt: AttemptRow;
  receiptNumber: string | null;
}> {
  let calls: ProviderCall[] = [];
  const {
    id: attemptId,
    write,
    row,
  } = pendingAttemptInsert(attempt, now, (id) => {
    calls = [{ type: 'charge', key: id, amountCents: attempt.amountCents }];
    return { calls, ...extra };
  });
  // The attempt and the key that now means it: one statement while the caller's locks are held.
  const writes = [write, ...(claim ? [keyForAttemptInsert(claim, attemptId, now)] : [])];
  const sent = <R>(statement: CompiledQuery<R>) =>
    trx.executeQuery(commitsTransaction ? asLastStatement(statement) : statement);
  let receiptNumber: string | null = null;
  if (drawReceiptNumber) {
    const drawn = await sent<{ receipt_number: string }>(
      withWritesAlongside(
        sql<{ receipt_number: string }>`with drawn as (select ${receiptNumberDrawnAt(now)}
          as receipt_number) select receipt_number from drawn`.compile(trx),
        writes,
      ),
    );
    receiptNumber = drawn.rows[0]?.receipt_number ?? null;
  } else {
    await sent(togetherStatement(writes));
  }
  if (claim) claim.written = true;
  return { attemptId, calls, attempt: row, receiptNumber };
}

/** A second pending attempt of one order answers 409; any other error goes on as it was. */
export function refuseSecondPendingAttempt(error: unknown): never {
  if (isSecondPendingAttempt(error)) {
    throw new HttpError(409, 'payment_in_progress', PAYMENT_IN_PROGRESS_MESSAGE);
  }
  throw error;
}

/** A card-fields payment names one attempt: a second confirmation with it answers 409. */
export function refuseReusedCardPayment(error: unknown): never {
  const e = error as { code?: string; constraint?: string };
  if (e?.code === '23505' && e.constraint === 'payment_attempts_pkey') {
    throw new HttpError(409, 'card_payment_used', errorText('card_payment_used'));
  }
  throw error;
}

/** The database refuses a second pending attempt per order (a partial unique index). */
export function isSecondPendingAttempt(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string; message?: string };
  if (e?.code !== '23505') return false;
  const text = `${e.constraint ?? ''} ${e.message ?? ''}`;
  return (
    text.includes('payment_attempts_one_pending_per_order') ||
    text.includes('payment_attempts_one_live_checkout')
  );
}

/** Outcome of one call from what the provider answered (or tells on lookup). */
export function outcomeFromLookup(call: ProviderCall, found: LookupResult): CallOutcome {
  if (!found.found) return { key: call.key, status: 'unknown' };
  if (found.kind === 'charge') {
    return found.result.ok
      ? {
          key: call.key,
          status: 'succeeded',
          amountCents: found.amountCents,
          chargeId: found.result.chargeId,
          card: found.result.card,
        }
      : { key: call.key, status: 'failed', code: found.result.code, message: found.result.message };
  }
  return found.result.ok
    ? {
        key: call.key,
        status: 'succeeded',
        amountCents: found.amountCents,
        chargeId: found.chargeId,
        refundId: found.result.refundId,
      }
    : { key: call.key, status: 'failed', code: found.result.code, message: found.result.message };
}

/** Sends one refund call (again, with its own key, when recovery finds it never arrived). */
export async function sendRefund(
  provider: PaymentProvider,
  call: Extract<ProviderCall, { type: 'refund' }>,
): Promise<CallOutcome> {
  const result = await provider.refund(call.key, call.chargeId, call.amountCents);
  return result.ok
    ? {
        key: call.key,
        status: 'succeeded',
        amountCents: call.amountCents,
        chargeId: call.chargeId,
        refundId: result.refundId,
      }
    : { key: call.key, status: 'failed', code: result.code, message: result.message };
}

/**
 * A card-fields charge that failed releases what the card fields hold under its key, so no
 * authorisation outlives its attempt; should the acquirer have captured it after all, the
 * charge it made is the outcome (the books follow the acquirer).
 */
async function releaseHold(
  provider: PaymentProvider,
  call: ProviderCall,
  failure: Extract<ChargeResult, { ok: false }>,
): Promise<CallOutcome> {
  const released = (await provider.voidAuthorization?.(call.key)) ?? 'none';
  if (released === 'captured') return outcomeFromLookup(call, await provider.lookup(call.key));
  return { key: call.key, status: 'failed', code: failure.code, message: failure.message };
}

async function send(
  provider: PaymentProvider,
  call: ProviderCall,
  card: PaymentSource | undefined,
): Promise<CallOutcome> {
  try {
    if (call.type === 'charge') {
      if (!card) {
        // Only the request itself holds the card: recovery can ask, never charge again.
        return outcomeFromLookup(call, await provider.lookup(call.key));
      }
      const result = await provider.charge(call.key, call.amountCents, card);
      if (!result.ok && 'paymentId' in card) return releaseHold(provider, call, result);
      return result.ok
        ? {
            key: call.key,
            status: 'succeeded',
            amountCents: call.amountCents,
            chargeId: result.chargeId,
            card: result.card,
          }
        : { key: call.key, status: 'failed', code: result.code, message: result.message };
    }
    return await sendRefund(provider, call);
  } catch (error) {
    if (!(error instanceof ProviderUnavailableError)) throw error;
    // The answer was lost: ask at once what became of the key.
    try {
      return outcomeFromLookup(call, await provider.lookup(call.key));
    } catch {
      return { key: call.key, status: 'unknown' };
    }
  }
}

/**
 * Makes the attempt's provider calls in order, outside any transaction; a call is skipped once
 * an earlier one failed, and the calls stop at the first unknown outcome.
 */
export async function callProvider(
  provider: PaymentProvider,
  calls: readonly ProviderCall[],
  card?: PaymentSource,
): Promise<CallOutcome[]> {
  const outcomes: CallOutcome[] = [];
  let stop = false;
  for (const call of calls) {
    if (stop) {
      outcomes.push({ key: call.key, status: 'skipped' });
      continue;
    }
    const outcome = await send(provider, call, card);
    outcomes.push(outcome);
    if (outcome.status !== 'succeeded') stop = true;
  }
  return outcomes;
}

/**
 * Step 3: books the outcome with the settler in one transaction, unless another process already
 * did (then its stored answer is returned). Null while an outcome is still unknown.
 */
export async function settleAttempt(
  deps: OrderDeps,
  attemptId: string,
  outcomes: CallOutcome[],
  settler: Settler,
  now: Date = new Date(),
  /** The attempt as its request committed it, when settled by that request (settleAsStarted). */
  started?: SettlingAttempt,
): Promise<IdempotentResult | null> {
  if (outcomes.some((o) => o.status === 'unknown')) return null;
  if (started) {
    try {
      return await settleAsStarted(deps, started, outcomes, settler, now);
    } catch (error) {
      // Settled or changed elsewhere meanwhile: settled anew below, from what the row now says.
      // Any other error is the settlement's own, answered as it would be on that path.
      if (!isAttemptChangedError(error)) throw error;
    }
  }
  return deps.db.transaction().execute(async (trx) => {
    const charged = outcomes[0]?.status === 'succeeded';
    const attempt = await lockAttemptForSettling(trx, attemptId, charged ? now : null);
    if (attempt.status !== 'pending') return storedAnswer(trx, attemptId);
    const settled = await settler(trx, deps, attempt, outcomes, now);
    const statement = settlementStatement(trx, attemptId, outcomes, settled, now);
    // The transaction's last statement: it goes out with the COMMIT.
    await trx.executeQuery(asLastStatement(statement));
    return settled.response;
  });
}

/**
 * Settles an attempt from the row its request just committed (`started`), with no read first:
 * the settlement's statement leaves behind one that locks the attempt and fails unless it is
 * still pending with the same plan, and the COMMIT behind both, in one round trip, so no row of
 * the settlement stays locked while the app works. Rejects (and keeps nothing) when the attempt
 * was settled or changed meanwhile (isAttemptChangedError); the caller then settles it the usual
 * way, which reads the attempt again and answers whatever became of it. The settler must not
 * read on this path: everything it needs comes with `started`.
 */
async function settleAsStarted(
  deps: OrderDeps,
  started: SettlingAttempt,
  outcomes: CallOutcome[],
  settler: Settler,
  now: Date,
): Promise<IdempotentResult> {
  return deps.db.transaction().execute(async (trx) => {
    const settled = await settler(trx, deps, started, outcomes, now);
    const statement = settlementStatement(trx, started.id, outcomes, settled, now);
    await inOneRoundTrip(trx, attemptStillAsStarted(trx, started.id, started.plan), statement, {
      commitsWithSecond: true,
    });
    return settled.response;
  });
}

/**
 * The settlement's one statement: the settler's writes, the attempt's outcome and its key's
 * answer, carried by the settler's last statement when it has one.
 */
function settlementStatement(
  trx: Kysely<Database>,
  attemptId: string,
  outcomes: CallOutcome[],
  settled: Settled,
  now: Date,
): CompiledQuery {
  const writes = [
    ...(settled.writes ?? []),
    saveAttemptOutcome(
      trx,
      attemptId,
      {
        succeeded: settled.succeeded,
        outcome: outcomes,
        failureCode: settled.failureCode ?? null,
        orderId: settled.orderId,
      },
      now,
    ),
    storeAttemptResponse(trx, attemptId, settled.response, now),
  ];
  return settled.lastStatement ? settled.lastStatement(trx, writes) : togetherStatement(writes);
}

/**
 * Gives an unbookable charge back to the card (one refund of the whole charge, keyed by the
 * attempt, so repeating it refunds once) and ends the attempt as 'refunded' with the client's
 * answer 409 charge_returned. Null while the refund's outcome is unknown or it failed: the attempt
 * stays pending and recovery tries again.
 */
async function giveChargeBack(
  deps: OrderDeps,
  attemptId: string,
  outcomes: CallOutcome[],
  now: Date,
): Promise<IdempotentResult | null> {
  const charge = outcomes.find(
    (o): o is Extract<CallOutcome, { status: 'succeeded' }> =>
      o.status === 'succeeded' && Boolean(o.chargeId) && !o.refundId,
  );
  if (!charge?.chargeId) throw new Error(`Attempt ${attemptId} has no charge to give back`);
  let back: CallOutcome;
  try {
    back = await sendRefund(deps.provider, {
      type: 'refund',
      key: returnKey(attemptId),
      chargeId: charge.chargeId,
      paymentId: '',
      amountCents: charge.amountCents,
    });
  } catch (error) {
    deps.log?.warn({ err: error, attemptId }, 'unbookable charge not given back yet');
    return null;
  }
  if (back.status !== 'succeeded') {
    deps.log?.error({ attemptId, back }, 'unbookable charge: the refund was refused');
    return null;
  }
  return deps.db.transaction().execute(async (trx) => {
    const attempt = await lockAttempt(trx, attemptId);
    if (attempt.status !== 'pending') return storedAnswer(trx, attemptId);
    const error = new HttpError(409, 'charge_returned', CHARGE_RETURNED_MESSAGE);
    const response = { statusCode: 409, body: httpErrorBody(error) };
    await writeTogether(trx, [
      saveAttemptOutcome(
        trx,
        attemptId,
        {
          succeeded: false,
          status: 'refunded',
          outcome: [...outcomes, back],
          failureCode: 'charge_returned',
        },
        now,
      ),
      storeAttemptResponse(trx, attemptId, response, now),
    ]);
    return response;
  });
}

/**
 * settleAttempt, except that a charge the settler cannot book is given back to the card instead
 * of staying charged with nothing booked (the requests and recovery both settle through this).
 */
export async function settleOrReturn(
  deps: OrderDeps,
  attemptId: string,
  outcomes: CallOutcome[],
  settler: Settler,
  now: Date = new Date(),
  started?: SettlingAttempt,
): Promise<IdempotentResult | null> {
  try {
    return await settleAttempt(deps, attemptId, outcomes, settler, now, started);
  } catch (error) {
    if (!(error instanceof UnbookableChargeError)) throw error;
    deps.log?.warn({ attemptId, reason: error.message }, 'charge cannot be booked: giving it back');
    return giveChargeBack(deps, attemptId, outcomes, now);
  }
}

/** The answer stored for a settled attempt's key. */
export async function storedAnswer(
  db: Kysely<Database>,
  attemptId: string,
): Promise<IdempotentResult | null> {
  return findStoredAnswer(db, attemptId);
}

/**
 * Steps 2 and 3 for a request: call the provider, then settle. A lost answer that lookup cannot
 * resolve yet leaves the attempt pending (503 payment_pending, recovery is started at once).
 */
export async function runAttempt(
  deps: OrderDeps,
  attemptId: string,
  calls: readonly ProviderCall[],
  settler: Settler,
  options: { card?: PaymentSource; now?: Date; started?: SettlingAttempt } = {},
): Promise<IdempotentResult> {
  const outcomes = await callProvider(deps.provider, calls, options.card);
  await deps.faults?.afterProviderCall?.(attemptId, outcomes);
  const answer = await settleOrReturn(
    deps,
    attemptId,
    outcomes,
    settler,
    options.now,
    options.started,
  );
  if (!answer) {
    deps.onAttemptPending?.(attemptId);
    throw paymentPending(attemptId);
  }
  return answer;
}

/** The provider calls of a stored plan. */
export function plannedCalls(attempt: AttemptRow): ProviderCall[] {
  return (attempt.plan as AttemptPlanBase).calls;
}
