// An admin decides each partner application: an approved application becomes a merchant with its
// pricing tier, a merchant user for the contact email and a first publishable key; a declined one
// keeps its reason.
import type { Kysely } from 'kysely';
import type { PartnerApplicationView } from '#shared/admin-api';
import { feeBasisPointsFor, type PricingTierId } from '#shared/pricing-tiers';
import type { Database } from '#server/db/schema';
import { conflict, errorMessage, notFound } from '#server/http/errors';
import type { ServiceDeps } from '#server/service-deps';
import { provisionMerchantAccess } from '#server/merchants/provisioning';
import { recordAudit } from '../audit/repository';
import { approvalEmail, declineEmail } from './decision-emails';
import {
  findPartnerApplication,
  insertMerchantFor,
  lockContactStatus,
  markContactResolved,
  merchantWithPibExists,
  saveDecision,
} from './repository';
import { findLocaleByEmail } from '#server/notifications/recipient-locale';

export const APPLICATION_NOT_FOUND_MESSAGE = errorMessage('application_not_found');
export const ALREADY_DECIDED_MESSAGE = errorMessage('already_decided');
export const DUPLICATE_MERCHANT_MESSAGE = errorMessage('duplicate_merchant');

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
  const before = await lockContactStatus(trx, contactId);
  if (!before || before.status === 'resolved') return;
  const resolvedAt = new Date();
  await markContactResolved(trx, contactId, resolvedAt);
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
  deps: ServiceDeps,
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
      const merchant = await insertMerchantFor(trx, application, {
        pricingTier: choice.pricingTier,
        feeBasisPoints: fee,
      });
      const access = await provisionMerchantAccess(trx, {
        merchantId: merchant.id,
        email: application.contactEmail,
        firstName: application.contactFirstName,
        lastName: application.contactLastName,
        appUrl: deps.config.appUrl,
      });
      await saveDecision(trx, application.id, { status: 'approved', actorId });
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
        approvalEmail(
          application,
          choice.pricingTier,
          fee,
          {
            email: application.contactEmail,
            setupUrl: access.setupUrl,
            merchantAreaUrl: access.merchantAreaUrl,
          },
          await findLocaleByEmail(trx, application.contactEmail),
        ),
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
  deps: ServiceDeps,
  actorId: string,
  applicationId: string,
  reason: string,
): Promise<PartnerApplicationView> {
  return deps.db.transaction().execute(async (trx) => {
    const application = await lockPending(trx, applicationId);
    await saveDecision(trx, application.id, { status: 'declined', actorId, reason });
    await resolveApplicationMessage(trx, actorId, application.contactSubmissionId);
    await recordAudit(trx, {
      actorId,
      action: 'partner_application.declined',
      entityType: 'partner_application',
      entityId: application.id,
      before: { status: application.status, declineReason: null },
      after: { status: 'declined', declineReason: reason },
    });
    const locale = await findLocaleByEmail(trx, application.contactEmail);
    await deps.notifier.email(
      trx,
      application.contactEmail,
      declineEmail(application, reason, locale),
    );
    return (await findPartnerApplication(trx, application.id)) as PartnerApplicationView;
  });
}
