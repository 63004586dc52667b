import type { Kysely } from 'kysely';
import type { ContactData, ContactSubmissionReason } from '../../shared/validation/contact-schema';
import type { Database } from '../db/schema';

/** Stores a visitor's message as pending; admins move it on from there. */
export async function insertContactSubmission(
  db: Kysely<Database>,
  message: Omit<ContactData, 'reason'> & { reason: ContactSubmissionReason },
): Promise<{ id: string; createdAt: Date }> {
  const row = await db
    .insertInto('contact_submissions')
    .values({
      name: message.name,
      email: message.email ?? null,
      reason: message.reason,
      message: message.message,
      status: 'pending',
    })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
  return { id: row.id, createdAt: new Date(row.created_at) };
}
