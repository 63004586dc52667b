// Payouts by bank transfer. Each business day the batches that can be paid go into one
// pain.001 credit-transfer file; an admin downloads it, hands it to the bank and marks it sent.
// The bank's statement (camt.053 / camt.054) comes back through an upload: each booked debit
// whose end-to-end id names a batch and whose amount is the batch's settles it (cash leaves the
// books only then); a return reopens what the batch paid, so it goes into a later batch and file
// once the merchant's account is fixed. Anything the statement holds that names no batch, or
// another amount, is kept for a person.
//
// A batch goes into a file only when its merchant has an account (IBAN) and no payout hold
// (payouts_held_until unset or past): a changed account holds payouts for a while, and those
// batches wait for a later file.
import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { BUSINESS_TIME_ZONE, businessDay } from '#shared/business-dates';
import { admin as adminEn } from '#shared/i18n/en/admin';
import { merchant as merchantEn } from '#shared/i18n/en/merchant';
import { admin as adminMe } from '#shared/i18n/me/admin';
import { merchant as merchantMe } from '#shared/i18n/me/merchant';
import type { Locale } from '#shared/i18n/catalogue';
import type { Database } from '../db/schema';
import { errorMessage, HttpError, notFound, render } from '../http/errors';
import { payoutReturnedTransaction, payoutSettledTransaction } from '../rules/ledger-postings';
import { postLedgerTransactions } from '../ledger/repository';
import { formatDay, moneyIn, paragraphsEmail } from '../notifications/email-text';
import { recordMerchantEvent } from '../orders/order-events';
import type { ServiceDeps } from '../service-deps';
import { parseBankStatement, type StatementTransaction } from './camt';
import { apiPayoutBatch } from './payout-list';
import { listPayoutBatches } from './payout-repository';
import { batchIdOfEndToEndId, buildPain001, endToEndIdOf } from './pain001';

type PayoutFileState = 'generated' | 'sent' | 'settled' | 'rejected';

/** The file's state as the admin's list names it, inside a sentence. */
const stateName = (state: PayoutFileState, locale: Locale) =>
  (locale === 'en' ? adminEn : adminMe).payoutFiles.states[state].toLowerCase();

/** A file whose state does not allow the step: the text names the state in the reader's words. */
const wrongState = (
  key: 'payout_file_not_sendable' | 'payout_file_not_rejectable',
  state: PayoutFileState,
) =>
  new HttpError(409, 'payout_file_state', (locale: Locale) =>
    render(errorMessage(key, { state: stateName(state, locale) }), locale),
  );

const fileNotFound = () => notFound(errorMessage('payout_file_not_found'));

type Deps = Pick<ServiceDeps, 'db' | 'config' | 'notifier'>;

const catalogue = (locale: Locale) => (locale === 'en' ? merchantEn : merchantMe).payoutBank;

/** Saturday and Sunday: banks execute no transfers, so no file is made. */
function isWeekend(day: string): boolean {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6;
}

/**
 * The hour (Europe/Podgorica) from which the day's file is made: the payout job makes the
 * batches of the day that ended from midnight on, hourly, so by then every batch that can be made
 * is in.
 */
export const FILE_HOUR = 6;

function localHour(now: Date): number {
  return Number(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: BUSINESS_TIME_ZONE,
      hour: '2-digit',
      hourCycle: 'h23',
    }).format(now),
  );
}

export interface GeneratedFile {
  id: string;
  businessDay: string;
  paymentsCount: number;
  totalCents: number;
}

/**
 * Makes today's file from every batch that waits and can be paid; null when there is nothing to
 * pay or today's file exists. Safe with several processes: the batches are locked and a day has
 * one file (a unique index), so a second process finds nothing or fails to insert and rolls back.
 */
