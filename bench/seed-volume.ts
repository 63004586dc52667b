import { sql, type Kysely } from 'kysely';
import type { Database } from '#server/db/schema';

/**
 * The bench's data volume: what a year of a busy NaRate holds. `BENCH_VOLUME_SCALE` (default 1)
 * shrinks it for a quick run while developing (0.1: 10 000 shoppers, 20 000 orders).
 */
const SCALE = Number(process.env.BENCH_VOLUME_SCALE ?? 1);
const scaled = (n: number) => Math.max(1, Math.round(n * SCALE));
export const VOLUME = {
  shoppers: scaled(100_000),
  /** Purchases kept from before orders existed (the purchase list's older half). */
  transactions: scaled(100_000),
  orders: scaled(200_000),
  /** Plans of 3, 6 and 6 instalments in turn: five per order on average. */
  instalments: scaled(200_000) * 5,
  merchants: 50,
} as const;

/**
 * Adds the volume in a few set-based statements (generate_series, no row-by-row work): shoppers
 * (sharing the demo shopper's password hash, so no scrypt runs), their profiles and scores,
 * merchants, old purchases, and orders over the last 365 days with their checkout sessions,
 * instalments (the past ones mostly paid on time, some overdue), card payments and ledger
 * postings, consistent with each other, so every list route and job meets realistic rows.
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
  await sql`
    create temporary table bench_shoppers as
    select id, row_number() over (order by email) as n
    from users where email like '%@bench.narate.me'`.execute(db);
  await sql`create unique index on bench_shoppers (n)`.execute(db);
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
           '+3826' || lpad(n::text, 7, '0'),
           encode(sha256(convert_to('bench-jmbg:' || u.id::text, 'UTF8')), 'hex')
    from bench_shoppers u`.execute(db);
  await sql`
    insert into user_credit_scores (user_id, score, spending_limit, transactions_count)
    select id, 300 + (abs(hashtext(id::text)) % 700), 10000, 10
    from bench_shoppers`.execute(db);
  await sql`
    insert into merchants (name, pib, business_type, pricing_tier, fee_basis_points)
    select 'Bench trgovac ' || g, lpad((10000000 + g)::text, 9, '1'), 'retail', 'starter', 300
    from generate_series(1, ${VOLUME.merchants}) g`.execute(db);
  // The shopper's purchase list is a view over the orders and the purchases kept from before
  // orders existed; both halves get rows.
  await sql`
    insert into purchases_before_orders (user_id, business_name, amount, status, created_at)
    select u.id, 'Trgovac ' || (g % ${VOLUME.merchants}), 500 + (g * 37) % 200000,
           (array['paid', 'pending', 'overdue'])[1 + g % 3],
           now() - (g % 365) * interval '1 day' - (g % 86400) * interval '1 second'
    from generate_series(1, ${VOLUME.transactions}) g
    join bench_shoppers u on u.n = 1 + g % ${VOLUME.shoppers}`.execute(db);
  await seedOrders(db);
  await sql`drop table bench_shoppers`.execute(db);
  // Vacuumed as well as analyzed: a year of rows written in one go otherwise leaves autovacuum
  // (set off by the inserts) and the first readers' hint-bit writes to run during the measurements,
  // which a database in its steady state does not have (measured: hundreds of milliseconds of
  // PostgreSQL CPU per checkout decision in the first window).
  await sql`vacuum (analyze)`.execute(db);
}

async function seedOrders(db: Kysely<Database>): Promise<void> {
  // A tenth of the orders at the demo merchant (its merchant pages meet a long history), the
  // rest spread over the bench merchants.
  await sql`
    create temporary table bench_merchants as
    select id, row_number() over (order by (name <> 'Demo Prodavnica'), name) - 1 as n
    from merchants`.execute(db);
  const merchantCount = VOLUME.merchants + 1;
  await sql`
    create temporary table bench_orders as
    select g,
           'ord_bv' || lpad(g::text, 22, '0') as id,
           'cs_bv' || lpad(g::text, 22, '0') as session_id,
           (select id from bench_merchants
             where n = case when g % 10 = 0 then 0 else 1 + g % ${merchantCount - 1} end) as merchant_id,
           (select id from bench_shoppers where n = 1 + (g * 7919) % ${VOLUME.shoppers}) as user_id,
           3000 + (g * 37) % 200000 as total_cents,
           (array[3, 6, 6])[1 + g % 3] as instalment_count,
           date_trunc('second', now() - (g % 365) * interval '1 day' - (g % 86400) * interval '1 second')
             as created_at
    from generate_series(1, ${VOLUME.orders}) g`.execute(db);
  await sql`
    insert into checkout_sessions (id, merchant_id, amount_cents, order_reference, success_url,
                                   cancel_url, status, expires_at, created_at)
    select session_id, merchant_id, total_cents, 'bench-' || g, 'https://shop.example/ok',
           'https://shop.example/cancel', 'open', created_at + interval '1 hour', created_at
    from bench_orders`.execute(db);
  await sql`
    insert into orders (id, merchant_id, user_id, checkout_session_id, order_reference, total_cents,
                        instalment_count, fee_basis_points, fee_cents, status, created_at,
                        updated_at, paid_out_at)
    select id, merchant_id, user_id, session_id, 'bench-' || g, total_cents, instalment_count, 300,
           total_cents * 300 / 10000, 'approved', created_at, created_at,
           case when created_at < now() - interval '2 days' then created_at + interval '1 day' end
    from bench_orders`.execute(db);
  await sql`
    update checkout_sessions s set status = 'completed', order_id = o.id
    from bench_orders o where s.id = o.session_id`.execute(db);
  // Instalments: the first is paid at purchase; a past due one is paid on time (93 %), overdue
  // (4 %) or still pending within the grace days (3 %); a future one is pending.
  await sql`
    insert into instalments (order_id, sequence, due_date, amount_cents, paid_cents, status,
                             paid_at, overdue_at, points_awarded_at)
    select o.id, s.seq, d.due,
           a.amount,
           case when st.status = 'paid' then a.amount else 0 end,
           st.status,
           case when st.status = 'paid' then
             case when s.seq = 1 then o.created_at else d.due::timestamptz end end,
           case when st.status = 'overdue' then d.due + 3 end,
           case when st.status = 'paid' and d.due < current_date - 1 then d.due + 1 end
    from bench_orders o
    cross join lateral generate_series(1, o.instalment_count) as s(seq)
    cross join lateral (select (o.created_at::date + (s.seq - 1) * interval '1 month')::date as due) d
    cross join lateral (
      select o.total_cents / o.instalment_count
             + case when s.seq = 1 then o.total_cents % o.instalment_count else 0 end as amount) a
    cross join lateral (
      select case
               when s.seq = 1 then 'paid'
               when d.due >= current_date then 'pending'
               when (o.g * 31 + s.seq) % 100 < 93 then 'paid'
               when (o.g * 31 + s.seq) % 100 < 97 then 'overdue'
               else 'pending'
             end as status) st`.execute(db);
  await sql`
    update orders o set status = 'paid_in_full', plan_bonus_reviewed_at = now(),
                        plan_bonus_basis_cents = o.total_cents
    where o.id like 'ord_bv%'
      and not exists (select 1 from instalments i where i.order_id = o.id and i.status <> 'paid')`.execute(
    db,
  );
  // One card payment per paid instalment, and the ledger postings of purchases and payments.
  await sql`
    insert into payments (order_id, user_id, purpose, provider, provider_charge_id, idempotency_key,
                          amount_cents, card_brand, card_last4, instalment_sequences, created_at)
    select i.order_id, o.user_id,
           case when i.sequence = 1 then 'first_instalment' else 'instalments' end,
           'local', 'bv_' || i.id, 'bv_' || i.id, i.amount_cents, 'visa', '4242',
           jsonb_build_array(i.sequence), i.paid_at
    from instalments i join bench_orders o on o.id = i.order_id
    where i.status = 'paid'`.execute(db);
  // The balance check runs per posting at commit; the postings below balance by construction.
  await sql`alter table ledger_entries disable trigger ledger_entries_balanced`.execute(db);
  try {
    await sql`
      with t as (
        insert into ledger_transactions (kind, order_id, merchant_id, created_at)
        select 'purchase', id, merchant_id, created_at from bench_orders
        returning id, order_id, created_at
      )
      insert into ledger_entries (ledger_transaction_id, account, amount_cents, order_id, created_at)
      select t.id, e.account, e.cents, t.order_id, t.created_at
      from t join orders o on o.id = t.order_id
      cross join lateral (values
        ('shopper_receivable', o.total_cents),
        ('merchant_payable', -(o.total_cents - o.fee_cents)),
        ('fee_revenue', -o.fee_cents)) as e(account, cents)
      where e.cents <> 0`.execute(db);
    await sql`
      with t as (
        insert into ledger_transactions (kind, order_id, merchant_id, created_at)
        select 'instalment_paid', p.order_id, o.merchant_id, p.created_at
        from payments p join bench_orders o on o.id = p.order_id
        returning id, order_id, created_at
      ), numbered as (
        select t.*, row_number() over (partition by t.order_id order by t.created_at, t.id) as k
        from t
      ), paid as (
        select p.order_id, p.amount_cents,
               row_number() over (partition by p.order_id order by p.created_at, p.id) as k
        from payments p where p.order_id like 'ord_bv%'
      )
      insert into ledger_entries (ledger_transaction_id, account, amount_cents, order_id, created_at)
      select n.id, e.account, e.cents, n.order_id, n.created_at
      from numbered n join paid p on p.order_id = n.order_id and p.k = n.k
      cross join lateral (values ('cash', p.amount_cents), ('shopper_receivable', -p.amount_cents))
        as e(account, cents)`.execute(db);
  } finally {
    await sql`alter table ledger_entries enable trigger ledger_entries_balanced`.execute(db);
  }
  await sql`drop table bench_orders`.execute(db);
  await sql`drop table bench_merchants`.execute(db);
}
