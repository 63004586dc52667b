import type { Kysely } from 'kysely';
import { safeWebsite } from '#shared/stores';
import type { MerchantView, PartnerApplicationView } from '#shared/admin-api';
import { payoutAccountView } from '#server/merchants/payout-account-view';
import { electronicIban } from '#shared/iban';
import type { PricingTierId } from '#shared/pricing-tiers';
import type { BusinessType, MonthlyRevenueRange } from '#shared/validation/partner-schema';
import type { Database } from '#server/db/schema';

/** A hold still in force, as ISO time; a past one holds nothing and shows as none. */
function heldUntil(value: Date | null): string | null {
  return value && value.getTime() > Date.now() ? value.toISOString() : null;
}

export async function findPartnerApplication(
  db: Kysely<Database>,
  id: string,
  options: { lock?: boolean } = {},
): Promise<PartnerApplicationView | null> {
  let query = db.selectFrom('partner_applications').selectAll().where('id', '=', id);
  if (options.lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) return null;
  const merchant = await db
    .selectFrom('merchants')
    .select([
      'id',
      'name',
      'pricing_tier',
      'fee_basis_points',
      'status',
      'created_at',
      'payout_account_holder',
      'payout_iban',
      'payout_bic',
      'payouts_held_until',
    ])
    .where('partner_application_id', '=', id)
    .executeTakeFirst();
  return {
    id: row.id,
    contactSubmissionId: row.contact_submission_id,
    companyName: row.company_name,
    pib: row.pib,
    businessType: row.business_type as BusinessType,
    website: row.website,
    monthlyRevenue: row.monthly_revenue as MonthlyRevenueRange,
    contactFirstName: row.contact_first_name,
    contactLastName: row.contact_last_name,
    contactEmail: row.contact_email,
    contactPhone: row.contact_phone,
    message: row.message,
    payoutAccount: payoutAccountView(row),
    status: row.status,
    declineReason: row.decline_reason,
    decidedAt: row.decided_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    merchant: merchant
      ? ({
          id: merchant.id,
          name: merchant.name,
          pricingTier: merchant.pricing_tier,
          feeBasisPoints: merchant.fee_basis_points,
          status: merchant.status,
          createdAt: merchant.created_at.toISOString(),
          payoutAccount: payoutAccountView(merchant),
          payoutsHeldUntil: heldUntil(merchant.payouts_held_until),
        } satisfies MerchantView)
      : null,
  };
}

export async function merchantWithPibExists(db: Kysely<Database>, pib: string): Promise<boolean> {
  const row = await db
    .selectFrom('merchants')
    .select('id')
    .where('pib', '=', pib)
    .executeTakeFirst();
  return row !== undefined;
}

/** Only an http(s) address becomes the store's link (the column refuses anything else). */
function storeWebsite(website: string | null): string | null {
  const site = safeWebsite(website);
  return site && /^https?:\/\//i.test(site) && site.length <= 255 ? site : null;
}

/** The merchant an approved application becomes, with its pricing tier and fee. */
export async function insertMerchantFor(
  trx: Kysely<Database>,
  application: PartnerApplicationView,
  pricing: { pricingTier: PricingTierId; feeBasisPoints: number },
): Promise<{ id: string }> {
  return trx
    .insertInto('merchants')
    .values({
      name: application.companyName,
      pib: application.pib,
      business_type: application.businessType,
      website: storeWebsite(application.website),
      pricing_tier: pricing.pricingTier,
      fee_basis_points: pricing.feeBasisPoints,
      partner_application_id: application.id,
      // The account the applicant gave: the merchant's first payout account, without a hold (it
      // was given before the merchant existed, so it redirects no money anyone expected).
      payout_account_holder: application.payoutAccount?.holder ?? null,
      payout_iban: application.payoutAccount
        ? electronicIban(application.payoutAccount.iban)
        : null,
      payout_bic: application.payoutAccount?.bic ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function saveDecision(
  trx: Kysely<Database>,
  applicationId: string,
  decision:
    | { status: 'approved'; actorId: string }
    | { status: 'declined'; actorId: string; reason: string },
): Promise<void> {
  await trx
    .updateTable('partner_applications')
    .set({
      status: decision.status,
      ...(decision.status === 'declined' ? { decline_reason: decision.reason } : {}),
      decided_by: decision.actorId,
      decided_at: new Date(),
    })
    .where('id', '=', applicationId)
    .execute();
}

/** The contact message an application came with, locked while its status changes. */
export async function lockContactStatus(
  db: Kysely<Database>,
  contactId: string,
): Promise<{ status: string; resolved_at: Date | null } | undefined> {
  return db
    .selectFrom('contact_submissions')
    .select(['status', 'resolved_at'])
    .where('id', '=', contactId)
    .forUpdate()
    .executeTakeFirst();
}

export async function markContactResolved(
  db: Kysely<Database>,
  contactId: string,
  resolvedAt: Date,
): Promise<void> {
  await db
    .updateTable('contact_submissions')
    .set({ status: 'resolved', resolved_at: resolvedAt })
    .where('id', '=', contactId)
    .execute();
}
