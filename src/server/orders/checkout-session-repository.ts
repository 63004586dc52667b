// What confirming a checkout reads and changes outside orders' own tables: the session (locked, so
// one session makes one order), its merchant and the shopper. Each step reads what it needs in one
// statement: every round trip inside the transaction keeps the session and credit rows locked.
import { sql, type CompiledQuery, type Kysely, type Selectable } from 'kysely';
import { compiledStatement } from '../db/compiled-once';
import { hasCompleteIdentity } from '../rules/decision';
import { shopperDebtQuery } from '../credit/debt-repository';
import type { Database, UsersTable } from '../db/schema';
import { pendingCheckoutOwedQuery } from './attempt-repository';
import { receiptNumberDrawnAt } from './order-repository';
import { runCompiled } from '../db/direct-statements';

/**
 * Whether the shopper is one of the users of the merchant of the session `cs` (a shop's own staff
 * may not buy there on instalments), asked inside the statement that reads the session.
 */
export const shopperIsMerchantUser = (shopperId: string) =>
  sql<boolean>`exists (select 1 from merchant_users as mu where mu.user_id = ${shopperId} and mu.merchant_id = cs.merchant_id)`.as(
    'shopper_is_merchant_user',
  );

/**
 * The session with what deciding and pricing the checkout need of its merchant, whether the
 * buying shopper is one of that merchant's users, and the shopper's credit score and limit, in
 * one statement: every round trip here keeps the rows locked. The session's row and the
 * shopper's credit row (the row every step that reads the limit locks first, so one shopper's
 * checkouts and payments happen one after another) are locked until the transaction ends. The
 * credit columns are null when the shopper has no credit row yet; the caller then makes and
 * locks it. What the shopper owes and has pending must be read in a later statement (sent with
 * this one by inOneRoundTrip, it still starts once the locks are held): a statement's snapshot is
 * taken before it waits for a lock, so it would miss what the checkout that held the lock had
 * just written.
 */
export function sessionWithMerchantLock(
  db: Kysely<Database>,
  sessionId: string,
  shopperId: string,
) {
  return sessionWithMerchantLockStatement(db, { sessionId, shopperId });
}

const sessionWithMerchantLockStatement = compiledStatement(
  (db, { sessionId, shopperId }: { sessionId: string; shopperId: string }) =>
    db
      .with('s', (qb) =>
        qb
          .selectFrom('checkout_sessions as cs')
          .innerJoin('merchants as m', 'm.id', 'cs.merchant_id')
          .leftJoin('users as shopper', (join) => join.on('shopper.id', '=', shopperId))
          .selectAll('cs')
          .select([
            'm.name as merchant_name',
            'm.status as merchant_status',
            'm.fee_basis_points',
            shopperIsMerchantUser(shopperId),
            // What the settlement's email and webhook need, read now so that it need not read.
            'shopper.email as shopper_email',
            'shopper.locale as shopper_locale',
            sql<boolean>`exists (select 1 from merchant_webhook_endpoints as e
              where e.merchant_id = cs.merchant_id)`.as('has_webhook_endpoint'),
          ])
          .where('cs.id', '=', sessionId)
          .forUpdate('cs'),
      )
      // The credit row is locked after the session's, as settling a checkout locks them (its
      // counters), so two checkouts never wait on each other in a circle: reading `s` first
      // makes PostgreSQL lock the session before it comes to this row.
      .with('credit', (qb) =>
        qb
          .selectFrom('user_credit_scores')
          .select(['score', 'spending_limit'])
          .where('user_id', '=', shopperId)
          .where(({ exists, selectFrom }) => exists(selectFrom('s').select('s.id')))
          .forUpdate(),
      )
      .selectFrom('s')
      .selectAll('s')
      .select((eb) => [
        eb.selectFrom('credit').select('score').as('credit_score'),
        eb.selectFrom('credit').select('spending_limit').as('credit_spending_limit'),
      ]),
);

/**
 * For settling an attempt: the attempt (its row locked) and, when it is a checkout's, the
 * session it buys (its row locked after the attempt's, the order every settlement takes them in)
 * with its merchant's name, whether the merchant has a webhook endpoint, and the shopper's email
 * and the language it reads messages in. One statement: the settlement's rows stay locked for one
 * round trip fewer. `checkoutSession` is null for other kinds of attempt, and for a checkout whose
 * session or shopper is gone.
 *
 * Given `receiptAt` (the charge succeeded), a pending checkout's session also carries the receipt
 * number of the payment it will book, drawn from the receipts' sequence for that moment: the
 * settlement then knows every row it writes before it sends them. A number drawn for a
 * settlement that fails is never given again (numbers are unique, not gapless).
 */
