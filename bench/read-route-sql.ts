/**
 * The statements NaRate sends for its session, credit-score and transactions routes, verbatim
 * (as Kysely compiles them), for the plain yardstick server. read-route-sql.test.ts captures what
 * NaRate really sends and fails when these texts drift from it.
 */
const SESSION_COLUMNS =
  'select "sessions"."id" as "sessionId", "sessions"."persistent", "sessions"."last_seen_at", "users"."id", "users"."email", "users"."avatar_url", "users"."blocked_at", "profiles"."display_name", array(select r.role from user_roles r where r.user_id = users.id) as "roles"';
const SESSION_FROM =
  'from "sessions" inner join "users" on "users"."id" = "sessions"."user_id" left join "profiles" on "profiles"."id" = "users"."id"';
const SESSION_WHERE = 'where "sessions"."token_hash" = $1 and "sessions"."expires_at" > $2';

export const READ_ROUTE_SQL = {
  /** The session lookup of every signed-in request: $1 the cookie's sha256, $2 now. */
  session: `${SESSION_COLUMNS} ${SESSION_FROM} ${SESSION_WHERE}`,
  /** GET /api/me/credit-score: the session lookup with the credit row joined. */
  sessionWithCreditScore: `${SESSION_COLUMNS}, "cs"."score", "cs"."spending_limit", "cs"."transactions_count", "cs"."on_time_payments", "cs"."late_payments" ${SESSION_FROM} left join "user_credit_scores" as "cs" on "cs"."user_id" = "users"."id" ${SESSION_WHERE}`,
  /** A session's "last seen", written at most every few minutes: $1 now, $2 the session. */
  sessionSeen: 'update "sessions" set "last_seen_at" = $1 where "id" = $2',
  /** GET /api/me/transactions: one page with the count of all the user's rows. */
  transactionsPage:
    'select "transactions".*, "orders"."status" as "order_status", "checkout_sessions"."line_items", count(*) over () as "total" from "transactions" left join "orders" on "orders"."id" = "transactions"."order_id" left join "checkout_sessions" on "checkout_sessions"."id" = "orders"."checkout_session_id" where "transactions"."user_id" = $1 order by "transactions"."created_at" desc, "transactions"."id" desc limit $2 offset $3',
  /** Only for a page past the end, which has no row to carry the count. */
  transactionsCount: 'select count(*) as "n" from "transactions" where "user_id" = $1',
} as const;