export async function generatePayoutFile(deps: Deps, now: Date): Promise<GeneratedFile | null> {
  const day = businessDay(now);
  return deps.db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('payout_files')
      .select('id')
      .where('business_day', '=', day)
      .where('state', '<>', 'rejected')
      .executeTakeFirst();
    if (existing) return null;
    const batches = await trx
      .selectFrom('payout_batches as b')
      .innerJoin('merchants as m', 'm.id', 'b.merchant_id')
      .select([
        'b.id',
        'b.business_day',
        'b.orders_count',
        'b.net_cents',
        'm.name',
        'm.payout_account_holder',
        'm.payout_iban',
        'm.payout_bic',
      ])
      .where('b.state', '=', 'waiting')
      .where('b.net_cents', '>', 0)
      .where('m.payout_iban', 'is not', null)
      .where((eb) =>
        eb.or([eb('m.payouts_held_until', 'is', null), eb('m.payouts_held_until', '<=', now)]),
      )
      .orderBy('b.business_day')
      .orderBy('b.id')
      .forUpdate('b')
      .skipLocked()
      .execute();
    if (batches.length === 0) return null;
    const messageId = `NARATE-${day.replace(/-/g, '')}-${randomBytes(5).toString('hex').toUpperCase()}`;
    const text = catalogue('me');
    const xml = buildPain001({
      messageId,
      createdAt: now,
      executionDate: day,
      debtor: deps.config.payoutDebtor,
      transfers: batches.map((b) => ({
        endToEndId: endToEndIdOf(b.id),
        amountCents: b.net_cents,
        creditor: {
          name: b.payout_account_holder ?? b.name,
          iban: b.payout_iban!,
          bic: b.payout_bic,
        },
        remittance: text.remittance(formatDay(b.business_day), b.orders_count),
      })),
    });
    const totalCents = batches.reduce((sum, b) => sum + b.net_cents, 0);
    const file = await trx
      .insertInto('payout_files')
      .values({
        business_day: day,
        message_id: messageId,
        payments_count: batches.length,
        total_cents: totalCents,
        execution_date: day,
        xml,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const b of batches) {
      await trx
        .updateTable('payout_batches')
        .set({ state: 'in_file', payout_file_id: file.id, payout_iban: b.payout_iban })
        .where('id', '=', b.id)
        .execute();
    }
    return { id: file.id, businessDay: day, paymentsCount: batches.length, totalCents };
  });
}

/** The daily job: today's file on a business day from FILE_HOUR on (idempotent, run hourly). */
export async function runPayoutFileJob(deps: Deps, now: Date = new Date()) {
  if (isWeekend(businessDay(now)) || localHour(now) < FILE_HOUR) return null;
  return generatePayoutFile(deps, now);
}

async function lockFile(trx: Kysely<Database>, fileId: string) {
  const file = await trx
    .selectFrom('payout_files')
    .select(['id', 'state'])
    .where('id', '=', fileId)
    .forUpdate()
    .executeTakeFirst();
  if (!file) throw fileNotFound();
  return file;
}

/** The admin handed the file to the bank: generated → sent. */
export async function markPayoutFileSent(
  db: Kysely<Database>,
  fileId: string,
  actorId: string,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const file = await lockFile(trx, fileId);
    if (file.state !== 'generated') {
      throw wrongState('payout_file_not_sendable', file.state);
    }
    await trx
      .updateTable('payout_files')
      .set({ state: 'sent', sent_at: now, sent_by: actorId })
      .where('id', '=', fileId)
      .execute();
  });
}

/**
 * The bank refused the whole file (before paying anything): it is rejected and its batches wait
 * for the next file. A file whose payments the statement already answered cannot be rejected.
 */
export async function rejectPayoutFile(
  db: Kysely<Database>,
  fileId: string,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const file = await lockFile(trx, fileId);
    if (file.state !== 'generated' && file.state !== 'sent') {
      throw wrongState('payout_file_not_rejectable', file.state);
    }
    const answered = await trx
      .selectFrom('payout_batches')
      .select('id')
      .where('payout_file_id', '=', fileId)
      .where('state', '<>', 'in_file')
      .executeTakeFirst();
    if (answered) {
      throw new HttpError(409, 'payout_file_state', errorMessage('payout_file_booked'));
    }
    await trx
      .updateTable('payout_batches')
      .set({ state: 'waiting', payout_file_id: null })
      .where('payout_file_id', '=', fileId)
      .execute();
    await trx
      .updateTable('payout_files')
      .set({ state: 'rejected', closed_at: now })
      .where('id', '=', fileId)
      .execute();
  });
}

