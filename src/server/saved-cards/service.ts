// Saving, removing and using a shopper's card, and turning autopay on and off. The card is typed
// into the acquirer's card fields, which tokenise it (a verification, or a payment that keeps the
// card); the acquirer is asked for the result (a provider call: never inside a transaction) and
// only its token, brand, last four digits and expiry are stored here. A new card replaces the old one;
// the old token is then forgotten at the provider, after the change is committed.
import type { SavedCardView } from '#shared/saved-card';
import { SAVED_CARD_MESSAGES } from '#shared/saved-card';
import { errorText, HttpError } from '../http/errors';
import {
  ProviderUnavailableError,
  type CardFieldsPaymentSource,
  type PaymentProvider,
  type TokenizeResult,
} from '../payments/provider';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { describeCard } from '#shared/card';
import type { Locale } from '#shared/i18n/catalogue';
import type { EmailContent, Notifier } from '../notifications/notifier';
import { fill, messagesFor } from '../notifications/messages';
import { findUserLocale } from '../notifications/recipient-locale';
import { paragraphsEmail } from '../notifications/email-text';
import {
  deleteSavedCard,
  findSavedCard,
  findUserEmail,
  lockSavedCard,
  lockSavedCardToken,
  saveAutopay,
  savedCardView,
  upsertSavedCard,
} from './repository';

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

/** The acquirer's token of the card a card-fields payment kept. */
function tokenizeWith(
  provider: PaymentProvider,
  card: CardFieldsPaymentSource,
): Promise<TokenizeResult> | null {
  return provider.savedCardFromPayment ? provider.savedCardFromPayment(card.paymentId) : null;
}

/**
 * Keeps the card for later payments. Autopay stays as it was: switching to a new card keeps it
 * on. Refused (422) only when the provider refuses the card itself (not a card, expired).
 */
export async function saveCard(
  deps: SavedCardDeps,
  userId: string,
  card: CardFieldsPaymentSource,
  now: Date = new Date(),
): Promise<SavedCardView> {
  const tokenizing = tokenizeWith(deps.provider, card);
  if (!tokenizing) {
    throw new HttpError(409, 'card_saving_unavailable', SAVED_CARD_MESSAGES.unavailable);
  }
  let result: TokenizeResult;
  try {
    result = await tokenizing;
  } catch (error) {
    // No answer from the acquirer: nothing was stored here, the shopper may try again.
    if (!(error instanceof ProviderUnavailableError)) throw error;
    throw new HttpError(503, 'card_fields_unavailable', errorText('card_fields_unavailable'));
  }
  if (!result.ok) throw new HttpError(422, result.code, result.message);
  const saved = result.card;
  const { row, replaced } = await deps.db.transaction().execute(async (trx) => {
    const old = await lockSavedCardToken(trx, userId);
    const stored = await upsertSavedCard(
      trx,
      userId,
      { provider: deps.provider.name, ...saved },
      now,
    );
    return { row: stored, replaced: old };
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

/** Who is told that autopay changed: the shopper's email, in their language. */
interface AutopayNoticeDeps {
  notifier: Notifier;
  appUrl: string;
}

/**
 * The email confirming that autopay changed: turning it on repeats the authorisation the shopper
 * gave (which card, charged on each due day, can be turned off any time), so they keep a copy.
 */
function autopayChangedEmail(input: {
  enabled: boolean;
  card: string;
  appUrl: string;
  locale: Locale;
}): EmailContent {
  const a = messagesFor(input.locale).autopay;
  const url = `${input.appUrl}/dashboard`;
  return input.enabled
    ? paragraphsEmail(input.locale, a.enabledSubject, [
        fill(a.enabled, { card: input.card }),
        fill(a.disableAnyTime, { url }),
        a.notYou,
      ])
    : paragraphsEmail(input.locale, a.disabledSubject, [
        fill(a.disabled, { card: input.card, url }),
        a.notYou,
      ]);
}

/**
 * Turns autopay on or off; on needs a saved card (409 no_saved_card). A real change (off to on,
 * on to off) is confirmed by email in the same transaction; repeating the same setting is not.
 */
export async function setAutopay(
  deps: SavedCardDeps & AutopayNoticeDeps,
  userId: string,
  enabled: boolean,
  now: Date = new Date(),
): Promise<SavedCardView> {
  const row = await deps.db.transaction().execute(async (trx) => {
    const before = await lockSavedCard(trx, userId);
    if (!before) return undefined;
    const after = await saveAutopay(trx, userId, enabled, now);
    const recipient = await findUserEmail(trx, userId);
    if (after && recipient && (before.autopay_enabled_at !== null) !== enabled) {
      const content = autopayChangedEmail({
        enabled,
        card: describeCard(after),
        appUrl: deps.appUrl,
        locale: await findUserLocale(trx, userId),
      });
      await deps.notifier.email(trx, recipient, content);
    }
    return after;
  });
  if (!row) throw noSavedCard();
  return savedCardView(row);
}

export async function savedCardOf(
  deps: SavedCardDeps,
  userId: string,
): Promise<SavedCardView | null> {
  const row = await findSavedCard(deps.db, userId);
  return row ? savedCardView(row) : null;
}

/**
 * "Save this card" ticked on a payment that went through: the card is kept as well. The payment
 * stands whatever happens here, so a failure is logged and the shopper can save it later.
 */
export async function saveCardAfterPayment(
  deps: SavedCardDeps & { log?: FastifyBaseLogger | undefined },
  userId: string,
  card: CardFieldsPaymentSource,
): Promise<void> {
  try {
    await saveCard(deps, userId, card);
  } catch (error) {
    deps.log?.warn({ err: error, userId }, 'card not saved after payment');
  }
}