export async function lockAttemptForSettling(
  db: Kysely<Database>,
  attemptId: string,
  receiptAt: Date | null = null,
) {
  return (
    db
      .with('a', (qb) =>
        qb.selectFrom('payment_attempts').selectAll().where('id', '=', attemptId).forUpdate(),
      )
      // Reading `a` makes PostgreSQL lock the attempt before it comes to the session's row.
      .with('s', (qb) =>
        qb
          .selectFrom('a')
          .innerJoin('checkout_sessions as cs', 'cs.id', 'a.checkout_session_id')
          .innerJoin('merchants as m', 'm.id', 'cs.merchant_id')
          .innerJoin('users as u', 'u.id', 'a.user_id')
          .select((eb) => [
            'cs.id',
            'cs.merchant_id',
            'cs.livemode',
            'cs.order_reference',
            'cs.success_url',
            'cs.line_items',
            'm.name as merchant_name',
            'u.email as shopper_email',
            'u.locale as shopper_locale',
            eb
              .exists(
                eb
                  .selectFrom('merchant_webhook_endpoints as e')
                  .select('e.merchant_id')
                  .whereRef('e.merchant_id', '=', 'cs.merchant_id'),
              )
              .as('has_webhook_endpoint'),
            (receiptAt
              ? sql<string | null>`case when a.status = 'pending'
                  then ${receiptNumberDrawnAt(receiptAt)} end`
              : sql<string | null>`null::text`
            ).as('receipt_number'),
          ])
          .where('a.kind', '=', 'checkout')
          .forUpdate('cs'),
      )
      .selectFrom('a')
      .selectAll('a')
      .select(sql<SettlingSession | null>`(select to_jsonb(s) from s)`.as('checkoutSession'))
      .executeTakeFirstOrThrow()
  );
}

/**
 * The checkout session a settlement books an order for, as lockAttemptForSettling reads it (every
 * field survives JSON as it is: no dates, no big numbers).
 */
export interface SettlingSession {
  id: string;
  merchant_id: string;
  livemode: boolean;
  order_reference: string;
  success_url: string;
  line_items: unknown;
  merchant_name: string;
  shopper_email: string;
  shopper_locale: Selectable<UsersTable>['locale'];
  has_webhook_endpoint: boolean;
  /** The first instalment's receipt number, drawn when the attempt was locked for its success. */
  receipt_number: string | null;
}

export function completeCheckoutSession(trx: Kysely<Database>, sessionId: string, orderId: string) {
  return trx
    .updateTable('checkout_sessions')
    .set({ status: 'completed', order_id: orderId })
    .where('id', '=', sessionId);
}

/**
 * Whether the shopper may buy and how much is already taken of the limit, in one statement:
 * blocked or not, email verified or not, identity complete or not, what the instalments still owe (and whether any is in
 * arrears) and what pending checkouts will add.
 */
export async function findShopperCheckoutStanding(db: Kysely<Database>, userId: string) {
  const statement = shopperCheckoutStandingQuery(db, userId);
  const [row] = await runCompiled(db, statement);
  // The caller's own signed-in user: no row means the account is gone, a fault, not a refusal.
  if (!row) throw new Error('a shopper without an account row has no checkout standing');
  return checkoutStandingOf(row);
}

/** findShopperCheckoutStanding's statement, not yet sent (its one row goes to checkoutStandingOf). */
export function shopperCheckoutStandingQuery(db: Kysely<Database>, userId: string) {
  return shopperCheckoutStandingStatement(db, { userId });
}

const shopperCheckoutStandingStatement = compiledStatement((db, { userId }: { userId: string }) =>
  db
    .selectFrom('users as u')
    .leftJoin('profiles as p', 'p.id', 'u.id')
    .innerJoinLateral(shopperDebtQuery(db, userId).as('d'), (join) => join.onTrue())
    .innerJoinLateral(pendingCheckoutOwedQuery(db, userId).as('pc'), (join) => join.onTrue())
    .select([
      'u.blocked_at',
      'p.email_verified',
      'p.jmbg_hash',
      'p.phone',
      'd.owed',
      'd.arrears',
      'pc.total as pending',
    ])
    .where('u.id', '=', userId),
);

type CheckoutStandingRow =
  ReturnType<typeof shopperCheckoutStandingQuery> extends CompiledQuery<infer Row> ? Row : never;

export function checkoutStandingOf(row: CheckoutStandingRow) {
  return {
    blocked: row.blocked_at !== null,
    emailVerified: row.email_verified === true,
    identityComplete: hasCompleteIdentity({ jmbg_hash: row.jmbg_hash, phone: row.phone }),
    outstandingCents: Number(row.owed),
    inArrears: Number(row.arrears) === 1,
    pendingCheckoutCents: Number(row.pending),
  };
}