interface LockedBatch {
  id: string;
  merchant_id: string;
  business_day: string;
  net_cents: number;
  state: 'waiting' | 'in_file' | 'settled' | 'returned';
  payout_file_id: string | null;
}

async function batchLines(trx: Kysely<Database>, batchId: string) {
  return trx
    .selectFrom('payout_lines')
    .select(['order_id', 'kind', 'amount_cents'])
    .where('batch_id', '=', batchId)
    .where('returned', '=', false)
    .where('amount_cents', '>', 0)
    .execute();
}

/** A payout webhook event (and its delivery when the merchant has an endpoint). */
async function recordPayoutEvent(
  trx: Kysely<Database>,
  batch: LockedBatch,
  type: 'payout.paid' | 'payout.failed',
  now: Date,
): Promise<void> {
  const [row] = await listPayoutBatches(trx, batch.merchant_id, {
    limit: 1,
    onlyId: batch.id,
  });
  if (!row) return;
  await recordMerchantEvent(trx, {
    merchantId: batch.merchant_id,
    type,
    orderId: null,
    payoutBatchId: batch.id,
    livemode: true,
    object: apiPayoutBatch(row),
    now,
  });
}

async function settleBatch(
  trx: Kysely<Database>,
  batch: LockedBatch,
  valueDate: string | null,
  now: Date,
): Promise<void> {
  const lines = await batchLines(trx, batch.id);
  await postLedgerTransactions(
    trx,
    batch.merchant_id,
    lines.map((l) => payoutSettledTransaction(l.order_id, l.kind, l.amount_cents)),
    now,
  );
  await trx
    .updateTable('payout_batches')
    .set({ state: 'settled', value_date: valueDate, settled_at: now })
    .where('id', '=', batch.id)
    .execute();
  batch.state = 'settled';
  await recordPayoutEvent(trx, batch, 'payout.paid', now);
}

/**
 * The bank gave the transfer back: the batch is undone on the books (from cash when an earlier
 * statement had booked it, else from clearing), its orders are unpaid again and its netted
 * receivables open again, so the next batch pays (and nets) them; the merchant is told.
 */
async function returnBatch(
  deps: Deps,
  trx: Kysely<Database>,
  batch: LockedBatch,
  reason: string | null,
  now: Date,
): Promise<void> {
  const lines = await batchLines(trx, batch.id);
  const from = batch.state === 'settled' ? 'cash' : 'payout_clearing';
  await postLedgerTransactions(
    trx,
    batch.merchant_id,
    lines.map((l) => payoutReturnedTransaction(l.order_id, l.kind, l.amount_cents, from)),
    now,
  );
  await trx
    .updateTable('payout_lines')
    .set({ returned: true })
    .where('batch_id', '=', batch.id)
    .execute();
  const orderIds = lines.filter((l) => l.kind === 'order').map((l) => l.order_id);
  if (orderIds.length > 0) {
    await trx
      .updateTable('orders')
      .set({ paid_out_at: null })
      .where('id', 'in', orderIds)
      .execute();
  }
  await trx
    .updateTable('payout_batches')
    .set({ state: 'returned', return_reason: reason, settled_at: now })
    .where('id', '=', batch.id)
    .execute();
  batch.state = 'returned';
  await recordPayoutEvent(trx, batch, 'payout.failed', now);
  const recipients = await trx
    .selectFrom('merchant_users as mu')
    .innerJoin('users as u', 'u.id', 'mu.user_id')
    .select('u.email')
    .where('mu.merchant_id', '=', batch.merchant_id)
    .execute();
  // The merchant's language is not stored yet: Montenegrin, the default.
  const locale: Locale = 'me';
  const text = catalogue(locale);
  const content = paragraphsEmail(
    locale,
    text.returnedSubject,
    text.returnedLines(
      formatDay(batch.business_day),
      moneyIn(batch.net_cents, locale),
      reason ? (text.returnReasons[reason] ?? reason) : text.returnReasonUnknown,
    ),
  );
  for (const r of recipients) await deps.notifier.email(trx, r.email, content);
}

