// The saved_cards table: one card per shopper, as the provider's token and what may be shown.
import type { Kysely, Selectable } from 'kysely';
import type { SavedCardView } from '#shared/saved-card';
import type { Database, SavedCardsTable } from '../db/schema';

export type SavedCardRow = Selectable<SavedCardsTable>;

export function savedCardView(row: SavedCardRow): SavedCardView {
  return {
    brand: row.brand,
    last4: row.last4,
    expMonth: row.exp_month,
    expYear: row.exp_year,
    autopay: row.autopay_enabled_at !== null,
  };
}

export async function findSavedCard(
  db: Kysely<Database>,
  userId: string,
): Promise<SavedCardRow | undefined> {
  return db.selectFrom('saved_cards').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** Removes the shopper's card (and with it autopay); returns the token it held. */
export async function deleteSavedCard(
  db: Kysely<Database>,
  userId: string,
): Promise<string | undefined> {
  const row = await db
    .deleteFrom('saved_cards')
    .where('user_id', '=', userId)
    .returning('token')
    .executeTakeFirst();
  return row?.token;
}

/** The shopper's card token, the row locked until the transaction ends. */
export async function lockSavedCardToken(
  trx: Kysely<Database>,
  userId: string,
): Promise<string | undefined> {
  const row = await trx
    .selectFrom('saved_cards')
    .select('token')
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  return row?.token;
}

/** The shopper's card, the row locked until the transaction ends. */
export async function lockSavedCard(
  trx: Kysely<Database>,
  userId: string,
): Promise<SavedCardRow | undefined> {
  return trx
    .selectFrom('saved_cards')
    .selectAll()
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

/** The account's email, for confirmations about its card. */
export async function findUserEmail(
  db: Kysely<Database>,
  userId: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('users')
    .select('email')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.email ?? undefined;
}

/** Stores the shopper's card, replacing the one they had (autopay is left as it was). */
export async function upsertSavedCard(
  db: Kysely<Database>,
  userId: string,
  card: {
    provider: string;
    token: string;
    brand: SavedCardRow['brand'];
    last4: string;
    expMonth: number;
    expYear: number;
  },
  now: Date,
): Promise<SavedCardRow> {
  const columns = {
    provider: card.provider,
    token: card.token,
    brand: card.brand,
    last4: card.last4,
    exp_month: card.expMonth,
    exp_year: card.expYear,
    updated_at: now,
  };
  return db
    .insertInto('saved_cards')
    .values({ user_id: userId, ...columns, created_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(columns))
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Turns autopay on (keeping the day it was first turned on) or off; undefined without a card. */
export async function saveAutopay(
  db: Kysely<Database>,
  userId: string,
  enabled: boolean,
  now: Date,
): Promise<SavedCardRow | undefined> {
  return db
    .updateTable('saved_cards')
    .set((eb) => ({
      autopay_enabled_at: enabled ? eb.fn.coalesce('autopay_enabled_at', eb.val(now)) : null,
      updated_at: now,
    }))
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
}
