import type { Kysely } from 'kysely';
import { BUSINESS_PARTNERSHIP_REASON } from '#shared/validation/contact-schema';
import type { PartnerApplicationData } from '#shared/validation/partner-schema';
import type { Database } from '../db/schema';
import { contactPersonName, formatApplicationMessage } from './application-message';

/** Writes the contact message and the structured application that points at it. */
export async function insertPartnerApplication(
  trx: Kysely<Database>,
  data: PartnerApplicationData,
): Promise<{ id: string; contactSubmissionId: string }> {
  const contact = await trx
    .insertInto('contact_submissions')
    .values({
      name: contactPersonName(data),
      email: data.contactEmail,
      reason: BUSINESS_PARTNERSHIP_REASON,
      message: formatApplicationMessage(data),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const application = await trx
    .insertInto('partner_applications')
    .values({
      contact_submission_id: contact.id,
      company_name: data.companyName,
      pib: data.pib,
      business_type: data.businessType,
      website: data.website || null,
      monthly_revenue: data.monthlyRevenue,
      contact_first_name: data.contactFirstName,
      contact_last_name: data.contactLastName,
      contact_email: data.contactEmail,
      contact_phone: data.contactPhone || null,
      message: data.message || null,
      payout_account_holder: data.accountHolder,
      payout_iban: data.iban,
      payout_bic: data.bic,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: application.id, contactSubmissionId: contact.id };
}
