import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { AdminUserRow, Page, ScoreHistoryEntry } from '../../../shared/admin-api';
import { START_LIMIT_CENTS, START_SCORE } from '../../../shared/credit-tiers';
import type { AdminUsersQuery } from '../../../shared/validation/admin-schemas';
import type { Database } from '../../db/schema';
import { scoreReasonKind } from '../../engine/scoring';
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
const sortName = sql<string>`lower(coalesce(p.display_name, u.email))`;

const SORT_EXPRESSIONS = {
  name: sortName,
  email: sql<string>`u.email`,
  score,
  spendingLimit,
  createdAt: sql<Date>`u.created_at`,
} as const;

const isAdmin = (eb: UserListEb) =>
  eb
    .exists(
      eb
        .selectFrom('user_roles as r')
        .select('r.user_id')
        .whereRef('r.user_id', '=', 'u.id')
        .where('r.role', '=', 'admin'),
    )
    .as('is_admin');

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
    blocked: row.blocked_at !== null,
  };
}

/** Searched by name or email, sorted and paged on the server. */
export async function listUsers(
  db: Kysely<Database>,
  query: AdminUsersQuery,
): Promise<Page<AdminUserRow>> {
  let base = usersWithScores(db);
  if (query.q) {
    const pattern = containsPattern(query.q);
    // Each table is searched on its own trigram index (migration 005); an OR across the joined
    // tables would make PostgreSQL read every user instead.
    base = base.where((eb) =>
      eb.or([
        eb('u.email', 'ilike', pattern),
        eb(
          'u.id',
          'in',
          eb
            .selectFrom('profiles as sp')
            .select('sp.id')
            .where((inner) =>
              inner.or([
                inner('sp.display_name', 'ilike', pattern),
                inner(
                  sql<string>`(coalesce(sp.first_name, '') || ' ' || coalesce(sp.last_name, ''))`,
                  'ilike',
                  pattern,
                ),
              ]),
            ),
        ),
      ]),
    );
  }
  const [count, rows] = await Promise.all([
    base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    base
      .select((eb) => rowColumns(eb as UserListEb))
      .orderBy(SORT_EXPRESSIONS[query.sort], query.dir)
      .orderBy('u.id', query.dir)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
  ]);
  return {
    items: rows.map((row) => toUserRow(row as UserRowData)),
    total: Number(count.n),
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