export interface StatementResult {
  statementId: string;
  messageType: 'camt.053' | 'camt.054';
  entries: number;
  settled: number;
  returned: number;
  unmatched: Array<{ endToEndId: string | null; amountCents: number; reason: UnmatchedReason }>;
}

/**
 * Why a statement line settles or returns no batch (a code the admin screen names in the
 * reader's language), or null when it does.
 */
export type UnmatchedReason =
  'not_booked' | 'no_batch' | 'currency' | 'amount' | 'batch_state' | 'credit';

function mismatch(
  tx: StatementTransaction,
  batch: LockedBatch | undefined,
): UnmatchedReason | null {
  if (!batch) return 'no_batch';
  if (tx.currency !== 'EUR') return 'currency';
  if (tx.amountCents !== batch.net_cents) return 'amount';
  if (tx.returned) {
    return batch.state === 'in_file' || batch.state === 'settled' ? null : 'batch_state';
  }
  if (tx.direction !== 'DBIT') return 'credit';
  return batch.state === 'in_file' ? null : 'batch_state';
}

/** Reads an uploaded statement and applies it, all in one transaction. */
export async function importBankStatement(
  deps: Deps,
  xml: string,
  actorId: string | null,
  now: Date,
): Promise<StatementResult> {
  const statement = parseBankStatement(xml);
  return deps.db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('bank_statements')
      .values({
        statement_id: statement.id,
        message_type: statement.messageType,
        entries_count: statement.entries.length,
        settled_count: 0,
        returned_count: 0,
        uploaded_by: actorId,
        created_at: now,
      })
      .onConflict((oc) => oc.column('statement_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) {
      throw new HttpError(
        409,
        'statement_already_uploaded',
        errorMessage('statement_uploaded_before', { id: statement.id }),
      );
    }
    const result: StatementResult = {
      statementId: statement.id,
      messageType: statement.messageType,
      entries: statement.entries.length,
      settled: 0,
      returned: 0,
      unmatched: [],
    };
    const files = new Set<string>();
    const unmatched = async (
      tx: StatementTransaction,
      bookingDate: string | null,
      reason: UnmatchedReason,
    ) => {
      result.unmatched.push({ endToEndId: tx.endToEndId, amountCents: tx.amountCents, reason });
      await trx
        .insertInto('bank_statement_unmatched')
        .values({
          statement_id: inserted.id,
          end_to_end_id: tx.endToEndId,
          amount_cents: tx.amountCents,
          direction: tx.direction,
          booking_date: bookingDate,
          reason,
          created_at: now,
        })
        .execute();
    };
    // A transfer booked and returned in the same statement is a return: the debit and its
    // return cancel out at the bank, and the merchant hears once (payout.failed).
    const returnedHere = new Set(
      statement.entries
        .filter((e) => e.booked)
        .flatMap((e) => e.transactions)
        .filter((tx) => tx.returned && tx.endToEndId)
        .map((tx) => batchIdOfEndToEndId(tx.endToEndId!))
        .filter((id): id is string => id !== null),
    );
    for (const entry of statement.entries) {
      for (const tx of entry.transactions) {
        if (!entry.booked) {
          await unmatched(tx, entry.bookingDate, 'not_booked');
          continue;
        }
        const batchId = tx.endToEndId ? batchIdOfEndToEndId(tx.endToEndId) : null;
        const batch = batchId
          ? ((await trx
              .selectFrom('payout_batches')
              .select(['id', 'merchant_id', 'business_day', 'net_cents', 'state', 'payout_file_id'])
              .where('id', '=', batchId)
              .forUpdate()
              .executeTakeFirst()) as LockedBatch | undefined)
          : undefined;
        if (batchId && !tx.returned && tx.direction === 'DBIT' && returnedHere.has(batchId)) {
          if (batch && batch.state === 'in_file' && tx.amountCents === batch.net_cents) continue;
        }
        const problem = mismatch(tx, batch);
        if (problem || !batch) {
          await unmatched(tx, entry.bookingDate, problem ?? 'no_batch');
          continue;
        }
        if (batch.payout_file_id) files.add(batch.payout_file_id);
        if (tx.returned) {
          await returnBatch(deps, trx, batch, tx.returnReason, now);
          result.returned += 1;
        } else {
          await settleBatch(trx, batch, entry.valueDate ?? entry.bookingDate, now);
          result.settled += 1;
        }
      }
    }
    // A file whose payments are all answered is closed.
    for (const fileId of files) {
      const open = await trx
        .selectFrom('payout_batches')
        .select('id')
        .where('payout_file_id', '=', fileId)
        .where('state', '=', 'in_file')
        .executeTakeFirst();
      if (!open) {
        await trx
          .updateTable('payout_files')
          .set({ state: 'settled', closed_at: now })
          .where('id', '=', fileId)
          .where('state', 'in', ['generated', 'sent'])
          .execute();
      }
    }
    await trx
      .updateTable('bank_statements')
      .set({ settled_count: result.settled, returned_count: result.returned })
      .where('id', '=', inserted.id)
      .execute();
    return result;
  });
}

