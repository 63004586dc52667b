import { sql, type ExpressionBuilder, type Kysely, type RawBuilder } from 'kysely';
import type { AdminUserRow, Page, ScoreHistoryEntry } from '#shared/admin-api';
import { START_LIMIT_CENTS, START_SCORE } from '#shared/credit-tiers';
import type { AdminUsersQuery } from '#shared/validation/admin-schemas';
import type { Database } from '#server/db/schema';
import { scoreReasonKind } from '#server/rules/scoring';
import { containsPattern } from '../search-pattern';

type UserListDb = Database & {
  p: Database['profiles'];
  s: Database['user_credit_scores'];
  u: Database['users'];
};
type UserListEb = ExpressionBuilder<UserListDb, 'u' | 'p' | 's'>;

// A user without a score row is shown with the starting values (score 500, limit 100 €).
const score = sql<number>`coalesce(s.score, ${sql.lit(START_SCORE)})`;
const spendingLimit = sql<number>`coalesce(s.spending_limit, ${sql.lit(START_LIMIT_CENTS)})`;

const SORT_EXPRESSIONS = {
  // The display name, or the email of a user without one, lower-cased: kept on users by triggers
  // (migration 042) so that a page by name is read from an index.
  name: sql<string>`u.list_name`,
  email: sql<string>`u.email`,
  score,
  spendingLimit,
  createdAt: sql<Date>`u.created_at`,
} as const;

const hasRole = (eb: UserListEb, role: 'admin' | 'merchant') =>
  eb.exists(
    eb
      .selectFrom('user_roles as r')
      .select('r.user_id')
      .whereRef('r.user_id', '=', 'u.id')
      .where('r.role', '=', role),
  );
const isAdmin = (eb: UserListEb) => hasRole(eb, 'admin').as('is_admin');
const isMerchant = (eb: UserListEb) => hasRole(eb, 'merchant').as('is_merchant');
// Buying on credit needs a JMBG and a phone, so without them a staff or merchant user is not a
// shopper; a user with no role is a shopper from sign-up.
const identityComplete = sql<boolean>`(p.jmbg_hash is not null and coalesce(p.phone, '') <> '')`;

function usersWithScores(db: Kysely<Database>) {
  return db
    .selectFrom('users as u')
    .leftJoin('profiles as p', 'p.id', 'u.id')
    .leftJoin('user_credit_scores as s', 's.user_id', 'u.id');
}

const rowColumns = (eb: UserListEb) =>
  [
    'u.id',
    'u.email',
    'u.created_at',
    'u.blocked_at',
    'p.display_name',
    score.as('score'),
    spendingLimit.as('spending_limit'),
    isAdmin(eb),
    isMerchant(eb),
    identityComplete.as('identity_complete'),
  ] as const;

interface UserRowData {
  id: string;
  email: string;
  created_at: Date;
  blocked_at: Date | null;
  display_name: string | null;
  score: number;
  spending_limit: number;
  is_admin: boolean;
  is_merchant: boolean;
  identity_complete: boolean;
}

function toUserRow(row: UserRowData): AdminUserRow {
  return {
    id: row.id,
    email: row.email,
    displayName: row.display_name,
    score: Number(row.score),
    spendingLimitCents: Number(row.spending_limit),
    createdAt: row.created_at.toISOString(),
    isAdmin: Boolean(row.is_admin),
    isMerchant: Boolean(row.is_merchant),
    shopper: (!row.is_admin && !row.is_merchant) || Boolean(row.identity_complete),
    blocked: row.blocked_at !== null,
  };
}

/**
 * The list is counted up to this many users and shown as "more than" beyond it: an exact count
 * reads every matching user on each page view.
 */
export const USERS_COUNT_CAP = 1_000;

/**
 * Searched by name or email, sorted and paged on the server: the inner query finds the matching
 * ids, sorts them and keeps one page; the outer query adds the columns shown for that page only.
 * The matches are counted beside it, up to USERS_COUNT_CAP.
 */
