// An admin decides each partner application: an approved application becomes a merchant with its
// pricing tier, a merchant user for the contact email and a first publishable key; a declined one
// keeps its reason.
import type { Kysely } from 'kysely';
import type { PartnerApplicationView } from '../../../shared/admin-api';
import { feeBasisPointsFor, type PricingTierId } from '../../../shared/pricing-tiers';
import type { Database } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { provisionMerchantAccess } from '../../merchants/provisioning';
import type { Notifier } from '../../notifications/notifier';
import { recordAudit } from '../audit/repository';
import { approvalEmail, declineEmail } from './decision-emails';
import { findPartnerApplication, merchantWithPibExists } from './repository';

export const APPLICATION_NOT_FOUND_MESSAGE = 'Zahtjev za partnerstvo nije pronađen.';
export const ALREADY_DECIDED_MESSAGE = 'O ovom zahtjevu je već odlučeno.';
export const DUPLICATE_MERCHANT_MESSAGE = 'Trgovac sa ovim PIB-om već postoji.';

interface DecisionDeps {
  db: Kysely<Database>;
  notifier: Notifier;
  /** For the merchant area and set-password links in the approval email. */
  appUrl: string;
}

async function lockPending(
  trx: Kysely<Database>,
  applicationId: string,
): Promise<PartnerApplicationView> {
  const application = await findPartnerApplication(trx, applicationId, { lock: true });
  if (!application) throw notFound(APPLICATION_NOT_FOUND_MESSAGE);
  if (application.status !== 'pending') throw conflict(ALREADY_DECIDED_MESSAGE, 'already_decided');
  return application;
}

/**
 * Deciding an application answers the contact message it came with: the message is resolved in the
 * same transaction, so the inbox never shows a decided application as still waiting.
 */
async function resolveApplicationMessage(
  trx: Kysely<Database>,
  actorId: string,
  contactId: string,
): Promise<void> {
  const before = await trx
    .selectFrom('contact_submissions')
    .select(['status', 'resolved_at'])
    .where('id', '=', contactId)
    .forUpdate()
    .executeTakeFirst();
  if (!before || before.status === 'resolved') return;
  const resolvedAt = new Date();
  await trx
    .updateTable('contact_submissions')
    .set({ status: 'resolved', resolved_at: resolvedAt })
    .where('id', '=', contactId)
    .execute();
  await recordAudit(trx, {
    actorId,
    action: 'contact.status_changed',
    entityType: 'contact_submission',
    entityId: contactId,
    before: { status: before.status, resolvedAt: before.resolved_at?.toISOString() ?? null },
    after: { status: 'resolved', resolvedAt: resolvedAt.toISOString() },
  });
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string }).code === '23505';
}

export async function approveApplication(
  deps: DecisionDeps,
  actorId: string,
  applicationId: string,
  choice: { pricingTier: PricingTierId; feeBasisPoints: number },
): Promise<PartnerApplicationView> {
  const fee = feeBasisPointsFor(choice.pricingTier, choice.feeBasisPoints);
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const application = await lockPending(trx, applicationId);
      if (await merchantWithPibExists(trx, application.pib)) {
        throw conflict(DUPLICATE_MERCHANT_MESSAGE, 'duplicate_merchant');
      }
      const merchant = await trx
        .insertInto('merchants')
        .values({
          name: application.companyName,
          pib: application.pib,
          business_type: application.businessType,
          pricing_tier: choice.pricingTier,
          fee_basis_points: fee,
          partner_application_id: application.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const access = await provisionMerchantAccess(trx, {
        merchantId: merchant.id,
        email: application.contactEmail,
        firstName: application.contactFirstName,
        lastName: application.contactLastName,
        appUrl: deps.appUrl,
      });
      await trx
        .updateTable('partner_applications')
        .set({ status: 'approved', decided_by: actorId, decided_at: new Date() })
        .where('id', '=', application.id)
        .execute();
      await resolveApplicationMessage(trx, actorId, application.contactSubmissionId);
      await recordAudit(trx, {
        actorId,
        action: 'partner_application.approved',
        entityType: 'partner_application',
        entityId: application.id,
        before: { status: application.status },
        after: {
          status: 'approved',
          merchantId: merchant.id,
          pricingTier: choice.pricingTier,
          feeBasisPoints: fee,
          merchantUserId: access.userId,
        },
      });
      await deps.notifier.email(
        trx,
        application.contactEmail,
        approvalEmail(application, choice.pricingTier, fee, {
          email: application.contactEmail,
          setupUrl: access.setupUrl,
          merchantAreaUrl: access.merchantAreaUrl,
        }),
      );
      return (await findPartnerApplication(trx, application.id)) as PartnerApplicationView;
    });
  } catch (error) {
    // Two approvals for the same company at once: the second meets the unique PIB.
    if (isUniqueViolation(error)) throw conflict(DUPLICATE_MERCHANT_MESSAGE, 'duplicate_merchant');
    throw error;
  }
}

export async function declineApplication(
  deps: DecisionDeps,
  actorId: string,
  applicationId: string,
  reason: string,
): Promise<PartnerApplicationView> {
  return deps.db.transaction().execute(async (trx) => {
    const application = await lockPending(trx, applicationId);
    await trx
      .updateTable('partner_applications')
      .set({
        status: 'declined',
        decline_reason: reason,
        decided_by: actorId,
        decided_at: new Date(),
      })
      .where('id', '=', application.id)
      .execute();
    await resolveApplicationMessage(trx, actorId, application.contactSubmissionId);
    await recordAudit(trx, {
      actorId,
      action: 'partner_application.declined',
      entityType: 'partner_application',
      entityId: application.id,
      before: { status: application.status, declineReason: null },
      after: { status: 'declined', declineReason: reason },
    });
    await deps.notifier.email(trx, application.contactEmail, declineEmail(application, reason));
    return (await findPartnerApplication(trx, application.id)) as PartnerApplicationView;
  });
}
