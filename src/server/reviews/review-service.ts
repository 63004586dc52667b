// Review by a person of a declined purchase. The shopper asks from the hosted checkout; the
// server decides again what the decline is (the browser names only the checkout), stores one
// request per checkout and shopper, and confirms. An admin approves the purchase once or
// answers with a note; either way the shopper is emailed in their language, and the decision
// is in the audit log.
import type { Kysely } from 'kysely';
import {
  REVIEW_APPROVAL_DAYS,
  isReviewableDecline,
  type ShopperReviewView,
} from '../../shared/consumer-rights';
import type { Locale } from '../../shared/i18n/catalogue';
import { recordAudit } from '../admin/audit/repository';
import { effectiveSessionStatus } from '../engine/session-status';
import { SESSION_NOT_FOUND_MESSAGE } from '../http/not-found-messages';
import type { Database } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import type { Notifier } from '../notifications/notifier';
import { reviewDecisionEmail } from './review-emails';
import { declineNextStep } from './decline-explanations';
import { currentDecline } from './current-decline';
import { shopperReviewView } from './review-repository';

export const REVIEW_RECEIVED_MESSAGE =
  'Zahtjev je primljen. Javićemo vam se u roku od 2 radna dana.';
export const REVIEW_ALREADY_REQUESTED_MESSAGE =
  'Zahtjev za pregled ove kupovine je već poslat. Javićemo vam se u roku od 2 radna dana, odgovor stiže i na vaš email.';
export const REVIEW_NOT_FOUND_MESSAGE = 'Zahtjev za pregled nije pronađen.';

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string })?.code === '23505';
}

export async function requestReview(
  db: Kysely<Database>,
  input: { sessionId: string; userId: string; locale: Locale },
  now: Date = new Date(),
): Promise<{ review: ShopperReviewView; message: string }> {
  const session = await db
    .selectFrom('checkout_sessions')
    .select(['id', 'status', 'expires_at', 'amount_cents', 'merchant_id'])
    .where('id', '=', input.sessionId)
    .executeTakeFirst();
  if (!session) throw notFound(SESSION_NOT_FOUND_MESSAGE);
  const existing = await db
    .selectFrom('review_requests')
    .select('id')
    .where('checkout_session_id', '=', session.id)
    .where('user_id', '=', input.userId)
    .executeTakeFirst();
  if (existing) {
    throw new HttpError(409, 'review_already_requested', REVIEW_ALREADY_REQUESTED_MESSAGE);
  }
  if (effectiveSessionStatus(session, now) !== 'open') {
    throw new HttpError(
      409,
      'session_closed',
      'Ova kupovina više nije otvorena. Vratite se u prodavnicu i pokrenite je ponovo.',
    );
  }
  const decline = await currentDecline(db, input.userId, session.amount_cents);
  if (!decline) {
    throw new HttpError(
      409,
      'not_declined',
      'Ova kupovina trenutno nije odbijena: možete je završiti na istoj stranici.',
    );
  }
  if (!isReviewableDecline(decline.code)) {
    throw new HttpError(
      409,
      'review_not_available',
      `${decline.reason} ${declineNextStep(decline.code)}`,
      { declineCode: decline.code },
    );
  }
  try {
    const row = await db
      .insertInto('review_requests')
      .values({
        user_id: input.userId,
        checkout_session_id: session.id,
        merchant_id: session.merchant_id,
        amount_cents: session.amount_cents,
        decline_code: decline.code,
        decline_reason: decline.reason,
        locale: input.locale,
        created_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { review: shopperReviewView(row), message: REVIEW_RECEIVED_MESSAGE };
  } catch (error) {
    // Two requests at once: the unique index lets one through.
    if (isUniqueViolation(error)) {
      throw new HttpError(409, 'review_already_requested', REVIEW_ALREADY_REQUESTED_MESSAGE);
    }
    throw error;
  }
}

export interface ReviewDecision {
  reviewId: string;
  actorId: string;
  decision: 'approve' | 'answer';
  note?: string;
}

export async function decideReview(
  deps: { db: Kysely<Database>; notifier: Notifier; appUrl: string },
  input: ReviewDecision,
  now: Date = new Date(),
): Promise<{ id: string; status: 'approved' | 'answered' }> {
  return deps.db.transaction().execute(async (trx) => {
    const review = await trx
      .selectFrom('review_requests')
      .selectAll()
      .where('id', '=', input.reviewId)
      .forUpdate()
      .executeTakeFirst();
    if (!review) throw notFound(REVIEW_NOT_FOUND_MESSAGE);
    if (review.status !== 'pending') {
      throw new HttpError(
        409,
        'review_already_decided',
        'O ovom zahtjevu je već odlučeno; kupcu je poslat odgovor.',
      );
    }
    const session = await trx
      .selectFrom('checkout_sessions as s')
      .innerJoin('merchants as m', 'm.id', 's.merchant_id')
      .select(['s.id', 's.status', 's.expires_at', 'm.name as merchant_name'])
      .where('s.id', '=', review.checkout_session_id)
      .forUpdate(['s'])
      .executeTakeFirstOrThrow();
    const approve = input.decision === 'approve';
    let approvedUntil: Date | null = null;
    if (approve) {
      if (session.status === 'completed' || session.status === 'cancelled') {
        throw new HttpError(
          409,
          'review_session_closed',
          'Trgovac je zatvorio ovu kupovinu, pa se ne može odobriti. Odgovorite kupcu porukom.',
        );
      }
      approvedUntil = new Date(now.getTime() + REVIEW_APPROVAL_DAYS * 86_400_000);
      // The approval keeps the merchant's checkout open until it ends (unless the merchant
      // cancels it): a review takes up to 2 working days, longer than most checkouts live.
      const expiresAt =
        session.expires_at.getTime() > approvedUntil.getTime() ? session.expires_at : approvedUntil;
      await trx
        .updateTable('checkout_sessions')
        .set({ status: 'open', expires_at: expiresAt })
        .where('id', '=', session.id)
        .execute();
    }
    const note = input.note?.trim() || null;
    const status = approve ? ('approved' as const) : ('answered' as const);
    await trx
      .updateTable('review_requests')
      .set({
        status,
        note,
        decided_by: input.actorId,
        decided_at: now,
        approved_until: approvedUntil,
      })
      .where('id', '=', review.id)
      .execute();
    await recordAudit(trx, {
      actorId: input.actorId,
      action: approve ? 'review.approved' : 'review.answered',
      entityType: 'review_request',
      entityId: review.id,
      before: { status: review.status },
      after: { status, note, approvedUntil: approvedUntil?.toISOString() ?? null },
    });
    const shopper = review.user_id
      ? await trx
          .selectFrom('users')
          .select('email')
          .where('id', '=', review.user_id)
          .executeTakeFirst()
      : undefined;
    if (shopper) {
      await deps.notifier.email(
        trx,
        shopper.email,
        reviewDecisionEmail({
          approved: approve,
          merchantName: session.merchant_name,
          amountCents: review.amount_cents,
          note,
          approvedUntil,
          checkoutUrl: `${deps.appUrl}/checkout/${session.id}`,
          locale: review.locale,
        }),
      );
    }
    return { id: review.id, status };
  });
}
