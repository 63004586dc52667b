// The saved_cards table: one card per shopper, as the provider's token and what may be shown.
import type { Kysely, Selectable } from 'kysely';
import type { SavedCardView } from '../../shared/saved-card';
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
