// The provider's side of reconciliation, kept in the database: what its statement charged and
// refunded per order, and the lines no payment knows. A provider that reads its statement in
// pages (statementPage) is read from where the last run stopped, a page at a time, each page
// added in one transaction with the cursor's move; another is read whole and the totals rebuilt.
// Either way the comparison with the books is one set-wise statement that returns only the
// differences, so neither side is held in the app's memory.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { PaymentProvider, StatementEntry } from '../payments/provider';
import { yieldToCheckouts } from '../checkout-priority/priority';

/**
 * Lines per page of the statement (and per insert when it is read whole): the lines' arrays for
 * one insert are built on the event loop, about 5 ms per thousand lines on a busy machine.
 */
export const STATEMENT_PAGE = 2_000;
/**
 * A run reads again this much before the cursor: a line may be committed at the provider a little
 * after a newer one was already read. Far longer than any charge's transaction.
 */
export const REREAD_WINDOW_MS = 10 * 60_000;

type Db = Kysely<Database>;

interface Line extends StatementEntry {
  at: Date;
}

/**
 * Adds statement lines to the provider totals (set-wise): a line a payment knows goes to that
 * payment's order, one no payment knows is kept aside. Lines already met near the cursor are
 * skipped; the keys of those at or after `rememberFrom` are kept for the next run's overlap.
 */
type Source = 'paged' | 'whole';

async function addLines(
  db: Db,
  source: Source,
  lines: readonly Line[],
  rememberFrom: Date | null,
): Promise<void> {
  if (lines.length === 0) return;
  const keys = lines.map((l) => l.key);
  const kinds = lines.map((l) => l.kind);
  const charges = lines.map((l) => l.chargeId);
  const amounts = lines.map((l) => l.amountCents);
  const ats = lines.map((l) => l.at.toISOString());
  await sql`
    with line as (
      select * from unnest(${keys}::text[], ${kinds}::text[], ${charges}::text[],
                           ${amounts}::int[], ${ats}::timestamptz[])
             as l(key, kind, charge_id, amount_cents, at)
    ), fresh as (
      select l.* from line l
      where not exists (select 1 from reconciliation_lines_seen s where s.key = l.key)
    ), remembered as (
      insert into reconciliation_lines_seen (key, at)
      select key, at from fresh where ${rememberFrom}::timestamptz is not null
                                  and at >= ${rememberFrom}::timestamptz
      on conflict do nothing
    ), attributed as (
      select f.*, p.order_id from fresh f
      left join payments p on p.provider_charge_id = f.charge_id
    ), aside as (
      insert into reconciliation_unattributed_lines (source, key, kind, charge_id, amount_cents, at)
      select ${source}, key, kind, charge_id, amount_cents, at from attributed
      where order_id is null
    )
    insert into reconciliation_provider_totals (source, order_id, charged_cents, refunded_cents)
    select ${source}, order_id,
           coalesce(sum(amount_cents) filter (where kind = 'charge'), 0),
           coalesce(sum(amount_cents) filter (where kind = 'refund'), 0)
    from attributed where order_id is not null group by order_id
    on conflict (order_id, source) do update
      set charged_cents = reconciliation_provider_totals.charged_cents + excluded.charged_cents,
          refunded_cents = reconciliation_provider_totals.refunded_cents + excluded.refunded_cents
  `.execute(db);
}

/** Lines kept aside whose charge a payment now knows move to that payment's order. */
async function attributeLinesAside(db: Db): Promise<void> {
  await sql`
    with moved as (
      delete from reconciliation_unattributed_lines u
      using payments p where p.provider_charge_id = u.charge_id
      returning u.source, p.order_id, u.kind, u.amount_cents
    )
    insert into reconciliation_provider_totals (source, order_id, charged_cents, refunded_cents)
    select source, order_id,
           coalesce(sum(amount_cents) filter (where kind = 'charge'), 0),
           coalesce(sum(amount_cents) filter (where kind = 'refund'), 0)
    from moved group by source, order_id
    on conflict (order_id, source) do update
      set charged_cents = reconciliation_provider_totals.charged_cents + excluded.charged_cents,
          refunded_cents = reconciliation_provider_totals.refunded_cents + excluded.refunded_cents
  `.execute(db);
}

async function forgetRead(trx: Db, source: Source): Promise<void> {
  await sql`delete from reconciliation_provider_totals where source = ${source}`.execute(trx);
  await sql`delete from reconciliation_unattributed_lines where source = ${source}`.execute(trx);
  if (source === 'paged') await sql`delete from reconciliation_lines_seen`.execute(trx);
}

async function cursorTime(db: Db): Promise<Date | null> {
  const cursor = await sql<{ read_at: Date | null }>`
    select read_at from reconciliation_statement_cursor`.execute(db);
  return cursor.rows[0]?.read_at ?? null;
}

const before = (at: Date | null, ms: number) => (at ? new Date(at.getTime() - ms) : null);