/** The admin list: newest first, without the XML. */
export async function listPayoutFiles(db: Kysely<Database>, limit = 60) {
  const files = await db
    .selectFrom('payout_files as f')
    .select([
      'f.id',
      'f.business_day',
      'f.message_id',
      'f.state',
      'f.payments_count',
      'f.total_cents',
      'f.execution_date',
      'f.created_at',
      'f.sent_at',
      'f.closed_at',
      sql<string>`(select count(*) from payout_batches b where b.payout_file_id = f.id and b.state = 'settled')`.as(
        'settled',
      ),
      sql<string>`(select count(*) from payout_batches b where b.payout_file_id = f.id and b.state = 'returned')`.as(
        'returned',
      ),
    ])
    .orderBy('f.created_at', 'desc')
    .limit(limit)
    .execute();
  return files.map((f) => ({
    id: f.id,
    businessDay: f.business_day,
    messageId: f.message_id,
    state: f.state,
    paymentsCount: f.payments_count,
    totalCents: Number(f.total_cents),
    executionDate: f.execution_date,
    createdAt: f.created_at.toISOString(),
    sentAt: f.sent_at?.toISOString() ?? null,
    closedAt: f.closed_at?.toISOString() ?? null,
    settledCount: Number(f.settled),
    returnedCount: Number(f.returned),
  }));
}

/** Statement lines nobody matched yet, oldest first. */
export async function listUnmatchedStatementLines(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('bank_statement_unmatched as u')
    .innerJoin('bank_statements as s', 's.id', 'u.statement_id')
    .select([
      'u.id',
      's.statement_id',
      'u.end_to_end_id',
      'u.amount_cents',
      'u.direction',
      'u.booking_date',
      'u.reason',
      'u.created_at',
    ])
    .where('u.resolved_at', 'is', null)
    .orderBy('u.created_at')
    .limit(500)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    statementId: r.statement_id,
    endToEndId: r.end_to_end_id,
    amountCents: Number(r.amount_cents),
    direction: r.direction,
    bookingDate: r.booking_date,
    reason: r.reason,
    createdAt: r.created_at.toISOString(),
  }));
}

/** The file's XML for download. */
export async function payoutFileXml(db: Kysely<Database>, fileId: string) {
  const file = await db
    .selectFrom('payout_files')
    .select(['xml', 'message_id'])
    .where('id', '=', fileId)
    .executeTakeFirst();
  if (!file) throw fileNotFound();
  return file;
}

/** A person looked at an unmatched statement line and dealt with it outside NaRate. */
export async function resolveUnmatchedLine(
  db: Kysely<Database>,
  lineId: string,
  now: Date,
): Promise<void> {
  const row = await db
    .updateTable('bank_statement_unmatched')
    .set({ resolved_at: now })
    .where('id', '=', lineId)
    .where('resolved_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!row) throw notFound(errorMessage('statement_line_not_found'));
}
