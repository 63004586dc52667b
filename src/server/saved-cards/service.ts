// Saving, removing and using a shopper's card, and turning autopay on and off. The card goes to
// the payment provider's vault (`tokenize`, a provider call: never inside a transaction) and only
// its token, brand, last four digits and expiry are stored here. A new card replaces the old one;
// the old token is then forgotten at the provider, after the change is committed.
import type { SavedCardView } from '../../shared/saved-card';
import { SAVED_CARD_MESSAGES } from '../../shared/saved-card';
import { HttpError } from '../http/errors';
import type { CardDetails, PaymentProvider } from '../payments/provider';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { deleteSavedCard, findSavedCard, savedCardView } from './repository';

export interface SavedCardDeps {
  db: Kysely<Database>;
  provider: PaymentProvider;
}

export function noSavedCard(): HttpError {
  return new HttpError(409, 'no_saved_card', SAVED_CARD_MESSAGES.noSavedCard);
}

async function forget(deps: SavedCardDeps, token: string | undefined): Promise<void> {
  if (token && deps.provider.forgetCard) await deps.provider.forgetCard(token);
}

/**
 * Keeps the card for later payments. Autopay stays as it was: switching to a new card keeps it
 * on. Refused (422) only when the provider refuses the card itself (not a card, expired).
 */
export async function saveCard(
  deps: SavedCardDeps,
  userId: string,
  card: CardDetails,
  now: Date = new Date(),
): Promise<SavedCardView> {
  if (!deps.provider.tokenize) {
    throw new HttpError(409, 'card_saving_unavailable', SAVED_CARD_MESSAGES.unavailable);
  }
  const result = await deps.provider.tokenize(card);
  if (!result.ok) throw new HttpError(422, result.code, result.message);
  const saved = result.card;
  const { row, replaced } = await deps.db.transaction().execute(async (trx) => {
    const old = await trx
      .selectFrom('saved_cards')
      .select('token')
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    const stored = await trx
      .insertInto('saved_cards')
      .values({
        user_id: userId,
        provider: deps.provider.name,
        token: saved.token,
        brand: saved.brand,
        last4: saved.last4,
        exp_month: saved.expMonth,
        exp_year: saved.expYear,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet({
          provider: deps.provider.name,
          token: saved.token,
          brand: saved.brand,
          last4: saved.last4,
          exp_month: saved.expMonth,
          exp_year: saved.expYear,
          updated_at: now,
        }),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
    return { row: stored, replaced: old?.token };
  });
  await forget(deps, replaced);
  return savedCardView(row);
}

/** Removes the card; autopay, which needs it, is off from now on. */
export async function removeCard(deps: SavedCardDeps, userId: string): Promise<boolean> {
  const token = await deleteSavedCard(deps.db, userId);
  await forget(deps, token);
  return token !== undefined;
}

/** Turns autopay on or off; on needs a saved card (409 no_saved_card). */
export async function setAutopay(
  deps: SavedCardDeps,
  userId: string,
  enabled: boolean,
  now: Date = new Date(),
): Promise<SavedCardView> {
  const row = await deps.db
    .updateTable('saved_cards')
    .set((eb) => ({
      // Turning it on while it is on keeps the day it was first turned on.
      autopay_enabled_at: enabled ? eb.fn.coalesce('autopay_enabled_at', eb.val(now)) : null,
      updated_at: now,
    }))
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw noSavedCard();
  return savedCardView(row);
}

export async function savedCardOf(
  db: Kysely<Database>,
  userId: string,
): Promise<SavedCardView | null> {
  const row = await findSavedCard(db, userId);
  return row ? savedCardView(row) : null;
}

/**
 * "Save this card" ticked on a payment that went through: the card is kept as well. The payment
 * stands whatever happens here, so a failure is logged and the shopper can save it later.
 */
export async function saveCardAfterPayment(
  app: FastifyInstance,
  userId: string,
  card: CardDetails,
): Promise<void> {
  try {
    await saveCard({ db: app.db, provider: app.paymentProvider }, userId, card);
  } catch (error) {
    app.log.warn({ err: error, userId }, 'card not saved after payment');
  }
}
