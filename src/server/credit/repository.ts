// The shopper's credit row (user_credit_scores): score, stored limit and counters. Every engine
// step that reads the limit or changes the score locks this row first, so concurrent checkouts,
// payments and jobs for one shopper happen one after another.
import type { CompiledQuery, Kysely, Selectable, Updateable } from 'kysely';
import { hasCompleteIdentity } from '../rules/decision';
import { START_LIMIT_CENTS, START_SCORE } from '#shared/credit-tiers';
import type { Database, UserCreditScoresTable } from '../db/schema';
import { compiledStatement } from '../db/compiled-once';
import { pendingCheckoutOwedQuery, shopperDebtQuery } from './debt-repository';
import { applyScoreDelta, type ScoreEvent } from '../rules/scoring';
import { runCompiled } from '../db/direct-statements';

export type CreditRow = Selectable<UserCreditScoresTable>;

/** Locks (creating with the defaults if missing) and returns the shopper's credit row. */
export async function lockCreditRow(trx: Kysely<Database>, userId: string): Promise<CreditRow> {
  const lock = () =>
    trx.selectFrom('user_credit_scores').selectAll().where('user_id', '=', userId).forUpdate();
  // Nearly every shopper has the row: one statement then; the insert only when it is missing.
  const existing = await lock().executeTakeFirst();
  if (existing) return existing;
  await trx
    .insertInto('user_credit_scores')
    .values({ user_id: userId })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  return lock().executeTakeFirstOrThrow();
}

export interface ScoreChange {
  score: number;
  appliedDelta: number;
}

/**
 * Applies a score event to a locked credit row: the score moves within 300..1000 and the history
 * records how far it actually moved (nothing when it could not move at all), so the history
 * always adds up to the score. Mutates `credit.score`.
 */
export async function recordScoreEvent(
  trx: Kysely<Database>,
  credit: CreditRow,
  event: ScoreEvent,
  context: { orderId?: string | null; now: Date },
): Promise<ScoreChange> {
  const result = applyScoreDelta(credit.score, event.delta);
  if (result.appliedDelta === 0) return result;
  await trx
    .updateTable('user_credit_scores')
    .set({ score: result.score, updated_at: context.now })
    .where('user_id', '=', credit.user_id)
    .execute();
  await trx
    .insertInto('credit_score_events')
    .values({
      user_id: credit.user_id,
      kind: event.kind,
      delta: result.appliedDelta,
      score_after: result.score,
      reason: event.reason,
      order_id: context.orderId ?? null,
      created_at: context.now,
    })
    .execute();
  credit.score = result.score;
  return result;
}

/** Adds to the counters of a locked credit row. */
export async function bumpCreditCounters(
  trx: Kysely<Database>,
  userId: string,
  counters: { transactions?: number; onTime?: number; late?: number },
  now: Date,
): Promise<void> {
  await creditCountersWrite(trx, userId, counters, now).execute();
}

/** bumpCreditCounters as a statement not yet sent, for `writeTogether`. */
export function creditCountersWrite(
  trx: Kysely<Database>,
  userId: string,
  counters: { transactions?: number; onTime?: number; late?: number },
  now: Date,
) {
  return trx
    .updateTable('user_credit_scores')
    .set((eb) => ({
      transactions_count: eb('transactions_count', '+', counters.transactions ?? 0),
      on_time_payments: eb('on_time_payments', '+', counters.onTime ?? 0),
      late_payments: eb('late_payments', '+', counters.late ?? 0),
      updated_at: now,
    }))
    .where('user_id', '=', userId);
}

/** Score and stored limit without locking; the defaults when the row does not exist yet. */
export async function readCredit(
  db: Kysely<Database>,
  userId: string,
): Promise<{ score: number; spendingLimitCents: number; limitSteppedAt: Date | null }> {
  const row = await db
    .selectFrom('user_credit_scores')
    .select(['score', 'spending_limit', 'limit_stepped_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return {
    score: row?.score ?? START_SCORE,
    spendingLimitCents: row?.spending_limit ?? START_LIMIT_CENTS,
    limitSteppedAt: row?.limit_stepped_at ?? null,
  };
}

/** The shopper's latest score changes, newest first. */
export async function listScoreEvents(db: Kysely<Database>, userId: string, limit: number) {
  return db
    .selectFrom('credit_score_events')
    .select(['id', 'delta', 'score_after', 'reason', 'order_id', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('seq', 'desc')
    .limit(limit)
    .execute();
}

/** Changes columns of the shopper's credit row (the caller holds it locked). */
export async function updateCreditRow(
  trx: Kysely<Database>,
  userId: string,
  changes: Pick<Updateable<UserCreditScoresTable>, 'spending_limit' | 'account_age_months_awarded'>,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('user_credit_scores')
    .set({ ...changes, updated_at: now })
    .where('user_id', '=', userId)
    .execute();
}

const shopperCreditStandingStatement = compiledStatement((db, { userId }: { userId: string }) =>
  db
    .selectFrom('users as u')
    .leftJoin('profiles as p', 'p.id', 'u.id')
    .leftJoin('user_credit_scores as s', 's.user_id', 'u.id')
    .innerJoinLateral(shopperDebtQuery(db, userId).as('d'), (join) => join.onTrue())
    .innerJoinLateral(pendingCheckoutOwedQuery(db, userId).as('pc'), (join) => join.onTrue())
    .select([
      'u.blocked_at',
      'p.email_verified',
      'p.jmbg_hash',
      'p.phone',
      's.score',
      's.spending_limit',
      'd.owed',
      'd.arrears',
      'pc.total as pending',
    ])
    .where('u.id', '=', userId),
);

/**
 * What deciding a checkout needs of a shopper, in one statement: the account (blocked, email
 * verified), its credit row (the starting values without one), its debt and what its checkouts
 * being charged will owe.
 */
export async function findShopperCreditStanding(db: Kysely<Database>, userId: string) {
  return creditStandingOf((await runCompiled(db, shopperCreditStandingQuery(db, userId)))[0]);
}

/** findShopperCreditStanding's statement, not yet sent (its row goes to creditStandingOf). */
export function shopperCreditStandingQuery(db: Kysely<Database>, userId: string) {
  return shopperCreditStandingStatement(db, { userId });
}

type CreditStandingRow =
  ReturnType<typeof shopperCreditStandingQuery> extends CompiledQuery<infer Row> ? Row : never;

/** What findShopperCreditStanding answers, from its statement's row. */
export function creditStandingOf(row: CreditStandingRow | undefined) {
  // The caller's own signed-in user: no row means the account is gone, a fault, not a refusal.
  if (!row) throw new Error('a shopper without an account row has no credit standing');
  return {
    credit: {
      score: row.score ?? START_SCORE,
      spendingLimitCents: row.spending_limit ?? START_LIMIT_CENTS,
    },
    account: {
      blocked: row.blocked_at !== null,
      emailVerified: row.email_verified === true,
      identityComplete: hasCompleteIdentity({ jmbg_hash: row.jmbg_hash, phone: row.phone }),
    },
    debt: {
      outstandingCents: Number(row.owed),
      inArrears: Number(row.arrears) === 1,
      pendingCheckoutCents: Number(row.pending),
    },
  };
}
