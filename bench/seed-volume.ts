import { sql, type Kysely } from 'kysely';
import type { Database } from '../src/server/db/schema';

export const VOLUME = { shoppers: 10_000, transactions: 100_000, merchants: 50 } as const;

/**
 * Adds a realistic volume in a few set-based statements: shoppers (sharing the demo shopper's
 * password hash, so no 10 000 scrypt runs), their profiles and scores, merchants and transactions.
 */
export async function seedVolume(db: Kysely<Database>): Promise<void> {
  const demo = await db
    .selectFrom('users')
    .select('password_hash')
    .where('email', '=', 'kupac@narate.me')
    .executeTakeFirstOrThrow();
  await sql`
    insert into users (email, password_hash, email_confirmed_at, created_at)
    select 'kupac' || g || '@bench.narate.me', ${demo.password_hash}, now(),
           now() - (g % 700) * interval '1 day'
    from generate_series(1, ${VOLUME.shoppers}) g`.execute(db);
  const names = ['Ana', 'Marko', 'Jelena', 'Nikola', 'Milica', 'Stefan', 'Ivana', 'Luka'];
  const surnames = ['Petrović', 'Jovanović', 'Vuković', 'Popović', 'Đukanović', 'Radulović'];
  // Buying needs a JMBG and a phone on the account. The volume's shoppers get a phone and a
  // stand-in JMBG hash of their own (no JMBG is stored: nothing in a bench run reads one).
  await sql`
    insert into profiles (id, display_name, first_name, last_name, email_verified, phone, jmbg_hash)
    select u.id,
           (${sql.val(names)}::text[])[1 + (n % ${names.length})] || ' ' ||
             (${sql.val(surnames)}::text[])[1 + (n % ${surnames.length})],
           (${sql.val(names)}::text[])[1 + (n % ${names.length})],
           (${sql.val(surnames)}::text[])[1 + (n % ${surnames.length})],
           true,
           '+38268' || lpad(n::text, 6, '0'),
           encode(sha256(convert_to('bench-jmbg:' || u.id::text, 'UTF8')), 'hex')
    from (select id, row_number() over (order by email) as n from users
          where email like '%@bench.narate.me') u`.execute(db);
  await sql`
    insert into user_credit_scores (user_id, score, spending_limit, transactions_count)
    select id, 300 + (abs(hashtext(id::text)) % 700), 10000, 10
    from users where email like '%@bench.narate.me'`.execute(db);
  const hasMerchants = await sql<{ ok: boolean }>`
    select to_regclass('public.merchants') is not null as ok`.execute(db);
  if (hasMerchants.rows[0]?.ok) {
    await sql`
      insert into merchants (name, pib, business_type, pricing_tier, fee_basis_points)
      select 'Bench trgovac ' || g, lpad((10000000 + g)::text, 9, '1'), 'retail', 'starter', 300
      from generate_series(1, ${VOLUME.merchants}) g`.execute(db);
  }
  // The shopper's purchase list is a view over the orders and the purchases kept from before
  // orders existed; the volume goes into the latter, the view reads both.
  await sql`
    with u as (
      select id, row_number() over (order by email) as n
      from users where email like '%@bench.narate.me'
    )
    insert into purchases_before_orders (user_id, business_name, amount, status, created_at)
    select u.id, 'Trgovac ' || (g % ${VOLUME.merchants}), 500 + (g * 37) % 200000,
           (array['paid', 'pending', 'overdue'])[1 + g % 3],
           now() - (g % 365) * interval '1 day'
    from generate_series(1, ${VOLUME.transactions}) g
    join u on u.n = 1 + g % ${VOLUME.shoppers}`.execute(db);
  await sql`analyze`.execute(db);
}
