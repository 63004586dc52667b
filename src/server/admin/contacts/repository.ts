import { sql, type Kysely } from 'kysely';
import type {
  AdminContactDetail,
  AdminContactRow,
  ContactReplyView,
  Page,
} from '#shared/admin-api';
import type { AdminContactStatus, ContactStatus } from '#shared/contact-status';
import type { AdminContactsQuery } from '#shared/validation/admin-schemas';
import type { Database } from '#server/db/schema';
import type { Locale } from '#shared/i18n/catalogue';
import type { BusinessType, MonthlyRevenueRange } from '#shared/validation/partner-schema';
import { formatApplicationMessage } from '#server/partners/application-message';

function contactsWithApplication(db: Kysely<Database>) {
  return db
    .selectFrom('contact_submissions as c')
    .leftJoin('partner_applications as a', 'a.contact_submission_id', 'c.id');
}

const columns = [
  'c.id',
  'c.name',
  'c.email',
  'c.reason',
  'c.message',
  'c.status',
  'c.admin_notes',
  'c.resolved_at',
  'c.created_at',
  'c.reference',
  'c.user_id',
  'c.order_id',
  'a.id as application_id',
  'a.company_name',
  'a.pib',
  'a.business_type',
  'a.website',
  'a.monthly_revenue',
  'a.contact_first_name',
  'a.contact_last_name',
  'a.contact_email',
  'a.contact_phone',
  'a.message as application_message',
] as const;

interface ContactRowData {
  id: string;
  name: string;
  email: string | null;
  reason: string;
  message: string;
  status: ContactStatus;
  admin_notes: string | null;
  resolved_at: Date | null;
  created_at: Date;
  reference: string | null;
  user_id: string | null;
  order_id: string | null;
  application_id: string | null;
  company_name: string | null;
  pib: string | null;
  business_type: string | null;
  website: string | null;
  monthly_revenue: string | null;
  contact_first_name: string | null;
  contact_last_name: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  application_message: string | null;
}

/**
 * A partner application's message is built from the stored application in the reader's
 * language, so an admin reading in English sees English labels; other messages are as written.
 */
function messageFor(row: ContactRowData, locale: Locale): string {
  if (!row.application_id) return row.message;
  return formatApplicationMessage(
    {
      companyName: row.company_name ?? '',
      pib: row.pib ?? '',
      businessType: row.business_type as BusinessType,
      website: row.website ?? undefined,
      monthlyRevenue: row.monthly_revenue as MonthlyRevenueRange,
      contactFirstName: row.contact_first_name ?? '',
      contactLastName: row.contact_last_name ?? '',
      contactEmail: row.contact_email ?? '',
      contactPhone: row.contact_phone ?? undefined,
      message: row.application_message ?? undefined,
    },
    locale,
  );
}

function toContactRow(row: ContactRowData, locale: Locale): AdminContactRow {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    reason: row.reason,
    message: messageFor(row, locale),
    status: row.status,
    adminNotes: row.admin_notes,
    resolvedAt: row.resolved_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    partnerApplicationId: row.application_id,
    reference: row.reference,
    userId: row.user_id,
    orderId: row.order_id,
  };
}

/** Newest first (the admin answers the latest), filtered by status and reason, one page. */
export async function listContacts(
  db: Kysely<Database>,
  query: AdminContactsQuery,
  locale: Locale = 'me',
): Promise<Page<AdminContactRow>> {
  let base = contactsWithApplication(db);
  if (query.status) base = base.where('c.status', '=', query.status);
  if (query.reason) base = base.where('c.reason', '=', query.reason);
  const [count, rows] = await Promise.all([
    base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    base
      .select(columns)
      .orderBy('c.created_at', 'desc')
      .orderBy('c.id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
  ]);
  return {
    items: rows.map((row) => toContactRow(row, locale)),
    total: Number(count.n),
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function findContact(
  db: Kysely<Database>,
  id: string,
  options: { lock?: boolean; locale?: Locale } = {},
): Promise<AdminContactRow | null> {
  let query = contactsWithApplication(db).select(columns).where('c.id', '=', id);
  if (options.lock) query = query.forUpdate('c');
  const row = await query.executeTakeFirst();
  return row ? toContactRow(row, options.locale ?? 'me') : null;
}

export async function saveContactStatus(
  trx: Kysely<Database>,
  contactId: string,
  change: { status: AdminContactStatus; adminNotes: string | null; resolvedAt: Date | null },
): Promise<void> {
  await trx
    .updateTable('contact_submissions')
    .set({ status: change.status, admin_notes: change.adminNotes, resolved_at: change.resolvedAt })
    .where('id', '=', contactId)
    .execute();
}

/** The answers sent to a message, oldest first. */
export async function listContactReplies(
  db: Kysely<Database>,
  contactId: string,
): Promise<ContactReplyView[]> {
  const rows = await db
    .selectFrom('contact_replies')
    .select(['id', 'body', 'locale', 'created_at'])
    .where('contact_submission_id', '=', contactId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    body: row.body,
    locale: row.locale,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}

/** One message with its answers; null when there is no such message. */
export async function findContactDetail(
  db: Kysely<Database>,
  id: string,
  locale: Locale = 'me',
): Promise<AdminContactDetail | null> {
  const [contact, replies] = await Promise.all([
    findContact(db, id, { locale }),
    listContactReplies(db, id),
  ]);
  return contact ? { ...contact, replies } : null;
}

/** Who a message is answered to, and in which language: the account's, else the form's. */
export async function findReplyRecipient(
  db: Kysely<Database>,
  id: string,
): Promise<{ locale: 'me' | 'en'; userId: string | null } | undefined> {
  return db
    .selectFrom('contact_submissions as c')
    .leftJoin('users as u', 'u.id', 'c.user_id')
    .select((eb) => [eb.fn.coalesce('u.locale', 'c.locale').as('locale'), 'c.user_id as userId'])
    .where('c.id', '=', id)
    .executeTakeFirst() as Promise<{ locale: 'me' | 'en'; userId: string | null } | undefined>;
}

export async function insertContactReply(
  trx: Kysely<Database>,
  reply: { contactId: string; body: string; locale: 'me' | 'en'; authorId: string },
): Promise<{ id: string; createdAt: Date }> {
  const row = await trx
    .insertInto('contact_replies')
    .values({
      contact_submission_id: reply.contactId,
      body: reply.body,
      locale: reply.locale,
      author_id: reply.authorId,
    })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
  return { id: row.id, createdAt: new Date(row.created_at) };
}

/** An answered message that was still new is now being worked on. */
export async function markContactInProgress(trx: Kysely<Database>, id: string): Promise<void> {
  await trx
    .updateTable('contact_submissions')
    .set({ status: 'in_progress' })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}
