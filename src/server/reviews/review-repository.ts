// Review requests in the database: the shopper's own on a checkout, the admin queue, and the
// approval a checkout may use once.
import type { Kysely, Selectable } from 'kysely';
import type {
  AdminReviewView,
  ReviewAffordabilityView,
  ShopperReviewView,
} from '#shared/consumer-rights';
import type { Locale } from '#shared/i18n/catalogue';
import type { Database, ReviewRequestsTable } from '../db/schema';
import { deletedShopperName } from '../notifications/messages';
import { reviewAffordability } from './affordability';

export type ReviewRow = Selectable<ReviewRequestsTable>;

export function shopperReviewView(row: ReviewRow): ShopperReviewView {
  return {
    id: row.id,
    status: row.status,
    note: row.status === 'pending' ? null : row.note,
    createdAt: row.created_at.toISOString(),
    approvedUntil: row.approved_until?.toISOString() ?? null,
    used: row.used_at !== null,
  };
}

export async function findShopperReview(
  db: Kysely<Database>,
  sessionId: string,
  userId: string,
): Promise<ReviewRow | undefined> {
  return db
    .selectFrom('review_requests')
    .selectAll()
    .where('checkout_session_id', '=', sessionId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The approval this shopper may still use on this checkout: approved, unused, not expired. */
export async function usableApproval(
  db: Kysely<Database>,
  sessionId: string,
  userId: string,
  now: Date,
): Promise<ReviewRow | undefined> {
  return db
    .selectFrom('review_requests')
    .selectAll()
    .where('checkout_session_id', '=', sessionId)
    .where('user_id', '=', userId)
    .where('status', '=', 'approved')
    .where('used_at', 'is', null)
    .where('approved_until', '>', now)
    .executeTakeFirst();
}

/** Marks an approval used by the order it let through; false when it was used meanwhile. */
export async function markApprovalUsed(
  trx: Kysely<Database>,
  reviewId: string,
  orderId: string,
  now: Date,
): Promise<boolean> {
  const updated = await trx
    .updateTable('review_requests')
    .set({ used_at: now, used_order_id: orderId })
    .where('id', '=', reviewId)
    .where('used_at', 'is', null)
    .where('status', '=', 'approved')
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

export async function listReviews(
  db: Kysely<Database>,
  status: 'pending' | 'approved' | 'answered' | 'all',
  locale: Locale,
): Promise<AdminReviewView[]> {
  let query = db
    .selectFrom('review_requests as r')
    .innerJoin('merchants as m', 'm.id', 'r.merchant_id')
    .leftJoin('users as u', 'u.id', 'r.user_id')
    .leftJoin('profiles as p', 'p.id', 'r.user_id')
    .selectAll('r')
    .select(['m.name as merchant_name', 'u.email as shopper_email', 'p.display_name'])
    .orderBy('r.created_at', status === 'pending' ? 'asc' : 'desc')
    .limit(200);
  if (status !== 'all') query = query.where('r.status', '=', status);
  const rows = await query.execute();
  // The declared means beside each undecided request, so the admin sees the cap before deciding.
  const affordability = new Map<string, ReviewAffordabilityView>();
  for (const row of rows) {
    if (row.status !== 'pending' || !row.user_id) continue;
    affordability.set(row.id, await reviewAffordability(db, row.user_id, row.amount_cents));
  }
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    shopper: {
      id: row.user_id,
      email: row.shopper_email,
      // A deleted account's request stays, under its pseudonym.
      name: row.deleted_account_id
        ? deletedShopperName(row.deleted_account_id, locale)
        : row.display_name,
    },
    merchantName: row.merchant_name,
    checkoutSessionId: row.checkout_session_id,
    amountCents: row.amount_cents,
    declineCode: row.decline_code,
    declineReason: row.decline_reason,
    note: row.note,
    createdAt: row.created_at.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
    approvedUntil: row.approved_until?.toISOString() ?? null,
    usedAt: row.used_at?.toISOString() ?? null,
    usedOrderId: row.used_order_id,
    affordability: affordability.get(row.id) ?? null,
    capOverrideReason: row.cap_override_reason,
  }));
}

export async function findSessionForReview(db: Kysely<Database>, sessionId: string) {
  return db
    .selectFrom('checkout_sessions')
    .select(['id', 'status', 'expires_at', 'amount_cents', 'merchant_id'])
    .where('id', '=', sessionId)
    .executeTakeFirst();
}

export async function hasReviewRequest(
  db: Kysely<Database>,
  sessionId: string,
  userId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('review_requests')
    .select('id')
    .where('checkout_session_id', '=', sessionId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertReviewRequest(
  db: Kysely<Database>,
  request: {
    userId: string;
    sessionId: string;
    merchantId: string;
    amountCents: number;
    declineCode: string;
    declineReason: string;
    locale: ReviewRow['locale'];
  },
  now: Date,
): Promise<ReviewRow> {
  return db
    .insertInto('review_requests')
    .values({
      user_id: request.userId,
      checkout_session_id: request.sessionId,
      merchant_id: request.merchantId,
      amount_cents: request.amountCents,
      decline_code: request.declineCode,
      decline_reason: request.declineReason,
      locale: request.locale,
      created_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function lockReview(trx: Kysely<Database>, reviewId: string) {
  return trx
    .selectFrom('review_requests')
    .selectAll()
    .where('id', '=', reviewId)
    .forUpdate()
    .executeTakeFirst();
}

/** The reviewed checkout with its merchant's name, the session row locked. */
export async function lockReviewedSession(trx: Kysely<Database>, sessionId: string) {
  return trx
    .selectFrom('checkout_sessions as s')
    .innerJoin('merchants as m', 'm.id', 's.merchant_id')
    .select(['s.id', 's.status', 's.expires_at', 'm.name as merchant_name'])
    .where('s.id', '=', sessionId)
    .forUpdate(['s'])
    .executeTakeFirstOrThrow();
}

export async function reopenSession(
  trx: Kysely<Database>,
  sessionId: string,
  expiresAt: Date,
): Promise<void> {
  await trx
    .updateTable('checkout_sessions')
    .set({ status: 'open', expires_at: expiresAt })
    .where('id', '=', sessionId)
    .execute();
}

export async function saveReviewDecision(
  trx: Kysely<Database>,
  reviewId: string,
  decision: {
    status: 'approved' | 'answered';
    note: string | null;
    actorId: string;
    approvedUntil: Date | null;
    capOverrideReason: string | null;
  },
  now: Date,
): Promise<void> {
  await trx
    .updateTable('review_requests')
    .set({
      status: decision.status,
      note: decision.note,
      decided_by: decision.actorId,
      decided_at: now,
      approved_until: decision.approvedUntil,
      cap_override_reason: decision.capOverrideReason,
    })
    .where('id', '=', reviewId)
    .execute();
}