export async function listUsers(
  db: Kysely<Database>,
  query: AdminUsersQuery,
): Promise<Page<AdminUserRow>> {
  let base = usersWithScores(db);
  if (query.q) {
    // users keeps the email and the profile's lower-cased names in one text (list_search, by
    // triggers, migration 042), so the term is lower-cased once and each user is one plain LIKE
    // on one trigram index, with the list's order and the page taken from the same table.
    base = base.where('u.list_search', 'like', containsPattern(query.q.toLowerCase()));
  }
  const sortKey: RawBuilder<unknown> = SORT_EXPRESSIONS[query.sort];
  const page = base
    .select(['u.id', sortKey.as('sort_key')])
    .orderBy(SORT_EXPRESSIONS[query.sort], query.dir)
    .orderBy('u.id', query.dir)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const counting = db
    .selectFrom(
      base
        .select(sql.lit(1).as('one'))
        .limit(USERS_COUNT_CAP + 1)
        .as('c'),
    )
    .select(sql<string>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  const listing = usersWithScores(db)
    .innerJoin(page.as('m'), 'm.id', 'u.id')
    .select((eb) => rowColumns(eb as UserListEb))
    .orderBy('m.sort_key', query.dir)
    .orderBy('u.id', query.dir)
    .execute();
  const [count, rows] = await Promise.all([counting, listing]);
  const counted = Number(count.n);
  return {
    items: rows.map((row) => toUserRow(row as UserRowData)),
    total: Math.min(counted, USERS_COUNT_CAP),
    totalCapped: counted > USERS_COUNT_CAP,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** One user with profile, verification flags and score row (null when absent). */
export async function findUserDetail(db: Kysely<Database>, userId: string) {
  const row = await usersWithScores(db)
    .select((eb) => [
      ...rowColumns(eb as UserListEb),
      'p.first_name',
      'p.last_name',
      'p.phone',
      'p.bio',
      'p.email_verified',
      'p.phone_verified',
      'p.newsletter_opted_in',
      's.user_id as score_user_id',
      's.transactions_count',
      's.on_time_payments',
      's.late_payments',
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  return { ...row, summary: toUserRow(row as UserRowData) };
}

export async function listScoreHistory(
  db: Kysely<Database>,
  userId: string,
  limit = 50,
): Promise<ScoreHistoryEntry[]> {
  const rows = await db
    .selectFrom('credit_score_events')
    .select(['id', 'delta', 'score_after', 'reason', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    delta: row.delta,
    scoreAfter: row.score_after,
    reason: row.reason,
    kind: scoreReasonKind(row.reason),
    createdAt: row.created_at.toISOString(),
  }));
}

/** The user's row, locked FOR UPDATE for an admin's change. */
export async function lockUserRow(trx: Kysely<Database>, userId: string) {
  return trx
    .selectFrom('users')
    .select(['id', 'blocked_at'])
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

export async function lockCreditScoreRow(trx: Kysely<Database>, userId: string) {
  return trx
    .selectFrom('user_credit_scores')
    .select(['score', 'spending_limit'])
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

/** Sets the spending limit, creating the score row of a user who has none yet. */
export async function saveSpendingLimit(
  trx: Kysely<Database>,
  userId: string,
  limitCents: number,
): Promise<void> {
  await trx
    .insertInto('user_credit_scores')
    .values({ user_id: userId, spending_limit: limitCents, updated_at: new Date() })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({ spending_limit: limitCents, updated_at: new Date() }),
    )
    .execute();
}

/** Blocks (ending every session) or unblocks (blockedAt null) the user. */
export async function saveBlocked(
  trx: Kysely<Database>,
  userId: string,
  blockedAt: Date | null,
): Promise<void> {
  await trx
    .updateTable('users')
    .set({ blocked_at: blockedAt, updated_at: new Date() })
    .where('id', '=', userId)
    .execute();
  if (blockedAt) await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

export async function hasAdminRole(db: Kysely<Database>, userId: string): Promise<boolean> {
  const role = await db
    .selectFrom('user_roles')
    .select('role')
    .where('user_id', '=', userId)
    .where('role', '=', 'admin')
    .executeTakeFirst();
  return role !== undefined;
}

export async function saveAdminRole(
  trx: Kysely<Database>,
  userId: string,
  admin: boolean,
): Promise<void> {
  if (admin) {
    await trx.insertInto('user_roles').values({ user_id: userId, role: 'admin' }).execute();
  } else {
    await trx
      .deleteFrom('user_roles')
      .where('user_id', '=', userId)
      .where('role', '=', 'admin')
      .execute();
  }
}
