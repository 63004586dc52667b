import { sql, type Kysely } from 'kysely';
import type { Locale } from '#shared/i18n/catalogue';
import { insertRows } from '../db/insert-rows';
import type { Database } from '../db/schema';
import type { OutboxRow } from '../notifications/outbox-repository';
import { everyOrderPartiesQuery, orderPartiesOf } from './order-parties-repository';

/** The agreement's acceptance as a statement not yet sent (it goes out with the order's writes). */
export function insertCreditAgreement(agreement: {
  orderId: string;
  userId: string;
  documentVersion: string;
  locale: Locale;
  acceptedAt: Date;
  acceptedIp: string;
}) {
  return insertRows('credit_agreements', {
    order_id: agreement.orderId,
    user_id: agreement.userId,
    document_version: agreement.documentVersion,
    locale: agreement.locale,
    accepted_at: agreement.acceptedAt,
    accepted_ip: agreement.acceptedIp,
  });
}

/**
 * What making an order's contract reads: its agreement (only while it has no document), the
 * order's parties, its plan and the language the shopper reads email in (null when the order has
 * no shopper any more). Nothing is locked: the save stores the document only if the agreement
 * still has none (storeDocumentOnce).
 */
function contractInputsQuery(db: Kysely<Database>) {
  return everyOrderPartiesQuery(db)
    .innerJoin('credit_agreements as a', 'a.order_id', 'o.id')
    .select([
      'a.locale as agreement_locale',
      'a.accepted_at',
      'a.accepted_ip',
      'u.locale as email_locale',
      sql<Array<[number, string, number]>>`(select coalesce(json_agg(
          json_build_array(i.sequence, i.due_date, i.amount_cents) order by i.sequence), '[]')
        from instalments as i where i.order_id = o.id)`.as('plan'),
    ])
    .where('a.pdf', 'is', null);
}

type ContractInputsRow = Awaited<
  ReturnType<ReturnType<typeof contractInputsQuery>['executeTakeFirstOrThrow']>
>;

export type ContractInputs = ReturnType<typeof contractInputsOf>;

function contractInputsOf(row: ContractInputsRow) {
  return {
    parties: orderPartiesOf(row),
    agreement: {
      locale: row.agreement_locale,
      acceptedAt: row.accepted_at,
      acceptedIp: row.accepted_ip,
    },
    plan: row.plan.map(([sequence, dueDate, amountCents]) => ({ sequence, dueDate, amountCents })),
    emailLocale: row.email ? row.email_locale : null,
  };
}

/** What making one order's contract reads, in one statement; undefined once it has its document. */
export async function findContractInputs(db: Kysely<Database>, orderId: string) {
  const row = await contractInputsQuery(db).where('o.id', '=', orderId).executeTakeFirst();
  return row ? contractInputsOf(row) : undefined;
}

/**
 * What making the contracts of the oldest `limit` agreements without a document reads, in one
 * statement: the contract job's batch costs one read, not one per contract.
 */
export async function listContractInputs(
  db: Kysely<Database>,
  limit: number,
): Promise<ContractInputs[]> {
  const rows = await contractInputsQuery(db).orderBy('a.created_at').limit(limit).execute();
  return rows.map(contractInputsOf);
}

export async function listPlanLines(db: Kysely<Database>, orderId: string) {
  return db
    .selectFrom('instalments')
    .select(['sequence', 'due_date', 'amount_cents'])
    .where('order_id', '=', orderId)
    .orderBy('sequence')
    .execute();
}

/**
 * Stores the agreement's document if it still has none, and writes its email (an outbox row) only
 * if it did and the address is still its shopper's: one statement, no transaction. Another
 * process storing the same agreement at once holds the row; this update waits for it, then finds
 * a document and stores and emails nothing. Answers whether this call stored it.
 */
export async function storeDocumentOnce(
  db: Kysely<Database>,
  orderId: string,
  document: { pdf: Uint8Array; sha256: string },
  email: OutboxRow | null,
): Promise<boolean> {
  const result = await sql<{ stored: number }>`
    with stored as (
      update credit_agreements set pdf = ${Buffer.from(document.pdf)}, sha256 = ${document.sha256}
      where order_id = ${orderId} and pdf is null
      returning order_id
    ), emailed as (
      insert into outbox_messages (channel, recipient, subject, text_body, html_body, status)
      select ${email?.channel ?? null}, ${email?.recipient ?? null}, ${email?.subject ?? null},
             ${email?.text_body ?? null}, ${email?.html_body ?? null}, ${email?.status ?? null}
      from stored where ${email !== null}
        -- Only to the order's shopper as they are now: the job may have read the address a
        -- moment before the account was closed or its email changed.
        and exists (select 1 from orders as o join users as u on u.id = o.user_id
                    where o.id = ${orderId} and u.email = ${email?.recipient ?? null})
    )
    select count(*)::int as stored from stored`.execute(db);
  return (result.rows[0]?.stored ?? 0) > 0;
}

/** The stored document of the shopper's own order's agreement (`pdf` null while pending). */
export async function findOwnAgreementDocument(
  db: Kysely<Database>,
  userId: string,
  orderId: string,
) {
  return db
    .selectFrom('credit_agreements')
    .select(['pdf', 'sha256', 'order_id'])
    .where('order_id', '=', orderId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function hasCreditAgreement(db: Kysely<Database>, orderId: string): Promise<boolean> {
  const row = await db
    .selectFrom('credit_agreements')
    .select('order_id')
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  return row !== undefined;
}

/** A checkout session with its merchant's name and the shopper of its order (if it has one). */
export async function findSessionForPrecontract(db: Kysely<Database>, sessionId: string) {
  return db
    .selectFrom('checkout_sessions as s')
    .innerJoin('merchants as m', 'm.id', 's.merchant_id')
    .leftJoin('orders as o', 'o.id', 's.order_id')
    .select(['s.id', 's.amount_cents', 's.created_at', 's.shopper_id', 'm.name', 'o.user_id'])
    .where('s.id', '=', sessionId)
    .executeTakeFirst();
}
