import type { Kysely } from 'kysely';
import type { ContactData, ContactSubmissionReason } from '#shared/validation/contact-schema';
import type { Database } from '../db/schema';

/** Stores a visitor's message as pending; admins move it on from there. */
export async function insertContactSubmission(
  db: Kysely<Database>,
  message: Omit<ContactData, 'reason'> & { reason: ContactSubmissionReason },
  complaint?: { id: string; reference: string; userId: string | null; orderId: string | null },
  /** The language the form was sent in: a sender without an account is answered in it. */
  locale: 'me' | 'en' = 'me',
): Promise<{ id: string; createdAt: Date }> {
  const row = await db
    .insertInto('contact_submissions')
    .values({
      ...(complaint
        ? {
            id: complaint.id,
            reference: complaint.reference,
            user_id: complaint.userId,
            order_id: complaint.orderId,
          }
        : {}),
      name: message.name,
      email: message.email ?? null,
      reason: message.reason,
      message: message.message,
      status: 'pending',
      locale,
    })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
  return { id: row.id, createdAt: new Date(row.created_at) };
}

/** The signed-in shopper's own order a complaint names, with what the receipt says of it. */
export async function findComplaintOrder(
  db: Kysely<Database>,
  orderId: string,
  userId: string | null,
): Promise<{ id: string; order_reference: string; merchant_name: string } | undefined> {
  if (!userId) return undefined;
  return db
    .selectFrom('orders as o')
    .innerJoin('merchants as m', 'm.id', 'o.merchant_id')
    .select(['o.id', 'o.order_reference', 'm.name as merchant_name'])
    .where('o.id', '=', orderId)
    .where('o.user_id', '=', userId)
    .executeTakeFirst();
}