/** Reads the statement lines added since the last run, page by page. Returns the lines read. */
async function readNewLines(
  db: Db,
  statementPage: NonNullable<PaymentProvider['statementPage']>,
): Promise<number> {
  let read = 0;
  let readAt = await cursorTime(db);
  let from = before(readAt, REREAD_WINDOW_MS);
  let after = from ? { at: from, key: '' } : null;
  // Each page is added with the cursor's move in one transaction. When another process moved the
  // cursor meanwhile (it then added these lines itself), the page is dropped and reading goes on
  // from where that process got to; a few such restarts at most, as runs are hours apart.
  for (let restarts = 0; restarts < 20;) {
    const page = await statementPage(after, STATEMENT_PAGE);
    const last = page[page.length - 1];
    if (!last) break;
    const newest = new Date(Math.max(last.at.getTime(), readAt?.getTime() ?? 0));
    const expected = readAt;
    const applied = await db.transaction().execute(async (trx) => {
      const claimed = await sql`
        update reconciliation_statement_cursor set read_at = ${newest}
        where read_at is not distinct from ${expected}::timestamptz`.execute(trx);
      if (Number(claimed.numAffectedRows ?? 0) === 0) return false;
      // Nothing read yet (first run, or after a whole-statement read): the totals start empty.
      if (expected === null) await forgetRead(trx, 'paged');
      await addLines(trx, 'paged', page, before(newest, REREAD_WINDOW_MS));
      return true;
    });
    if (!applied) {
      restarts += 1;
      readAt = await cursorTime(db);
      from = before(readAt, REREAD_WINDOW_MS);
      after = from ? { at: from, key: '' } : null;
      continue;
    }
    readAt = newest;
    read += page.length;
    after = { at: last.at, key: last.key };
    if (page.length < STATEMENT_PAGE) break;
    await yieldToCheckouts();
  }
  // Keys older than the next run's overlap are never met again.
  await sql`
    delete from reconciliation_lines_seen
    where at < (select read_at from reconciliation_statement_cursor)
               - ${`${REREAD_WINDOW_MS} milliseconds`}::interval`.execute(db);
  return read;
}

/**
 * Replaces the lines of the statement read whole: a provider without pages (its paged state is
 * then dropped, so a later paged reading starts from the beginning), or the part of a provider
 * that its pages do not hold.
 */
async function readWhole(db: Db, statement: readonly StatementEntry[], dropPaged: boolean) {
  const epoch = new Date(0);
  await db.transaction().execute(async (trx) => {
    await sql`select read_at from reconciliation_statement_cursor for update`.execute(trx);
    if (dropPaged) {
      await sql`update reconciliation_statement_cursor set read_at = null`.execute(trx);
      await forgetRead(trx, 'paged');
    }
    await forgetRead(trx, 'whole');
    for (let i = 0; i < statement.length; i += STATEMENT_PAGE) {
      const lines = statement.slice(i, i + STATEMENT_PAGE).map((l) => ({ ...l, at: epoch }));
      await addLines(trx, 'whole', lines, null);
      await yieldToCheckouts();
    }
  });
  return statement.length;
}

/** Brings the provider totals up to the statement as it is now. Returns the lines read. */
export async function readStatement(db: Db, provider: PaymentProvider): Promise<number> {
  let read: number;
  if (provider.statementPage) {
    read = await readNewLines(db, provider.statementPage.bind(provider));
    const unpaged = provider.unpagedStatement ? await provider.unpagedStatement() : [];
    read += await readWhole(db, unpaged, false);
  } else {
    read = await readWhole(db, await provider.statement(), true);
  }
  await attributeLinesAside(db);
  return read;
}

/** Orders whose card payments differ from what the provider charged or refunded for them. */
export async function providerMismatches(db: Db) {
  const rows = await sql<{
    order_id: string;
    charged: string;
    refunded: string;
    provider_charged: string;
    provider_refunded: string;
  }>`
    with books as (
      select order_id, sum(amount_cents) as charged, sum(refunded_cents) as refunded
      from payments group by order_id
    ), provider as (
      select order_id, sum(charged_cents) as charged_cents, sum(refunded_cents) as refunded_cents
      from reconciliation_provider_totals group by order_id
    )
    select coalesce(b.order_id, p.order_id) as order_id,
           coalesce(b.charged, 0) as charged, coalesce(b.refunded, 0) as refunded,
           coalesce(p.charged_cents, 0) as provider_charged,
           coalesce(p.refunded_cents, 0) as provider_refunded
    from books b full join provider p on p.order_id = b.order_id
    where coalesce(b.charged, 0) <> coalesce(p.charged_cents, 0)
       or coalesce(b.refunded, 0) <> coalesce(p.refunded_cents, 0)
    order by coalesce(b.order_id, p.order_id) collate "C"`.execute(db);
  return rows.rows.map((row) => ({
    orderId: row.order_id,
    charged: Number(row.charged),
    refunded: Number(row.refunded),
    providerCharged: Number(row.provider_charged),
    providerRefunded: Number(row.provider_refunded),
  }));
}

/** Statement lines no payment knows, in statement order. */
export async function unattributedLines(db: Db) {
  const rows = await sql<{ key: string; kind: 'charge' | 'refund'; amount_cents: number }>`
    select key, kind, amount_cents from reconciliation_unattributed_lines
    order by source, at, id`.execute(db);
  return rows.rows;
}
